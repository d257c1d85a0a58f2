/**
 * What Track's positions route answers (worker/research/positions.ts), kept free of imports so
 * the site's Track page uses the same definition.
 */
export interface PositionSnapshot {
  symbol: string;
  quantity: number;
  value: number | null;
  weightPct: number | null;
  price: number | null;
  change24hPct: number | null;
  change7dPct: number | null;
  change30dPct: number | null;
  /** Where the last close sits against the 50- and 200-day simple averages, in words. */
  trend: string | null;
  news: { title: string; link: string; feed: string; publishedAt: string }[];
  events: { title: string; kind: string; status: string; startedAt: string }[];
  levels: { ref: string; validation: number | null; invalidation: number | null; asOf: string } | null;
  catalysts: string[];
  source: string | null;
  asOf: string | null;
}

export interface TrackPositions {
  totals: { value: number; positions: number; unpriced: number };
  positions: PositionSnapshot[];
  brief: { ref: string; title: string; createdAt: string } | null;
}
