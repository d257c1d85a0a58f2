import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

import type { ArtifactKind } from "../browser/views";

export const ARTIFACT_KINDS = ["screenshot", "pdf", "data"] as const satisfies readonly ArtifactKind[];
export type { ArtifactKind };

/**
 * What the cloud browser (and the PDF exports) published: the bytes live in R2 under the account's
 * prefix (`u/<userId>/artifacts/<id>.<ext>`, so account deletion's prefix sweep removes them); this
 * row is the listing and the owner check. Rows cascade with the account.
 */
export const artifacts = sqliteTable(
  "artifacts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ARTIFACT_KINDS }).notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    title: text("title").notNull(),
    sourceUrl: text("source_url"),
    /** The browser session that produced it (null for exports). */
    sessionId: text("session_id"),
    r2Key: text("r2_key").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("artifacts_user_idx").on(t.userId, t.createdAt), index("artifacts_session_idx").on(t.userId, t.sessionId)],
);
