import { z } from "zod";
import { TickerField, intField, symbolOf } from "./fields";
import { iso, sourceOf, when } from "./format";
import { guardReply } from "../guardrail";
import { defineTool } from "./types";

/**
 * Headlines and event titles are written by third parties. Each is capped and guarded on its own
 * (inside a summary list it would not be a sentence of its own, so the guard could miss it); the
 * chat then guards every string of the result again, and the model gets them only as marked data.
 */
const TITLE_MAX = 200;
export const WITHHELD_TITLE = "[headline withheld: it reads as a trade instruction]";

export function title(t: string): string {
  const capped = t.length > TITLE_MAX ? `${t.slice(0, TITLE_MAX - 1)}…` : t;
  return guardReply(capped).action === "pass" ? capped : WITHHELD_TITLE;
}

export const getNews = defineTool({
  name: "get_news",
  description: "Recent headlines stored by the market scan, optionally for one asset.",
  capabilities: ["news"],
  input: z.object({ symbol: TickerField.nullable().default(null), limit: intField(1, 10, "limit").default(5) }),
  async run({ symbol, limit }, ctx) {
    const s = symbol ? symbolOf(symbol) : null;
    const news = await ctx.market.news({ ...(s ? { symbol: s } : {}), limit });
    const items = news.map((n) => ({ title: title(n.title), link: n.link, feed: n.feed, publishedAt: iso(n.publishedAt) }));
    if (items.length === 0) return { ok: true, tool: "get_news", summary: `No recent headlines${s ? ` for ${s}` : ""} yet.`, data: { items } };
    return { ok: true, tool: "get_news", summary: `Latest headlines${s ? ` for ${s}` : ""}: ${items.map((n) => `“${n.title}” (${n.feed}, ${when(n.publishedAt)})`).join("; ")}.`, data: { items }, asOf: items[0]!.publishedAt, source: "news feeds" };
  },
});

export const getMarketEvents = defineTool({
  name: "get_market_events",
  description: "Wider-market events: stablecoin depegs, protocol exploits, governance emergencies, bridge halts.",
  capabilities: ["market_events"],
  input: z.object({ limit: intField(1, 10, "limit").default(5) }),
  async run({ limit }, ctx) {
    const events = (await ctx.market.events({ limit })).map((e) => ({
      kind: e.kind, subject: e.subject, title: title(e.title), status: e.status, severity: e.severity, startedAt: iso(e.startedAt), source: sourceOf(e), asOf: iso(e.asOf),
    }));
    if (events.length === 0) return { ok: true, tool: "get_market_events", summary: "No market events recorded.", data: { events } };
    return {
      ok: true,
      tool: "get_market_events",
      summary: `Market events: ${events.map((e) => `${e.title} (${e.kind}, ${e.status}, since ${when(e.startedAt)})`).join("; ")}.`,
      data: { events },
      asOf: events[0]!.asOf,
      source: events[0]!.source,
    };
  },
});
