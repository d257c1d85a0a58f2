import type { ItemPrice, WatchlistDetail, WatchlistItemView } from "$worker/watchlists/view-types";

/** What /app/watchlists/:id and /:id/prices answer: the Worker's own definitions, not a copy. */
export type { ItemPrice };
export type Item = WatchlistItemView;
export type Detail = WatchlistDetail;

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
