import type { Watchlist, WatchlistItem } from "./store";

const iso = (t: number) => new Date(t).toISOString();

export function watchlistView(row: Watchlist) {
  return { id: row.id, name: row.name, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

export function itemView(row: WatchlistItem) {
  return { id: row.id, symbol: row.symbol, entryTarget: row.entryTarget, notes: row.notes, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}
