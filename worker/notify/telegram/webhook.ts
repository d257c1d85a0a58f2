import { z } from "zod";
import type { Db } from "../../db/client";
import type { Logger } from "../../lib/log";
import type { TelegramClient } from "./client";
import { disconnectChat, redeemConnectToken } from "./links";

/**
 * What the bot does with an update Telegram posts to /telegram/webhook (already authenticated by
 * the secret-token header): `/start <token>` links the chat, `/stop` unlinks it, anything else
 * gets a one-line pointer. Only private chats link (a group would share one person's alerts).
 */

export const TelegramUpdate = z.object({
  update_id: z.number(),
  message: z
    .object({
      chat: z.object({ id: z.number(), type: z.string() }),
      from: z.object({ username: z.string().optional() }).optional(),
      text: z.string().optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof TelegramUpdate>;

const REPLIES = {
  linked: "Connected to Fathom. The alerts you choose in Settings → Notifications arrive here. Send /stop to disconnect.",
  badToken: "This connect link has expired or was already used. Open Settings → Notifications in Fathom for a new one.",
  noToken: "To connect, open Settings → Notifications in Fathom and use “Connect Telegram”.",
  stopped: "Disconnected: Fathom will send nothing more to this chat. Reconnect any time from Settings.",
  notLinked: "This chat is not connected to a Fathom account.",
  groups: "Fathom sends alerts to private chats only. Open the bot in a private chat to connect.",
} as const;

export type WebhookOutcome = "linked" | "bad_token" | "stopped" | "ignored";

export async function handleUpdate(db: Db, client: TelegramClient, log: Logger, update: TelegramUpdate, now: number): Promise<WebhookOutcome> {
  const m = update.message;
  const text = m?.text?.trim();
  if (!m || !text?.startsWith("/")) return "ignored";
  const chatId = String(m.chat.id);
  const [command = "", arg] = text.split(/\s+/, 2);
  const name = command.replace(/@.*$/, "").toLowerCase();
  const reply = (line: string) => client.sendMessage(chatId, line).catch((e: unknown) => log.log("warn", "telegram.reply_failed", { message: e instanceof Error ? e.message : String(e) }));
  if (name === "/start") {
    if (m.chat.type !== "private") return reply(REPLIES.groups).then(() => "ignored" as const);
    if (!arg) return reply(REPLIES.noToken).then(() => "ignored" as const);
    const linked = await redeemConnectToken(db, arg, { chatId, username: m.from?.username ?? null }, now);
    await reply(linked ? REPLIES.linked : REPLIES.badToken);
    return linked ? "linked" : "bad_token";
  }
  if (name === "/stop") {
    const gone = await disconnectChat(db, chatId);
    await reply(gone ? REPLIES.stopped : REPLIES.notLinked);
    return gone ? "stopped" : "ignored";
  }
  return "ignored";
}
