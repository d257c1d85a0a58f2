import { z } from "zod";
import { TickerField, symbolOf } from "./fields";
import { fmt, pct, when } from "./format";
import { defineTool, fail } from "./types";

export const getPrice = defineTool({
  name: "get_price",
  description: "Latest price and 24h change for one asset (crypto or stock).",
  capabilities: ["coin_research", "equities_research"],
  input: z.object({ symbol: TickerField }),
  async run({ symbol }, ctx) {
    const s = symbolOf(symbol);
    if (!s) return fail("get_price", "invalid_param", `"${symbol}" is not a symbol I know.`);
    const q = await ctx.market.quote(s);
    if (!q) return fail("get_price", "not_found", `No market data for ${s}.`);
    return { ok: true, tool: "get_price", summary: `${q.symbol} is at $${fmt(q.price)} (${pct(q.change24hPct)} in 24h), as of ${when(q.asOf)}.`, data: q, asOf: q.asOf, source: q.source };
  },
});
