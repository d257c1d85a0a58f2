import { z } from "zod";
import { asOfGroups, groupPositions } from "../../portfolios/groups";
import { totalsOf, valuePosition } from "../../portfolios/valuation";
import type { Quote } from "../market";
import { signedUsd, usd, when } from "./format";
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
    // Lots of one asset (in one portfolio or several) are one position, as the Portfolios page shows them.
    const groups = groupPositions(positions);
    const top = groups.filter((g) => g.value !== null).slice(0, 3);
    const count = groups.length;
    const pnl = totals.pnl === null ? "" : `; P&L ${signedUsd(totals.pnl)} on cost`;
    const source = positions.find((h) => h.source)?.source ?? undefined;
    // The page's as-of rule: the newest prices, with any asset whose prices stop earlier named.
    const asOfs = asOfGroups(positions);
    const asOf = asOfs[0]?.asOf;
    const older = asOfs.slice(1).map((a) => `${a.symbols.join(", ")} as of ${when(a.asOf)}`);
    return {
      ok: true,
      tool: "get_portfolio",
      summary:
        `Your portfolio is worth ${usd(totals.value)} across ${count} asset${count === 1 ? "" : "s"}${top.length ? `; largest: ${top.map((g) => `${g.symbol} ${usd(g.value!)}`).join(", ")}` : ""}${pnl}.` +
        (asOf ? ` Prices as of ${when(asOf)}${older.length ? ` (${older.join("; ")})` : ""}.` : ""),
      data: { portfolios: out, totalValue: totals.value, totals },
      ...(asOf ? { asOf } : {}),
      ...(source ? { source } : {}),
    };
  },
});
