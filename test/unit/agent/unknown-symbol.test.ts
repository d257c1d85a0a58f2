import { describe, expect, it } from "vitest";
import { emptyMarket } from "../../fakes/agent-market";
import type { ToolContext } from "../../../worker/agent/tools";
import { runTool, TOOLS } from "../../../worker/agent/tools";
import type { WorkspaceOps } from "../../../worker/agent/workspace";

/** Every tool that takes a symbol refuses one nobody knows with the same words (one helper, unknownSymbol). */
const ctx: ToolContext = {
  market: emptyMarket(),
  account: { portfolios: async () => [], watchlist: async () => null, addToWatchlist: async () => ({ added: true, watchlistName: "My watchlist" }) },
  workspace: {} as WorkspaceOps,
  now: 0,
};
const ALL = new Set(TOOLS.flatMap((t) => t.capabilities));

describe("an unknown symbol", () => {
  it.each([
    ["get_price", { symbol: "12 34" }],
    ["get_indicators", { symbol: "12 34" }],
    ["explain_move", { symbol: "12 34" }],
    ["show_chart", { symbol: "12 34" }],
    ["add_to_watchlist", { symbol: "12 34" }],
    ["compare_assets", { symbol: "BTC", other: "12 34" }],
  ])("%s answers invalid_param, naming what was asked", async (tool, args) => {
    const r = await runTool(tool, args, ALL, ctx);
    expect(r).toEqual({ ok: false, tool, code: "invalid_param", message: '"12 34" is not a symbol I know.' });
  });
});
