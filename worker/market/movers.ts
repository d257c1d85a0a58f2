import { getAsset } from "./assets";
import { sma } from "./indicators/moving-averages";
import { rsi } from "./indicators/wilder";
import type { Candle, Quote } from "./types";

/**
 * Top movers with the reasons a reader would want: the move itself, then what the daily chart
 * says about it (overbought/oversold, a 20-day breakout or breakdown, unusual volume). Every
 * reason is a computed fact, phrased; none is a recommendation.
 */
export interface Mover {
  symbol: string;
  name: string;
  price: number;
  change24hPct: number;
  direction: "up" | "down";
  reasons: string[];
  source: string;
  asOf: number;
  label?: string;
}

export function moverReasons(quote: Quote, candles: readonly Candle[] | undefined): string[] {
  const reasons = [`${quote.change24hPct! >= 0 ? "up" : "down"} ${Math.abs(quote.change24hPct!).toFixed(2)}% in 24h`];
  if (!candles || candles.length < 22) return reasons;
  const closes = candles.map((c) => c.close);
  const r = rsi(closes, 14).at(-1);
  if (r != null && r >= 70) reasons.push(`RSI(14) ${r.toFixed(0)}: overbought territory`);
  if (r != null && r <= 30) reasons.push(`RSI(14) ${r.toFixed(0)}: oversold territory`);
  const lastC = candles[candles.length - 1]!;
  const prior = candles.slice(-21, -1);
  const hi = Math.max(...prior.map((c) => c.high));
  const lo = Math.min(...prior.map((c) => c.low));
  if (lastC.close > hi) reasons.push(`closed above its 20-day high (${fmt(hi)})`);
  if (lastC.close < lo) reasons.push(`closed below its 20-day low (${fmt(lo)})`);
  const avgVol = sma(prior.map((c) => c.volume), 20).at(-1);
  if (avgVol && lastC.volume >= 2 * avgVol) reasons.push(`volume ${(lastC.volume / avgVol).toFixed(1)}× its 20-day average`);
  return reasons;
}

/** Unregistered coins from the top of the market whose names say they are pegged. */
const STABLE_NAME = /usd|dollar|euro|stable|tether|\bdai\b/i;

/** A quote more than this older than the newest of its market is not "moving now" (ended series, halted feed). */
const CURRENT_WINDOW_MS = 4 * 86_400_000;

export function computeMovers(quotes: readonly Quote[], candles: ReadonlyMap<string, readonly Candle[]>, limit = 5, names: ReadonlyMap<string, string> = new Map()): { gainers: Mover[]; losers: Mover[] } {
  const market = (q: Quote) => (getAsset(q.symbol)?.assetClass === "crypto" ? "crypto" : "exchange");
  const newest = new Map<string, number>();
  for (const q of quotes) newest.set(market(q), Math.max(newest.get(market(q)) ?? 0, q.asOf));
  const movers: Mover[] = quotes
    .filter((q) => q.asOf >= newest.get(market(q))! - CURRENT_WINDOW_MS)
    // Stablecoins "moving" is a depeg, reported as an event instead.
    .filter((q) => q.change24hPct != null && Number.isFinite(q.change24hPct) && getAsset(q.symbol)?.assetClass !== "stablecoin" && !STABLE_NAME.test(names.get(q.symbol) ?? ""))
    .map((q) => ({
      symbol: q.symbol,
      name: getAsset(q.symbol)?.name ?? names.get(q.symbol) ?? q.symbol,
      price: q.price,
      change24hPct: q.change24hPct!,
      direction: q.change24hPct! >= 0 ? ("up" as const) : ("down" as const),
      reasons: moverReasons(q, candles.get(q.symbol)),
      source: q.source,
      asOf: q.asOf,
      ...(q.label ? { label: q.label } : {}),
    }));
  const byChange = [...movers].sort((a, b) => b.change24hPct - a.change24hPct || a.symbol.localeCompare(b.symbol));
  return {
    gainers: byChange.filter((m) => m.change24hPct > 0).slice(0, limit),
    losers: byChange.filter((m) => m.change24hPct < 0).reverse().slice(0, limit),
  };
}

function fmt(v: number): string {
  return v >= 100 ? v.toFixed(2) : v.toPrecision(4);
}
