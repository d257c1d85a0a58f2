import { and, asc, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { followedSources, sourceItems, type SourceKind } from "../db/sources-schema";
import { AppError } from "../http/errors";
import { newId } from "../lib/crypto";
import type { FeedItem } from "./parse";
import type { ItemOrigin } from "./item-origin";

/** Followed sources and their cached items, always scoped to the owner. */
export type Source = typeof followedSources.$inferSelect;

/** Sources one account may follow: enough for a reading list, small enough to refresh hourly. */
export const SOURCES_CAP = 30;
/** Items older than this are dropped on the next refresh of their source. */
const ITEM_TTL_MS = 90 * 86_400_000;

export interface SourceItemView extends ItemOrigin {
  id: string;
  sourceId: string;
  text: string;
}

export function listSources(db: Db, userId: string): Promise<Source[]> {
  return db.select().from(followedSources).where(eq(followedSources.userId, userId)).orderBy(asc(followedSources.createdAt), asc(followedSources.id)).all();
}

export async function getSource(db: Db, userId: string, id: string): Promise<Source> {
  const row = await db.select().from(followedSources).where(and(eq(followedSources.userId, userId), eq(followedSources.id, id))).get();
  if (!row) throw new AppError("not_found", { message: "No such followed source.", param: "id" });
  return row;
}

export async function insertSource(db: Db, userId: string, input: { url: string; name: string; kol: string | null; kind: SourceKind }, now: number): Promise<Source> {
  const id = newId("src");
  // Capped in the same statement as the insert, and a feed already followed is skipped by the
  // unique (user, url) index, so parallel follows can neither overshoot the cap nor fail on the
  // index. Columns in table order: id, user_id, url, name, kol, kind, last_fetched_at, last_error, created_at.
  const [row] = await db
    .insert(followedSources)
    .select(
      sql`SELECT ${id}, ${userId}, ${input.url}, ${input.name}, ${input.kol}, ${input.kind}, NULL, NULL, ${now}
          WHERE (SELECT count(*) FROM ${followedSources} WHERE ${followedSources.userId} = ${userId}) < ${SOURCES_CAP}`,
    )
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const followed = await db.select({ id: followedSources.id }).from(followedSources).where(and(eq(followedSources.userId, userId), eq(followedSources.url, input.url))).get();
  if (followed) throw new AppError("conflict", { message: "You already follow this feed.", param: "url" });
  throw new AppError("conflict", { message: `You follow ${SOURCES_CAP} sources, the most one account can follow.`, hint: "Remove one you no longer read, then add this one." });
}

export async function deleteSource(db: Db, userId: string, id: string): Promise<void> {
  await getSource(db, userId, id);
  // Items go with it (ON DELETE CASCADE); deleted explicitly too, as D1 enforces foreign keys per connection.
  await db.batch([db.delete(sourceItems).where(eq(sourceItems.sourceId, id)), db.delete(followedSources).where(and(eq(followedSources.userId, userId), eq(followedSources.id, id)))]);
}

/** Records one fetch: its items upserted by guid, old items dropped, the time and error kept. */
export async function recordFetch(db: Db, source: Source, result: { items: FeedItem[] } | { error: string }, now: number): Promise<void> {
  const mark = db
    .update(followedSources)
    .set({ lastFetchedAt: now, lastError: "error" in result ? result.error.slice(0, 300) : null })
    .where(eq(followedSources.id, source.id));
  const prune = db.delete(sourceItems).where(and(eq(sourceItems.sourceId, source.id), lt(sourceItems.fetchedAt, now - ITEM_TTL_MS)));
  const upserts = "error" in result ? [] : result.items.map((it) =>
    db
      .insert(sourceItems)
      .values({ id: newId("itm"), sourceId: source.id, userId: source.userId, guid: it.guid.slice(0, 500), url: it.url, title: it.title.slice(0, 500), author: it.author?.slice(0, 200) ?? null, publishedAt: it.publishedAt, text: it.text, fetchedAt: now })
      .onConflictDoUpdate({ target: [sourceItems.sourceId, sourceItems.guid], set: { url: it.url, title: it.title.slice(0, 500), author: it.author?.slice(0, 200) ?? null, publishedAt: it.publishedAt, text: it.text, fetchedAt: now } }),
  );
  await db.batch([mark, prune, ...upserts]);
}

/** The user's cached items, newest first, with the source each came from. */
export async function recentItems(db: Db, userId: string, limit = 200): Promise<SourceItemView[]> {
  const rows = await db
    .select({ item: sourceItems, sourceName: followedSources.name, kol: followedSources.kol })
    .from(sourceItems)
    .innerJoin(followedSources, eq(sourceItems.sourceId, followedSources.id))
    .where(eq(sourceItems.userId, userId))
    .orderBy(desc(sql`coalesce(${sourceItems.publishedAt}, ${sourceItems.fetchedAt})`), desc(sourceItems.id))
    .limit(limit)
    .all();
  return rows.map(({ item, sourceName, kol }) => ({ id: item.id, sourceId: item.sourceId, sourceName, kol, url: item.url, title: item.title, author: item.author, publishedAt: item.publishedAt, text: item.text }));
}

export async function itemCounts(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db.select({ sourceId: sourceItems.sourceId, n: sql<number>`count(*)` }).from(sourceItems).where(eq(sourceItems.userId, userId)).groupBy(sourceItems.sourceId).all();
  return new Map(rows.map((r) => [r.sourceId, r.n]));
}

/** Sources not fetched since `before` (never-fetched first), for the hourly refresh. */
export function dueSources(db: Db, before: number, limit: number): Promise<Source[]> {
  return db
    .select()
    .from(followedSources)
    .where(or(isNull(followedSources.lastFetchedAt), lt(followedSources.lastFetchedAt, before)))
    .orderBy(asc(sql`coalesce(${followedSources.lastFetchedAt}, 0)`))
    .limit(limit)
    .all();
}
