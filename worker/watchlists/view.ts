import type { Watchlist, WatchlistItem } from "./store";
import type { WatchlistItemView, WatchlistView } from "./view-types";

const iso = (t: number) => new Date(t).toISOString();

export function watchlistView(row: Watchlist): WatchlistView {
  return { id: row.id, name: row.name, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

export function itemView(row: WatchlistItem): WatchlistItemView {
  return { id: row.id, symbol: row.symbol, entryTarget: row.entryTarget, notes: row.notes, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}
