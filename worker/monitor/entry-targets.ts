import { and, eq, isNotNull } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { watchlistItems, watchlists } from "../db/collections-schema";
import type { Bindings } from "../env";
import { addInboxItem } from "../inbox/store";
import type { Logger } from "../lib/log";
import { createMarketReader } from "../market/reader";
import type { Quote } from "../market/types";
import { guardText } from "../agent/guard";
import { LAG_NOTE } from "./alert-text";
import { usd, when as whenText } from "../agent/tools/format";
import { telegramNotices } from "../notify/telegram/deliver";
import { emailNotices, type Notice } from "./email";

/**
 * Watchlist entry targets (classic platform, Free and Pro): after each price scan, every target
 * is checked against the scan's snapshot, read once per distinct asset (`live: false`: no
 * provider call). A hit — the price at or below the target — goes to the user's Inbox once per
 * target value (changing the target re-arms it), and by e-mail when the user chose that.
 */

export interface TargetRow {
  itemId: string;
  userId: string;
  symbol: string;
  entryTarget: number;
}

export async function targetRows(db: Db): Promise<TargetRow[]> {
  const rows = await db
    .select({ itemId: watchlistItems.id, userId: watchlists.userId, symbol: watchlistItems.symbol, entryTarget: watchlistItems.entryTarget })
    .from(watchlistItems)
    .innerJoin(watchlists, eq(watchlistItems.watchlistId, watchlists.id))
    .where(and(isNotNull(watchlistItems.entryTarget)));
  return rows.flatMap((r) => (r.entryTarget === null ? [] : [{ ...r, symbol: r.symbol.toUpperCase(), entryTarget: r.entryTarget }]));
}

export type QuoteReader = (symbols: readonly string[]) => Promise<{ quotes: Quote[] }>;

export function hitText(t: TargetRow, q: Quote): Notice {
  // The one date format and the site's price rule (tools/format.ts).
  const when = whenText(new Date(q.asOf).toISOString());
  const body = `${t.symbol} is at ${usd(q.price)}, at or below your entry target of ${usd(t.entryTarget)}.\nSource: ${q.source}, as of ${when}${q.label ? ` (${q.label})` : ""}.\n${LAG_NOTE}`;
  return { title: guardText(`Entry target reached: ${t.symbol}`, "alert").text, body: guardText(body, "alert").text };
}

export async function checkEntryTargets(env: Bindings, now: number, log: Logger, readQuotes?: QuoteReader): Promise<{ targets: number; assets: number; hits: number }> {
  const db = createDb(env.DB);
  const targets = await targetRows(db);
  if (targets.length === 0) return { targets: 0, assets: 0, hits: 0 };
  const symbols = [...new Set(targets.map((t) => t.symbol))];
  const read = readQuotes ?? ((s: readonly string[]) => createMarketReader(env, { now: () => now }, { live: false }).quotes(s));
  const quotes = new Map((await read(symbols)).quotes.map((q) => [q.symbol, q]));
  const byUser = new Map<string, Notice[]>();
  let hits = 0;
  for (const t of targets) {
    const q = quotes.get(t.symbol);
    if (!q || q.price > t.entryTarget) continue;
    const notice = hitText(t, q);
    const added = await addInboxItem(db, { userId: t.userId, kind: "entry_target", ...notice, data: { symbol: t.symbol, entryTarget: t.entryTarget, price: q.price, source: q.source, asOf: new Date(q.asOf).toISOString() }, dedupKey: `entry:${t.itemId}:${t.entryTarget}` }, now);
    if (!added) continue;
    hits++;
    byUser.set(t.userId, [...(byUser.get(t.userId) ?? []), notice]);
  }
  for (const [userId, notices] of byUser) {
    await emailNotices(env, db, log, userId, "entry_target", notices);
    await telegramNotices(env, db, log, userId, "entry_target", notices);
  }
  return { targets: targets.length, assets: symbols.length, hits };
}
