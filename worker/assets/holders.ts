import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { holdings, portfolios, watchlistItems, watchlists } from "../db/collections-schema";
import { recentEntries } from "../notebook/store";

export interface HeldLot { portfolioId: string; portfolio: string; quantity: number; costBasis: number | null }

/**
 * One row per portfolio: a portfolio may hold the same symbol in several lots, and the page lists
 * (and keys) portfolios, so the lots are merged — quantity summed, cost basis the quantity-weighted
 * average over the lots that have one — and kept underneath.
 */
export function mergeHeld(rows: readonly HeldLot[]) {
  const byPortfolio = new Map<string, HeldLot[]>();
  for (const r of rows) byPortfolio.set(r.portfolioId, [...(byPortfolio.get(r.portfolioId) ?? []), r]);
  return [...byPortfolio.values()].map((lots) => {
    const costed = lots.filter((l) => l.costBasis !== null);
    const costedQty = costed.reduce((a, l) => a + l.quantity, 0);
    const cost = costed.reduce((a, l) => a + l.quantity * l.costBasis!, 0);
    return {
      portfolioId: lots[0]!.portfolioId,
      portfolio: lots[0]!.portfolio,
      quantity: lots.reduce((a, l) => a + l.quantity, 0),
      costBasis: costed.length && costedQty > 0 ? cost / costedQty : null,
      lots: lots.map((l) => ({ quantity: l.quantity, costBasis: l.costBasis })),
    };
  });
}

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
    portfolios: mergeHeld(held),
    watchlists: watched,
    notebook: notes.map((e) => ({ id: e.id, ref: `NB-${e.nb}`, kind: e.kind, title: e.title, createdAt: new Date(e.createdAt).toISOString() })),
  };
}
