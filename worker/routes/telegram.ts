import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { appOrigin } from "../agent/brief/deliver";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { constantTimeEqual } from "../lib/crypto";
import { botUsername, telegramClient, telegramConfigured, webhookSecret } from "../notify/telegram/config";
import { createConnectToken, disconnectUser, linkOf } from "../notify/telegram/links";
import { handleUpdate, TelegramUpdate } from "../notify/telegram/webhook";
import { requireAdminToken } from "./admin-token";

/**
 * Telegram: the bot's webhook (/telegram/webhook, authenticated by Telegram's secret-token
 * header, no session), the operator's one-time setWebhook (/telegram/setup, admin token), and the
 * Settings row (/app/telegram: status, connect link, disconnect).
 */

export const telegramRoutes = new Hono<AppEnv>()
  .post("/webhook", async (c) => {
    const client = telegramClient(c.env);
    if (!client) throw new AppError("not_found");
    const given = c.req.header("x-telegram-bot-api-secret-token");
    if (!given) throw new AppError("unauthorized", { message: "The Telegram secret token header is missing." });
    if (!constantTimeEqual(given, await webhookSecret(c.env))) throw new AppError("unauthorized", { message: "The Telegram secret token does not match." });
    const update = TelegramUpdate.safeParse(c.get("body"));
    // Telegram retries anything but 200, so an update we do not understand is acknowledged and dropped.
    if (!update.success) return ok(c, { outcome: "ignored" });
    const outcome = await handleUpdate(c.get("db"), client, c.get("log"), update.data, c.get("clock").now());
    return ok(c, { outcome });
  })
  .post("/setup", requireAdminToken(), async (c) => {
    const client = telegramClient(c.env);
    if (!client) throw new AppError("conflict", { message: "Set TELEGRAM_BOT_TOKEN first." });
    const url = `${appOrigin(c.env)}/telegram/webhook`;
    await client.setWebhook(url, await webhookSecret(c.env));
    return ok(c, { webhook: url });
  });

async function status(c: { env: AppEnv["Bindings"]; get: <K extends "db" | "user">(k: K) => AppEnv["Variables"][K] }) {
  const link = await linkOf(c.get("db"), c.get("user").id);
  return {
    configured: telegramConfigured(c.env),
    connected: link !== null && telegramConfigured(c.env),
    username: link?.username ?? null,
    connectedAt: link ? new Date(link.connectedAt).toISOString() : null,
  };
}

export const telegramSiteRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => ok(c, await status(c)))
  .post("/connect", async (c) => {
    parseInput(z.object({}).strict(), c.get("body") ?? {});
    const client = telegramClient(c.env);
    if (!client) throw new AppError("conflict", { message: "Telegram is not set up on this deployment: it has no Telegram bot token yet." });
    const bot = await botUsername(c.env, client).catch(() => {
      throw new AppError("upstream_unavailable", { message: "Telegram did not answer; try again in a minute." });
    });
    const { token, expiresAt } = await createConnectToken(c.get("db"), c.get("user").id, c.get("clock").now());
    return ok(c, { link: `https://t.me/${bot}?start=${token}`, expiresAt: new Date(expiresAt).toISOString() });
  })
  .post("/disconnect", async (c) => {
    parseInput(z.object({}).strict(), c.get("body") ?? {});
    await disconnectUser(c.get("db"), c.get("user").id);
    return ok(c, await status(c));
  });
