import { ema, sma } from "../market/indicators/moving-averages";
import { rsi } from "../market/indicators/wilder";
import type { Candle } from "../market/types";

/**
 * Chart series from raw candles, shared by the asset page's chart and the chat's chart card, so
 * both draw the same SMA/EMA/RSI as /v1/market/indicators computes (one computation path).
 * Times are Unix seconds, what the chart library takes.
 */
export interface ChartPoint {
  time: number;
  value: number;
}

export interface ChartBar extends ChartPoint {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface OverlaySpec {
  kind: "sma" | "ema";
  period: number;
}

export interface Overlay extends OverlaySpec {
  name: string;
  points: ChartPoint[];
}

export const toBars = (candles: readonly Candle[]): ChartBar[] =>
  candles.map((c) => ({ time: Math.floor(c.t / 1000), value: c.close, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume }));

/** Values aligned with the bars → points, the leading nulls (warm-up) dropped. */
function points(bars: readonly { time: number }[], series: readonly (number | null)[]): ChartPoint[] {
  const out: ChartPoint[] = [];
  series.forEach((value, i) => {
    if (value !== null && Number.isFinite(value)) out.push({ time: bars[i]!.time, value });
  });
  return out;
}

/** Overlays over the whole history, so a 200-day average exists from the first bar of a 3-month window. */
export function overlays(bars: readonly ChartBar[], specs: readonly OverlaySpec[]): Overlay[] {
  const closes = bars.map((b) => b.close);
  return specs.map((s) => ({ ...s, name: `${s.kind.toUpperCase()} ${s.period}`, points: points(bars, s.kind === "sma" ? sma(closes, s.period) : ema(closes, s.period)) }));
}

export function rsiPoints(bars: readonly ChartBar[], period: number): ChartPoint[] {
  return points(bars, rsi(bars.map((b) => b.close), period));
}

/** Only the points from `fromTime` (Unix s) on. */
export const since = <T extends { time: number }>(list: readonly T[], fromTime: number): T[] => list.filter((p) => p.time >= fromTime);

/**
 * Two closes series as % change from the first time both have a value: the comparison view,
 * where a $60,000 and a $3,000 asset share one axis.
 */
export function normalisedPair(a: readonly ChartBar[], b: readonly ChartBar[]): { a: ChartPoint[]; b: ChartPoint[] } {
  const bByTime = new Map(b.map((x) => [x.time, x.close]));
  const common = a.filter((x) => bByTime.has(x.time));
  if (common.length === 0) return { a: [], b: [] };
  const a0 = common[0]!.close;
  const b0 = bByTime.get(common[0]!.time)!;
  return {
    a: common.map((x) => ({ time: x.time, value: (x.close / a0 - 1) * 100 })),
    b: common.map((x) => ({ time: x.time, value: (bByTime.get(x.time)! / b0 - 1) * 100 })),
  };
}
