import { assertPeriod, type Series } from "./moving-averages";
import type { Candle } from "../types";

/**
 * Wilder's RSI: average gain and loss seeded with simple means over the first `period` changes,
 * then smoothed with weight 1/period. Aligned with the input (first value at index `period`).
 */
export function rsi(closes: readonly number[], period = 14): Series {
  assertPeriod(period);
  const out: Series = new Array(closes.length).fill(null);
  if (closes.length <= period) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i++) {
    const d = closes[i]! - closes[i - 1]!;
    if (d > 0) gain += d;
    else loss -= d;
  }
  gain /= period;
  loss /= period;
  out[period] = rsiOf(gain, loss);
  for (let i = period + 1; i < closes.length; i++) {
    const d = closes[i]! - closes[i - 1]!;
    gain = (gain * (period - 1) + Math.max(d, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-d, 0)) / period;
    out[i] = rsiOf(gain, loss);
  }
  return out;
}

function rsiOf(gain: number, loss: number): number {
  if (loss === 0) return 100;
  if (gain === 0) return 0;
  return 100 - 100 / (1 + gain / loss);
}

/** True range needs the previous close, so the first candle has none. */
export function trueRange(candles: readonly Candle[]): Series {
  return candles.map((c, i) => {
    if (i === 0) return null;
    const prev = candles[i - 1]!.close;
    return Math.max(c.high - c.low, Math.abs(c.high - prev), Math.abs(c.low - prev));
  });
}

/** Wilder's ATR: the mean of the first `period` true ranges, then smoothed with 1/period. */
export function atr(candles: readonly Candle[], period = 14): Series {
  assertPeriod(period);
  const tr = trueRange(candles);
  const out: Series = new Array(candles.length).fill(null);
  if (candles.length <= period) return out;
  let avg = 0;
  for (let i = 1; i <= period; i++) avg += tr[i]!;
  avg /= period;
  out[period] = avg;
  for (let i = period + 1; i < candles.length; i++) {
    avg = (avg * (period - 1) + tr[i]!) / period;
    out[i] = avg;
  }
  return out;
}
