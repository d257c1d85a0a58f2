import { describe, expect, it } from "vitest";
import { catalystsOf, changeOver, priceRound, trendOf } from "../../../worker/research/positions";
import type { Candle } from "../../../worker/market/types";

const day = 86_400_000;
const series = (closes: number[]): Candle[] => closes.map((close, i) => ({ t: i * day, open: close, high: close, low: close, close, volume: 1 }));

describe("position snapshot arithmetic", () => {
  it("changeOver compares the last close with the close N days before it", () => {
    expect(changeOver(series([100, 110, 120, 90]), 3)).toBe(-10);
    expect(changeOver(series([50, 75]), 1)).toBe(50);
    expect(changeOver(series([100, 110]), 2)).toBeNull();
  });

  it("trendOf places the close against the 50- and 200-day averages, and needs 200 closes", () => {
    const rising = series(Array.from({ length: 220 }, (_, i) => 100 + i));
    expect(trendOf(rising)).toBe("above its 50- and 200-day averages");
    const falling = series(Array.from({ length: 220 }, (_, i) => 400 - i));
    expect(trendOf(falling)).toBe("below its 50- and 200-day averages");
    // Long rise, then a sharp recent drop: under the 50-day, still over the 200-day.
    const pullback = series([...Array.from({ length: 190 }, (_, i) => 100 + i), ...Array.from({ length: 30 }, (_, i) => 290 - i * 2)]);
    expect(trendOf(pullback)).toBe("below its 50-day but above its 200-day average");
    expect(trendOf(series([1, 2, 3]))).toBeNull();
  });

  it("catalysts name a level within 5% (either side), a move over 10% and open events only", () => {
    const levels = { ref: "NB-7", validation: 105, invalidation: 80, asOf: "2025-01-01" };
    const out = catalystsOf({ price: 100, change24hPct: -10.5, levels, events: [{ title: "USDC depeg", kind: "depeg", status: "open", startedAt: "x" }, { title: "old", kind: "hack", status: "resolved", startedAt: "y" }] });
    expect(out).toEqual(["+5.0% from the validation level 105 in NB-7", "moved -10.5% in 24 hours", "open market event: USDC depeg"]);
    expect(catalystsOf({ price: 100, change24hPct: 10, levels: { ...levels, validation: 105.01 }, events: [] })).toEqual([]);
    expect(catalystsOf({ price: null, change24hPct: null, levels, events: [] })).toEqual([]);
  });

  it("priceRound quotes levels by magnitude", () => {
    expect(priceRound(112345.678)).toBe(112346);
    expect(priceRound(200.29722)).toBe(200.3);
    expect(priceRound(0.123456)).toBe(0.1235);
    expect(priceRound(null)).toBeNull();
  });
});
