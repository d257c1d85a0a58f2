/**
 * What /app/portfolios/:id answers (worker/routes/portfolios.ts): the Worker's own valuation types,
 * imported through `$worker`, so the page and the arithmetic cannot drift apart.
 */
import type { PortfolioTotals, PositionValue } from "$worker/portfolios/valuation";

export type Position = PositionValue;

/** Set when a connection (wallet, exchange, CSV) fills the portfolio: read-only, holdings from sync. */
export interface ConnectionBadge {
  id: string;
  kind: string;
  provider: string;
  status: string;
  stale: boolean;
  lastSyncAt: string | null;
  lastError: string | null;
}

export interface Detail {
  id: string;
  name: string;
  readOnly?: boolean;
  connection?: ConnectionBadge | null;
  totals: PortfolioTotals;
  positions: Position[];
}

export type { AssetGroup } from "$worker/portfolios/groups";

/** What /v1/portfolios/:id/snapshot answers: allocation by symbol and the value history. */
export interface Snapshot {
  allocation: { symbol: string; value: number; weightPct: number }[];
  history: { date: string; value: number }[];
  /** Held series that ended before the window's end, carried at their last close. */
  ended?: { symbol: string; lastDate: string }[];
}
