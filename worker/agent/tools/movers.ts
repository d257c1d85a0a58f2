import { z } from "zod";
import { intField } from "./fields";
import { iso, pct, when, usd } from "./format";
import { quoteView } from "./price";
import { defineTool, fail } from "./types";

export const getMovers = defineTool({
  name: "get_movers",
  description: "What moved most in the last 24 hours across tracked assets.",
  capabilities: ["movers"],
  input: z.object({ limit: intField(1, 20, "limit").default(5) }),
  async run({ limit }, ctx) {
    const report = await ctx.market.movers(limit);
    // Gainers and losers in one list, biggest move first either way.
    const movers = [...report.gainers, ...report.losers]
      .sort((a, b) => Math.abs(b.change24hPct) - Math.abs(a.change24hPct))
      .slice(0, limit)
      .map(quoteView);
    if (movers.length === 0) return fail("get_movers", "upstream_unavailable", "No market snapshot is available yet.");
    const m = { asOf: iso(report.asOf), source: report.source, movers };
    const lines = movers.map((q) => `${q.symbol} ${pct(q.change24hPct)} at ${usd(q.price)}`);
    return { ok: true, tool: "get_movers", summary: `Top movers as of ${when(m.asOf)}: ${lines.join("; ")}.`, data: m, asOf: m.asOf, source: m.source };
  },
});
