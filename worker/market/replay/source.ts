import type { Candle, CandleSeries, Interval, Quote } from "../types";
import type { ReplayFiles } from "./files";
import { dailySeries, fiveMinuteSeries, lastClosedIndex, type ReplaySeries } from "./series";

/**
 * The offline source: real history (static files, see files.ts) served as if live. At time `at` it answers with
 * the last candle that had closed by then (or the series' last candle once `at` is past the end
 * of data), with `asOf` = that candle's real close time and a visible "replay data from …" label.
 */
export const REPLAY_SOURCE = "replay";

export function replayLabel(asOf: number, intraday = false): string {
  const iso = new Date(asOf).toISOString();
  return `replay data from ${intraday ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso.slice(0, 10)}`;
}

/** The 5-minute stablecoin bars win inside their window: the depeg story lives in them. */
async function intradayAt(files: ReplayFiles, symbol: string, at: number): Promise<{ series: ReplaySeries; index: number } | null> {
  const s = await fiveMinuteSeries(files, symbol);
  if (!s) return null;
  const index = lastClosedIndex(s, at);
  // Only while `at` lies inside the window (at most one bar past its end).
  if (index < 0 || at > s.closeTimes[s.closeTimes.length - 1]! + 5 * 60_000) return null;
  return { series: s, index };
}

export async function replayQuote(files: ReplayFiles, symbol: string, at: number): Promise<Quote | null> {
  const intraday = await intradayAt(files, symbol, at);
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
  const s = await dailySeries(files, symbol);
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
export async function replayCandles(files: ReplayFiles, symbol: string, interval: Interval, at: number, from?: number, to?: number): Promise<CandleSeries | null> {
  const s = interval === "1d" ? await dailySeries(files, symbol) : interval === "5m" ? await fiveMinuteSeries(files, symbol) : null;
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
