import type { Candle, CandleSeries, Interval, Quote } from "../types";
import { dailySeries, fiveMinuteSeries, lastClosedIndex, type ReplaySeries } from "./series";

/**
 * The offline source: the bundled real history served as if live. At time `at` it answers with
 * the last candle that had closed by then (or the series' last candle once `at` is past the end
 * of data), with `asOf` = that candle's real close time and a visible "replay data from …" label.
 */
export const REPLAY_SOURCE = "replay";

export function replayLabel(asOf: number, intraday = false): string {
  const iso = new Date(asOf).toISOString();
  return `replay data from ${intraday ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso.slice(0, 10)}`;
}

/** The 5-minute stablecoin bars win inside their window: the depeg story lives in them. */
function intradayAt(symbol: string, at: number): { series: ReplaySeries; index: number } | null {
  const s = fiveMinuteSeries(symbol);
  if (!s) return null;
  const index = lastClosedIndex(s, at);
  // Only while `at` lies inside the window (at most one bar past its end).
  if (index < 0 || at > s.closeTimes[s.closeTimes.length - 1]! + 5 * 60_000) return null;
  return { series: s, index };
}

export function replayQuote(symbol: string, at: number): Quote | null {
  const intraday = intradayAt(symbol, at);
  if (intraday) {
    const { series, index } = intraday;
    const bar = series.candles[index]!;
    const asOf = series.closeTimes[index]!;
    const dayAgo = lastClosedIndex(series, asOf - 86_400_000);
    const ref = dayAgo >= 0 ? series.candles[dayAgo]!.close : null;
    return {
      symbol,
      price: bar.close,
      change24hPct: ref ? (bar.close / ref - 1) * 100 : null,
      marketCap: null,
      volume24h: null,
      source: REPLAY_SOURCE,
      asOf,
      label: replayLabel(asOf, true),
    };
  }
  const s = dailySeries(symbol);
  if (!s) return null;
  const index = lastClosedIndex(s, at);
  if (index < 0) return null;
  const c = s.candles[index]!;
  const prev = index > 0 ? s.candles[index - 1]!.close : null;
  const asOf = s.closeTimes[index]!;
  return {
    symbol,
    price: c.close,
    change24hPct: prev ? (c.close / prev - 1) * 100 : null,
    marketCap: null,
    // Daily volume in the series' own unit (base asset, shares, or USD for Yahoo crypto).
    volume24h: c.volume,
    source: REPLAY_SOURCE,
    asOf,
    label: replayLabel(asOf),
  };
}

/** Candles that had closed by `at`, within [from, to] by open time. 1d everywhere; 5m for the stablecoin window. */
export function replayCandles(symbol: string, interval: Interval, at: number, from?: number, to?: number): CandleSeries | null {
  const s = interval === "1d" ? dailySeries(symbol) : interval === "5m" ? fiveMinuteSeries(symbol) : null;
  if (!s) return null;
  const end = lastClosedIndex(s, at);
  if (end < 0) return null;
  const candles: Candle[] = [];
  for (let i = 0; i <= end; i++) {
    const c = s.candles[i]!;
    if (from !== undefined && c.t < from) continue;
    if (to !== undefined && c.t > to) break;
    candles.push(c);
  }
  const asOf = s.closeTimes[end]!;
  return { symbol, interval, candles, source: REPLAY_SOURCE, asOf, label: replayLabel(asOf, interval !== "1d") };
}

export function replayOrigin(symbol: string): string | null {
  return dailySeries(symbol)?.origin ?? null;
}
