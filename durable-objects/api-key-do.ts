import { DurableObject } from "cloudflare:workers";
import type { AuditRow, Bucket, CallInfo, KeyRecord, KeyAuthResult, LimitState, Limits } from "../worker/api/keys/key-do-types";
import { DEFAULT_LIMITS } from "../worker/api/keys/key-do-types";
import { decide, WINDOW_MS } from "../worker/api/limits/sliding-window";
import { constantTimeEqual } from "../worker/lib/crypto";

/**
 * One per API key lineage (named by the lineage in the key id), or one per signed-in user for
 * session calls to /v1 (named `user:<id>`, limits only). The single source of truth for a key's
 * secret hashes, status and expiry, and for its sliding-window logs: everything lives in this
 * object's SQLite storage, so revocation is seen by the very next request wherever it arrives,
 * and an eviction loses no limiter state.
 *
 * Each method is one synchronous run of SQL after its arguments are in: no await sits between
 * reading the window and recording the hit, so concurrent requests cannot both take the last slot.
 *
 * The key's audit log lives here too: the row for a call is written in the same write as its hit
 * (so auditing costs no extra round trip), corrected afterwards only when the handler answered
 * with another status, and pruned after 90 days by this object's alarm.
 */
const AUDIT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60_000;
export class ApiKeyDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /**
   * This object is the only writer of its storage, so memory can mirror it safely: keys and limits
   * are read from SQLite once per instance (after an eviction, again), not on every request.
   */
  private readonly keyCache = new Map<string, KeyRecord | null>();
  private limitsCache: Limits | null = null;
  private readonly touchedAt = new Map<string, number>();
  private alarmArmed = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // The DO's own schema, versioned; it is created with the object, before any call is served.
    this.sql.exec(`CREATE TABLE IF NOT EXISTS keys (
      key_id TEXT PRIMARY KEY, hash TEXT NOT NULL, user_id TEXT NOT NULL, name TEXT NOT NULL,
      scopes TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
      revoked_at INTEGER, retires_at INTEGER, replaced_by TEXT)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS hits (bucket TEXT NOT NULL, at INTEGER NOT NULL)`);
    this.sql.exec(`CREATE INDEX IF NOT EXISTS hits_bucket_at ON hits (bucket, at)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS audit (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, key_id TEXT NOT NULL, method TEXT NOT NULL,
      path TEXT NOT NULL, status INTEGER NOT NULL, request_id TEXT NOT NULL, ip TEXT, user_agent TEXT)`);
    this.sql.exec(`CREATE INDEX IF NOT EXISTS audit_at ON audit (at)`);
  }

  /** Stores a newly minted key (first of its lineage). */
  async register(record: Omit<KeyRecord, "revokedAt" | "retiresAt" | "replacedBy">): Promise<{ ok: true }> {
    this.insertKey(record);
    return { ok: true };
  }

  /**
   * Authenticates, checks the scope and consumes one request from `bucket` ("none" authenticates
   * only), and audits the call — all in one synchronous write.
   */
  async authorize(input: { keyId: string; hash: string; bucket: Bucket | "none"; now: number; call: CallInfo }): Promise<KeyAuthResult> {
    const record = this.readKey(input.keyId);
    if (!record) return { ok: false, code: "unauthorized" };
    const audit = { userId: record.userId, keyId: record.keyId };
    const refuse = (result: Extract<KeyAuthResult, { ok: false }>, status: number): KeyAuthResult => {
      this.writeAudit(record.keyId, input.now, input.call, status);
      return result;
    };
    if (!constantTimeEqual(record.hash, input.hash)) return refuse({ ok: false, code: "unauthorized", ...audit }, 401);
    if (record.revokedAt !== null) return refuse({ ok: false, code: "key_revoked", ...audit }, 401);
    if (input.now >= record.expiresAt) return refuse({ ok: false, code: "key_expired", ...audit }, 401);
    if (record.retiresAt !== null && input.now >= record.retiresAt) return refuse({ ok: false, code: "key_expired", reason: "rotated", ...audit }, 401);
    const key = this.publicRecord(record);
    const limits = this.readLimits();
    let limit: (LimitState & { admitted: boolean }) | undefined;
    if (input.bucket !== "none") {
      limit = this.consumeNow(input.bucket, input.now);
      if (!limit.admitted) return refuse({ ok: false, code: "rate_limited", limit, ...audit }, 429);
    }
    // Refused for scope after the window: every call a key makes counts, refused ones included.
    if (input.call.scope !== null && !record.scopes.includes(input.call.scope)) {
      return refuse({ ok: false, code: "insufficient_scope", ...(limit ? { limit } : {}), ...audit }, 403);
    }
    const auditId = this.writeAudit(record.keyId, input.now, input.call, input.call.expectedStatus);
    const touch = input.now - (this.touchedAt.get(record.keyId) ?? 0) >= TOUCH_EVERY_MS;
    if (touch) this.touchedAt.set(record.keyId, input.now);
    return { ok: true, key, ...(limit ? { limit } : {}), limits, auditId, touch };
  }

  /** The handler answered with another status than expected (a 404 for an unknown id, say). */
  async correctAudit(input: { auditId: string; status: number }): Promise<{ ok: true }> {
    this.sql.exec(`UPDATE audit SET status = ? WHERE seq = ?`, input.status, Number(input.auditId.split(":").at(-1)));
    return { ok: true };
  }

  /**
   * A page of this lineage's audit log, newest first, strictly after `before` in the global order
   * (time desc, then id desc) so pages merged across lineages never repeat an entry.
   */
  async auditPage(input: { before: { at: number; id: string } | null; take: number }): Promise<AuditRow[]> {
    type Row = { seq: number; at: number; key_id: string; method: string; path: string; status: number; request_id: string; ip: string | null; user_agent: string | null };
    const view = (r: Row): AuditRow => ({ id: this.auditIdOf(r.seq), at: r.at, keyId: r.key_id, method: r.method, path: r.path, status: r.status, requestId: r.request_id, ip: r.ip, userAgent: r.user_agent });
    if (!input.before) return this.sql.exec<Row>(`SELECT * FROM audit ORDER BY at DESC, seq DESC LIMIT ?`, input.take).toArray().map(view);
    const before = input.before;
    // Rows in the same millisecond as the cursor are ordered by id across lineages.
    const ties = this.sql.exec<Row>(`SELECT * FROM audit WHERE at = ? ORDER BY seq DESC`, before.at).toArray().map(view).filter((r) => r.id < before.id);
    const older = this.sql.exec<Row>(`SELECT * FROM audit WHERE at < ? ORDER BY at DESC, seq DESC LIMIT ?`, before.at, input.take).toArray().map(view);
    return [...ties, ...older].slice(0, input.take);
  }

  /** Prunes audit rows past retention once a day while there are any. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    this.sql.exec(`DELETE FROM audit WHERE at < ?`, now - AUDIT_RETENTION_MS);
    const left = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM audit`).one().n;
    if (left > 0) await this.ctx.storage.setAlarm(now + DAY_MS);
  }

  /** Limits only, for callers that are not keys (the site's session on /v1, per user). */
  async consume(input: { bucket: Bucket; now: number; limits?: Limits }): Promise<LimitState & { admitted: boolean }> {
    const current = this.readLimits();
    if (input.limits && (input.limits.read !== current.read || input.limits.write !== current.write)) this.writeLimits(input.limits);
    return this.consumeNow(input.bucket, input.now);
  }

  /**
   * Issues the next generation in the same lineage (same scopes, same limits, same window log —
   * so the budget is shared during the cutover) and retires the old key after the overlap.
   */
  async rotate(input: { fromKeyId: string; next: { keyId: string; hash: string }; overlapMs: number; now: number }) {
    const from = this.readKey(input.fromKeyId);
    if (!from || from.revokedAt !== null) return { ok: false as const, code: "not_found" as const };
    if (from.replacedBy !== null) return { ok: false as const, code: "conflict" as const };
    const lifetime = from.expiresAt - from.createdAt;
    const record = {
      keyId: input.next.keyId,
      hash: input.next.hash,
      userId: from.userId,
      name: from.name,
      scopes: from.scopes,
      createdAt: input.now,
      expiresAt: input.now + lifetime,
    };
    const retiresAt = Math.min(input.now + input.overlapMs, from.expiresAt);
    this.ctx.storage.transactionSync(() => {
      this.insertKey(record);
      this.sql.exec(`UPDATE keys SET retires_at = ?, replaced_by = ? WHERE key_id = ?`, retiresAt, record.keyId, from.keyId);
    });
    this.keyCache.delete(from.keyId);
    return { ok: true as const, key: this.publicRecord({ ...record, revokedAt: null, retiresAt: null, replacedBy: null }), retiresAt };
  }

  async revoke(input: { keyId: string; now: number }) {
    const record = this.readKey(input.keyId);
    if (!record) return { ok: false as const, code: "not_found" as const };
    const revokedAt = record.revokedAt ?? input.now;
    this.sql.exec(`UPDATE keys SET revoked_at = ? WHERE key_id = ?`, revokedAt, input.keyId);
    this.keyCache.delete(input.keyId);
    return { ok: true as const, keyId: input.keyId, revokedAt };
  }

  async setLimits(limits: Limits): Promise<{ ok: true; limits: Limits }> {
    this.writeLimits(limits);
    return { ok: true, limits: this.readLimits() };
  }

  async purge(): Promise<{ ok: true }> {
    this.keyCache.clear();
    this.limitsCache = null;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    return { ok: true };
  }

  private writeAudit(keyId: string, now: number, call: CallInfo, status: number): string {
    const seq = this.sql
      .exec<{ seq: number }>(
        `INSERT INTO audit (at, key_id, method, path, status, request_id, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING seq`,
        now,
        keyId,
        call.method,
        call.path.slice(0, 512),
        status,
        call.requestId,
        call.ip,
        call.userAgent?.slice(0, 256) ?? null,
      )
      .one().seq;
    // The pruning alarm is armed once per instance; it re-arms itself while rows remain.
    if (!this.alarmArmed) {
      this.alarmArmed = true;
      void this.ensurePruneAlarm(now);
    }
    return this.auditIdOf(seq);
  }

  private async ensurePruneAlarm(now: number): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now + DAY_MS);
  }

  /** Globally unique and ordered within the lineage: `<lineage>:<zero-padded seq>`. */
  private auditIdOf(seq: number): string {
    return `${this.ctx.id.name ?? this.ctx.id.toString()}:${String(seq).padStart(12, "0")}`;
  }

  private consumeNow(bucket: Bucket, now: number): LimitState & { admitted: boolean } {
    const limit = this.readLimits()[bucket];
    // Only the window matters; older hits are dropped as we go so the log stays ≤ limit rows.
    this.sql.exec(`DELETE FROM hits WHERE bucket = ? AND at <= ?`, bucket, now - WINDOW_MS);
    const hits = this.sql
      .exec<{ at: number }>(`SELECT at FROM hits WHERE bucket = ? ORDER BY at`, bucket)
      .toArray()
      .map((r) => r.at);
    const decision = decide(hits, now, limit);
    if (decision.admitted) this.sql.exec(`INSERT INTO hits (bucket, at) VALUES (?, ?)`, bucket, now);
    return { admitted: decision.admitted, bucket, limit: decision.limit, remaining: decision.remaining, resetAt: decision.resetAt, retryAfterMs: decision.retryAfterMs };
  }

  private readLimits(): Limits {
    if (this.limitsCache) return this.limitsCache;
    const row = this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE name = 'limits'`).toArray()[0];
    this.limitsCache = row ? (JSON.parse(row.value) as Limits) : { ...DEFAULT_LIMITS };
    return this.limitsCache;
  }

  private writeLimits(limits: Limits): void {
    this.limitsCache = null;
    this.sql.exec(`INSERT INTO settings (name, value) VALUES ('limits', ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value`, JSON.stringify(limits));
  }

  private insertKey(r: Omit<KeyRecord, "revokedAt" | "retiresAt" | "replacedBy">): void {
    this.keyCache.delete(r.keyId);
    this.sql.exec(
      `INSERT INTO keys (key_id, hash, user_id, name, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      r.keyId,
      r.hash,
      r.userId,
      r.name,
      JSON.stringify(r.scopes),
      r.createdAt,
      r.expiresAt,
    );
  }

  private readKey(keyId: string): KeyRecord | null {
    const cached = this.keyCache.get(keyId);
    if (cached !== undefined) return cached;
    const record = this.loadKey(keyId);
    this.keyCache.set(keyId, record);
    return record;
  }

  private loadKey(keyId: string): KeyRecord | null {
    const row = this.sql
      .exec<{
        key_id: string;
        hash: string;
        user_id: string;
        name: string;
        scopes: string;
        created_at: number;
        expires_at: number;
        revoked_at: number | null;
        retires_at: number | null;
        replaced_by: string | null;
      }>(`SELECT * FROM keys WHERE key_id = ?`, keyId)
      .toArray()[0];
    if (!row) return null;
    return {
      keyId: row.key_id,
      hash: row.hash,
      userId: row.user_id,
      name: row.name,
      scopes: JSON.parse(row.scopes),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      retiresAt: row.retires_at,
      replacedBy: row.replaced_by,
    };
  }

  /** Everything but the hash: nothing secret leaves the object. */
  private publicRecord(r: KeyRecord) {
    const { hash: _hash, ...rest } = r;
    return rest;
  }
}
