import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as marketSchema from "../db/market-schema";
import { marketCache, marketEvents, marketNews, marketProviderState, marketSnapshots } from "../db/market-schema";
import type { NewsItem, Quote } from "./types";

/** D1 access for the market layer. Plain queries; callers decide what to do with the rows. */
export type MarketDb = ReturnType<typeof marketDb>;

export function marketDb(d1: D1Database) {
  return drizzle(d1, { schema: marketSchema });
}

export async function saveSnapshots(db: MarketDb, quotes: readonly Quote[], recordedAt: number): Promise<number> {
  // D1 caps bound parameters per statement (100): 9 columns × 11 rows stays under it. All the
  // statements go in one batch: one round trip however many assets the scan covers.
  const statements = [];
  for (let i = 0; i < quotes.length; i += 11) {
    const rows = quotes.slice(i, i + 11).map((q) => ({
      symbol: q.symbol,
      source: q.source,
      asOf: q.asOf,
      price: q.price,
      change24hPct: q.change24hPct,
      marketCap: q.marketCap,
      volume24h: q.volume24h,
      label: q.label ?? null,
      recordedAt,
    }));
    // Seeing the same observation again refreshes when we last confirmed it (freshness), nothing else.
    statements.push(
      db
        .insert(marketSnapshots)
        .values(rows)
        .onConflictDoUpdate({
          target: [marketSnapshots.symbol, marketSnapshots.source, marketSnapshots.asOf],
          set: { recordedAt: sql`max(${marketSnapshots.recordedAt}, excluded.recorded_at)` },
          setWhere: sql`excluded.recorded_at > ${marketSnapshots.recordedAt}`,
        }),
    );
  }
  if (statements.length === 0) return 0;
  const results = await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  return results.reduce((n, r) => n + ((r as D1Result).meta?.changes ?? 0), 0);
}

/**
 * The newest snapshot per symbol, live sources only (replay is served from the bundle itself).
 * One row per symbol (not the whole history), in chunks that stay under D1's 100 bound
 * parameters per statement.
 */
export type StoredQuote = Quote & { recordedAt: number };

export async function latestLiveSnapshots(db: MarketDb, symbols: readonly string[]): Promise<Map<string, StoredQuote>> {
  const out = new Map<string, StoredQuote>();
  for (let i = 0; i < symbols.length; i += 90) {
    const chunk = symbols.slice(i, i + 90);
    const rows = await db
      .select()
      .from(marketSnapshots)
      .where(
        and(
          inArray(marketSnapshots.symbol, chunk),
          ne(marketSnapshots.source, "replay"),
          sql`${marketSnapshots.asOf} = (select max(s2.as_of) from market_snapshots s2 where s2.symbol = ${marketSnapshots.symbol} and s2.source != 'replay')`,
        ),
      )
      .all();
    for (const r of rows) {
      if (out.has(r.symbol)) continue;
      out.set(r.symbol, {
        symbol: r.symbol,
        price: r.price,
        change24hPct: r.change24hPct,
        marketCap: r.marketCap,
        volume24h: r.volume24h,
        source: r.source,
        asOf: r.asOf,
        ...(r.label ? { label: r.label } : {}),
        recordedAt: r.recordedAt,
      });
    }
  }
  return out;
}

// ---- provider back-off -------------------------------------------------------------------

export async function providerBackoffs(db: MarketDb): Promise<Map<string, { failures: number; backoffUntil: number }>> {
  const rows = await db.select().from(marketProviderState).all();
  return new Map(rows.map((r) => [r.provider, { failures: r.failures, backoffUntil: r.backoffUntil }]));
}

export async function recordProviderOutcome(db: MarketDb, provider: string, outcome: { ok: true } | { ok: false; backoffUntil: number; failures: number; error: string }, now: number) {
  if (outcome.ok) {
    // Only write when there was something to clear, so healthy runs leave the table alone.
    await db.update(marketProviderState).set({ failures: 0, backoffUntil: 0, lastError: null, updatedAt: now }).where(and(eq(marketProviderState.provider, provider), sql`${marketProviderState.failures} > 0`)).run();
    return;
  }
  await db
    .insert(marketProviderState)
    .values({ provider, failures: outcome.failures, backoffUntil: outcome.backoffUntil, lastError: outcome.error, updatedAt: now })
    .onConflictDoUpdate({ target: marketProviderState.provider, set: { failures: outcome.failures, backoffUntil: outcome.backoffUntil, lastError: outcome.error, updatedAt: now } })
    .run();
}

// ---- cache ---------------------------------------------------------------------------------

export async function readCache<T>(db: MarketDb, key: string): Promise<{ body: T; source: string; asOf: number; expiresAt: number } | null> {
  const row = await db.select().from(marketCache).where(eq(marketCache.key, key)).get();
  if (!row) return null;
  return { body: JSON.parse(row.body) as T, source: row.source, asOf: row.asOf, expiresAt: row.expiresAt };
}

export async function writeCache(db: MarketDb, key: string, value: { body: unknown; source: string; asOf: number }, now: number, ttlMs: number) {
  const row = { key, source: value.source, body: JSON.stringify(value.body), asOf: value.asOf, fetchedAt: now, expiresAt: now + ttlMs };
  await db.insert(marketCache).values(row).onConflictDoUpdate({ target: marketCache.key, set: row }).run();
}

// ---- events --------------------------------------------------------------------------------

export type EventRow = typeof marketEvents.$inferSelect;

export async function openEvent(db: MarketDb, kind: EventRow["kind"], subject: string): Promise<EventRow | undefined> {
  return db
    .select()
    .from(marketEvents)
    .where(and(eq(marketEvents.kind, kind), eq(marketEvents.subject, subject), eq(marketEvents.status, "open")))
    .get();
}

export async function putEvent(db: MarketDb, row: EventRow): Promise<number> {
  const { id: _id, detectedAt: _d, ...update } = row;
  const res = await db.insert(marketEvents).values(row).onConflictDoUpdate({ target: marketEvents.id, set: update }).run();
  return res.meta.changes ?? 0;
}

export async function insertEventIfNew(db: MarketDb, row: EventRow): Promise<number> {
  const res = await db.insert(marketEvents).values(row).onConflictDoNothing().run();
  return res.meta.changes ?? 0;
}

/** Newest first by start, keyset-paged on (startedAt, id) so each event is served exactly once. */
export async function listEvents(db: MarketDb, options: { since?: number; until?: number; kind?: EventRow["kind"]; limit: number; after?: { k: number; i: string } | null }): Promise<EventRow[]> {
  const conds = [];
  if (options.after) conds.push(sql`(${marketEvents.startedAt} < ${options.after.k} or (${marketEvents.startedAt} = ${options.after.k} and ${marketEvents.id} < ${options.after.i}))`);
  if (options.since !== undefined) conds.push(sql`coalesce(${marketEvents.endedAt}, ${marketEvents.lastSeenAt}) >= ${options.since}`);
  if (options.until !== undefined) conds.push(sql`${marketEvents.startedAt} <= ${options.until}`);
  if (options.kind) conds.push(eq(marketEvents.kind, options.kind));
  return db
    .select()
    .from(marketEvents)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(marketEvents.startedAt), desc(marketEvents.id))
    .limit(options.limit)
    .all();
}

// ---- news ----------------------------------------------------------------------------------

export async function saveNews(db: MarketDb, items: readonly NewsItem[], recordedAt: number): Promise<number> {
  let written = 0;
  for (const n of items) {
    const res = await db
      .insert(marketNews)
      .values({ id: n.id, title: n.title, link: n.link, feed: n.feed, publishedAt: n.publishedAt, symbols: JSON.stringify(n.symbols), recordedAt })
      .onConflictDoNothing()
      .run();
    written += res.meta.changes ?? 0;
  }
  return written;
}

export async function recentNews(db: MarketDb, options: { symbol?: string; limit: number }): Promise<NewsItem[]> {
  const rows = await db
    .select()
    .from(marketNews)
    .where(options.symbol ? sql`exists (select 1 from json_each(${marketNews.symbols}) where value = ${options.symbol})` : undefined)
    .orderBy(desc(marketNews.publishedAt), marketNews.id)
    .limit(options.limit)
    .all();
  return rows.map((r) => ({ id: r.id, title: r.title, link: r.link, feed: r.feed, publishedAt: r.publishedAt, symbols: JSON.parse(r.symbols) as string[] }));
}
