/**
 * The asset page's view as the site reads it (imported by web/ through `$worker`, so this file
 * imports nothing that pulls in the Worker's bindings).
 */
export type Fundamentals =
  | { kind: "crypto"; marketCap: number | null; circulating: number | null; total: number | null; max: number | null; source: string; asOf: string | null; how: string }
  | { kind: "none"; reason: string };

export interface AssetView {
  asset: { symbol: string; name: string; assetClass: string; category: string; chain: string | null; peg: number | null };
  quote: { price: number; change24hPct: number | null; volume24h: number | null; source: string; asOf: string; label: string | null; stale: boolean } | null;
  indicators: { values: Record<string, unknown>; lastClose: number | null; candles: number; source: string; asOf: string; label: string | null } | null;
  fundamentals: Fundamentals;
  news: { id: string; title: string; link: string; feed: string; publishedAt: string }[];
  events: { id: string; kind: string; title: string; status: string; severity: string; startedAt: string; endedAt: string | null; source: string; label: string | null }[];
  /** One row per portfolio; several lots of the asset in one portfolio are merged, listed in `lots`. */
  portfolios: { portfolioId: string; portfolio: string; quantity: number; costBasis: number | null; lots: { quantity: number; costBasis: number | null }[] }[];
  watchlists: { watchlistId: string; watchlist: string; itemId: string; entryTarget: number | null }[];
  notebook: { id: string; ref: string; kind: string; title: string; createdAt: string }[];
}
