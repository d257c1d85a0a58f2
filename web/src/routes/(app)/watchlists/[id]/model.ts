/** What /app/watchlists/:id answers (the site route's view). */
export interface Item {
  id: string;
  symbol: string;
  entryTarget: number | null;
  notes: string | null;
}
export interface Detail {
  id: string;
  name: string;
  items: Item[];
}

/** What /app/watchlists/:id/prices answers per item. */
export interface ItemPrice {
  itemId: string;
  symbol: string;
  price: number | null;
  change24hPct: number | null;
  distancePct: number | null;
  sparkline: number[];
  source: string | null;
  asOf: string | null;
  label: string | null;
}

export type SortKey = "symbol" | "price" | "change" | "distance" | "target";

/** Rows sorted by a column; missing numbers always last, whichever the direction. */
export function sortRows<T extends { item: Item; price: ItemPrice | undefined }>(rows: T[], key: SortKey, dir: 1 | -1): T[] {
  const val = (r: T): number | string | null =>
    key === "symbol" ? r.item.symbol : key === "target" ? r.item.entryTarget : key === "price" ? (r.price?.price ?? null) : key === "change" ? (r.price?.change24hPct ?? null) : (r.price?.distancePct ?? null);
  return [...rows].sort((a, b) => {
    const x = val(a);
    const y = val(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (typeof x === "string" ? x.localeCompare(y as string) : x - (y as number)) * dir;
  });
}
