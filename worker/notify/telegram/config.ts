import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Bindings } from "../../env";
import { hmacSha256 } from "../../lib/crypto";
import { serverSecret } from "../../lib/secrets";
import { TelegramClient } from "./client";

/**
 * Telegram is switched on by TELEGRAM_BOT_TOKEN (from @BotFather). Without it the Settings row
 * and the Messaging capability say "Needs setup" and nothing is ever sent.
 * TELEGRAM_API_BASE points the client elsewhere (tests and the e2e stack: a loopback fake).
 */
export function telegramConfigured(env: Bindings): boolean {
  return typeof env.TELEGRAM_BOT_TOKEN === "string" && env.TELEGRAM_BOT_TOKEN.length > 0;
}

export function telegramClient(env: Bindings): TelegramClient | null {
  if (!telegramConfigured(env)) return null;
  return new TelegramClient({ token: env.TELEGRAM_BOT_TOKEN!, ...(env.TELEGRAM_API_BASE ? { base: env.TELEGRAM_API_BASE } : {}) });
}

/**
 * The secret Telegram echoes in X-Telegram-Bot-Api-Secret-Token. TELEGRAM_WEBHOOK_SECRET when set;
 * otherwise derived from the server secret and the bot token, so rotating either rotates it.
 */
export async function webhookSecret(env: Bindings): Promise<string> {
  if (env.TELEGRAM_WEBHOOK_SECRET) return env.TELEGRAM_WEBHOOK_SECRET;
  const mac = await hmacSha256(serverSecret(env, "CURSOR_SECRET"), `telegram-webhook:${env.TELEGRAM_BOT_TOKEN ?? ""}`);
  return encodeBase64urlNoPadding(mac).slice(0, 48);
}

/** The bot's @username for the deep link: TELEGRAM_BOT_USERNAME, else asked of Telegram (getMe). */
export async function botUsername(env: Bindings, client: TelegramClient): Promise<string> {
  if (env.TELEGRAM_BOT_USERNAME) return env.TELEGRAM_BOT_USERNAME.replace(/^@/, "");
  const me = await client.getMe();
  if (!me.username) throw new Error("Telegram bot has no username");
  return me.username;
}
