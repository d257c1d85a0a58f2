import { z } from "zod";
import { PriceField, TickerField, symbolOf, unknownSymbol } from "./fields";
import { level } from "./format";
import { defineTool } from "./types";

export const getWatchlist = defineTool({
  name: "get_watchlist",
  description: "The user's watchlist with entry targets.",
  capabilities: ["watchlist"],
  input: z.object({}),
  async run(_args, ctx) {
    const w = await ctx.account.watchlist();
    if (!w || w.items.length === 0) return { ok: true, tool: "get_watchlist", summary: "Your watchlist is empty.", data: { items: [] } };
    return { ok: true, tool: "get_watchlist", summary: `${w.name}: ${w.items.map((i) => (i.entryTarget === null ? i.symbol : `${i.symbol} (entry target ${level(i.entryTarget)})`)).join(", ")}.`, data: w };
  },
});

export const addToWatchlist = defineTool({
  name: "add_to_watchlist",
  description: "Adds an asset to the user's watchlist, optionally with an entry target price.",
  capabilities: ["watchlist"],
  input: z.object({ symbol: TickerField, entryTarget: PriceField.nullable().default(null) }),
  async run({ symbol, entryTarget }, ctx) {
    const s = symbolOf(symbol);
    if (!s) return unknownSymbol("add_to_watchlist", symbol);
    const r = await ctx.account.addToWatchlist(s, entryTarget);
    return { ok: true, tool: "add_to_watchlist", summary: r.added ? `Added ${s} to ${r.watchlistName}${entryTarget ? ` with an entry target of ${level(entryTarget)}` : ""}.` : `${s} is already on ${r.watchlistName}.`, data: { symbol: s, ...r } };
  },
});
