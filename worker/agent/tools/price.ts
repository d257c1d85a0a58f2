import { z } from "zod";
import type { Quote } from "../market";
import { TickerField, symbolOf, unknownSymbol } from "./fields";
import { iso, pct, sourceOf, when, usd } from "./format";
import { defineTool, fail } from "./types";

/** A quote as tool results show it: ISO time and the source in words. */
export function quoteView(q: Pick<Quote, "symbol" | "price" | "change24hPct" | "asOf" | "source" | "label" | "stale">) {
  return { symbol: q.symbol, price: q.price, change24hPct: q.change24hPct, asOf: iso(q.asOf), source: sourceOf(q) };
}

export const getPrice = defineTool({
  name: "get_price",
  description: "Latest price and 24h change for one asset (crypto or stock).",
  capabilities: ["coin_research", "equities_research"],
  input: z.object({ symbol: TickerField }),
  async run({ symbol }, ctx) {
    const s = symbolOf(symbol);
    if (!s) return unknownSymbol("get_price", symbol);
    const found = (await ctx.market.quotes([s])).quotes[0];
    if (!found) return fail("get_price", "not_found", `No market data for ${s}.`);
    const q = quoteView(found);
    return { ok: true, tool: "get_price", summary: `${q.symbol} is at ${usd(q.price)} (${pct(q.change24hPct)} in 24h), as of ${when(q.asOf)}.`, data: q, asOf: q.asOf, source: q.source };
  },
});
