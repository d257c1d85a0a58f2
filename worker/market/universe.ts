import { sql } from "drizzle-orm";
import { holdings, watchlistItems } from "../db/collections-schema";
import { ASSETS, getAsset } from "./assets";
import type { MarketDb } from "./store";
import type { Asset } from "./types";

/**
 * What one scan covers: every distinct symbol any user holds or watches, plus the registry (the
 * top of the market we track), each once. Users add nothing per head: a thousand holders of BTC
 * are one BTC in here. Symbols the registry does not know are returned as unknown (not priced).
 */
export async function scanUniverse(db: MarketDb, extraSymbols: readonly string[] = []): Promise<{ assets: Asset[]; unknown: string[] }> {
  const rows = await db.all<{ symbol: string }>(sql`select distinct upper(${holdings.symbol}) as symbol from ${holdings} union select distinct upper(${watchlistItems.symbol}) from ${watchlistItems}`);
  const symbols = new Set<string>([...ASSETS.map((a) => a.symbol), ...rows.map((r) => r.symbol), ...extraSymbols.map((s) => s.toUpperCase())]);
  const assets: Asset[] = [];
  const unknown: string[] = [];
  for (const s of [...symbols].sort()) {
    const a = getAsset(s);
    if (a) assets.push(a);
    else unknown.push(s);
  }
  return { assets, unknown };
}
