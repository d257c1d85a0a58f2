import { describe, expect, it } from "vitest";
import { EMA, SMA } from "technicalindicators";
import { ema as emaSeries, sma as smaSeries } from "../../../worker/market/indicators/moving-averages";
import { overlayPoints, recentLevels } from "../../../worker/agent/tools/chart";

const closes = Array.from({ length: 150 }, (_, i) => ({ time: 1_700_000_000 + i * 86_400, value: 100 + i * 0.7 + 8 * Math.sin(i / 4) }));
// The chart's overlays: the market layer's aligned series, turned into points at each candle's time.
const sma = (points: typeof closes, period: number) => overlayPoints(points, smaSeries(points.map((p) => p.value), period));
const ema = (points: typeof closes, period: number) => overlayPoints(points, emaSeries(points.map((p) => p.value), period));

describe("chart overlays match a reference implementation", () => {
  it("SMA 20", () => {
    const ours = sma(closes, 20);
    const ref = SMA.calculate({ period: 20, values: closes.map((c) => c.value) });
    expect(ours).toHaveLength(ref.length);
    ours.forEach((p, i) => expect(p.value).toBeCloseTo(ref[i]!, 8));
    expect(ours[0]!.time).toBe(closes[19]!.time);
  });
  it("EMA 50 (seeded with the first SMA)", () => {
    const ours = ema(closes, 50);
    const ref = EMA.calculate({ period: 50, values: closes.map((c) => c.value) });
    expect(ours).toHaveLength(ref.length);
    ours.forEach((p, i) => expect(p.value).toBeCloseTo(ref[i]!, 6));
  });
  it("too little history gives no overlay rather than a made-up one", () => {
    expect(sma(closes.slice(0, 19), 20)).toEqual([]);
    expect(ema(closes.slice(0, 49), 50)).toEqual([]);
  });
});

describe("levels and risk from the last 30 candles", () => {
  it("range, volatility and drawdown", () => {
    const candles = [10, 12, 11, 9, 13].map((close) => ({ high: close + 1, low: close - 1, close }));
    const l = recentLevels(candles);
    expect(l.high).toBe(14);
    expect(l.low).toBe(8);
    // Worst peak-to-trough: 12 → 9 = 25%.
    expect(l.drawdownPct).toBeCloseTo(25, 10);
    const returns = [12 / 10 - 1, 11 / 12 - 1, 9 / 11 - 1, 13 / 9 - 1];
    const mean = returns.reduce((a, b) => a + b) / 4;
    const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / 4);
    expect(l.volatilityPct).toBeCloseTo(sd * 100, 10);
  });
  it("looks only at the last 30", () => {
    const candles = [...Array.from({ length: 10 }, () => ({ high: 1000, low: 1, close: 500 })), ...Array.from({ length: 30 }, () => ({ high: 11, low: 9, close: 10 }))];
    expect(recentLevels(candles)).toMatchObject({ high: 11, low: 9, drawdownPct: 0, volatilityPct: 0 });
  });
});
