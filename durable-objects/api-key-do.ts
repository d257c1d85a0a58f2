import { DurableObject } from "cloudflare:workers";
import type { Bucket, KeyRecord, KeyAuthResult, LimitState, Limits } from "../worker/api/keys/key-do-types";
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
 */
export class ApiKeyDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /**
   * This object is the only writer of its storage, so memory can mirror it safely: keys and limits
   * are read from SQLite once per instance (after an eviction, again), not on every request.
   */
  private readonly keyCache = new Map<string, KeyRecord | null>();
  private limitsCache: Limits | null = null;

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
  }

  /** Stores a newly minted key (first of its lineage). */
  async register(record: Omit<KeyRecord, "revokedAt" | "retiresAt" | "replacedBy">, limits?: Limits): Promise<{ ok: true }> {
    this.insertKey(record);
    if (limits) this.writeLimits(limits);
    return { ok: true };
  }

  /** Authenticates and consumes one request from `bucket` ("none" authenticates only). */
  async authorize(input: { keyId: string; hash: string; bucket: Bucket | "none"; now: number }): Promise<KeyAuthResult> {
    const record = this.readKey(input.keyId);
    if (!record) return { ok: false, code: "unauthorized" };
    const audit = { userId: record.userId, keyId: record.keyId };
    if (!constantTimeEqual(record.hash, input.hash)) return { ok: false, code: "unauthorized", ...audit };
    if (record.revokedAt !== null) return { ok: false, code: "key_revoked", ...audit };
    if (input.now >= record.expiresAt) return { ok: false, code: "key_expired", ...audit };
    if (record.retiresAt !== null && input.now >= record.retiresAt) {
      return { ok: false, code: "key_expired", reason: "rotated", ...audit };
    }
    const key = this.publicRecord(record);
    if (input.bucket === "none") return { ok: true, key, limits: this.readLimits() };
    const limit = this.consumeNow(input.bucket, input.now);
    if (!limit.admitted) return { ok: false, code: "rate_limited", limit, ...audit };
    return { ok: true, key, limit, limits: this.readLimits() };
  }

  /** Limits only, for callers that are not keys (the site's session on /v1, per user). */
  async consume(input: { bucket: Bucket; now: number; limits?: Limits }): Promise<LimitState & { admitted: boolean }> {
    if (input.limits) this.writeLimits(input.limits);
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
