import { TZDate } from "@date-fns/tz";
import type { Candle } from "../types";
import { CRYPTO_DAILY, EQUITY_DAILY } from "./data/daily";
import { STABLE_5M } from "./data/intraday";

/**
 * The bundled historical series, parsed lazily (one symbol at a time) and kept for the life of
 * the isolate: the data never changes, and most requests touch a handful of symbols.
 */
export interface ReplaySeries {
  symbol: string;
  /** Candles ascending by open time. */
  candles: Candle[];
  /** Close time of each candle (Unix ms): the moment its numbers became true. */
  closeTimes: number[];
  /** Where the numbers originally came from, for the provenance line. */
  origin: string;
}

const DAY = 86_400_000;
const cache = new Map<string, ReplaySeries | null>();

function parseRows(csv: string, toTime: (first: string) => number): Candle[] {
  return csv.split("\n").map((line) => {
    const [d, o, h, l, c, v] = line.split(",");
    return { t: toTime(d!), open: Number(o), high: Number(h), low: Number(l), close: Number(c), volume: Number(v) };
  });
}

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** US sessions close at 16:00 New York time; TZDate keeps that right across DST. */
export function usSessionClose(dayStartUtc: number): number {
  const d = new Date(dayStartUtc);
  return new TZDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 16, 0, 0, "America/New_York").getTime();
}

const ORIGIN: Record<string, string> = {
  USDT: "Yahoo Finance USDT-USD daily",
  USDC: "Yahoo Finance USDC-USD daily",
  DAI: "Yahoo Finance DAI-USD daily",
  USTC: "Yahoo Finance USTC-USD daily",
  OP: "Bybit OPUSDT perpetual daily",
};

export function dailySeries(symbol: string): ReplaySeries | null {
  const key = `1d:${symbol}`;
  if (cache.has(key)) return cache.get(key)!;
  let series: ReplaySeries | null = null;
  const crypto = CRYPTO_DAILY[symbol];
  const equity = EQUITY_DAILY[symbol];
  if (crypto) {
    // Crypto days are UTC days; a daily candle is final at the next midnight.
    const candles = parseRows(crypto, utcDay);
    series = { symbol, candles, closeTimes: candles.map((c) => c.t + DAY), origin: ORIGIN[symbol] ?? `Binance spot ${symbol}USDT daily` };
  } else if (equity) {
    const candles = parseRows(equity, utcDay);
    series = { symbol, candles, closeTimes: candles.map((c) => usSessionClose(c.t)), origin: `Yahoo Finance ${symbol === "GSPC" ? "^GSPC" : symbol} daily` };
  }
  cache.set(key, series);
  return series;
}

export function fiveMinuteSeries(symbol: string): ReplaySeries | null {
  const key = `5m:${symbol}`;
  if (cache.has(key)) return cache.get(key)!;
  const csv = STABLE_5M[symbol];
  let series: ReplaySeries | null = null;
  if (csv) {
    const candles = parseRows(csv, (ts) => Date.parse(ts));
    series = { symbol, candles, closeTimes: candles.map((c) => c.t + 5 * 60_000), origin: `Yahoo Finance ${symbol}-USD 5-minute` };
  }
  cache.set(key, series);
  return series;
}

export function replaySymbols(): string[] {
  return [...Object.keys(CRYPTO_DAILY), ...Object.keys(EQUITY_DAILY)].sort();
}

/** Index of the last candle whose close time is at or before `at` (−1 when none). */
export function lastClosedIndex(series: ReplaySeries, at: number): number {
  let lo = 0;
  let hi = series.closeTimes.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series.closeTimes[mid]! <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
