import { describe, expect, it } from "vitest";
import { emptyMarket, fakeQuote } from "../../fakes/agent-market";
import { runTool, type ToolContext } from "../../../worker/agent/tools";
import type { WorkspaceOps } from "../../../worker/agent/workspace";

/** get_portfolio's summary: lots merged per asset, the page's as-of rule, the site's money format. */
const holding = (id: string, symbol: string, quantity: number, costBasis: number | null) => ({ id, symbol, quantity, costBasis, notes: null });

describe("get_portfolio", () => {
  it("merges lots per asset, writes money with two decimals and dates the newest prices, naming older ones", async () => {
    const quotes = [fakeQuote("BTC", 109_000.5, 1, "2025-09-26T00:00:00Z"), fakeQuote("AAPL", 255.1, 0, "2025-09-26T00:00:00Z"), fakeQuote("USDT", 1, 0, "2024-12-07T00:00:00Z")];
    const account = {
      portfolios: async () => [
        { id: "p1", name: "Main", holdings: [holding("a", "BTC", 0.5, 60000), holding("b", "BTC", 0.25, 90000), holding("c", "USDT", 1000, 1), holding("d", "AAPL", 10, 200)] },
        { id: "p2", name: "Other", holdings: [holding("e", "BTC", 0.25, null)] },
      ],
    } as unknown as ToolContext["account"];
    const ctx: ToolContext = { market: emptyMarket({ quotes: async () => ({ quotes, source: "fake", asOf: 0 }) } as never), account, workspace: {} as WorkspaceOps, now: 0 };
    const r = await runTool("get_portfolio", {}, new Set(["portfolio"]), ctx);
    expect(r.ok).toBe(true);
    const summary = (r as { summary: string }).summary;
    expect(summary).toContain("across 3 assets; largest: BTC $109,000.50, AAPL $2,551.00, USDT $1,000.00");
    expect(summary).not.toMatch(/\$[\d,]+\.\d(?!\d)/);
    expect(summary).toMatch(/Prices as of 26 Sept? 2025, 00:00 UTC \(USDT as of 7 Dec 2024, 00:00 UTC\)\.$/);
    expect((r as { asOf?: string }).asOf).toBe("2025-09-26T00:00:00.000Z");
  });
});
