import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { holdings, portfolios, watchlistItems, watchlists } from "../db/collections-schema";
import { addItem, createWatchlist } from "../watchlists/store";
import type { AccountData } from "./account-data";

/** AccountData over the D1 tables the developer API also serves. */
export function d1AccountData(db: Db, userId: string, now: () => number): AccountData {
  return {
    async portfolios() {
      const rows = await db.select().from(portfolios).where(eq(portfolios.userId, userId)).orderBy(asc(portfolios.createdAt));
      if (rows.length === 0) return [];
      const hs = await db.select().from(holdings).where(inArray(holdings.portfolioId, rows.map((r) => r.id)));
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        holdings: hs.filter((h) => h.portfolioId === p.id),
      }));
    },
    async watchlist() {
      const [list] = await db.select().from(watchlists).where(eq(watchlists.userId, userId)).orderBy(asc(watchlists.createdAt)).limit(1);
      if (!list) return null;
      const items = await db.select().from(watchlistItems).where(eq(watchlistItems.watchlistId, list.id)).orderBy(asc(watchlistItems.createdAt));
      return { id: list.id, name: list.name, items: items.map((i) => ({ symbol: i.symbol, entryTarget: i.entryTarget })) };
    },
    async addToWatchlist(symbol, entryTarget) {
      // Through the watchlist store, so the agent's rows have the same ids and rules as the API's.
      const at = now();
      const [first] = await db.select().from(watchlists).where(eq(watchlists.userId, userId)).orderBy(asc(watchlists.createdAt)).limit(1);
      const list = first ?? (await createWatchlist(db, userId, "My watchlist", at));
      const existing = await db.select({ id: watchlistItems.id }).from(watchlistItems).where(and(eq(watchlistItems.watchlistId, list.id), eq(watchlistItems.symbol, symbol)));
      if (existing.length > 0) return { added: false, watchlistName: list.name };
      await addItem(db, userId, list.id, { symbol, entryTarget }, at);
      return { added: true, watchlistName: list.name };
    },
  };
}
