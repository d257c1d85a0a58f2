/**
 * What the watchlist routes answer (/app/watchlists and /v1/watchlists share the views), kept free
 * of imports so the site's watchlist page uses these definitions through `$worker` instead of a
 * hand-written copy (a runtime module would drag the Worker's Env types into the site's check).
 */
export interface WatchlistView {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface WatchlistItemView {
  id: string;
  symbol: string;
  /** The price (USD) at which the user would like to look again. */
  entryTarget: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /app/watchlists/:id: the list with its items. */
export interface WatchlistDetail extends WatchlistView {
  items: WatchlistItemView[];
}

/** GET /app/watchlists/:id/prices: one row per item (worker/assets/watchlist-prices.ts). */
export interface ItemPrice {
  itemId: string;
  symbol: string;
  price: number | null;
  change24hPct: number | null;
  /** (target / price − 1) × 100: how far the price has to move to reach the target. */
  distancePct: number | null;
  sparkline: number[];
  source: string | null;
  asOf: string | null;
  label: string | null;
}
