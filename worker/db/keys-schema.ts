import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * Developer-API key metadata. Secrets and rate-limit logs are NOT here: they
 * live in each key's ApiKeyDO, the single source of truth for whether a key works.
 */

/** What the site shows about a key. Never a secret or its hash. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    /** The ApiKeyDO that holds this key; rotated keys share their predecessor's lineage. */
    lineage: text("lineage").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** JSON array of scopes. */
    scopes: text("scopes").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
    /** Set on a key that was rotated: it keeps working until this time (the overlap). */
    retiresAt: integer("retires_at"),
    replacedBy: text("replaced_by"),
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [index("api_keys_user_idx").on(t.userId, t.createdAt)],
);
