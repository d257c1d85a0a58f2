import { and, between, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { followedSources, sourceItems } from "../../db/sources-schema";
import type { MarketReader } from "../../market/reader";
import type { NewsItem } from "../../market/types";

const DAY_MS = 86_400_000;
/** Enough for a week of a few busy feeds; the synthesis shows three titles per source. */
const WEEK_LIMIT = 200;

/**
 * Monday's synthesis reads the sources the user follows (their feeds' items published in the last
 * 7 days); a user who follows none yet gets the platform's headlines of the week instead.
 * The week is chosen in the query (source_items_user_idx covers user_id, published_at), not
 * after a fixed number of newest rows: undated or future-dated items, or a busy feed, can no
 * longer push the week's items out of the read.
 */
export async function weekOfSources(db: Db, userId: string, now: number, market: Pick<MarketReader, "news">): Promise<NewsItem[]> {
  const since = now - 7 * DAY_MS;
  const rows = await weekQuery(db, userId, since, now).all();
  if (rows.length > 0) {
    return rows.map((i) => ({ id: i.id, title: i.title, link: i.url ?? "", feed: i.kol ? `${i.kol} (${i.sourceName})` : i.sourceName, publishedAt: i.publishedAt ?? now, symbols: [] }));
  }
  return (await market.news({ limit: 50 })).filter((n) => n.publishedAt >= since);
}

/** The user's items published in [since, until], newest first (exported so a test can read its plan). */
export function weekQuery(db: Db, userId: string, since: number, until: number) {
  return db
    .select({ id: sourceItems.id, title: sourceItems.title, url: sourceItems.url, publishedAt: sourceItems.publishedAt, sourceName: followedSources.name, kol: followedSources.kol })
    .from(sourceItems)
    .innerJoin(followedSources, eq(sourceItems.sourceId, followedSources.id))
    .where(and(eq(sourceItems.userId, userId), between(sourceItems.publishedAt, since, until)))
    .orderBy(desc(sourceItems.publishedAt), desc(sourceItems.id))
    .limit(WEEK_LIMIT);
}
