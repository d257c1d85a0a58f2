import type { ProviderResult } from "../market/providers/types";
import { isEvmAddress } from "./addresses";
import { cachedCall, type OnchainFailure, type Outcome } from "./cache";
import { CHAINS, normaliseChain } from "./config";
import { analyseFlows, type FlowReport } from "./flows";
import { analyseHolders, type HolderAnalysis } from "./holders";
import type { OnchainCtx } from "./port";
import { BLOCKSCOUT, blockscout, scaled, type TokenTransfer } from "./providers/blockscout";
import { findToken, TOKEN_SYMBOLS, type TokenRef } from "./tokens";
import { profileWallet, type WalletProfile } from "./wallet";

/** Blockscout-backed readings: holders, flows, wallets. Each goes through `cachedCall`. */

const HOLDERS_TTL = 60 * 60_000;
const FLOWS_TTL = 10 * 60_000;
const WALLET_TTL = 10 * 60_000;
/** Transfer pages read for one flow question (50 transfers a page): bounded upstream cost. */
const MAX_TRANSFER_PAGES = 4;
const NATIVE: Record<string, string> = { ethereum: "ETH", arbitrum: "ETH", optimism: "ETH", base: "ETH", polygon: "POL" };

const fail = (code: OnchainFailure["code"], message: string): OnchainFailure => ({ ok: false, code, message });

function resolveToken(symbol: string, chain: string | null): TokenRef | OnchainFailure {
  const c = chain ? normaliseChain(chain) : null;
  if (chain && !c) return fail("not_found", `I read ${CHAINS.join(", ")}; "${chain.slice(0, 30)}" is not one of them.`);
  const token = findToken(symbol, c);
  if (token) return token;
  return fail("not_found", `No token contract known for ${symbol.slice(0, 20)}${c ? ` on ${c}` : ""}. On-chain holder and flow analysis covers ${TOKEN_SYMBOLS.join(", ")} (native coins like ETH or BTC have no token contract).`);
}

export async function readHolders(ctx: OnchainCtx, symbol: string, o: { chain: string | null; limit: number }): Promise<Outcome<HolderAnalysis>> {
  const token = resolveToken(symbol, o.chain);
  if ("ok" in token) return token;
  const base = ctx.config.blockscout[token.chain]!;
  return cachedCall(ctx.deps, {
    provider: `${BLOCKSCOUT}:${token.chain}`,
    source: `blockscout (${token.chain})`,
    key: `holders:${token.chain}:${token.address.toLowerCase()}:${o.limit}`,
    ttlMs: HOLDERS_TTL,
    what: `${token.symbol} holders on ${token.chain}`,
    fetch: async () => {
      const [info, holders] = await Promise.all([blockscout.token(ctx.deps.up, base, token.address), blockscout.holders(ctx.deps.up, base, token.address)]);
      if (!info.ok) return info;
      if (!holders.ok) return holders;
      return { ok: true, data: { data: analyseHolders({ symbol: token.symbol, chain: token.chain, token: token.address, info: info.data, items: holders.data.items, limit: o.limit }), asOf: ctx.deps.now } };
    },
  });
}

export async function readFlows(ctx: OnchainCtx, symbol: string, o: { chain: string | null; days: number; minUsd: number }): Promise<Outcome<FlowReport>> {
  const token = resolveToken(symbol, o.chain);
  if ("ok" in token) return token;
  const base = ctx.config.blockscout[token.chain]!;
  const now = ctx.deps.now;
  return cachedCall(ctx.deps, {
    provider: `${BLOCKSCOUT}:${token.chain}`,
    source: `blockscout (${token.chain})`,
    key: `flows:${token.chain}:${token.address.toLowerCase()}:${o.days}:${o.minUsd}`,
    ttlMs: FLOWS_TTL,
    what: `${token.symbol} transfers on ${token.chain}`,
    fetch: async () => {
      const pages = await transferPages(ctx, base, token.address, now - o.days * 86_400_000);
      if (!pages.ok) return pages;
      const info = await blockscout.token(ctx.deps.up, base, token.address);
      const supply = info.ok && info.data.total_supply ? scaled(info.data.total_supply, info.data.decimals) : null;
      const report = analyseFlows({ symbol: token.symbol, chain: token.chain, transfers: pages.data.items, windowDays: o.days, minUsd: o.minUsd, now, reachedWindowStart: pages.data.reachedStart, supply });
      return { ok: true, data: { data: report, asOf: now } };
    },
  });
}

/** Newest-first pages until one reaches the window's start (or the page budget runs out). */
async function transferPages(ctx: OnchainCtx, base: string, token: string, since: number): Promise<ProviderResult<{ items: TokenTransfer[]; reachedStart: boolean }>> {
  const items: TokenTransfer[] = [];
  let page: Record<string, unknown> | null = null;
  for (let i = 0; i < MAX_TRANSFER_PAGES; i++) {
    const res = await blockscout.transfers(ctx.deps.up, base, token, page);
    if (!res.ok) {
      // A later page failing still leaves the earlier ones: report what was read, marked incomplete.
      if (items.length > 0) return { ok: true, data: { items, reachedStart: false } };
      return res;
    }
    items.push(...res.data.items);
    const oldest = res.data.items.at(-1);
    if (!res.data.next_page_params || (oldest && Date.parse(oldest.timestamp) < since)) return { ok: true, data: { items, reachedStart: true } };
    page = res.data.next_page_params;
  }
  return { ok: true, data: { items, reachedStart: false } };
}

export async function readWallet(ctx: OnchainCtx, address: string, o: { chain: string; limit: number }): Promise<Outcome<WalletProfile>> {
  if (!isEvmAddress(address)) return fail("not_found", "That is not an EVM address (0x followed by 40 hex characters).");
  const chain = normaliseChain(o.chain);
  if (!chain) return fail("not_found", `I read ${CHAINS.join(", ")}; "${o.chain.slice(0, 30)}" is not one of them.`);
  const base = ctx.config.blockscout[chain]!;
  const up = ctx.deps.up;
  return cachedCall(ctx.deps, {
    provider: `${BLOCKSCOUT}:${chain}`,
    source: `blockscout (${chain})`,
    key: `wallet:${chain}:${address.toLowerCase()}:${o.limit}`,
    ttlMs: WALLET_TTL,
    what: `the address on ${chain}`,
    fetch: async () => {
      const info = await blockscout.address(up, base, address);
      if (!info.ok) return info;
      // The rest is best-effort: a profile without counters or first-seen still says what it holds.
      const [counters, tokens, txs, first] = await Promise.all([blockscout.counters(up, base, address), blockscout.tokens(up, base, address), blockscout.transactions(up, base, address), blockscout.firstTx(up, base, address)]);
      if (!tokens.ok && tokens.reason !== "client_error") return tokens;
      const firstRow = first.ok && Array.isArray(first.data.result) ? first.data.result[0] : undefined;
      const profile = profileWallet({
        chain,
        nativeSymbol: NATIVE[chain] ?? "ETH",
        info: info.data,
        counters: counters.ok ? counters.data : null,
        tokens: tokens.ok ? tokens.data.items : [],
        lastTxAt: txs.ok ? (txs.data.items[0]?.timestamp ?? null) : null,
        firstTxAt: firstRow ? new Date(Number(firstRow.timeStamp) * 1000).toISOString() : null,
        limit: o.limit,
      });
      return { ok: true, data: { data: profile, asOf: ctx.deps.now } };
    },
  });
}
