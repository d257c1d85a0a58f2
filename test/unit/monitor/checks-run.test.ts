import { describe, expect, it } from "vitest";
import type { MarketReader } from "../../../worker/agent/market";
import { replayCandles, replayQuote } from "../../../worker/market/replay/source";
import type { Candle, Quote } from "../../../worker/market/types";
import type { CustomCheck } from "../../../worker/monitor/checks";
import { runChecks, windowOf } from "../../../worker/monitor/checks-run";
import { diskReplayFiles } from "../market/replay-files";

/**
 * The "more than 20% below its 90-day high" check: the window ends at the data's own as-of (replay
 * data is years old), the high is the highest daily close, and exactly 20% does not fire.
 */
const DAY = 86_400_000;
const check: CustomCheck = {
  id: "chk_1",
  instruction: "every pass, check whether any of my holdings is more than 20% below its 90-day high",
  spec: { kind: "below_high", scope: "holdings", symbol: null, pct: 20, days: 90 },
  createdAt: 0,
};
const readerOf = (candles: (s: string) => Promise<Candle[]>) => ({ candles: async (symbol: string) => ({ symbol, interval: "1d", candles: await candles(symbol), source: "replay", asOf: 0 }) }) as unknown as MarketReader;

describe("custom check: below the N-day high", () => {
  it("fires on replay data dated long before the pass (SOL 192.74 against a 247.50 close high, 22.13%)", async () => {
    const at = Date.parse("2025-09-26T12:00:00Z");
    const q = (await replayQuote(diskReplayFiles, "SOL", at))!;
    expect(q.price).toBe(192.74);
    const reader = readerOf(async (s) => (await replayCandles(diskReplayFiles, s, "1d", at))!.candles);
    const now = Date.parse("2026-11-26T02:00:00Z");
    const run = await runChecks([check], { held: ["SOL"], watched: [] }, new Map([["SOL", q]]), reader, now);
    expect(run.results).toEqual({ chk_1: "fired: SOL" });
    expect(run.conditions[0]!.crossed).toContain("SOL is 22.13% below its 90-day high of $247.5 (now $192.74)");
  });

  const T = Date.parse("2025-01-01T00:00:00Z");
  const flat = (peakClose: number, peakAgeDays: number): Candle[] =>
    Array.from({ length: 120 }, (_, i) => {
      const t = T - (120 - i) * DAY;
      const close = t === T - peakAgeDays * DAY ? peakClose : 80;
      return { t, open: 80, high: close * 1.5, low: 79, close, volume: 1 };
    });
  const quote = (price: number): Quote => ({ symbol: "SOL", price, change24hPct: 0, marketCap: null, volume24h: null, source: "replay", asOf: T });
  const run = (price: number, candles: Candle[]) => runChecks([check], { held: ["SOL"], watched: [] }, new Map([["SOL", quote(price)]]), readerOf(async () => candles), T + 400 * DAY);

  it("exactly 20% below the close high stays quiet; just past it fires (the intraday wick is not the high)", async () => {
    expect((await run(80, flat(100, 10))).results).toEqual({ chk_1: "quiet: 1 of 1 assets read" });
    const past = await run(79.99, flat(100, 10));
    expect(past.results).toEqual({ chk_1: "fired: SOL" });
    expect(past.conditions[0]!.crossed).toContain("20.01% below its 90-day high of $100");
  });

  it("the window holds the last 90 days up to the as-of: a peak 90 days back counts, 91 days back does not", async () => {
    expect((await run(70, flat(100, 90))).results).toEqual({ chk_1: "fired: SOL" });
    expect((await run(70, flat(100, 91))).results).toEqual({ chk_1: "quiet: 1 of 1 assets read" });
    expect(windowOf(flat(100, 10), T, 90)).toHaveLength(90);
  });
});
