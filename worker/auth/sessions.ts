import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions, users } from "../db/schema";
import type { SignedInUser } from "../env";
import { randomToken, sha256Hex } from "../lib/crypto";
import { isSessionLive, SESSION_TTL_MS, shouldRefresh } from "./session-rules";

/** Creates a session and returns the raw token — the only time it exists outside the browser. */
export async function createSession(db: Db, userId: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(32);
  const expiresAt = now + SESSION_TTL_MS;
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt, lastSeenAt: now });
  return { token, expiresAt };
}

export interface ValidSession {
  user: SignedInUser;
  tokenHash: string;
  /** Set when the expiry slid forward and the cookie should be re-issued. */
  renewedExpiresAt?: number;
}

export async function validateSession(db: Db, token: string, now: number): Promise<ValidSession | null> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .get();
  if (!row || !isSessionLive(row.session, now)) return null;
  if (!shouldRefresh(row.session, now)) return { user: row.user, tokenHash };
  const expiresAt = now + SESSION_TTL_MS;
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return { user: row.user, tokenHash, renewedExpiresAt: expiresAt };
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteAllSessions(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}
