import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { holdings, portfolios, watchlistItems, watchlists } from "../db/collections-schema";
import { recentEntries } from "../notebook/store";

/** Where the user already follows an asset: portfolios holding it, watchlists listing it, Notebook entries about it. */
export async function userHolds(db: Db, userId: string, symbol: string) {
  const [held, watched, notes] = await Promise.all([
    db
      .select({ portfolioId: portfolios.id, portfolio: portfolios.name, quantity: holdings.quantity, costBasis: holdings.costBasis })
      .from(holdings)
      .innerJoin(portfolios, eq(holdings.portfolioId, portfolios.id))
      .where(and(eq(portfolios.userId, userId), eq(holdings.symbol, symbol)))
      .limit(50)
      .all(),
    db
      .select({ watchlistId: watchlists.id, watchlist: watchlists.name, itemId: watchlistItems.id, entryTarget: watchlistItems.entryTarget })
      .from(watchlistItems)
      .innerJoin(watchlists, eq(watchlistItems.watchlistId, watchlists.id))
      .where(and(eq(watchlists.userId, userId), eq(watchlistItems.symbol, symbol)))
      .limit(50)
      .all(),
    recentEntries(db, userId, { symbol }, 10),
  ]);
  return {
    portfolios: held,
    watchlists: watched,
    notebook: notes.map((e) => ({ id: e.id, ref: `NB-${e.nb}`, kind: e.kind, title: e.title, createdAt: new Date(e.createdAt).toISOString() })),
  };
}
