import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { portfolios } from "./collections-schema";
import { users } from "./schema";

/**
 * Read-only portfolio connections (worker/connections). Each fills exactly one portfolio with the
 * balances it reads. `secretCiphertext` is AES-GCM under the key named by `keyId` (never returned,
 * never logged); wallets keep only a public `address`. Rows go with the user and the portfolio.
 */
export const connections = sqliteTable(
  "connections",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    portfolioId: text("portfolio_id")
      .notNull()
      .references(() => portfolios.id, { onDelete: "cascade" }),
    /** wallet | exchange | csv */
    kind: text("kind").notNull(),
    /** ethereum | bitcoin | solana | binance | coinbase | kraken | csv format name */
    provider: text("provider").notNull(),
    label: text("label").notNull(),
    address: text("address"),
    /** The last characters of an exchange's public API key, to tell keys apart in the list. */
    keyHint: text("key_hint"),
    secretCiphertext: text("secret_ciphertext"),
    keyId: text("key_id"),
    /** pending | ok | stale | error */
    status: text("status").notNull().default("pending"),
    lastSyncAt: integer("last_sync_at"),
    lastAttemptAt: integer("last_attempt_at"),
    lastError: text("last_error"),
    failures: integer("failures").notNull().default(0),
    backoffUntil: integer("backoff_until"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [uniqueIndex("connections_portfolio_idx").on(t.portfolioId), index("connections_user_idx").on(t.userId, t.createdAt, t.id), index("connections_due_idx").on(t.kind, t.lastAttemptAt)],
);

export type ConnectionRow = typeof connections.$inferSelect;
