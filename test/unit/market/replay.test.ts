import { describe, expect, it } from "vitest";
import { replayCandles, replayQuote } from "../../../worker/market/replay/source";
import { resolveAsset, searchAssets, capBand, ASSETS } from "../../../worker/market/assets";
import { dailySeries } from "../../../worker/market/replay/series";
import { diskReplayFiles } from "./replay-files";

describe("replay source", () => {
  it("serves the last candle closed by the replay time, with its real close time and a label", async () => {
    // At noon on 2023-03-11 the 10 March BTC daily candle (closed at midnight) is the latest.
    const q = (await replayQuote(diskReplayFiles, "BTC", Date.parse("2023-03-11T12:00:00Z")))!;
    const c = (await dailySeries(diskReplayFiles, "BTC"))!.candles.find((x) => x.t === Date.parse("2023-03-10T00:00:00Z"))!;
    expect(q.price).toBe(c.close);
    expect(q.asOf).toBe(Date.parse("2023-03-11T00:00:00Z"));
    expect(q.source).toBe("replay");
    expect(q.label).toBe("replay data from 2023-03-11");
  });

  it("uses the 5-minute stablecoin bars inside the March 2023 window", async () => {
    const q = (await replayQuote(diskReplayFiles, "USDC", Date.parse("2023-03-11T07:22:00Z")))!;
    expect(q.price).toBeCloseTo(0.88, 6);
    expect(q.asOf).toBe(Date.parse("2023-03-11T07:20:00Z"));
    expect(q.label).toBe("replay data from 2023-03-11 07:20 UTC");
    expect(q.change24hPct!).toBeLessThan(-10);
  });

  it("past the end of data answers with the last candle, labelled with its date", async () => {
    const q = (await replayQuote(diskReplayFiles, "AAPL", Date.parse("2026-11-22T00:00:00Z")))!;
    expect(q.label).toBe("replay data from 2026-04-24");
    // US sessions close at 16:00 New York = 20:00 UTC in April (daylight time).
    expect(new Date(q.asOf).toISOString()).toBe("2026-04-24T20:00:00.000Z");
  });

  it("knows nothing before a series starts", async () => {
    expect((await replayQuote(diskReplayFiles, "ARB", Date.parse("2023-01-01T00:00:00Z")))).toBeNull();
    expect((await replayQuote(diskReplayFiles, "NOPE", Date.now()))).toBeNull();
  });

  it("never shows a candle that had not closed at the replay time", async () => {
    const at = Date.parse("2022-06-15T10:00:00Z");
    const s = (await replayCandles(diskReplayFiles, "ETH", "1d", at, Date.parse("2022-06-01T00:00:00Z")))!;
    expect(s.candles.at(-1)!.t).toBe(Date.parse("2022-06-14T00:00:00Z"));
    expect(s.candles[0]!.t).toBe(Date.parse("2022-06-01T00:00:00Z"));
    expect(s.candles).toHaveLength(14);
  });
});

describe("asset registry", () => {
  it("resolves symbols, aliases and names", () => {
    expect(resolveAsset("btc")?.symbol).toBe("BTC");
    expect(resolveAsset("Apple")?.symbol).toBe("AAPL");
    expect(resolveAsset("UST")?.symbol).toBe("USTC");
    expect(resolveAsset("^GSPC")?.symbol).toBe("GSPC");
    expect(resolveAsset("nothing")).toBeUndefined();
  });

  it("ranks search results: exact symbol first", () => {
    expect(searchAssets("sol").map((a) => a.symbol)[0]).toBe("SOL");
    expect(searchAssets("poly").map((a) => a.symbol)).toEqual(["MATIC", "POL"]);
  });

  it("has replay data for every registered asset", async () => {
    for (const a of ASSETS) expect((await dailySeries(diskReplayFiles, a.symbol)), a.symbol).not.toBeNull();
  });

  it("puts market caps in the DESIGN bands", () => {
    expect(capBand(299_999_999)).toBe("micro");
    expect(capBand(300e6)).toBe("medium");
    expect(capBand(10e9)).toBe("large");
    expect(capBand(null)).toBeNull();
  });
});
