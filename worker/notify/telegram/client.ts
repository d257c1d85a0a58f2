import { z } from "zod";

/**
 * A small Telegram Bot API client (https://core.telegram.org/bots/api): every method is a POST of
 * JSON to `<base>/bot<token>/<method>`, answered `{ok:true,result}` or
 * `{ok:false,error_code,description,parameters?:{retry_after}}`. A 429 is retried once when
 * Telegram asks for a short wait; anything else becomes a TelegramError the caller decides on.
 */

export const TELEGRAM_API_BASE = "https://api.telegram.org";
/** Waits longer than this are not slept through inside a request or a pass; the caller gives up. */
const MAX_RETRY_WAIT_S = 5;

export class TelegramError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly retryAfter: number | null = null,
  ) {
    super(`Telegram ${code}: ${description}`);
    this.name = "TelegramError";
  }
  /** The user blocked the bot or deleted the chat: the link is dead. */
  get chatGone(): boolean {
    return this.code === 403 || (this.code === 400 && /chat not found/i.test(this.description));
  }
}

const Envelope = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error_code: z.number(), description: z.string(), parameters: z.object({ retry_after: z.number().optional() }).optional() }),
]);

const Message = z.object({ message_id: z.number(), chat: z.object({ id: z.number() }) });
const User = z.object({ id: z.number(), is_bot: z.boolean(), username: z.string().optional() });

/** Telegram's HTML parse mode understands only &lt; &gt; &amp; &quot; — everything user-made goes through this. */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

export interface TelegramClientOptions {
  token: string;
  base?: string;
  fetcher?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export class TelegramClient {
  private readonly base: string;
  private readonly fetcher: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: TelegramClientOptions) {
    this.base = (opts.base ?? TELEGRAM_API_BASE).replace(/\/$/, "");
    this.fetcher = opts.fetcher ?? ((input, init) => fetch(input, init));
    this.sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** One Bot API call; a short 429 is waited out and retried once. */
  async call(method: string, params: Record<string, unknown>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(method, params);
      } catch (e) {
        const wait = e instanceof TelegramError ? e.retryAfter : null;
        if (attempt > 0 || wait === null || wait > MAX_RETRY_WAIT_S) throw e;
        await this.sleep(wait * 1000);
      }
    }
  }

  private async once(method: string, params: Record<string, unknown>): Promise<unknown> {
    const res = await this.fetcher(`${this.base}/bot${this.opts.token}/${method}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(params) });
    const parsed = Envelope.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new TelegramError(res.status, `unexpected answer to ${method}`);
    if (parsed.data.ok) return parsed.data.result;
    const d = parsed.data;
    throw new TelegramError(d.error_code, d.description, d.parameters?.retry_after ?? null);
  }

  /** Sends HTML (the caller escapes what it did not write itself). */
  async sendMessage(chatId: string, html: string): Promise<{ messageId: number }> {
    const m = Message.parse(await this.call("sendMessage", { chat_id: chatId, text: html.slice(0, 4096), parse_mode: "HTML", link_preview_options: { is_disabled: true } }));
    return { messageId: m.message_id };
  }

  /** Points the bot's updates at our webhook; Telegram then sends `secret` in X-Telegram-Bot-Api-Secret-Token. */
  async setWebhook(url: string, secret: string): Promise<boolean> {
    return z.boolean().parse(await this.call("setWebhook", { url, secret_token: secret, allowed_updates: ["message"], drop_pending_updates: false }));
  }

  async getMe(): Promise<{ id: number; username: string | null }> {
    const u = User.parse(await this.call("getMe", {}));
    return { id: u.id, username: u.username ?? null };
  }
}
