import type { Holding } from "../portfolios/store";

/**
 * The user's portfolios and watchlists as the agent sees them: defined here, implemented over D1
 * in account-data-d1.ts. They live in D1 (not the agent's DO) because deleting a workspace keeps them.
 */

/** A portfolio with its holdings as the portfolio store keeps them (valued by portfolios/valuation). */
export interface PortfolioView {
  id: string;
  name: string;
  holdings: Holding[];
}

export interface WatchItemView {
  symbol: string;
  entryTarget: number | null;
}

export interface AccountData {
  portfolios(): Promise<PortfolioView[]>;
  watchlist(): Promise<{ id: string; name: string; items: WatchItemView[] } | null>;
  /** Adds to the first watchlist through the watchlist store (creating "My watchlist" when there is none); false when already there. */
  addToWatchlist(symbol: string, entryTarget: number | null): Promise<{ added: boolean; watchlistName: string }>;
}
