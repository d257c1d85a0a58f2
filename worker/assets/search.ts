import { desc, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { marketSnapshots } from "../db/market-schema";
import { ASSETS, getAsset, searchAssets } from "../market/assets";
import type { AssetClass } from "../market/types";

/**
 * Global search and "did you mean": the registry (by symbol, alias and name) first, then the
 * symbols the price scan has recorded (the top of the market), so everything the search offers
 * is something the product can price and the watchlist/portfolio writes will accept.
 */
export interface SearchHit {
  symbol: string;
  name: string;
  assetClass: AssetClass | "market";
  /** "registry": full asset page; "market": priced by the scan, no history in the replay data. */
  source: "registry" | "market";
}

const hit = (a: (typeof ASSETS)[number]): SearchHit => ({ symbol: a.symbol, name: a.name, assetClass: a.assetClass, source: "registry" });

export async function searchSymbols(db: Db, raw: string, limit = 8): Promise<SearchHit[]> {
  const q = raw.trim();
  if (!q) return ASSETS.slice(0, limit).map(hit);
  const found = searchAssets(q, limit).map(hit);
  if (found.length < limit && /^[A-Za-z0-9.\-]{1,15}$/.test(q)) {
    // Scan symbols are stored upper-case; a prefix match keeps this an index range, not a scan.
    const rows = await db
      .selectDistinct({ symbol: marketSnapshots.symbol })
      .from(marketSnapshots)
      .where(like(marketSnapshots.symbol, `${q.toUpperCase().replace(/[%_]/g, "")}%`))
      .orderBy(desc(marketSnapshots.symbol))
      .limit(limit * 2)
      .all();
    for (const r of rows.reverse()) {
      if (found.length >= limit) break;
      if (!found.some((f) => f.symbol === r.symbol) && !getAsset(r.symbol)) found.push({ symbol: r.symbol, name: r.symbol, assetClass: "market", source: "market" });
    }
  }
  return found;
}

/** Levenshtein distance, capped: only "is it one or two typos away" matters here. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

/**
 * Registry symbols close to something that is not one: typos first (edit distance ≤ 2 on the
 * symbol or the name), then the search on the first letters. At most `limit`.
 */
export function suggestSymbols(raw: string, limit = 3): string[] {
  const q = raw.trim().toUpperCase();
  if (!q) return [];
  const near = ASSETS.map((a) => ({ a, d: Math.min(editDistance(q, a.symbol), editDistance(q.toLowerCase(), a.name.toLowerCase())) }))
    .filter((x) => x.d <= 2)
    .sort((x, y) => x.d - y.d || x.a.symbol.localeCompare(y.a.symbol))
    .map((x) => x.a.symbol);
  const prefix = searchAssets(q.slice(0, 3), limit).map((a) => a.symbol);
  return [...new Set([...near, ...prefix])].slice(0, limit);
}
