/**
 * A fake Telegram Bot API for tests, answered in vitest's outboundService (Node) for the hosts
 * below, and on loopback by the e2e stack. It answers in the real shapes
 * (https://core.telegram.org/bots/api#making-requests): `{ok:true,result}` or
 * `{ok:false,error_code,description,parameters?}`, and behaves like Telegram where a client can
 * get it wrong:
 *
 *   - the token in `/bot<token>/<method>` must look like a bot token, else 401 Unauthorized;
 *   - sendMessage with parse_mode HTML refuses unescaped `<`/`&` and unsupported tags (400
 *     "can't parse entities"), an empty text (400), chat 403403 (403 bot was blocked by the user)
 *     and chat 429429 once with 429 `parameters.retry_after: 1`;
 *   - setWebhook needs an https URL and a secret_token of [A-Za-z0-9_-]{1,256}.
 *
 * GET /__log returns `{sent, webhook}` (every accepted sendMessage, newest last); POST /__reset clears it.
 */

export const TELEGRAM_HOSTS = new Set(["api.telegram.org"]);
export const FAKE_BOT_USERNAME = "fathom_test_bot";

interface Sent {
  token: string;
  chat_id: string;
  text: string;
  parse_mode: string | null;
}

const state = { sent: [] as Sent[], webhook: null as { url: string; secret_token: string | null } | null, throttled: new Set<string>(), nextId: 1 };

const good = (result: unknown) => Response.json({ ok: true, result });
const bad = (error_code: number, description: string, parameters?: Record<string, unknown>) => Response.json({ ok: false, error_code, description, ...(parameters ? { parameters } : {}) }, { status: error_code });

const TAGS = new Set(["b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "a", "code", "pre", "tg-spoiler", "blockquote", "span"]);

/** Telegram's HTML parse mode: only known tags, and `&` only as a named or numeric entity. */
function htmlProblem(text: string): string | null {
  for (const m of text.matchAll(/<\/?([^\s>\/]*)[^>]*>|<|&(?:(lt|gt|amp|quot|#\d+|#x[0-9a-f]+);)?/gi)) {
    const [all, tag] = m;
    if (all === "<") return `Can't find end of the tag at byte offset ${m.index}`;
    if (all.startsWith("<") && !TAGS.has((tag ?? "").toLowerCase())) return `Unsupported start tag "${tag}" at byte offset ${m.index}`;
    if (all === "&") return `Character '&' is reserved and must be escaped at byte offset ${m.index}`;
  }
  return null;
}

function sendMessage(token: string, p: Record<string, unknown>): Response {
  const chat = String(p.chat_id ?? "");
  const text = typeof p.text === "string" ? p.text : "";
  if (!chat) return bad(400, "Bad Request: chat_id is empty");
  if (!text.trim()) return bad(400, "Bad Request: message text is empty");
  if (chat === "403403") return bad(403, "Forbidden: bot was blocked by the user");
  if (chat === "429429" && !state.throttled.has(chat)) {
    state.throttled.add(chat);
    return bad(429, "Too Many Requests: retry after 1", { retry_after: 1 });
  }
  const mode = typeof p.parse_mode === "string" ? p.parse_mode : null;
  if (mode === "HTML") {
    const problem = htmlProblem(text);
    if (problem) return bad(400, `Bad Request: can't parse entities: ${problem}`);
  }
  state.sent.push({ token, chat_id: chat, text, parse_mode: mode });
  const plain = mode === "HTML" ? text.replace(/<[^>]+>/g, "") : text;
  return good({ message_id: state.nextId++, from: { id: 7000001, is_bot: true, first_name: "Fathom", username: FAKE_BOT_USERNAME }, chat: { id: Number(chat), type: "private", first_name: "Ada" }, date: Math.floor(Date.now() / 1000), text: plain });
}

function setWebhook(p: Record<string, unknown>): Response {
  const url = typeof p.url === "string" ? p.url : "";
  const secret = typeof p.secret_token === "string" ? p.secret_token : null;
  if (url && !url.startsWith("https://")) return bad(400, "Bad Request: bad webhook: An HTTPS URL must be provided for webhook");
  if (secret !== null && !/^[A-Za-z0-9_-]{1,256}$/.test(secret)) return bad(400, "Bad Request: secret token contains unallowed characters");
  state.webhook = url ? { url, secret_token: secret } : null;
  return good(true);
}

export async function fakeTelegram(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/__log") return Response.json({ sent: state.sent, webhook: state.webhook });
  if (url.pathname === "/__reset") {
    state.sent = [];
    state.webhook = null;
    state.throttled.clear();
    return Response.json({ ok: true });
  }
  const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
  if (!m) return bad(404, "Not Found");
  const [, token = "", method = ""] = m;
  if (!/^\d{5,}:[A-Za-z0-9_-]{20,}$/.test(token)) return bad(401, "Unauthorized");
  const params = request.method === "POST" && (request.headers.get("content-type") ?? "").includes("json") ? ((await request.json()) as Record<string, unknown>) : Object.fromEntries(url.searchParams);
  switch (method) {
    case "getMe":
      return good({ id: 7000001, is_bot: true, first_name: "Fathom", username: FAKE_BOT_USERNAME, can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false });
    case "sendMessage":
      return sendMessage(token, params);
    case "setWebhook":
      return setWebhook(params);
    default:
      return bad(404, "Not Found");
  }
}
