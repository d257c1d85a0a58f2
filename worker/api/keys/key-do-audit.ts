import type { AuditRow, CallInfo } from "./key-do-types";
import { redactKeys } from "./redact";

/**
 * The audit log inside an ApiKeyDO, as plain functions over its SQLite storage (the object calls
 * them inside its own synchronous runs, so each stays one write).
 */
type Row = { seq: number; at: number; key_id: string; method: string; path: string; status: number; request_id: string; ip: string | null; user_agent: string | null };

/** Wrong-secret attempts: one audit row for the first in each minute, the rest only counted. */
export const FAILURE_WINDOW_MS = 60_000;
/** Past this many wrong secrets in a minute, a key id answers rate_limited to wrong secrets. */
export const MAX_FAILURES_PER_WINDOW = 10;

export function insertAudit(sql: SqlStorage, keyId: string, now: number, call: CallInfo, status: number): number {
  return sql
    .exec<{ seq: number }>(
      `INSERT INTO audit (at, key_id, method, path, status, request_id, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
      now,
      keyId,
      call.method,
      // Redacted again here: whatever the caller sent, no key text is ever stored in the log.
      redactKeys(call.path).slice(0, 512),
      status,
      call.requestId,
      call.ip,
      call.userAgent?.slice(0, 256) ?? null,
    )
    .one().seq;
}

/**
 * Counts a wrong secret for `keyId` in the current minute. Returns whether this is the first of
 * the minute (audit it) and whether the key id is over its failure budget (answer 429).
 */
export function countFailure(sql: SqlStorage, keyId: string, now: number): { first: boolean; limited: boolean; retryAfterMs: number } {
  const windowStart = now - (now % FAILURE_WINDOW_MS);
  sql.exec(`DELETE FROM failed_auth WHERE window_start < ?`, windowStart - FAILURE_WINDOW_MS);
  const count = sql
    .exec<{ count: number }>(
      `INSERT INTO failed_auth (key_id, window_start, count, last_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (key_id, window_start) DO UPDATE SET count = count + 1, last_at = excluded.last_at RETURNING count`,
      keyId,
      windowStart,
      now,
    )
    .one().count;
  return { first: count === 1, limited: count > MAX_FAILURES_PER_WINDOW, retryAfterMs: windowStart + FAILURE_WINDOW_MS - now };
}

export function auditRows(sql: SqlStorage, idOf: (seq: number) => string, before: { at: number; id: string } | null, take: number): AuditRow[] {
  const view = (r: Row): AuditRow => ({ id: idOf(r.seq), at: r.at, keyId: r.key_id, method: r.method, path: r.path, status: r.status, requestId: r.request_id, ip: r.ip, userAgent: r.user_agent });
  if (!before) return sql.exec<Row>(`SELECT * FROM audit ORDER BY at DESC, seq DESC LIMIT ?`, take).toArray().map(view);
  // Rows in the same millisecond as the cursor are ordered by id across lineages.
  const ties = sql.exec<Row>(`SELECT * FROM audit WHERE at = ? ORDER BY seq DESC`, before.at).toArray().map(view).filter((r) => r.id < before.id);
  const older = sql.exec<Row>(`SELECT * FROM audit WHERE at < ? ORDER BY at DESC, seq DESC LIMIT ?`, before.at, take).toArray().map(view);
  return [...ties, ...older].slice(0, take);
}
