import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { agentObjectName } from "../account/delete-account";
import { requireSession } from "../auth/session-cookie";
import { INBOX_KINDS } from "../db/inbox-schema";
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
    const q = parseInput(InboxQuery, c.req.query());
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
  const q = parseInput(ActivityQuery, c.req.query());
  const result = await c.env.AGENT.getByName(agentObjectName(c.get("user").id)).activity(q);
  if (isFailure(result)) throw new AppError(result.code, { message: result.message });
  const last = result.entries.at(-1);
  return ok(c, { entries: result.entries, next: result.entries.length === q.limit && last ? last.seq : null });
}

export const activityRoutes = new Hono<AppEnv>().use(requireSession()).get("/", agentActivity);
