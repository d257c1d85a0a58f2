import { ema, sma, type Series } from "./moving-averages";

/**
 * The moving averages as chart points (`{ time, value }`, one per defined value), for the site's
 * charts drawn from raw candles. The numbers are this layer's (checked against
 * technicalindicators), so a chart and an API answer never disagree.
 */
export interface ChartPoint {
  time: number;
  value: number;
}

function toPoints(points: readonly ChartPoint[], series: Series): ChartPoint[] {
  const out: ChartPoint[] = [];
  series.forEach((value, i) => {
    if (value !== null) out.push({ time: points[i]!.time, value });
  });
  return out;
}

export function smaPoints(points: readonly ChartPoint[], period: number): ChartPoint[] {
  return toPoints(points, sma(points.map((p) => p.value), period));
}

export function emaPoints(points: readonly ChartPoint[], period: number): ChartPoint[] {
  return toPoints(points, ema(points.map((p) => p.value), period));
}
