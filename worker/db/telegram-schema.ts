import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * Telegram, the messaging channel (migrations/0011_telegram.sql). One linked chat per user (a chat
 * links to one user only), and the one-time connect tokens of the deep link `t.me/<bot>?start=…`,
 * kept as SHA-256 hashes so a database read cannot link someone else's chat.
 */
export const telegramLinks = sqliteTable(
  "telegram_links",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    chatId: text("chat_id").notNull(),
    username: text("username"),
    connectedAt: integer("connected_at").notNull(),
  },
  (t) => [uniqueIndex("telegram_links_chat_idx").on(t.chatId)],
);

export const telegramConnectTokens = sqliteTable(
  "telegram_connect_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("telegram_connect_tokens_user_idx").on(t.userId)],
);
