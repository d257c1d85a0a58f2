import type { Candle } from "../types";

export interface SwingPoint {
  t: number;
  price: number;
  kind: "high" | "low";
}

/**
 * Fractal swing points: a high that no candle within `k` on either side exceeds (a low likewise).
 * The last `k` candles cannot be confirmed yet and are never reported.
 */
export function swingPoints(candles: readonly Candle[], k = 5): SwingPoint[] {
  const out: SwingPoint[] = [];
  for (let i = k; i < candles.length - k; i++) {
    const c = candles[i]!;
    let isHigh = true;
    let isLow = true;
    for (let j = i - k; j <= i + k; j++) {
      if (j === i) continue;
      if (candles[j]!.high >= c.high) isHigh = false;
      if (candles[j]!.low <= c.low) isLow = false;
    }
    if (isHigh) out.push({ t: c.t, price: c.high, kind: "high" });
    if (isLow) out.push({ t: c.t, price: c.low, kind: "low" });
  }
  return out;
}

export interface Levels {
  /** Nearest confirmed swing low below the last close. */
  support: SwingPoint | null;
  /** Nearest confirmed swing high above the last close. */
  resistance: SwingPoint | null;
}

export function supportResistance(candles: readonly Candle[], k = 5): Levels {
  const last = candles[candles.length - 1];
  if (!last) return { support: null, resistance: null };
  const points = swingPoints(candles, k);
  let support: SwingPoint | null = null;
  let resistance: SwingPoint | null = null;
  for (const p of points) {
    if (p.kind === "low" && p.price < last.close && (!support || p.price > support.price)) support = p;
    if (p.kind === "high" && p.price > last.close && (!resistance || p.price < resistance.price)) resistance = p;
  }
  return { support, resistance };
}
