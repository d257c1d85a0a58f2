import type { Scope } from "../scopes";

/** Shapes that cross the ApiKeyDO RPC boundary: plain data and discriminated results only. */
export type Bucket = "read" | "write";

export interface Limits {
  read: number;
  write: number;
}

/** API.md: 60 reads and 5 writes per rolling minute, per key, unless overridden. */
export const DEFAULT_LIMITS: Limits = { read: 60, write: 5 };

/**
 * The site's own session on /v1 (per user): one page of the site reads several resources at once
 * (Home's widgets, the Markets page), so a person clicking around gets more room than a script.
 */
export const SESSION_LIMITS: Limits = { read: 300, write: 60 };

export interface KeyRecord {
  keyId: string;
  hash: string;
  userId: string;
  name: string;
  scopes: Scope[];
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  retiresAt: number | null;
  replacedBy: string | null;
}

/** No generation of a lineage works past a year after the lineage's first key (API.md: 365 days). */
export const MAX_LINEAGE_MS = 365 * 24 * 60 * 60 * 1000;

/** One generation's state as its ApiKeyDO decides it; D1's `api_keys` row is set from this. */
export interface GenerationState {
  keyId: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  retiresAt: number | null;
  replacedBy: string | null;
}

export type PublicKeyRecord = Omit<KeyRecord, "hash">;

export interface LimitState {
  bucket: Bucket;
  limit: number;
  remaining: number;
  /** Ms when the next slot frees. */
  resetAt: number;
  retryAfterMs: number;
}

/** What the gate knows about a call before it runs; the DO audits it in the same write as the hit. */
export interface CallInfo {
  requestId: string;
  method: string;
  path: string;
  ip: string | null;
  userAgent: string | null;
  /** The route's scope, checked here so a refusal is decided (and audited) in one place. */
  scope: Scope | null;
  /** The status the call answers with if its handler succeeds (corrected afterwards if not). */
  expectedStatus: number;
}

export interface AuditRow {
  id: string;
  at: number;
  keyId: string;
  method: string;
  path: string;
  status: number;
  requestId: string;
  ip: string | null;
  userAgent: string | null;
}

export type KeyAuthResult =
  | {
      ok: true;
      key: PublicKeyRecord;
      limit?: LimitState;
      limits: Limits;
      /** The audit row written for this call, to correct its status if the handler fails. */
      auditId: string;
      /** Set about once a minute per key: time to refresh `lastUsedAt` on the site's list. */
      touch: boolean;
    }
  | {
      ok: false;
      code: "unauthorized" | "key_revoked" | "key_expired" | "rate_limited" | "insufficient_scope";
      /** Present when the key id is known, so the refusal can be audited against its owner. */
      userId?: string;
      keyId?: string;
      reason?: "rotated";
      limit?: LimitState;
      /** Wrong secrets past the per-key budget: when to try again. */
      retryAfterMs?: number;
    };
