import { describe, expect, it } from "vitest";
import { emaPoints as ema, smaPoints as sma } from "../../../worker/market/indicators/points";
import { dailySeries } from "../../../worker/market/replay/series";
import { diskReplayFiles } from "./replay-files";

// The site's chart overlays (web/src/lib/agent/widgets) on the real BTC daily closes, against the formulas written out here
// (the point-list implementation the site carried before it used the market layer's functions).
const btc = (await dailySeries(diskReplayFiles, "BTC"))!;
const points = btc.candles.slice(-120).map((c) => ({ time: Math.floor(c.t / 1000), value: c.close }));

function referenceSma(ps: typeof points, period: number) {
  return ps.slice(period - 1).map((p, i) => ({ time: p.time, value: ps.slice(i, i + period).reduce((s, q) => s + q.value, 0) / period }));
}

function referenceEma(ps: typeof points, period: number) {
  const k = 2 / (period + 1);
  let v = ps.slice(0, period).reduce((s, p) => s + p.value, 0) / period;
  const out = [{ time: ps[period - 1]!.time, value: v }];
  for (const p of ps.slice(period)) out.push({ time: p.time, value: (v = p.value * k + v * (1 - k)) });
  return out;
}

function expectSame(actual: { time: number; value: number }[], expected: { time: number; value: number }[]) {
  expect(actual.map((p) => p.time)).toEqual(expected.map((p) => p.time));
  actual.forEach((p, i) => expect(p.value).toBeCloseTo(expected[i]!.value, 8));
}

describe("chart overlays", () => {
  it("SMA(20) has one point per full window, at the window's last time", () => {
    const out = sma(points, 20);
    expect(out).toHaveLength(101);
    expectSame(out, referenceSma(points, 20));
  });

  it("EMA(50) is seeded with the first window's mean", () => {
    const out = ema(points, 50);
    expect(out).toHaveLength(71);
    expectSame(out, referenceEma(points, 50));
  });

  it("draws nothing when there are fewer points than the period", () => {
    expect(sma(points.slice(0, 5), 20)).toEqual([]);
    expect(ema(points.slice(0, 5), 20)).toEqual([]);
  });
});
