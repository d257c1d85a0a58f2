import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys } from "../../db/keys-schema";
import type { Bindings, SignedInUser } from "../../env";
import type { CursorPosition } from "../../http/cursor";
import { AppError } from "../../http/errors";
import type { Scope } from "../scopes";
import { mintKey, newLineage, parseKeyId } from "./key-format";

/**
 * Key management shared by the site (Settings → API keys), the operator CLI and /v1/keys/*.
 * D1 keeps what the site lists; the key's ApiKeyDO keeps what decides whether it works.
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

export async function createKey(
  env: Bindings,
  db: Db,
  user: Pick<SignedInUser, "id" | "apiAccess">,
  input: { name: string; scopes: Scope[]; expiresInDays?: number },
  now: number,
) {
  if (!user.apiAccess) {
    throw new AppError("plan_required", { message: "This account does not have API access.", hint: "API access is granted per account; contact support to be added to the allowlist." });
  }
  const lineage = newLineage();
  const minted = await mintKey(lineage, 1);
  const expiresAt = now + (input.expiresInDays ?? DEFAULT_EXPIRY_DAYS) * DAY_MS;
  const scopes = [...new Set(input.scopes)];
  await env.API_KEY.getByName(lineage).register({ keyId: minted.keyId, hash: minted.hash, userId: user.id, name: input.name, scopes, createdAt: now, expiresAt });
  const [row] = await db
    .insert(apiKeys)
    .values({ id: minted.keyId, lineage, userId: user.id, name: input.name, scopes: JSON.stringify(scopes), createdAt: now, expiresAt })
    .returning();
  return { secret: minted.key, key: keyView(row!, now) };
}

async function ownedKey(db: Db, userId: string, keyId: string) {
  const row = await db.select().from(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId))).get();
  if (!row) throw new AppError("not_found", { message: "No such key on this account.", param: "keyId" });
  return row;
}

export async function rotateKey(env: Bindings, db: Db, userId: string, keyId: string, overlapSeconds: number, now: number) {
  const from = await ownedKey(db, userId, keyId);
  if (keyStatus(from, now) === "revoked" || keyStatus(from, now) === "expired") {
    throw new AppError("conflict", { message: "Only a live key can be rotated.", hint: "Create a new key instead." });
  }
  const parsed = parseKeyId(from.id)!;
  const next = await mintKey(from.lineage, parsed.generation + 1);
  const result = await env.API_KEY.getByName(from.lineage).rotate({ fromKeyId: from.id, next: { keyId: next.keyId, hash: next.hash }, overlapMs: overlapSeconds * 1000, now });
  if (!result.ok) {
    throw new AppError(result.code, result.code === "conflict" ? { message: "This key was already rotated.", hint: "Rotate the replacement key instead." } : {});
  }
  const [row] = await db.batch([
    db
      .insert(apiKeys)
      .values({ id: next.keyId, lineage: from.lineage, userId, name: from.name, scopes: from.scopes, createdAt: now, expiresAt: result.key.expiresAt })
      .returning(),
    db.update(apiKeys).set({ retiresAt: result.retiresAt, replacedBy: next.keyId }).where(eq(apiKeys.id, from.id)),
  ]);
  return { secret: next.key, key: keyView(row[0]!, now), previous: { id: from.id, retiresAt: new Date(result.retiresAt).toISOString() } };
}

export async function revokeKey(env: Bindings, db: Db, userId: string, keyId: string, now: number) {
  const row = await ownedKey(db, userId, keyId);
  const result = await env.API_KEY.getByName(row.lineage).revoke({ keyId, now });
  if (!result.ok) throw new AppError("not_found", { param: "keyId" });
  await db.update(apiKeys).set({ revokedAt: result.revokedAt }).where(eq(apiKeys.id, keyId));
  return keyView({ ...row, revokedAt: result.revokedAt }, now);
}

/** Revokes every live key of an account (API access switched off, account deleted). */
export async function revokeAllKeys(env: Bindings, db: Db, userId: string, now: number): Promise<number> {
  const live = await db.select().from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))).all();
  for (const row of live) await env.API_KEY.getByName(row.lineage).revoke({ keyId: row.id, now });
  // Keys revoked earlier keep their own revocation time.
  await db.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return live.length;
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

