/** What /app/portfolios/:id answers (the site route's view). */
export interface Position {
  id: string;
  symbol: string;
  quantity: number;
  costBasis: number | null;
  notes: string | null;
  price: number | null;
  value: number | null;
  cost: number | null;
  pnl: number | null;
  pnlPct: number | null;
  change24hPct: number | null;
  source: string | null;
  asOf: string | null;
  label: string | null;
}
export interface Detail {
  id: string;
  name: string;
  totals: { value: number; cost: number; pnl: number | null; pnlPct: number | null; change24hValue: number; unpriced: string[]; asOf: string | null };
  positions: Position[];
}
