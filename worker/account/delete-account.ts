import { closeBilling } from "../billing/close";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { signInCodes, users } from "../db/schema";
import { apiKeys } from "../db/keys-schema";
import type { Bindings } from "../env";

/** Every R2 object that belongs to an account lives under this prefix. */
export function accountR2Prefix(userId: string): string {
  return `u/${userId}/`;
}

/** The agent's Durable Object is addressed by a name derived from the account. */
export function agentObjectName(userId: string): string {
  return `agent:${userId}`;
}

export interface DeletionReport {
  userId: string;
  r2ObjectsDeleted: number;
  durableObjectsCleared: number;
}

/**
 * Carries out an account deletion (support runs it via `npm run admin -- delete-account`):
 * the account's Durable Object state, its R2 objects, then its rows. Rows owned by the account
 * cascade from `users`; sign-in codes are keyed by address, so they go explicitly.
 */
export async function deleteAccount(env: Bindings, db: Db, userId: string, email: string): Promise<DeletionReport> {
  // Marked first: a key being created from now on sees the account state and revokes itself.
  await db.update(users).set({ apiAccess: false, deletionRequestedAt: sql`coalesce(${users.deletionRequestedAt}, ${Date.now()})` }).where(eq(users.id, userId));
  // A live subscription is cancelled before anything is removed: a deleted account is never billed.
  await closeBilling(env, db, userId);
  await env.AGENT.getByName(agentObjectName(userId)).purge();
  // Each key lineage's DO, and the per-user limiter used by session calls to /v1.
  const lineages = await db.selectDistinct({ lineage: apiKeys.lineage }).from(apiKeys).where(eq(apiKeys.userId, userId)).all();
  for (const { lineage } of lineages) await env.API_KEY.getByName(lineage).purge();
  await env.API_KEY.getByName(`user:${userId}`).purge();

  let r2ObjectsDeleted = 0;
  let cursor: string | undefined;
  do {
    const page = await env.ARTIFACTS.list({ prefix: accountR2Prefix(userId), ...(cursor ? { cursor } : {}) });
    if (page.objects.length > 0) await env.ARTIFACTS.delete(page.objects.map((o) => o.key));
    r2ObjectsDeleted += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);

  await db.batch([db.delete(signInCodes).where(eq(signInCodes.email, email)), db.delete(users).where(eq(users.id, userId))]);
  return { userId, r2ObjectsDeleted, durableObjectsCleared: 2 + lineages.length };
}
