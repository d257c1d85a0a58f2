import { z } from "zod";
import { fmt } from "./format";
import { defineTool } from "./types";

export const getPortfolio = defineTool({
  name: "get_portfolio",
  description: "The user's portfolios: holdings with value and P&L from the latest prices. Read-only.",
  capabilities: ["portfolio"],
  input: z.object({}),
  async run(_args, ctx) {
    const ps = await ctx.account.portfolios();
    if (ps.length === 0) return { ok: true, tool: "get_portfolio", summary: "You have no portfolio yet. Add holdings under Portfolios.", data: { portfolios: [], totalValue: 0 } };
    let total = 0;
    let asOf: string | undefined;
    let source: string | undefined;
    const out = [];
    for (const p of ps) {
      const rows = [];
      for (const h of p.holdings) {
        const q = await ctx.market.quote(h.symbol);
        const value = q ? q.price * h.quantity : null;
        if (value !== null) total += value;
        if (q) ({ asOf, source } = q);
        const pnl = q && h.costBasis !== null ? (q.price - h.costBasis) * h.quantity : null;
        rows.push({ ...h, price: q?.price ?? null, value, pnl, change24hPct: q?.change24hPct ?? null });
      }
      out.push({ id: p.id, name: p.name, holdings: rows });
    }
    const count = out.reduce((n, p) => n + p.holdings.length, 0);
    const top = out.flatMap((p) => p.holdings).filter((h) => h.value !== null).sort((a, b) => b.value! - a.value!).slice(0, 3);
    return {
      ok: true,
      tool: "get_portfolio",
      summary: `Your portfolio is worth $${fmt(total)} across ${count} holding${count === 1 ? "" : "s"}${top.length ? `; largest: ${top.map((h) => `${h.symbol} $${fmt(h.value!)}`).join(", ")}` : ""}.`,
      data: { portfolios: out, totalValue: total },
      ...(asOf ? { asOf } : {}),
      ...(source ? { source } : {}),
    };
  },
});
