import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PLANS } from "../lib/plan";

/** Times are Unix milliseconds (integer) throughout: one unit, no time-zone ambiguity. */

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  plan: text("plan", { enum: PLANS }).notNull().default("free"),
  timeZone: text("time_zone").notNull().default("UTC"),
  apiAccess: integer("api_access", { mode: "boolean" }).notNull().default(false),
  createdAt: integer("created_at").notNull(),
  deletionRequestedAt: integer("deletion_requested_at"),
});

/** Session tokens are random; only their SHA-256 is stored, so a database leak signs nobody in. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    lastSeenAt: integer("last_seen_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One row per code sent. Rows double as the throttling log (per address, per client). */
export const signInCodes = sqliteTable(
  "sign_in_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    clientKey: text("client_key").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    consumedAt: integer("consumed_at"),
  },
  (t) => [index("sign_in_codes_email_idx").on(t.email, t.createdAt), index("sign_in_codes_client_idx").on(t.clientKey, t.createdAt)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google", "github"] }).notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/** Local development only: a copy of every e-mail sent, read by /dev/mailbox. Never written in production. */
export const devMailbox = sqliteTable("dev_mailbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: integer("created_at").notNull().default(sql`(unixepoch() * 1000)`),
});
