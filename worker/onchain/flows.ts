import { exchangeName } from "./addresses";
import { labelsOf, scaled, type TokenTransfer } from "./providers/blockscout";

/**
 * Whale and smart-money flows: the large transfers of a token within a window. "Large" is at least
 * `minUsd` at the explorer's token price, or — without a price — at least 0.01 % of supply.
 * Exchange in/out comes from the explorer's labels (or the cited exchange list): a transfer to an
 * exchange is an inflow, from one an outflow. "Smart money" here means a labelled non-exchange
 * counterparty (funds, market makers, protocols, as the explorer tags them) — no more is claimed.
 */
export interface Flow {
  hash: string | null;
  at: string;
  from: { address: string; labels: string[]; exchange: string | null };
  to: { address: string; labels: string[]; exchange: string | null };
  amount: number;
  usd: number | null;
  direction: "exchange_in" | "exchange_out" | "exchange_to_exchange" | "wallet_to_wallet";
  labelled: boolean;
}

export interface FlowReport {
  symbol: string;
  chain: string;
  windowDays: number;
  minUsd: number;
  /** The span the scanned transfers actually cover (the explorer pages newest first). */
  scanned: { transfers: number; from: string | null; to: string | null; complete: boolean };
  priceUsd: number | null;
  flows: Flow[];
  exchangeInUsd: number;
  exchangeOutUsd: number;
  exchangeInAmount: number;
  exchangeOutAmount: number;
  labelledCount: number;
}

function side(p: TokenTransfer["from"]) {
  const labels = labelsOf(p);
  return { address: p.hash, labels, exchange: exchangeName(p.hash, labels) };
}

export function analyseFlows(input: { symbol: string; chain: string; transfers: TokenTransfer[]; windowDays: number; minUsd: number; now: number; reachedWindowStart: boolean; supply: number | null }): FlowReport {
  const since = input.now - input.windowDays * 86_400_000;
  const inWindow = input.transfers.filter((t) => Date.parse(t.timestamp) >= since && t.total);
  const price = inWindow.map((t) => Number(t.token?.exchange_rate)).find((p) => Number.isFinite(p) && p > 0) ?? null;
  const flows: Flow[] = [];
  for (const t of inWindow) {
    const amount = scaled(t.total!.value, t.total!.decimals ?? t.token?.decimals);
    const usd = price === null ? null : amount * price;
    const large = usd !== null ? usd >= input.minUsd : input.supply !== null && amount >= input.supply * 1e-4;
    if (!large) continue;
    const from = side(t.from);
    const to = side(t.to);
    const direction = from.exchange && to.exchange ? "exchange_to_exchange" : to.exchange ? "exchange_in" : from.exchange ? "exchange_out" : "wallet_to_wallet";
    flows.push({ hash: t.transaction_hash ?? t.tx_hash ?? null, at: t.timestamp, from, to, amount, usd, direction, labelled: from.labels.length + to.labels.length > 0 });
  }
  flows.sort((a, b) => b.amount - a.amount);
  const total = (d: Flow["direction"], k: "usd" | "amount") => flows.filter((f) => f.direction === d).reduce((s, f) => s + (f[k] ?? 0), 0);
  const times = inWindow.map((t) => t.timestamp).sort();
  return {
    symbol: input.symbol,
    chain: input.chain,
    windowDays: input.windowDays,
    minUsd: input.minUsd,
    scanned: { transfers: inWindow.length, from: times[0] ?? null, to: times.at(-1) ?? null, complete: input.reachedWindowStart },
    priceUsd: price,
    flows,
    exchangeInUsd: total("exchange_in", "usd"),
    exchangeOutUsd: total("exchange_out", "usd"),
    exchangeInAmount: total("exchange_in", "amount"),
    exchangeOutAmount: total("exchange_out", "amount"),
    labelledCount: flows.filter((f) => f.labelled && f.direction === "wallet_to_wallet").length,
  };
}
