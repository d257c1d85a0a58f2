import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { telegramConnectTokens, telegramLinks } from "../../db/telegram-schema";
import { randomToken, sha256Hex } from "../../lib/crypto";

/**
 * Linking a Telegram chat to an account. Settings mints a one-time token (valid 15 minutes, only
 * its hash stored); the user opens `t.me/<bot>?start=<token>`, Telegram sends `/start <token>`
 * to our webhook from their chat, and the chat is linked. `/stop` or Settings unlinks.
 */

export const CONNECT_TOKEN_TTL_MS = 15 * 60_000;

export interface TelegramLink {
  chatId: string;
  username: string | null;
  connectedAt: number;
}

export async function createConnectToken(db: Db, userId: string, now: number): Promise<{ token: string; expiresAt: number }> {
  // 24 bytes → 32 URL-safe characters: inside Telegram's 64-character start parameter.
  const token = randomToken(24);
  const expiresAt = now + CONNECT_TOKEN_TTL_MS;
  // A new link replaces any the user did not use.
  await db.delete(telegramConnectTokens).where(eq(telegramConnectTokens.userId, userId));
  await db.insert(telegramConnectTokens).values({ tokenHash: await sha256Hex(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** Spends a token (once, before it expires) and links the chat; null when the token is no good. */
export async function redeemConnectToken(db: Db, token: string, chat: { chatId: string; username: string | null }, now: number): Promise<{ userId: string } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const hash = await sha256Hex(token);
  // Marking it used in the same statement that checks it keeps two racing /start messages from both winning.
  const [spent] = await db
    .update(telegramConnectTokens)
    .set({ usedAt: now })
    .where(and(eq(telegramConnectTokens.tokenHash, hash), isNull(telegramConnectTokens.usedAt), gt(telegramConnectTokens.expiresAt, now)))
    .returning({ userId: telegramConnectTokens.userId });
  if (!spent) return null;
  // A chat belongs to one account: linking it here unlinks it anywhere else.
  await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chat.chatId));
  await db
    .insert(telegramLinks)
    .values({ userId: spent.userId, chatId: chat.chatId, username: chat.username, connectedAt: now })
    .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId: chat.chatId, username: chat.username, connectedAt: now } });
  return { userId: spent.userId };
}

export async function linkOf(db: Db, userId: string): Promise<TelegramLink | null> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row ? { chatId: row.chatId, username: row.username, connectedAt: row.connectedAt } : null;
}

export async function disconnectUser(db: Db, userId: string): Promise<boolean> {
  const gone = await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning({ userId: telegramLinks.userId });
  return gone.length > 0;
}

export async function disconnectChat(db: Db, chatId: string): Promise<boolean> {
  const gone = await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ userId: telegramLinks.userId });
  return gone.length > 0;
}
