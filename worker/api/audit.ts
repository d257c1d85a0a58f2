import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys, auditLog } from "../db/api-schema";
import type { CursorPosition } from "../http/cursor";
import { redactKeys } from "./keys/redact";

/** API.md "Audit": every call made with a key, refused ones included, kept 90 days. */
export const AUDIT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export interface AuditEntry {
  userId: string;
  keyId: string;
  method: string;
  path: string;
  status: number;
  requestId: string;
  ip: string | null;
  userAgent: string | null;
  at: number;
}

/** Records the call and marks the key as used, in one round trip. */
export async function recordCall(db: Db, entry: AuditEntry): Promise<void> {
  await db.batch([
    db.insert(auditLog).values({
      userId: entry.userId,
      keyId: entry.keyId,
      method: entry.method,
      path: redactKeys(entry.path).slice(0, 512),
      status: entry.status,
      requestId: entry.requestId,
      ip: entry.ip,
      userAgent: entry.userAgent?.slice(0, 256) ?? null,
      createdAt: entry.at,
    }),
    db.update(apiKeys).set({ lastUsedAt: entry.at }).where(eq(apiKeys.id, entry.keyId)),
  ]);
}

/** Newest first; the autoincrement id orders it, so new calls never shift a page. */
export async function listAudit(db: Db, userId: string, after: CursorPosition | null, take: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), after ? lt(auditLog.id, after.k) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(take)
    .all();
  return rows;
}

export function auditView(row: typeof auditLog.$inferSelect) {
  return {
    id: row.id,
    at: new Date(row.createdAt).toISOString(),
    keyId: row.keyId,
    method: row.method,
    path: row.path,
    status: row.status,
    requestId: row.requestId,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

export async function pruneAudit(db: Db, now: number): Promise<void> {
  await db.delete(auditLog).where(lt(auditLog.createdAt, now - AUDIT_RETENTION_MS));
}

