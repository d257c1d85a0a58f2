import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { agentObjectName } from "../account/delete-account";
import { requireSession } from "../auth/session-cookie";
import { INBOX_KINDS, NOTIFY_TYPES } from "../db/inbox-schema";
import { users } from "../db/schema";
import { channelAllowed, channelEnabled, readStopToken, setChannel, setEmail } from "../inbox/prefs";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { listInbox, markRead, unreadCount } from "../inbox/store";
import { ACTIVITY_KINDS } from "../monitor/activity";
import type { Err } from "../agent/results";

/**
 * The site's Inbox (/app/inbox: alerts, briefs and entry-target hits addressed to the user; Free
 * too) and Activity (/app/agent/activity: everything the agent did; Pro, read from the agent).
 */

type Ctx = Context<AppEnv>;

/** `before` pages by (createdAt, id) of the last item seen, as "<ms>_<id>". */
const Cursor = z
  .string()
  .regex(/^\d{1,15}_[A-Za-z0-9_]{1,64}$/, "Use the `next` value of the previous page.")
  .transform((s) => {
    const at = s.indexOf("_");
    return { createdAt: Number(s.slice(0, at)), id: s.slice(at + 1) };
  });

const InboxQuery = z
  .object({
    kind: z.enum(INBOX_KINDS).optional(),
    unread: z.enum(["1", "true"]).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    before: Cursor.optional(),
  })
  .strict();

const ReadBody = z.union([
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

export const inboxRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const q = parseInput(InboxQuery, c.req.query(), "query");
    const db = c.get("db");
    const userId = c.get("user").id;
    const items = await listInbox(db, userId, { ...(q.kind ? { kind: q.kind } : {}), unreadOnly: q.unread !== undefined, limit: q.limit, before: q.before ?? null });
    const last = items.at(-1);
    const next = items.length === q.limit && last ? `${Date.parse(last.createdAt)}_${last.id}` : null;
    return ok(c, { items, unread: await unreadCount(db, userId), next });
  })
  .get("/count", async (c) => ok(c, { unread: await unreadCount(c.get("db"), c.get("user").id) }))
  .post("/read", async (c) => {
    const body = parseInput(ReadBody, c.get("body"));
    const db = c.get("db");
    const userId = c.get("user").id;
    const marked = await markRead(db, userId, "all" in body ? "all" : body.ids, c.get("clock").now());
    return ok(c, { marked, unread: await unreadCount(db, userId) });
  });

const PrefBody = z
  .object({ type: z.enum(NOTIFY_TYPES), email: z.boolean().optional(), telegram: z.boolean().optional() })
  .strict()
  .refine((b) => b.email !== undefined || b.telegram !== undefined, { message: "Send `email` or `telegram` (true or false)." })
  .refine((b) => !(b.telegram && !channelAllowed(b.type, "telegram")), { message: "The Morning Brief arrives on Home and by e-mail, never on Telegram.", path: ["telegram"] });
const StopBody = z.object({ token: z.string().min(10).max(200) }).strict();

async function prefsOf(c: Ctx) {
  const db = c.get("db");
  const userId = c.get("user").id;
  const entries = await Promise.all(NOTIFY_TYPES.map(async (t) => [t, { email: await channelEnabled(db, userId, t, "email"), telegram: await channelEnabled(db, userId, t, "telegram") }] as const));
  return Object.fromEntries(entries);
}

/** E-mail and Telegram per notice type (Settings), and the one-click stop from an e-mail (no session: the signed token is the proof). */
export const notifyRoutes = new Hono<AppEnv>()
  .get("/prefs", requireSession(), async (c) => ok(c, await prefsOf(c)))
  .post("/prefs", requireSession(), async (c) => {
    const { type, email, telegram } = parseInput(PrefBody, c.get("body"));
    const set = (channel: "email" | "telegram", on: boolean | undefined) => (on === undefined ? null : setChannel(c.get("db"), c.get("user").id, type, channel, on, c.get("clock").now()));
    await Promise.all([set("email", email), set("telegram", telegram)]);
    return ok(c, await prefsOf(c));
  })
  .post("/stop", async (c) => {
    const { token } = parseInput(StopBody, c.get("body"));
    const target = await readStopToken(c.env, token);
    if (!target) throw new AppError("invalid_param", { param: "token", message: "This stop link is not valid. Change e-mail choices in Settings instead." });
    // A deleted account has nothing left to stop.
    const [account] = await c.get("db").select({ id: users.id }).from(users).where(eq(users.id, target.userId));
    if (!account) return ok(c, { type: target.type, email: false });
    await setEmail(c.get("db"), target.userId, target.type, false, c.get("clock").now());
    return ok(c, { type: target.type, email: false });
  });

const ActivityQuery = z
  .object({
    kind: z.enum(ACTIVITY_KINDS).optional(),
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

function isFailure(result: { ok: boolean }): result is Err {
  return !result.ok;
}

async function agentActivity(c: Ctx) {
  if (c.get("user").plan !== "pro") throw new AppError("plan_required", { message: "Activity shows what your agent did; the agent runs on Pro." });
  const q = parseInput(ActivityQuery, c.req.query(), "query");
  const result = await c.env.AGENT.getByName(agentObjectName(c.get("user").id)).activity(q);
  if (isFailure(result)) throw new AppError(result.code, { message: result.message });
  const last = result.entries.at(-1);
  return ok(c, { entries: result.entries, next: result.entries.length === q.limit && last ? last.seq : null });
}

export const activityRoutes = new Hono<AppEnv>().use(requireSession()).get("/", agentActivity);
