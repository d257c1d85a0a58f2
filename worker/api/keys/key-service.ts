import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys } from "../../db/keys-schema";
import type { Bindings, SignedInUser } from "../../env";
import type { CursorPosition } from "../../http/cursor";
import { AppError } from "../../http/errors";
import type { Scope } from "../scopes";
import { createLogger } from "../../lib/log";
import { serverSecret } from "../../lib/secrets";
import { sendEmail } from "../../notify/email";
import { assertMayRevoke, type KeyCaller } from "./key-authority";
import { mintKey, newLineage, parseKeyId } from "./key-format";
import { accountMayHoldKeys, applyGenerations, revokeAccountKeys, syncLineage } from "./key-sync";

const keyLog = createLogger({ service: "fathom-api", area: "keys" });

/**
 * Key management shared by the site (Settings → API keys), the operator CLI and /v1/keys/*.
 * The key's ApiKeyDO decides whether it works and is the source of truth; D1 keeps what the site
 * lists, derived from the DO after every change (key-sync.ts).
 */
export const DEFAULT_EXPIRY_DAYS = 90;
export const MAX_EXPIRY_DAYS = 365;
export const DEFAULT_OVERLAP_SECONDS = 86_400;
const DAY_MS = 86_400_000;

export type KeyStatus = "active" | "retiring" | "expired" | "revoked";

export function keyStatus(row: typeof apiKeys.$inferSelect, now: number): KeyStatus {
  if (row.revokedAt !== null) return "revoked";
  if (now >= row.expiresAt || (row.retiresAt !== null && now >= row.retiresAt)) return "expired";
  if (row.retiresAt !== null) return "retiring";
  return "active";
}

export function keyView(row: typeof apiKeys.$inferSelect, now: number) {
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  return {
    id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes) as Scope[],
    status: keyStatus(row, now),
    createdAt: iso(row.createdAt)!,
    expiresAt: iso(row.expiresAt)!,
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    retiresAt: iso(row.retiresAt),
    replacedBy: row.replacedBy,
  };
}

/** The most live keys one account can hold at once (a refusal past it says so). */
export const MAX_LIVE_KEYS = 20;

const noAccess = () =>
  new AppError("plan_required", { message: "This account does not have API access.", hint: "API access is granted per account; contact support to be added to the allowlist." });

/**
 * Creates a key. D1's row is written first (so the account's revoke-all can find the lineage),
 * then the DO that decides; then the account is read again: access switched off or a deletion
 * requested meanwhile revokes the new lineage in its DO and the key is never shown.
 */
export async function createKey(
  env: Bindings,
  db: Db,
  user: Pick<SignedInUser, "id" | "apiAccess">,
  input: { name: string; scopes: Scope[]; expiresInDays?: number },
  now: number,
) {
  if (!user.apiAccess) throw noAccess();
  const lineage = newLineage();
  const minted = await mintKey(serverSecret(env, "KEY_CHECKSUM_SECRET"), lineage, 1);
  const expiresAt = now + (input.expiresInDays ?? DEFAULT_EXPIRY_DAYS) * DAY_MS;
  const scopes = [...new Set(input.scopes)];
  // Capped in the same statement as the insert, so parallel creations cannot overshoot the cap
  // (a count read first and an insert after let 40 parallel requests make 40 keys). Columns in
  // table order: id, lineage, user_id, name, scopes, created_at, expires_at, revoked_at,
  // retires_at, replaced_by, last_used_at.
  const [row] = await db
    .insert(apiKeys)
    .select(
      sql`SELECT ${minted.keyId}, ${lineage}, ${user.id}, ${input.name}, ${JSON.stringify(scopes)}, ${now}, ${expiresAt}, NULL, NULL, NULL, NULL
          WHERE (SELECT count(*) FROM ${apiKeys} WHERE ${apiKeys.userId} = ${user.id} AND ${apiKeys.revokedAt} IS NULL AND ${apiKeys.expiresAt} > ${now}) < ${MAX_LIVE_KEYS}`,
    )
    .returning()
    .catch(async (error: unknown) => {
      // The account was deleted meanwhile (its row is gone, the foreign key refuses): no key.
      if (!(await accountMayHoldKeys(db, user.id))) throw noAccess();
      throw error;
    });
  if (!row) {
    throw new AppError("conflict", { message: `This account already has ${MAX_LIVE_KEYS} live keys, the most it can hold.`, hint: "Revoke a key you no longer use, then create the new one." });
  }
  await env.API_KEY.getByName(lineage).register({ keyId: minted.keyId, hash: minted.hash, userId: user.id, name: input.name, scopes, createdAt: now, expiresAt });
  if (!(await accountMayHoldKeys(db, user.id))) {
    await applyGenerations(db, await env.API_KEY.getByName(lineage).revokeLineage({ now }));
    throw noAccess();
  }
  return { secret: minted.key, key: keyView(row, now) };
}

async function ownedKey(db: Db, userId: string, keyId: string) {
  const row = await db.select().from(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId))).get();
  if (!row) throw new AppError("not_found", { message: "No such key on this account.", param: "keyId" });
  return row;
}

const SESSION_CALLER: KeyCaller = { keyId: null, scopes: [] };

const ROTATE_REFUSALS = {
  not_found: () => new AppError("not_found", { param: "keyId" }),
  conflict: () => new AppError("conflict", { message: "This key was already rotated.", hint: "Rotate the replacement key instead." }),
  key_revoked: () => new AppError("key_revoked", { message: "This key's lineage has been revoked; it cannot be rotated." }),
  key_expired: () => new AppError("conflict", { message: "This key's lineage reached its 365-day limit and cannot be rotated again.", hint: "Create a new key instead." }),
};

/**
 * Rotates a key in its DO (which refuses a revoked lineage and caps the new expiry at the
 * lineage's 365 days), then derives D1 from the DO. A zero overlap cuts the old key off at once,
 * so the owner is told by e-mail: a stolen key cannot lock the owner out silently.
 */
export async function rotateKey(env: Bindings, db: Db, userId: string, keyId: string, overlapSeconds: number, now: number) {
  const account = await accountMayHoldKeys(db, userId);
  if (!account) throw noAccess();
  const from = await ownedKey(db, userId, keyId);
  if (keyStatus(from, now) === "revoked" || keyStatus(from, now) === "expired") {
    throw new AppError("conflict", { message: "Only a live key can be rotated.", hint: "Create a new key instead." });
  }
  const parsed = parseKeyId(from.id)!;
  const next = await mintKey(serverSecret(env, "KEY_CHECKSUM_SECRET"), from.lineage, parsed.generation + 1);
  const result = await env.API_KEY.getByName(from.lineage).rotate({ fromKeyId: from.id, next: { keyId: next.keyId, hash: next.hash }, overlapMs: overlapSeconds * 1000, now });
  if (!result.ok) {
    // The DO knows better than D1 (a revoked lineage, say): bring D1 in line before refusing.
    if (result.code === "key_revoked") await syncLineage(env, db, from.lineage);
    throw ROTATE_REFUSALS[result.code]();
  }
  await db.insert(apiKeys).values({ id: next.keyId, lineage: from.lineage, userId, name: from.name, scopes: from.scopes, createdAt: now, expiresAt: result.key.expiresAt });
  // Derived from the DO: a revoke-all that raced this rotation shows here as a revoked lineage.
  const states = await syncLineage(env, db, from.lineage);
  if (states.find((s) => s.keyId === next.keyId)?.revokedAt != null) throw ROTATE_REFUSALS.key_revoked();
  const row = await db.select().from(apiKeys).where(eq(apiKeys.id, next.keyId)).get();
  if (overlapSeconds === 0) await notifyZeroOverlap(env, db, account.email, from.id, next.keyId, now);
  return { secret: next.key, key: keyView(row!, now), previous: { id: from.id, retiresAt: new Date(result.retiresAt).toISOString() } };
}

async function notifyZeroOverlap(env: Bindings, db: Db, email: string, oldKeyId: string, newKeyId: string, now: number): Promise<void> {
  await sendEmail(env, db, keyLog, {
    to: email,
    kind: "key_notice",
    subject: "A Fathom API key was rotated with no overlap",
    text:
      `Your API key ${oldKeyId} was rotated at ${new Date(now).toISOString()} with no overlap: it stopped working at once, ` +
      `and its replacement is ${newKeyId}.\n\nIf you did not do this, revoke ${newKeyId} in Settings → API keys now; ` +
      `revoking it from the site needs no key.\n`,
  });
}

/** `caller` is who asks: the site's session (the default) may revoke any key of the account. */
export async function revokeKey(env: Bindings, db: Db, userId: string, keyId: string, now: number, caller: KeyCaller = SESSION_CALLER) {
  const row = await ownedKey(db, userId, keyId);
  // After the ownership check: another account's key stays a plain 404.
  assertMayRevoke(caller, row.id, JSON.parse(row.scopes) as string[]);
  const result = await env.API_KEY.getByName(row.lineage).revoke({ keyId, now });
  if (!result.ok) throw new AppError("not_found", { param: "keyId" });
  await syncLineage(env, db, row.lineage);
  return keyView({ ...row, revokedAt: result.revokedAt }, now);
}

/** Revokes every key of an account (API access switched off, account deleted). */
export async function revokeAllKeys(env: Bindings, db: Db, userId: string, now: number): Promise<number> {
  return revokeAccountKeys(env, db, userId, now);
}

/** Newest first by creation time, id as tie-break. */
export async function listKeys(db: Db, userId: string, after: CursorPosition | null, take: number) {
  const position = after ? or(lt(apiKeys.createdAt, after.k), and(eq(apiKeys.createdAt, after.k), lt(apiKeys.id, after.i))) : undefined;
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), position))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(take)
    .all();
}

