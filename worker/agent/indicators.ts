/** Moving averages for the chart overlays, computed here so every plotted number comes from code. */

export interface Point {
  time: number;
  value: number;
}

export function sma(closes: readonly Point[], period: number): Point[] {
  const out: Point[] = [];
  let sum = 0;
  for (let i = 0; i < closes.length; i++) {
    sum += closes[i]!.value;
    if (i >= period) sum -= closes[i - period]!.value;
    if (i >= period - 1) out.push({ time: closes[i]!.time, value: sum / period });
  }
  return out;
}

/** EMA seeded with the SMA of the first `period` values (the common convention). */
export function ema(closes: readonly Point[], period: number): Point[] {
  if (closes.length < period) return [];
  const k = 2 / (period + 1);
  let value = closes.slice(0, period).reduce((s, p) => s + p.value, 0) / period;
  const out: Point[] = [{ time: closes[period - 1]!.time, value }];
  for (let i = period; i < closes.length; i++) {
    value = closes[i]!.value * k + value * (1 - k);
    out.push({ time: closes[i]!.time, value });
  }
  return out;
}
