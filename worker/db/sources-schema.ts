import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * Followed sources (migration 0008): a user's RSS/Atom feeds — blogs, Substack, YouTube channel
 * feeds, podcasts — and the items last read from them. KOL Analysis reads its claims from these
 * cached items, so an analysis never waits on a remote feed. In D1 (not the agent's Durable
 * Object) because the hourly cron refreshes every user's feeds in one pass.
 */
export const SOURCE_KINDS = ["feed", "youtube", "podcast"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const followedSources = sqliteTable(
  "followed_sources",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    name: text("name").notNull(),
    /** The key opinion leader behind the source, when the user named one. */
    kol: text("kol"),
    kind: text("kind", { enum: SOURCE_KINDS }).notNull().default("feed"),
    lastFetchedAt: integer("last_fetched_at"),
    /** Why the last fetch failed (null after a good fetch). */
    lastError: text("last_error"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("followed_sources_user_url_uq").on(t.userId, t.url), index("followed_sources_fetched_idx").on(t.lastFetchedAt)],
);

export const sourceItems = sqliteTable(
  "source_items",
  {
    id: text("id").primaryKey(),
    sourceId: text("source_id")
      .notNull()
      .references(() => followedSources.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** The feed's own id for the item (guid, Atom id, YouTube video id), else its link. */
    guid: text("guid").notNull(),
    url: text("url"),
    title: text("title").notNull(),
    author: text("author"),
    publishedAt: integer("published_at"),
    /** Plain text (HTML stripped), capped. */
    text: text("text").notNull().default(""),
    fetchedAt: integer("fetched_at").notNull(),
  },
  (t) => [uniqueIndex("source_items_source_guid_uq").on(t.sourceId, t.guid), index("source_items_user_idx").on(t.userId, t.publishedAt)],
);
