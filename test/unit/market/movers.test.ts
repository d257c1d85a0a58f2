import { describe, expect, it } from "vitest";
import { computeMovers, moverReasons } from "../../../worker/market/movers";
import type { Quote } from "../../../worker/market/types";
import { dailySeries } from "../../../worker/market/replay/series";
import { replayQuote } from "../../../worker/market/replay/source";
import { diskReplayFiles } from "./replay-files";

const q = (symbol: string, change24hPct: number, asOf = 10 * 86_400_000): Quote => ({ symbol, price: 1, change24hPct, marketCap: null, volume24h: null, source: "test", asOf });

describe("movers", () => {
  it("ranks gainers and losers by 24h change, leaving stablecoins to the depeg detector", () => {
    const m = computeMovers([q("BTC", 2), q("ETH", -5), q("SOL", 9), q("USDC", -12), q("DOGE", -1)], new Map(), 2);
    expect(m.gainers.map((x) => x.symbol)).toEqual(["SOL", "BTC"]);
    expect(m.losers.map((x) => x.symbol)).toEqual(["ETH", "DOGE"]);
  });

  it("ignores quotes far older than the newest of their market (a series that ended)", () => {
    const m = computeMovers([q("BTC", 2), q("MATIC", 30, 86_400_000), q("AAPL", 3, 86_400_000)], new Map());
    expect(m.gainers.map((x) => x.symbol)).toEqual(["AAPL", "BTC"]);
  });

  it("explains XRP's move on 2026-01-05 from the real daily candles", async () => {
    const at = Date.parse("2026-01-06T00:00:00Z");
    const quote = (await replayQuote(diskReplayFiles, "XRP", at))!;
    const candles = (await dailySeries(diskReplayFiles, "XRP"))!.candles.filter((c) => c.t < at);
    expect(moverReasons(quote, candles)).toEqual(["up 12.29% in 24h", "RSI(14) 74: overbought territory", "closed above its 20-day high (2.120)", "volume 2.7× its 20-day average"]);
  });
});
