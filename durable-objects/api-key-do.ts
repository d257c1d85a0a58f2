import { DurableObject } from "cloudflare:workers";
import type { AuditRow, Bucket, CallInfo, GenerationState, KeyRecord, KeyAuthResult, LimitState, Limits } from "../worker/api/keys/key-do-types";
import { DEFAULT_LIMITS, MAX_LINEAGE_MS } from "../worker/api/keys/key-do-types";
import { auditRows, countFailure, insertAudit } from "../worker/api/keys/key-do-audit";
import { KEY_DO_MIGRATIONS } from "../worker/api/keys/key-do-schema";
import { decide, peekWindow, WINDOW_MS } from "../worker/api/limits/sliding-window";
import { constantTimeEqual } from "../worker/lib/crypto";
import { migrate } from "../worker/lib/sql-migrations";

/**
 * One per API key lineage (named by the lineage in the key id), or one per signed-in user for
 * session calls to /v1 (named `user:<id>`, limits only), or one per client for failed
 * authentication (`authfail:<hash>`). The single source of truth for a key's secret hashes, status
 * and expiry, and for whether its lineage is revoked: D1's `api_keys` rows are derived from the
 * answers of this object (worker/api/keys/key-sync.ts).
 *
 * Each method is one synchronous run of SQL after its arguments are in: no await sits between
 * reading the window and recording the hit, so concurrent requests cannot both take the last slot.
 *
 * Storage is created by the first write (register, consume), never by a read: an object named by
 * an unknown lineage answers `unauthorized` without creating a database, and a purged object
 * (account deleted) keeps answering `unauthorized`.
 */
const AUDIT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60_000;
type Refusal = Extract<KeyAuthResult, { ok: false }>;

export class ApiKeyDO extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** This object is the only writer of its storage, so memory can mirror it safely. */
  private readonly keyCache = new Map<string, KeyRecord | null>();
  private limitsCache: Limits | null = null;
  private readonly touchedAt = new Map<string, number>();
  private alarmArmed = false;
  private ready = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    // Existing objects are migrated before any call is served; new ones wait for their first write.
    void ctx.blockConcurrencyWhile(async () => {
      if (this.hasStorage()) this.ensureSchema();
    });
  }

  /** Stores a newly minted key (first of its lineage), unless the lineage was revoked. */
  async register(record: Omit<KeyRecord, "revokedAt" | "retiresAt" | "replacedBy">): Promise<{ ok: true } | { ok: false; code: "key_revoked" }> {
    this.ensureSchema();
    if (this.lineageRevokedAt() !== null) return { ok: false, code: "key_revoked" };
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
    const refuse = (result: Refusal, status: number): KeyAuthResult => {
      this.writeAudit(record.keyId, input.now, input.call, status);
      return result;
    };
    if (!constantTimeEqual(record.hash, input.hash)) return this.wrongSecret(record.keyId, input.now, input.call);
    if (record.revokedAt !== null || this.lineageRevokedAt() !== null) return refuse({ ok: false, code: "key_revoked", ...audit }, 401);
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
    if (this.ready) this.sql.exec(`UPDATE audit SET status = ? WHERE seq = ?`, input.status, Number(input.auditId.split(":").at(-1)));
    return { ok: true };
  }

  /**
   * A page of this lineage's audit log, newest first, strictly after `before` in the global order
   * (time desc, then id desc) so pages merged across lineages never repeat an entry.
   */
  async auditPage(input: { before: { at: number; id: string } | null; take: number }): Promise<AuditRow[]> {
    if (!this.ready) return [];
    return auditRows(this.sql, (seq) => this.auditIdOf(seq), input.before, input.take);
  }

  /** Prunes audit rows past retention once a day while there are any. */
  override async alarm(): Promise<void> {
    if (!this.ready) return;
    const now = Date.now();
    this.sql.exec(`DELETE FROM audit WHERE at < ?`, now - AUDIT_RETENTION_MS);
    const left = this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM audit`).one().n;
    if (left > 0) await this.ctx.storage.setAlarm(now + DAY_MS);
  }

  /** The window as it stands, consuming nothing and never creating storage. */
  async peek(input: { bucket: Bucket; now: number; limit: number }): Promise<LimitState> {
    const hits = this.ready ? this.sql.exec<{ at: number }>(`SELECT at FROM hits WHERE bucket = ?`, input.bucket).toArray().map((r) => r.at) : [];
    return { bucket: input.bucket, ...peekWindow(hits, input.now, input.limit) };
  }

  /** Limits only, for callers that are not keys (the site's session on /v1, per user; /app writes). */
  async consume(input: { bucket: Bucket; now: number; limits?: Limits }): Promise<LimitState & { admitted: boolean }> {
    this.ensureSchema();
    const current = this.readLimits();
    if (input.limits && (input.limits.read !== current.read || input.limits.write !== current.write)) this.writeLimits(input.limits);
    return this.consumeNow(input.bucket, input.now);
  }

  /**
   * Issues the next generation in the same lineage (same scopes, same limits, same window log —
   * so the budget is shared during the cutover) and retires the old key after the overlap. A
   * revoked lineage mints nothing, and no generation outlives the lineage's 365-day cap.
   */
  async rotate(input: { fromKeyId: string; next: { keyId: string; hash: string }; overlapMs: number; now: number }) {
    const from = this.readKey(input.fromKeyId);
    if (!from) return { ok: false as const, code: "not_found" as const };
    if (from.revokedAt !== null || this.lineageRevokedAt() !== null) return { ok: false as const, code: "key_revoked" as const };
    if (from.replacedBy !== null) return { ok: false as const, code: "conflict" as const };
    const lineageEnd = this.lineageStart() + MAX_LINEAGE_MS;
    if (input.now >= lineageEnd) return { ok: false as const, code: "key_expired" as const };
    const record = {
      keyId: input.next.keyId,
      hash: input.next.hash,
      userId: from.userId,
      name: from.name,
      scopes: from.scopes,
      createdAt: input.now,
      expiresAt: Math.min(input.now + (from.expiresAt - from.createdAt), lineageEnd),
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

  /**
   * Revokes the whole lineage: every generation, and every generation a rotation might still try
   * to mint (rotate and register refuse afterwards). Earlier revocation times are kept. Returns
   * every generation's state, which is what D1 is set to.
   */
  async revokeLineage(input: { now: number }): Promise<GenerationState[]> {
    if (!this.ready) return [];
    this.ctx.storage.transactionSync(() => {
      this.sql.exec(`INSERT INTO lineage (id, revoked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET revoked_at = COALESCE(revoked_at, excluded.revoked_at)`, input.now);
      this.sql.exec(`UPDATE keys SET revoked_at = ? WHERE revoked_at IS NULL`, input.now);
    });
    this.keyCache.clear();
    return this.generations();
  }

  /** Every generation's state (no hashes), for deriving D1's rows from this object. */
  async generations(): Promise<GenerationState[]> {
    if (!this.ready) return [];
    const lineageRevokedAt = this.lineageRevokedAt();
    type Row = { key_id: string; created_at: number; expires_at: number; revoked_at: number | null; retires_at: number | null; replaced_by: string | null };
    return this.sql
      .exec<Row>(`SELECT key_id, created_at, expires_at, revoked_at, retires_at, replaced_by FROM keys ORDER BY created_at`)
      .toArray()
      .map((r) => ({ keyId: r.key_id, createdAt: r.created_at, expiresAt: r.expires_at, revokedAt: r.revoked_at ?? lineageRevokedAt, retiresAt: r.retires_at, replacedBy: r.replaced_by }));
  }

  async setLimits(limits: Limits): Promise<{ ok: true; limits: Limits }> {
    this.ensureSchema();
    this.writeLimits(limits);
    return { ok: true, limits: this.readLimits() };
  }

  async purge(): Promise<{ ok: true }> {
    this.keyCache.clear();
    this.limitsCache = null;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    // Nothing is left: until a new write, every key this object held answers `unauthorized`.
    this.ready = false;
    return { ok: true };
  }

  /** A wrong secret for a known key id: counted per minute, audited once a minute, 429 past a budget. */
  private wrongSecret(keyId: string, now: number, call: CallInfo): KeyAuthResult {
    const failure = countFailure(this.sql, keyId, now);
    if (failure.first) this.writeAudit(keyId, now, call, 401);
    if (failure.limited) return { ok: false, code: "rate_limited", retryAfterMs: failure.retryAfterMs };
    return { ok: false, code: "unauthorized" };
  }

  private hasStorage(): boolean {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('_schema', 'keys', 'hits')`).one().n > 0;
  }

  private ensureSchema(): void {
    if (this.ready) return;
    migrate(this.ctx.storage, KEY_DO_MIGRATIONS);
    this.ready = true;
  }

  private lineageRevokedAt(): number | null {
    if (!this.ready) return null;
    return this.sql.exec<{ revoked_at: number | null }>(`SELECT revoked_at FROM lineage WHERE id = 1`).toArray()[0]?.revoked_at ?? null;
  }

  private lineageStart(): number {
    return this.sql.exec<{ first: number }>(`SELECT MIN(created_at) AS first FROM keys`).one().first;
  }

  private writeAudit(keyId: string, now: number, call: CallInfo, status: number): string {
    const seq = insertAudit(this.sql, keyId, now, call, status);
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
    const hits = this.sql.exec<{ at: number }>(`SELECT at FROM hits WHERE bucket = ? ORDER BY at`, bucket).toArray().map((r) => r.at);
    const decision = decide(hits, now, limit);
    if (decision.admitted) this.sql.exec(`INSERT INTO hits (bucket, at) VALUES (?, ?)`, bucket, now);
    return { admitted: decision.admitted, bucket, limit: decision.limit, remaining: decision.remaining, resetAt: decision.resetAt, retryAfterMs: decision.retryAfterMs };
  }

  private readLimits(): Limits {
    if (this.limitsCache) return this.limitsCache;
    const row = this.ready ? this.sql.exec<{ value: string }>(`SELECT value FROM settings WHERE name = 'limits'`).toArray()[0] : undefined;
    this.limitsCache = row ? (JSON.parse(row.value) as Limits) : { ...DEFAULT_LIMITS };
    return this.limitsCache;
  }

  private writeLimits(limits: Limits): void {
    this.limitsCache = null;
    this.sql.exec(`INSERT INTO settings (name, value) VALUES ('limits', ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value`, JSON.stringify(limits));
  }

  private insertKey(r: Omit<KeyRecord, "revokedAt" | "retiresAt" | "replacedBy">): void {
    this.keyCache.delete(r.keyId);
    const columns = [r.keyId, r.hash, r.userId, r.name, JSON.stringify(r.scopes), r.createdAt, r.expiresAt];
    this.sql.exec(`INSERT INTO keys (key_id, hash, user_id, name, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`, ...columns);
  }

  private readKey(keyId: string): KeyRecord | null {
    if (!this.ready) return null;
    const cached = this.keyCache.get(keyId);
    if (cached !== undefined) return cached;
    type Row = { key_id: string; hash: string; user_id: string; name: string; scopes: string; created_at: number; expires_at: number; revoked_at: number | null; retires_at: number | null; replaced_by: string | null };
    const row = this.sql.exec<Row>(`SELECT * FROM keys WHERE key_id = ?`, keyId).toArray()[0];
    const record: KeyRecord | null = row
      ? { keyId: row.key_id, hash: row.hash, userId: row.user_id, name: row.name, scopes: JSON.parse(row.scopes), createdAt: row.created_at, expiresAt: row.expires_at, revokedAt: row.revoked_at, retiresAt: row.retires_at, replacedBy: row.replaced_by }
      : null;
    this.keyCache.set(keyId, record);
    return record;
  }

  /** Everything but the hash: nothing secret leaves the object. */
  private publicRecord(r: KeyRecord) {
    const { hash: _hash, ...rest } = r;
    return rest;
  }
}
