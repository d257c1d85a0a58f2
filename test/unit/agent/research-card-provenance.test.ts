import { describe, expect, it } from "vitest";
import { runTool, type ToolContext } from "../../../worker/agent/tools";
import type { EntryView } from "../../../worker/notebook/view";
import { analyze } from "../../../worker/research/analyze";
import { replayResearchData } from "../../../worker/research/data";
import { explore } from "../../../worker/research/explore";
import { verdicts } from "../../../worker/research/verdicts";
import { emptyMarket } from "../../fakes/agent-market";
import { diskReplayFiles } from "../market/replay-files";

/**
 * Chat research cards show the asset's own source and as-of: a QA walk found "Source: — · as of
 * 26 Sept 2025, 22:00" under an ETH Analysis, i.e. no source and the research moment (the SPY
 * close shared by every asset) instead of ETH's daily close at 00:00 UTC.
 */
const MOMENT = Date.parse("2025-09-26T20:00:00Z");
const data = () => replayResearchData(diskReplayFiles, MOMENT);
const entry = (kind: EntryView["kind"], payload: unknown): EntryView => ({
  id: "e1", nb: 7, ref: "NB-7", kind, title: "t", body: "b", data: payload, symbol: "ETH", parentId: null, status: "ready",
  annotation: null, asOf: new Date(MOMENT).toISOString(), createdAt: "2026-11-26T00:00:00.000Z", updatedAt: "2026-11-26T00:00:00.000Z", deleted: false,
});

async function ctx(): Promise<ToolContext> {
  const a = await analyze(data(), "ETH");
  const v = await verdicts(data(), { analysis: a, frameworks: [], holdingWeight: null });
  return {
    market: emptyMarket(),
    account: { portfolios: async () => [], watchlist: async () => null, addToWatchlist: async () => ({ added: true, watchlistName: "W" }) },
    workspace: {} as never,
    now: 0,
    research: {
      explore: async (c, t, b) => explore(data(), c, t, b),
      saveIdea: async () => entry("Idea", { candidate: (await explore(data(), "crypto", "mid", "large")).candidates.find((c) => c.symbol === "ETH") }),
      analyze: async () => entry("Analysis", a),
      verdicts: async () => entry("Verdict", v),
      deepDive: async () => entry("Report", { analysis: a, verdicts: v }),
      search: async () => [],
    },
  };
}

const ALL = new Set(["coin_research", "equities_research", "notebook"]);

describe("research cards in chat", () => {
  it.each([
    ["save_idea", { assetClass: "crypto", timeframe: "mid", band: "large", symbol: "ETH" }],
    ["analyze_idea", { ideaRef: "NB-6" }],
    ["get_verdicts", { analysisRef: "NB-7" }],
    ["deep_dive", { symbol: "ETH" }],
  ])("%s names ETH's own close time and its data source", async (tool, args) => {
    const r = await runTool(tool, args, ALL, await ctx());
    expect(r).toMatchObject({ ok: true, asOf: "2025-09-26T00:00:00.000Z", source: expect.stringMatching(/Binance spot ETHUSDT daily/) });
  });

  it("Explore of crypto: the candidates' shared close and source", async () => {
    const r = await runTool("research_explore", { assetClass: "crypto", timeframe: "mid", band: "large" }, ALL, await ctx());
    expect(r).toMatchObject({ ok: true, asOf: "2025-09-26T00:00:00.000Z", source: expect.stringMatching(/^replay/) });
  });
});
