import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * The Inbox: items addressed to one user (alerts, Morning Briefs, watchlist entry-target hits).
 * In D1, not the agent's Durable Object, because Free accounts (no agent) receive entry-target
 * hits too. `dedup_key` (unique per user when set) lets a writer say "this hit once only".
 */
export const INBOX_KINDS = ["alert", "brief", "entry_target"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxItems = sqliteTable(
  "inbox_items",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** JSON: the figures behind the item (symbol, value, threshold, source, asOf, chips…). */
    data: text("data").notNull().default("{}"),
    dedupKey: text("dedup_key"),
    createdAt: integer("created_at").notNull(),
    readAt: integer("read_at"),
  },
  (t) => [
    index("inbox_items_user_idx").on(t.userId, t.createdAt, t.id),
    index("inbox_items_unread_idx").on(t.userId, t.readAt),
    uniqueIndex("inbox_items_dedup_idx").on(t.userId, t.dedupKey),
  ],
);

/** What each kind of notice may use besides the Inbox. A missing row means the kind's default. */
export const NOTIFY_TYPES = ["brief", "alert", "entry_target"] as const;
export type NotifyType = (typeof NOTIFY_TYPES)[number];
/** The Morning Brief is never sent to Telegram (only the Home widget and e-mail). */
export const NOTIFY_CHANNELS = ["email", "telegram"] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const notifyPrefs = sqliteTable(
  "notify_prefs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFY_TYPES }).notNull(),
    channel: text("channel", { enum: NOTIFY_CHANNELS }).notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.channel] })],
);
