import { TZDate } from "@date-fns/tz";
import type { Candle } from "../types";
import type { ReplayFiles } from "./files";

/**
 * The historical series (static files beside the code, see files.ts), read and parsed lazily one
 * symbol at a time and kept for the life of the isolate: the data never changes, and most
 * requests touch a handful of symbols.
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
  return csv.trimEnd().split("\n").map((line) => {
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

/** Symbols are tickers; anything else is simply not in the data. */
const TICKER = /^[A-Z0-9]{1,12}$/;

/**
 * Only settled answers are cached (a series or a definite "no such file"), never a pending read:
 * a promise started by one request must not be awaited by another in workerd.
 */
async function cached(key: string, load: () => Promise<ReplaySeries | null>): Promise<ReplaySeries | null> {
  if (cache.has(key)) return cache.get(key)!;
  const series = await load();
  cache.set(key, series);
  return series;
}

export function dailySeries(files: ReplayFiles, symbol: string): Promise<ReplaySeries | null> {
  if (!TICKER.test(symbol)) return Promise.resolve(null);
  return cached(`1d:${symbol}`, async () => {
    // Crypto days are UTC days; a daily candle is final at the next midnight.
    const crypto = await files.read(`crypto/${symbol}.csv`);
    if (crypto !== null) {
      const candles = parseRows(crypto, utcDay);
      return { symbol, candles, closeTimes: candles.map((c) => c.t + DAY), origin: ORIGIN[symbol] ?? `Binance spot ${symbol}USDT daily` };
    }
    const equity = await files.read(`equity/${symbol}.csv`);
    if (equity === null) return null;
    const candles = parseRows(equity, utcDay);
    return { symbol, candles, closeTimes: candles.map((c) => usSessionClose(c.t)), origin: `Yahoo Finance ${symbol === "GSPC" ? "^GSPC" : symbol} daily` };
  });
}

export function fiveMinuteSeries(files: ReplayFiles, symbol: string): Promise<ReplaySeries | null> {
  if (!TICKER.test(symbol)) return Promise.resolve(null);
  return cached(`5m:${symbol}`, async () => {
    const csv = await files.read(`5m/${symbol}.csv`);
    if (csv === null) return null;
    const candles = parseRows(csv, (ts) => Date.parse(ts));
    return { symbol, candles, closeTimes: candles.map((c) => c.t + 5 * 60_000), origin: `Yahoo Finance ${symbol}-USD 5-minute` };
  });
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
