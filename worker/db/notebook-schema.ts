import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * The Notebook (migration 0004): every saved research output with its per-user NB-number.
 * The full-text index `notebook_fts` (FTS5, external content, kept by triggers) is declared only
 * in the migration: drizzle has no virtual tables, and it is read with raw SQL in worker/notebook.
 */

export const NOTEBOOK_KINDS = ["Note", "Idea", "Analysis", "Verdict", "Framework", "Report", "Brief"] as const;
export type NotebookKind = (typeof NOTEBOOK_KINDS)[number];
export const ENTRY_STATUSES = ["pending", "ready", "failed"] as const;

/** One row per user: the last NB-number handed out. Only ever incremented, so numbers are never reused. */
export const notebookCounters = sqliteTable("notebook_counters", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastNb: integer("last_nb").notNull().default(0),
});

/**
 * A deleted entry stays as a tombstone (`deletedAt` set, content wiped) so its number stays
 * taken and its children can say "parent NB-7 was deleted".
 */
export const notebookEntries = sqliteTable(
  "notebook_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nb: integer("nb").notNull(),
    kind: text("kind", { enum: NOTEBOOK_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** JSON of the structured output (figures with source and asOf). */
    data: text("data"),
    symbol: text("symbol"),
    parentId: text("parent_id"),
    /** Reports are generated asynchronously: pending → ready (or failed). Everything else is ready. */
    status: text("status", { enum: ENTRY_STATUSES }).notNull().default("ready"),
    annotation: text("annotation"),
    /** The as-of moment of the data the entry was computed from, when it was computed. */
    asOf: integer("as_of"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    deletedAt: integer("deleted_at"),
  },
  (t) => [
    uniqueIndex("notebook_entries_user_nb_uq").on(t.userId, t.nb),
    index("notebook_entries_user_idx").on(t.userId, t.createdAt, t.id),
    index("notebook_entries_parent_idx").on(t.parentId),
  ],
);
