import { ATR, EMA, RSI, SD, SMA } from "technicalindicators";
import { describe, expect, it } from "vitest";
import { ema, sma } from "../../../worker/market/indicators/moving-averages";
import { atr, rsi } from "../../../worker/market/indicators/wilder";
import { changePct, drawdown, logReturns, realizedVolatility, relativeStrength } from "../../../worker/market/indicators/risk";
import { supportResistance, swingPoints } from "../../../worker/market/indicators/swings";
import { computeIndicators, parseIndicatorSpecs } from "../../../worker/market/indicators/summary";
import { dailySeries } from "../../../worker/market/replay/series";
import { diskReplayFiles } from "./replay-files";

// The real bundled series: Binance BTCUSDT daily (1,466 days) and Yahoo AAPL daily (1,081 sessions).
const SERIES = (await Promise.all(["BTC", "AAPL"].map((s) => dailySeries(diskReplayFiles, s)))).map((s) => s!);
const BTC = SERIES[0]!;

function defined(series: (number | null)[]): number[] {
  const first = series.findIndex((v) => v !== null);
  expect(series.slice(first).every((v) => v !== null)).toBe(true);
  return series.slice(first) as number[];
}

function expectClose(ours: number[], theirs: number[], tolerance: number) {
  expect(ours.length).toBe(theirs.length);
  let worst = 0;
  for (let i = 0; i < ours.length; i++) worst = Math.max(worst, Math.abs(ours[i]! - theirs[i]!) / Math.max(1, Math.abs(theirs[i]!)));
  expect(worst).toBeLessThanOrEqual(tolerance);
}

describe.each(SERIES)("indicators on the real $symbol series equal technicalindicators'", (series) => {
  const closes = series.candles.map((c) => c.close);
  const high = series.candles.map((c) => c.high);
  const low = series.candles.map((c) => c.low);

  it("has the whole series", () => {
    expect(series.candles.length).toBeGreaterThan(1000);
  });

  it.each([5, 20, 50, 200])("SMA %i", (period) => {
    expectClose(defined(sma(closes, period)), SMA.calculate({ period, values: closes }), 1e-9);
  });

  it.each([12, 26, 50])("EMA %i", (period) => {
    expectClose(defined(ema(closes, period)), EMA.calculate({ period, values: closes }), 1e-9);
  });

  it.each([7, 14, 21])("RSI %i (theirs is rounded to 2 decimals)", (period) => {
    const ours = defined(rsi(closes, period));
    const theirs = RSI.calculate({ period, values: closes });
    expect(ours.length).toBe(theirs.length);
    for (let i = 0; i < ours.length; i++) expect(Math.abs(ours[i]! - theirs[i]!)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it.each([14, 20])("ATR %i", (period) => {
    expectClose(defined(atr(series.candles, period)), ATR.calculate({ period, high, low, close: closes }), 1e-9);
  });

  it("realised volatility is the annualised standard deviation of log returns", () => {
    const window = 30;
    const sd = SD.calculate({ period: window, values: logReturns(closes) });
    expect(realizedVolatility(closes, window, 365)).toBeCloseTo(sd[sd.length - 1]! * Math.sqrt(365), 9);
  });
});

describe("drawdown, change, relative strength, swings", () => {
  const btc = BTC;
  it("finds BTC's 2022 bear-market drawdown from the real series", () => {
    const d = drawdown(btc.candles.filter((c) => c.t < Date.parse("2023-01-01")))!;
    // Peak close 47,722.65 on 2022-01-01 … trough close 15,781.29 on 2022-11-21.
    expect(new Date(d.troughAt).toISOString().slice(0, 10)).toBe("2022-11-21");
    expect(d.max).toBeCloseTo(15781.29 / 47722.65 - 1, 6);
  });

  it("computes N-day change against the close N candles back", () => {
    expect(changePct([100, 110, 121], 2)).toBeCloseTo(21, 9);
    expect(changePct([100, 110], 2)).toBeNull();
  });

  it("relative strength is the return gap on shared dates", () => {
    const day = 86_400_000;
    const mk = (closes: number[]) => closes.map((close, i) => ({ t: i * day, open: close, high: close, low: close, close, volume: 0 }));
    expect(relativeStrength(mk([100, 120]), mk([100, 110]), 1)).toBeCloseTo(10, 9);
  });

  it("swing points are strict local extremes and the levels bracket the last close", () => {
    const closes = [5, 6, 7, 6, 5, 4, 5, 6, 5.5];
    const candles = closes.map((c, i) => ({ t: i, open: c, high: c, low: c, close: c, volume: 0 }));
    expect(swingPoints(candles, 2).map((p) => `${p.kind}@${p.t}`)).toEqual(["high@2", "low@5"]);
    const levels = supportResistance(candles, 2);
    expect(levels.support?.price).toBe(4);
    expect(levels.resistance?.price).toBe(7);
  });

  it("parses indicator names and rejects unknown ones", () => {
    const parsed = parseIndicatorSpecs(["sma:50", "rsi"]);
    expect(parsed).toEqual({ ok: true, specs: [{ name: "sma:50", kind: "sma", period: 50 }, { name: "rsi:14", kind: "rsi", period: 14 }] });
    expect(parseIndicatorSpecs(["macd"])).toEqual({ ok: false, bad: "macd" });
    expect(parseIndicatorSpecs(["sma:0"])).toEqual({ ok: false, bad: "sma:0" });
  });

  it("computes a named summary whose values match the series functions", async () => {
    const specs = parseIndicatorSpecs(["sma:20", "rsi:14", "change:7", "rs_btc:30"]);
    if (!specs.ok) throw new Error("bad specs");
    const eth = (await dailySeries(diskReplayFiles, "ETH"))!;
    const out = computeIndicators(eth.candles, specs.specs, { btc: btc.candles });
    const closes = eth.candles.map((c) => c.close);
    expect(out["sma:20"]).toBeCloseTo(closes.slice(-20).reduce((a, b) => a + b, 0) / 20, 9);
    expect(out["change:7"]).toBeCloseTo((closes.at(-1)! / closes.at(-8)! - 1) * 100, 9);
    expect(typeof out["rs_btc:30"]).toBe("number");
  });
});

describe("relative strength needs a current overlap", () => {
  it("is null when the benchmark's data ends long before the asset's", () => {
    const day = 86_400_000;
    const mk = (n: number, start = 0) => Array.from({ length: n }, (_, i) => ({ t: (start + i) * day, open: 1, high: 1, low: 1, close: 100 + i, volume: 0 }));
    expect(relativeStrength(mk(60), mk(40), 10)).toBeNull();
    expect(relativeStrength(mk(60), mk(58), 10)).not.toBeNull();
  });
});
