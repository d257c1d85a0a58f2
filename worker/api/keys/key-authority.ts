import { AppError } from "../../http/errors";

/**
 * Which key a /v1 caller may manage (API.md "Key management"). Key ids are not secrets (the
 * audit log shows them), so naming one must never be enough: otherwise a `market:read` key
 * could rotate a full-scope key into a fresh full-scope secret, or revoke keys above it.
 *   - rotate: the calling key only (a key is rotated by whoever holds its secret);
 *   - revoke: the calling key, or another key of the account whose scopes are all among the
 *     caller's (a key may retire its equals and lesser keys, never a higher one).
 * The site's session acts with every scope and keeps full management.
 */
export interface KeyCaller {
  /** Null for the site's session. */
  keyId: string | null;
  scopes: readonly string[];
}

export function assertMayRotate(caller: KeyCaller, targetKeyId: string): void {
  if (caller.keyId === null || caller.keyId === targetKeyId) return;
  throw new AppError("insufficient_scope", {
    message: "A key can rotate only itself.",
    hint: "Call /v1/keys/rotate with the key to be rotated (omit keyId), or rotate it in Settings → API keys.",
    param: "keyId",
  });
}

export function assertMayRevoke(caller: KeyCaller, targetKeyId: string, targetScopes: readonly string[]): void {
  if (caller.keyId === null || caller.keyId === targetKeyId) return;
  const missing = targetScopes.filter((scope) => !caller.scopes.includes(scope));
  if (missing.length === 0) return;
  throw new AppError("insufficient_scope", {
    message: `This key cannot revoke a key with scopes it lacks (${missing.join(", ")}).`,
    hint: "Revoke it with a key holding every one of its scopes, with the key itself, or in Settings → API keys.",
    param: "keyId",
  });
}
