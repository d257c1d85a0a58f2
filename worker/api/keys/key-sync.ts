import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys } from "../../db/keys-schema";
import { users } from "../../db/schema";
import type { Bindings } from "../../env";
import type { GenerationState } from "./key-do-types";

/**
 * D1's `api_keys` rows are derived from the ApiKeyDOs (SECURITY.md "Keys"): the DO decides
 * whether a key works; after every change the lineage's generations are read back from the DO
 * and written over the D1 rows, so a failed or raced D1 write is repaired by the next sync.
 */
export async function applyGenerations(db: Db, states: GenerationState[]): Promise<void> {
  if (states.length === 0) return;
  const [first, ...rest] = states.map((s) =>
    db.update(apiKeys).set({ expiresAt: s.expiresAt, revokedAt: s.revokedAt, retiresAt: s.retiresAt, replacedBy: s.replacedBy }).where(eq(apiKeys.id, s.keyId)),
  );
  await db.batch([first!, ...rest]);
}

export async function syncLineage(env: Bindings, db: Db, lineage: string): Promise<GenerationState[]> {
  const states = await env.API_KEY.getByName(lineage).generations();
  await applyGenerations(db, states);
  return states;
}

/** Lineages of an account that D1 still shows with a live (unrevoked) generation. */
async function liveLineages(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ lineage: apiKeys.lineage }).from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))).all();
  return rows.map((r) => r.lineage);
}

/**
 * Revokes every key of an account, lineage by lineage in each DO (which then refuses to mint new
 * generations), with D1 set from each DO's answer. Rounds repeat until D1 shows nothing live, so a
 * generation a racing rotation wrote to D1 meanwhile is caught; running it again catches any
 * straggler. Returns how many keys were live and are now revoked.
 */
export async function revokeAccountKeys(env: Bindings, db: Db, userId: string, now: number): Promise<number> {
  const revoked = new Set<string>();
  for (let round = 0; round < 5; round++) {
    const lineages = await liveLineages(db, userId);
    if (lineages.length === 0) break;
    const before = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))).all();
    for (const row of before) revoked.add(row.id);
    for (const lineage of lineages) await applyGenerations(db, await env.API_KEY.getByName(lineage).revokeLineage({ now }));
  }
  return revoked.size;
}

/** The account may hold keys: it exists, has API access, and is not being deleted. */
export async function accountMayHoldKeys(db: Db, userId: string): Promise<{ email: string } | null> {
  const row = await db.select({ email: users.email, apiAccess: users.apiAccess, deletionRequestedAt: users.deletionRequestedAt }).from(users).where(eq(users.id, userId)).get();
  return row && row.apiAccess && row.deletionRequestedAt === null ? { email: row.email } : null;
}
