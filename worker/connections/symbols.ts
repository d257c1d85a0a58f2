import type { Db } from "../db/client";
import { knownSymbol } from "../market/known-symbol";
import type { RawBalance } from "./upstream";

/**
 * From what a source calls an asset to the market layer's symbol. Tokens are matched by contract
 * or mint against this short list of well-known ones; any other token keeps its own name with an
 * "unlisted" mark, so it is listed and never priced — a token can call itself USDC, only the
 * contract says whether it is. Exchange codes (exchange-defined, so trustworthy) are normalised
 * (Kraken's XXBT → BTC) and priced when the market layer knows them.
 */
const KNOWN_TOKENS: Record<string, string> = {
  // Ethereum ERC-20 (lower-case contract addresses).
  "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48": "USDC",
  "0xdac17f958d2ee523a2206206994597c13d831ec7": "USDT",
  "0x6b175474e89094c44da98b954eedeac495271d0f": "DAI",
  "0x1f9840a85d5af5bf1d1762f925bdaddc4201f984": "UNI",
  "0x514910771af9ca656af840dff83e8264ecf986ca": "LINK",
  "0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9": "AAVE",
  "0x2260fac5e5542a773aa44fbcfedf7c193bc2c599": "WBTC",
  "0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce": "SHIB",
  "0x6982508145454ce325ddbe47a25d4ec3d2311933": "PEPE",
  // Solana SPL mints.
  EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v: "USDC",
  Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB: "USDT",
  JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN: "JUP",
};

const KRAKEN_CODES: Record<string, string> = { XXBT: "BTC", XBT: "BTC", XETH: "ETH", XXDG: "DOGE", XDG: "DOGE", XXRP: "XRP", XLTC: "LTC", XXLM: "XLM", XETC: "ETC", XZEC: "ZEC", XXMR: "XMR", XMLN: "MLN", XREP: "REP", ZUSD: "USD", ZEUR: "EUR", ZGBP: "GBP", ZCAD: "CAD", ZJPY: "JPY" };

/** Kraken's legacy codes and its staking/earn suffixes (ETH2.S, DOT.F, USDC.M…) to plain codes. */
export function normaliseExchangeCode(code: string): string {
  const upper = code.trim().toUpperCase();
  const base = upper.replace(/\.(S|F|M|B|P)$/, "").replace(/^ETH2$/, "ETH");
  return KRAKEN_CODES[base] ?? base;
}

export interface SyncedHolding {
  symbol: string;
  quantity: number;
  notes: string | null;
  priced: boolean;
}

const UNLISTED = " (unlisted)";

export function unlistedSymbol(code: string): string {
  return `${code.replace(/[^A-Za-z0-9._-]/g, "").slice(0, 16) || "TOKEN"}${UNLISTED}`;
}

/** Merges duplicates (same symbol from two accounts) and marks what the market cannot price. */
export async function toHoldings(db: Db, balances: RawBalance[], source: string): Promise<SyncedHolding[]> {
  const merged = new Map<string, SyncedHolding>();
  for (const b of balances) {
    if (!(b.quantity > 0) || !Number.isFinite(b.quantity)) continue;
    let symbol: string | null;
    let notes: string | null = null;
    if (b.contract) {
      const listed = KNOWN_TOKENS[b.contract] ?? KNOWN_TOKENS[b.contract.toLowerCase()];
      symbol = listed ? await knownSymbol(db, listed) : null;
      if (!symbol) notes = `Token ${b.contract} — not a listed asset, so not priced.`;
    } else {
      symbol = await knownSymbol(db, normaliseExchangeCode(b.code));
      if (!symbol) notes = `${b.code} — no market price for this asset, so not valued.`;
    }
    const key = symbol ?? unlistedSymbol(b.contract ? b.code : normaliseExchangeCode(b.code));
    const prev = merged.get(key);
    merged.set(key, { symbol: key, quantity: (prev?.quantity ?? 0) + b.quantity, notes: prev?.notes ?? notes ?? `From ${source}.`, priced: symbol !== null });
  }
  return [...merged.values()];
}
