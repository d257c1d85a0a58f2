import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { NOTIFY_TYPES, notifyPrefs, type NotifyType } from "../db/inbox-schema";
import type { Bindings } from "../env";
import { constantTimeEqual, hmacSha256 } from "../lib/crypto";
import { serverSecret } from "../lib/secrets";

/**
 * Per-type e-mail choice and the one-click stop link. The Morning Brief is e-mailed unless
 * stopped; alerts and entry-target hits only when the user chose e-mail. The stop link carries
 * an HMAC of (user, type), so it works from the mail client without signing in and cannot be
 * forged for someone else.
 */
const EMAIL_DEFAULT: Record<NotifyType, boolean> = { brief: true, alert: false, entry_target: false };

export async function emailEnabled(db: Db, userId: string, type: NotifyType): Promise<boolean> {
  const [row] = await db.select().from(notifyPrefs).where(and(eq(notifyPrefs.userId, userId), eq(notifyPrefs.type, type), eq(notifyPrefs.channel, "email")));
  return row ? row.enabled : EMAIL_DEFAULT[type];
}

export async function setEmail(db: Db, userId: string, type: NotifyType, enabled: boolean, now: number): Promise<void> {
  await db
    .insert(notifyPrefs)
    .values({ userId, type, channel: "email", enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [notifyPrefs.userId, notifyPrefs.type, notifyPrefs.channel], set: { enabled, updatedAt: now } });
}

async function signature(env: Bindings, userId: string, type: NotifyType): Promise<string> {
  return encodeBase64urlNoPadding(await hmacSha256(serverSecret(env, "CURSOR_SECRET"), `notify-stop:${userId}:${type}`)).slice(0, 32);
}

/** "<userId>.<type>.<signature>": what the e-mail's stop link carries. */
export async function stopToken(env: Bindings, userId: string, type: NotifyType): Promise<string> {
  return `${userId}.${type}.${await signature(env, userId, type)}`;
}

export async function readStopToken(env: Bindings, token: string): Promise<{ userId: string; type: NotifyType } | null> {
  const [userId, type, sig] = token.split(".");
  if (!userId || !sig || !(NOTIFY_TYPES as readonly string[]).includes(type ?? "")) return null;
  const t = type as NotifyType;
  return constantTimeEqual(sig, await signature(env, userId, t)) ? { userId, type: t } : null;
}
