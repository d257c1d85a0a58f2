import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { NOTIFY_TYPES, notifyPrefs, type NotifyChannel, type NotifyType } from "../db/inbox-schema";
import type { Bindings } from "../env";
import { constantTimeEqual, hmacSha256 } from "../lib/crypto";
import { serverSecret } from "../lib/secrets";

/**
 * Per-type channel choice (e-mail, Telegram) and the e-mail's one-click stop link. The Morning Brief is e-mailed unless
 * stopped; alerts and entry-target hits only when the user chose e-mail. The stop link carries
 * an HMAC of (user, type), so it works from the mail client without signing in and cannot be
 * forged for someone else.
 */
const DEFAULTS: Record<NotifyChannel, Record<NotifyType, boolean>> = {
  email: { brief: true, alert: false, entry_target: false },
  telegram: { brief: false, alert: false, entry_target: false },
};

/** Whether a channel may carry a type at all: the brief never goes to Telegram. */
export function channelAllowed(type: NotifyType, channel: NotifyChannel): boolean {
  return !(channel === "telegram" && type === "brief");
}

export async function channelEnabled(db: Db, userId: string, type: NotifyType, channel: NotifyChannel): Promise<boolean> {
  if (!channelAllowed(type, channel)) return false;
  const [row] = await db.select().from(notifyPrefs).where(and(eq(notifyPrefs.userId, userId), eq(notifyPrefs.type, type), eq(notifyPrefs.channel, channel)));
  return row ? row.enabled : DEFAULTS[channel][type];
}

export async function setChannel(db: Db, userId: string, type: NotifyType, channel: NotifyChannel, enabled: boolean, now: number): Promise<void> {
  await db
    .insert(notifyPrefs)
    .values({ userId, type, channel, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: [notifyPrefs.userId, notifyPrefs.type, notifyPrefs.channel], set: { enabled, updatedAt: now } });
}

export const emailEnabled = (db: Db, userId: string, type: NotifyType) => channelEnabled(db, userId, type, "email");
export const setEmail = (db: Db, userId: string, type: NotifyType, enabled: boolean, now: number) => setChannel(db, userId, type, "email", enabled, now);

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
