import { z } from "zod";
import { totalsOf, valuePosition } from "../../portfolios/valuation";
import type { Quote } from "../market";
import { fmt } from "./format";
import { defineTool } from "./types";

/**
 * The portfolio as the Portfolios page and the API value it: one batch of quotes, then
 * worker/portfolios/valuation.ts for every position and the totals (one computation path).
 */
export const getPortfolio = defineTool({
  name: "get_portfolio",
  description: "The user's portfolios: holdings with value and P&L from the latest prices. Read-only.",
  capabilities: ["portfolio"],
  input: z.object({}),
  async run(_args, ctx) {
    const ps = await ctx.account.portfolios();
    if (ps.length === 0) return { ok: true, tool: "get_portfolio", summary: "You have no portfolio yet. Add holdings under Portfolios.", data: { portfolios: [], totalValue: 0 } };
    const symbols = [...new Set(ps.flatMap((p) => p.holdings.map((h) => h.symbol)))];
    const quotes = new Map<string, Quote>(symbols.length ? (await ctx.market.quotes(symbols)).quotes.map((q) => [q.symbol, q]) : []);
    const out = ps.map((p) => ({ id: p.id, name: p.name, holdings: p.holdings.map((h) => valuePosition(h, quotes.get(h.symbol))) }));
    const positions = out.flatMap((p) => p.holdings);
    const totals = totalsOf(positions);
    const top = positions.filter((h) => h.value !== null).sort((a, b) => b.value! - a.value!).slice(0, 3);
    const count = positions.length;
    const pnl = totals.pnl === null ? "" : `; P&L ${totals.pnl >= 0 ? "+" : "-"}$${fmt(Math.abs(totals.pnl))} on cost`;
    const source = positions.find((h) => h.source)?.source ?? undefined;
    return {
      ok: true,
      tool: "get_portfolio",
      summary: `Your portfolio is worth $${fmt(totals.value)} across ${count} holding${count === 1 ? "" : "s"}${top.length ? `; largest: ${top.map((h) => `${h.symbol} $${fmt(h.value!)}`).join(", ")}` : ""}${pnl}.`,
      data: { portfolios: out, totalValue: totals.value, totals },
      ...(totals.asOf ? { asOf: totals.asOf } : {}),
      ...(source ? { source } : {}),
    };
  },
});
