import { describe, expect, it } from "vitest";
import { runTool, type ToolContext } from "../../../worker/agent/tools";
import { usd } from "../../../worker/agent/tools/format";
import { replayCandles, replayQuote } from "../../../worker/market/replay/source";
import { analyze } from "../../../worker/research/analyze";
import { replayResearchData } from "../../../worker/research/data";
import { emptyMarket } from "../../fakes/agent-market";
import { diskReplayFiles } from "../market/replay-files";

/**
 * Chat and the Notebook read the same replay candles, so for one date they must name the same
 * levels (one path: worker/research/levels.ts) and the same as-of for the same daily close (the
 * candle's close time, never its open time). A QA walk found chat's ETH chart at "validation
 * above $4,769.36 (30-day high)" beside NB-1's $3,887.5, and "RSI of SOL" dated a day before
 * the price reply for the same close.
 */
const ctxAt = (at: number): ToolContext => ({
  market: emptyMarket({
    candles: async (symbol) => replayCandles(diskReplayFiles, symbol, "1d", at),
    quotes: async (symbols) => {
      const quotes = (await Promise.all(symbols.map((s) => replayQuote(diskReplayFiles, s, at)))).filter((q) => q !== null);
      return { quotes, missing: symbols.filter((s) => !quotes.some((q) => q.symbol === s)) };
    },
  }),
  account: { portfolios: async () => [], watchlist: async () => null, addToWatchlist: async () => ({ added: true, watchlistName: "W" }) },
  workspace: {} as never,
  now: 0,
});

const CAPS = new Set(["chart", "coin_research", "equities_research"]);
const CASES = [
  ["ETH", "2025-09-26T20:00:00Z"],
  ["SOL", "2025-09-26T20:00:00Z"],
  ["BTC", "2024-03-15T12:00:00Z"],
  ["AAPL", "2024-03-15T12:00:00Z"],
] as const;

describe("chat and research agree for the same date", () => {
  for (const [symbol, at] of CASES) {
    it(`${symbol} as of ${at.slice(0, 10)}: the chart's levels are the Analysis' levels`, async () => {
      const t = Date.parse(at);
      const a = await analyze(replayResearchData(diskReplayFiles, t), symbol);
      const r = await runTool("show_chart", { symbol }, CAPS, ctxAt(t));
      if (!r.ok) throw new Error(r.message);
      const levels = (r.data as { levels: { validation: number; invalidation: number } }).levels;
      expect(levels.validation).toBeCloseTo(a.levels.validation.value!, 4);
      expect(levels.invalidation).toBeCloseTo(a.levels.invalidation.value!, 4);
      expect(r.summary).toContain(`validation ${usd(a.levels.validation.value)}`);
      expect(r.summary).toContain(`invalidation ${usd(a.levels.invalidation.value)}`);
      expect(r.summary).not.toMatch(/30-day high|30-day low/);
    });

    it(`${symbol} as of ${at.slice(0, 10)}: indicators, price, chart and Analysis carry one as-of for the last close`, async () => {
      const t = Date.parse(at);
      const a = await analyze(replayResearchData(diskReplayFiles, t), symbol);
      const results = await Promise.all(["get_indicators", "get_price", "show_chart"].map((name) => runTool(name, { symbol }, CAPS, ctxAt(t))));
      for (const r of results) {
        if (!r.ok) throw new Error(r.message);
        expect({ tool: r.tool, asOf: r.asOf }).toEqual({ tool: r.tool, asOf: a.asOf });
      }
      const day = new Date(a.asOf).toLocaleDateString("en-GB", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });
      for (const r of results.slice(0, 2)) expect(r.ok && r.summary).toContain(day);
    });
  }
});
