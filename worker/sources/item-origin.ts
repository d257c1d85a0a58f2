/**
 * Where a followed source's item came from: what every claim read from it cites. Import-free so
 * the site (the KOL card's numbered sources) uses the same shape as the Worker.
 */
export interface ItemOrigin {
  sourceName: string;
  kol: string | null;
  url: string | null;
  title: string;
  author: string | null;
  publishedAt: number | null;
}
