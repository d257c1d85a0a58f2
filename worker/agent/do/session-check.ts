import { eq } from "drizzle-orm";
import { createDb } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { isSessionLive } from "../../auth/session-rules";

/**
 * Is the session a chat socket was opened with still good for this agent? Checked in D1 on every
 * socket message (issue 11, item 5): a socket must not outlive sign-out, sign-out-all, account
 * deletion or a downgrade to Free.
 */
export type SocketVerdict = { ok: true } | { ok: false; closeCode: 4401 | 4403; code: "unauthorized" | "plan_required"; message: string };

export async function socketSessionVerdict(db: D1Database, sessionId: string | null, agentUserId: string, now: number): Promise<SocketVerdict> {
  const signedOut: SocketVerdict = { ok: false, closeCode: 4401, code: "unauthorized", message: "You are signed out. Sign in again to chat." };
  if (!sessionId) return signedOut;
  const row = await createDb(db)
    .select({ expiresAt: sessions.expiresAt, userId: sessions.userId, plan: users.plan })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sessionId))
    .get();
  if (!row || row.userId !== agentUserId || !isSessionLive(row, now)) return signedOut;
  if (row.plan !== "pro") return { ok: false, closeCode: 4403, code: "plan_required", message: "Your agent runs on Pro; Pro access ended." };
  return { ok: true };
}
