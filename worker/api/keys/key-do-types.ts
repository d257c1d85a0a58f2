import type { Scope } from "../scopes";

/** Shapes that cross the ApiKeyDO RPC boundary: plain data and discriminated results only. */
export type Bucket = "read" | "write";

export interface Limits {
  read: number;
  write: number;
}

/** API.md: 60 reads and 5 writes per rolling minute, per key, unless overridden. */
export const DEFAULT_LIMITS: Limits = { read: 60, write: 5 };

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

export type PublicKeyRecord = Omit<KeyRecord, "hash">;

export interface LimitState {
  bucket: Bucket;
  limit: number;
  remaining: number;
  /** Ms when the next slot frees. */
  resetAt: number;
  retryAfterMs: number;
}

export type KeyAuthResult =
  | { ok: true; key: PublicKeyRecord; limit?: LimitState; limits: Limits }
  | {
      ok: false;
      code: "unauthorized" | "key_revoked" | "key_expired" | "rate_limited";
      /** Present when the key id is known, so the refusal can be audited against its owner. */
      userId?: string;
      keyId?: string;
      reason?: "rotated";
      limit?: LimitState;
    };
