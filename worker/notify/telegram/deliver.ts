import { appOrigin } from "../../agent/brief/deliver";
import type { Db } from "../../db/client";
import type { NotifyType } from "../../db/inbox-schema";
import type { Bindings } from "../../env";
import { channelEnabled } from "../../inbox/prefs";
import type { Logger } from "../../lib/log";
import { TelegramError, escapeTelegramHtml } from "./client";
import { telegramClient } from "./config";
import { disconnectChat, linkOf } from "./links";

/**
 * Alerts and entry-target hits to the user's linked Telegram chat, when they chose Telegram for
 * that type: one message per pass. Never the Morning Brief (channelEnabled refuses it). A failed
 * send is logged, never thrown: the Inbox already has the notice. A chat that blocked the bot is
 * unlinked, so Settings shows the truth.
 */
export interface TelegramNotice {
  title: string;
  body: string;
}

const HEADING: Record<Exclude<NotifyType, "brief">, string> = { alert: "Fathom alert", entry_target: "Watchlist entry target reached" };

export function telegramText(type: Exclude<NotifyType, "brief">, notices: readonly TelegramNotice[], inboxUrl: string): string {
  const parts = notices.map((n) => `<b>${escapeTelegramHtml(n.title)}</b>\n${escapeTelegramHtml(n.body)}`);
  return [`<b>${HEADING[type]}</b>`, ...parts, `<a href="${escapeTelegramHtml(inboxUrl)}">Open your Inbox</a> · research only, never advice to buy or sell.`].join("\n\n");
}

export async function telegramNotices(env: Bindings, db: Db, log: Logger, userId: string, type: Exclude<NotifyType, "brief">, notices: readonly TelegramNotice[]): Promise<boolean> {
  if (notices.length === 0) return false;
  const client = telegramClient(env);
  if (!client || !(await channelEnabled(db, userId, type, "telegram"))) return false;
  const link = await linkOf(db, userId);
  if (!link) return false;
  try {
    await client.sendMessage(link.chatId, telegramText(type, notices, `${appOrigin(env)}/inbox`));
    return true;
  } catch (e) {
    const gone = e instanceof TelegramError && e.chatGone;
    if (gone) await disconnectChat(db, link.chatId);
    log.log("warn", "telegram.send_failed", { userId, type, unlinked: gone, message: e instanceof Error ? e.message : String(e) });
    return false;
  }
}
