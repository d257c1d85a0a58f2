import { exchangeName } from "./addresses";
import { labelsOf, scaled, type AddressInfo, type TokenInfo } from "./providers/blockscout";

/**
 * Wallet profiling: what an address holds (native coin and ERC-20 tokens, valued at the explorer's
 * token prices; a token without a price is listed as unpriced, never guessed), its activity
 * (transaction and token-transfer counts), when it was first and last seen, and its labels.
 */
export interface WalletHolding {
  symbol: string;
  name: string | null;
  token: string | null;
  amount: number;
  usd: number | null;
}

export interface WalletProfile {
  address: string;
  chain: string;
  kind: "contract" | "wallet";
  labels: string[];
  exchange: string | null;
  ens: string | null;
  nativeBalance: number | null;
  holdings: WalletHolding[];
  unpriced: number;
  totalUsd: number;
  transactions: number | null;
  tokenTransfers: number | null;
  firstSeen: string | null;
  lastSeen: string | null;
}

export interface WalletInput {
  chain: string;
  nativeSymbol: string;
  info: AddressInfo;
  counters: { transactions_count: string; token_transfers_count: string } | null;
  tokens: { token: TokenInfo; value: string }[];
  lastTxAt: string | null;
  firstTxAt: string | null;
  limit: number;
}

const price = (rate: string | null | undefined) => {
  const p = Number(rate);
  return rate && Number.isFinite(p) && p > 0 ? p : null;
};
const count = (s: string | undefined) => (s !== undefined && Number.isFinite(Number(s)) ? Number(s) : null);

export function profileWallet(input: WalletInput): WalletProfile {
  const { info } = input;
  const native = info.coin_balance !== null ? scaled(info.coin_balance, 18) : null;
  const nativePrice = price(info.exchange_rate);
  const holdings: WalletHolding[] = [];
  if (native !== null && native > 0) holdings.push({ symbol: input.nativeSymbol, name: null, token: null, amount: native, usd: nativePrice === null ? null : native * nativePrice });
  for (const t of input.tokens) {
    const amount = scaled(t.value, t.token.decimals);
    if (!(amount > 0)) continue;
    const p = price(t.token.exchange_rate);
    holdings.push({ symbol: t.token.symbol ?? "?", name: t.token.name, token: t.token.address_hash ?? t.token.address ?? null, amount, usd: p === null ? null : amount * p });
  }
  // Priced first by value, then unpriced by amount: the reader sees what matters before the dust.
  holdings.sort((a, b) => (b.usd ?? -1) - (a.usd ?? -1) || b.amount - a.amount);
  const labels = labelsOf(info);
  return {
    address: info.hash,
    chain: input.chain,
    kind: info.is_contract ? "contract" : "wallet",
    labels,
    exchange: exchangeName(info.hash, labels),
    ens: info.ens_domain_name ?? null,
    nativeBalance: native,
    holdings: holdings.slice(0, input.limit),
    unpriced: holdings.filter((h) => h.usd === null).length,
    totalUsd: holdings.reduce((s, h) => s + (h.usd ?? 0), 0),
    transactions: count(input.counters?.transactions_count),
    tokenTransfers: count(input.counters?.token_transfers_count),
    firstSeen: input.firstTxAt,
    lastSeen: input.lastTxAt,
  };
}
