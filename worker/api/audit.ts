import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys } from "../db/keys-schema";
import type { Bindings } from "../env";
import type { CursorPosition } from "../http/cursor";
import type { AuditRow } from "./keys/key-do-types";

/**
 * API.md "Audit": every call made with a key, refused ones included, kept 90 days. Each key
 * lineage's ApiKeyDO holds its own log (written in the same write as the rate-limit hit); the
 * owner's log is those logs merged, newest first. An account has a handful of key lineages, so
 * the fan-out is small.
 */
export async function listAudit(env: Bindings, db: Db, userId: string, after: CursorPosition | null, take: number): Promise<AuditRow[]> {
  const lineages = await db.selectDistinct({ lineage: apiKeys.lineage }).from(apiKeys).where(eq(apiKeys.userId, userId)).all();
  const before = after ? { at: after.k, id: after.i } : null;
  const pages = await Promise.all(lineages.map(({ lineage }) => env.API_KEY.getByName(lineage).auditPage({ before, take })));
  return pages
    .flat()
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, take);
}

export function auditPosition(row: AuditRow): CursorPosition {
  return { k: row.at, i: row.id };
}

export function auditView(row: AuditRow) {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    keyId: row.keyId,
    method: row.method,
    path: row.path,
    status: row.status,
    requestId: row.requestId,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}
