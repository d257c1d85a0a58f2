import type { Candle } from "../types";

/** Log returns between consecutive closes. */
export function logReturns(closes: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < closes.length; i++) out.push(Math.log(closes[i]! / closes[i - 1]!));
  return out;
}

/** Population standard deviation (the convention most charting libraries use). */
export function stdev(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
}

/**
 * Annualised realised volatility over the last `window` returns. Crypto trades every day (365),
 * exchange-traded assets about 252 sessions a year — the caller says which.
 */
export function realizedVolatility(closes: readonly number[], window = 30, periodsPerYear = 365): number | null {
  if (closes.length < window + 1) return null;
  const r = logReturns(closes.slice(-(window + 1)));
  return stdev(r) * Math.sqrt(periodsPerYear);
}

export interface Drawdown {
  /** Fall from the running peak to the latest close, as a negative fraction (−0.25 = 25 % below). */
  current: number;
  /** Worst peak-to-trough fall inside the series. */
  max: number;
  peak: number;
  peakAt: number;
  troughAt: number;
}

export function drawdown(candles: readonly Candle[]): Drawdown | null {
  if (candles.length === 0) return null;
  let peak = candles[0]!.close;
  let peakAt = candles[0]!.t;
  let max = 0;
  let maxPeakAt = peakAt;
  let troughAt = peakAt;
  for (const c of candles) {
    if (c.close > peak) {
      peak = c.close;
      peakAt = c.t;
    }
    const dd = c.close / peak - 1;
    if (dd < max) {
      max = dd;
      maxPeakAt = peakAt;
      troughAt = c.t;
    }
  }
  const lastClose = candles[candles.length - 1]!.close;
  return { current: lastClose / peak - 1, max, peak, peakAt: max < 0 ? maxPeakAt : peakAt, troughAt };
}

/** Percent change from `periods` candles ago to the latest close (5 = +5 %). */
export function changePct(closes: readonly number[], periods: number): number | null {
  if (closes.length <= periods || periods < 1) return null;
  const from = closes[closes.length - 1 - periods]!;
  return (closes[closes.length - 1]! / from - 1) * 100;
}

/**
 * Relative strength against a benchmark over `periods`: the asset's return minus the
 * benchmark's, in percentage points, both measured on dates they share.
 */
export function relativeStrength(asset: readonly Candle[], benchmark: readonly Candle[], periods: number): number | null {
  const byDay = new Map(benchmark.map((c) => [dayOf(c.t), c.close]));
  const shared = asset.filter((c) => byDay.has(dayOf(c.t)));
  if (shared.length <= periods) return null;
  // Only "now": when the benchmark's data stops well before the asset's, there is no current comparison.
  const lastAsset = asset[asset.length - 1]!;
  if (dayOf(lastAsset.t) - dayOf(shared[shared.length - 1]!.t) > 5) return null;
  const a = changePct(shared.map((c) => c.close), periods);
  const b = changePct(shared.map((c) => byDay.get(dayOf(c.t))!), periods);
  return a == null || b == null ? null : a - b;
}

function dayOf(t: number): number {
  return Math.floor(t / 86_400_000);
}
