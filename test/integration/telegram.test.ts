import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { webhookSecret } from "../../worker/notify/telegram/config";
import { TelegramClient, TelegramError } from "../../worker/notify/telegram/client";
import { call, env, expectError, identities, json, signIn } from "./helpers";
import { inboxOf, passAt, proAgent, seedSnapshots } from "./monitor-fixtures";

/**
 * Telegram against a loopback fake of the Bot API (test/fakes/telegram.ts, real shapes), driven
 * by the product's own client: connect by a one-time deep link, the webhook's secret header,
 * /start and /stop, disconnect from Settings, per-type choice, and a pass that sends an alert there.
 */
const { address, freshIp } = identities("telegram.example", 83);
const FAKE = "https://api.telegram.org";
/** The bot token vitest.config.ts gives the test Worker. */
const BOT_TOKEN = "1234567:TEST-fathom-bot-token-abcdefghij";

async function account(plan: "free" | "pro" = "pro") {
  const cookie = await signIn(address(plan), freshIp());
  const me = (await json(await call("/app/me", { cookie }))).data;
  if (plan === "pro") await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
  return { cookie, userId: me.id as string };
}

async function sent(chatId: string): Promise<{ text: string; parse_mode: string | null }[]> {
  const log = (await (await fetch(`${FAKE}/__log`)).json()) as { sent: { chat_id: string; text: string; parse_mode: string | null }[] };
  return log.sent.filter((m) => m.chat_id === chatId);
}

async function webhook(update: unknown, secret: string | null) {
  return call("/telegram/webhook", { body: update, origin: null, headers: secret === null ? {} : { "X-Telegram-Bot-Api-Secret-Token": secret } });
}

let updateId = 1;
const message = (chatId: number, text: string, type = "private") => ({ update_id: updateId++, message: { message_id: updateId, date: 1_800_000_000, chat: { id: chatId, type }, from: { id: chatId, is_bot: false, first_name: "Ada", username: "ada" }, text } });

async function connect(cookie: string, chatId: number) {
  const link = (await json(await call("/app/telegram/connect", { cookie, body: {} }))).data;
  const token = new URL(link.link).searchParams.get("start")!;
  const res = await webhook(message(chatId, `/start ${token}`), await webhookSecret(env));
  expect((await json(res)).data).toEqual({ outcome: "linked" });
  return { link, token };
}

describe("the Bot API client against the fake", () => {
  const client = new TelegramClient({ token: BOT_TOKEN, sleep: async () => {} });

  it("sends HTML (escaped text passes, raw < is refused as Telegram would), reads getMe, sets the webhook", async () => {
    expect(await client.getMe()).toMatchObject({ username: "fathom_test_bot" });
    await expect(client.sendMessage("5001", "a <b>bold</b> 1 &lt; 2 &amp; ok")).resolves.toMatchObject({ messageId: expect.any(Number) });
    await expect(client.sendMessage("5001", "1 < 2 & oops")).rejects.toMatchObject({ code: 400, description: expect.stringContaining("can't parse entities") });
    expect(await client.setWebhook("https://fathom.example/telegram/webhook", "abc_DEF-123")).toBe(true);
    expect(((await (await fetch(`${FAKE}/__log`)).json()) as any).webhook).toEqual({ url: "https://fathom.example/telegram/webhook", secret_token: "abc_DEF-123" });
    await expect(client.setWebhook("http://insecure.example/hook", "x")).rejects.toMatchObject({ code: 400 });
  });

  it("waits out a 429 retry_after once, and reports a blocked chat and a bad token as errors", async () => {
    const waits: number[] = [];
    const c = new TelegramClient({ token: BOT_TOKEN, sleep: async (ms) => void waits.push(ms) });
    await expect(c.sendMessage("429429", "hello")).resolves.toMatchObject({ messageId: expect.any(Number) });
    expect(waits).toEqual([1000]);
    const blocked = await c.sendMessage("403403", "hello").catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(TelegramError);
    expect((blocked as TelegramError).chatGone).toBe(true);
    await expect(new TelegramClient({ token: "not-a-token" }).getMe()).rejects.toMatchObject({ code: 401, description: "Unauthorized" });
  });
});

describe("/telegram/webhook", () => {
  it("refuses a missing or wrong secret token and processes nothing", async () => {
    const { cookie, userId } = await account();
    const token = new URL((await json(await call("/app/telegram/connect", { cookie, body: {} }))).data.link).searchParams.get("start")!;
    await expectError(await webhook(message(6002, `/start ${token}`), null), 401, "unauthorized");
    await expectError(await webhook(message(6002, `/start ${token}`), "wrong-secret"), 401, "unauthorized");
    const row = await env.DB.prepare("SELECT chat_id FROM telegram_links WHERE user_id = ?").bind(userId).first();
    expect(row).toBeNull();
    // The token is still unspent: the right secret links it now.
    expect((await json(await webhook(message(6002, `/start ${token}`), await webhookSecret(env)))).data.outcome).toBe("linked");
  });

  it("/start <token> links once (single use, hashed at rest, expiring); /stop unlinks", async () => {
    const { cookie, userId } = await account();
    const { link, token } = await connect(cookie, 6101);
    expect(link.link).toMatch(/^https:\/\/t\.me\/fathom_test_bot\?start=[A-Za-z0-9_-]{32}$/);
    const stored = await env.DB.prepare("SELECT token_hash, used_at FROM telegram_connect_tokens WHERE user_id = ?").bind(userId).first<{ token_hash: string; used_at: number | null }>();
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.used_at).not.toBeNull();
    expect((await json(await call("/app/telegram", { cookie }))).data).toMatchObject({ configured: true, connected: true, username: "ada" });
    expect((await sent("6101")).at(-1)!.text).toContain("Connected to Fathom");
    // Used once: another chat cannot reuse it.
    expect((await json(await webhook(message(6102, `/start ${token}`), await webhookSecret(env)))).data.outcome).toBe("bad_token");
    expect((await sent("6102")).at(-1)!.text).toContain("expired or was already used");
    // Expired: a fresh token older than 15 minutes is refused.
    const fresh = new URL((await json(await call("/app/telegram/connect", { cookie, body: {} }))).data.link).searchParams.get("start")!;
    await env.DB.prepare("UPDATE telegram_connect_tokens SET expires_at = 1 WHERE user_id = ?").bind(userId).run();
    expect((await json(await webhook(message(6103, `/start ${fresh}`), await webhookSecret(env)))).data.outcome).toBe("bad_token");
    // Group chats never link.
    expect((await json(await webhook(message(-6104, `/start ${fresh}`, "group"), await webhookSecret(env)))).data.outcome).toBe("ignored");
    expect((await json(await webhook(message(6101, "/stop"), await webhookSecret(env)))).data.outcome).toBe("stopped");
    expect((await json(await call("/app/telegram", { cookie }))).data).toMatchObject({ connected: false });
    expect((await sent("6101")).at(-1)!.text).toContain("Disconnected");
  });

  it("ignores updates it does not understand (200, so Telegram does not retry)", async () => {
    const s = await webhookSecret(env);
    expect((await json(await webhook({ update_id: 9, edited_message: {} }, s))).data.outcome).toBe("ignored");
    expect((await json(await webhook({ nonsense: true }, s))).data.outcome).toBe("ignored");
    expect((await json(await webhook(message(6201, "hello"), s))).data.outcome).toBe("ignored");
  });
});

describe("Settings: status, disconnect, per-type choice, Needs setup", () => {
  it("disconnects from Settings; the Messaging capability is set up only while connected", async () => {
    const { cookie } = await account();
    await call("/app/agent", { cookie, body: { name: "Ada", timeZone: "Europe/London" } });
    const badge = async () => (await json(await call("/app/agent/capabilities", { cookie }))).data.capabilities.find((c: any) => c.id === "messaging")?.badge;
    expect(await badge()).toBe("Needs setup");
    await connect(cookie, 6301);
    expect(await badge()).toBeNull();
    expect((await json(await call("/app/telegram/disconnect", { cookie, body: {} }))).data).toMatchObject({ configured: true, connected: false });
    expect(await badge()).toBe("Needs setup");
    await expectError(await call("/app/telegram/connect", { cookie, body: {}, origin: "https://evil.example" }), 403, "cross_site_request");
    await expectError(await call("/app/telegram/connect", { body: {} }), 401, "unauthorized");
  });

  it("Telegram per type: alerts and entry targets can use it; the brief never", async () => {
    const { cookie } = await account("free");
    const r = await call("/app/notify/prefs", { cookie, body: { type: "alert", telegram: true } });
    expect((await json(r)).data.alert).toEqual({ email: false, telegram: true });
    await call("/app/notify/prefs", { cookie, body: { type: "entry_target", telegram: true, email: true } });
    expect((await json(await call("/app/notify/prefs", { cookie }))).data.entry_target).toEqual({ email: true, telegram: true });
    await expectError(await call("/app/notify/prefs", { cookie, body: { type: "brief", telegram: true } }), 400, "invalid_param", "telegram");
    await expectError(await call("/app/notify/prefs", { cookie, body: { type: "alert" } }), 400, "invalid_param");
  });

  it("without TELEGRAM_BOT_TOKEN: the row says not configured, connect is refused, the webhook is not there", async () => {
    const { cookie } = await account();
    const bare = { ...env, TELEGRAM_BOT_TOKEN: undefined };
    const app = createApp();
    const ask = async (path: string, init: RequestInit = {}) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(new Request(`http://localhost:8787${path}`, { ...init, headers: { cookie, origin: "http://localhost:8787", "content-type": "application/json", ...(init.headers ?? {}) } }), bare, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    expect((await json(await ask("/app/telegram"))).data).toMatchObject({ configured: false, connected: false });
    await expectError(await ask("/app/telegram/connect", { method: "POST", body: "{}" }), 409, "conflict");
    await expectError(await ask("/telegram/webhook", { method: "POST", body: "{}" }), 404, "not_found");
  });
});

describe("a monitoring pass sends the alert to Telegram when chosen", () => {
  const T = Date.parse("2027-06-08T08:00:00Z");

  it("alert → linked chat (escaped HTML, source and asOf); nothing when Telegram is not chosen; a blocked chat is unlinked", async () => {
    const { cookie, userId } = await account();
    await env.DB.prepare("UPDATE users SET time_zone = 'Europe/London' WHERE id = ?").bind(userId).run();
    await connect(cookie, 6401);
    await seedSnapshots([{ symbol: "BTC", price: 100_000, change: 1 }], T - 600_000);
    const { stub, clock } = await proAgent(userId, "Europe/London", T - 3_600_000);
    expect((await stub.addAlertRule({ type: "price_above", symbol: "BTC", otherSymbol: null, value: 99_000 })).ok).toBe(true);
    // Not chosen yet: the Inbox has it, Telegram does not.
    await passAt(stub, clock, T);
    expect(await inboxOf(userId)).toHaveLength(1);
    expect((await sent("6401")).filter((m) => m.text.includes("Fathom alert"))).toHaveLength(0);
    // Chosen: the next crossing goes to the chat.
    await call("/app/notify/prefs", { cookie, body: { type: "alert", telegram: true } });
    await seedSnapshots([{ symbol: "BTC", price: 120_000, change: 1 }], T + 3 * 3_600_000 - 600_000);
    await passAt(stub, clock, T + 3 * 3_600_000);
    const alerts = (await sent("6401")).filter((m) => m.text.includes("Fathom alert"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.parse_mode).toBe("HTML");
    expect(alerts[0]!.text).toContain("BTC is at $120,000, above your $99,000 alert");
    expect(alerts[0]!.text).toContain("Source: coingecko");
    expect(alerts[0]!.text).toContain("http://localhost:8787/inbox");
    // The user blocks the bot: the send fails with Telegram's 403, the Inbox still has the alert, the link goes.
    await env.DB.prepare("UPDATE telegram_links SET chat_id = '403403' WHERE user_id = ?").bind(userId).run();
    await seedSnapshots([{ symbol: "BTC", price: 150_000, change: 1 }], T + 6 * 3_600_000 - 600_000);
    await passAt(stub, clock, T + 6 * 3_600_000);
    expect(await inboxOf(userId)).toHaveLength(3);
    expect((await json(await call("/app/telegram", { cookie }))).data.connected).toBe(false);
  });
});
