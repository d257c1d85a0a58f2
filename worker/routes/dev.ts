import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { devMailbox } from "../db/schema";
import { isDevelopment, type AppEnv } from "../env";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { CRON_SCHEDULES, scheduled } from "../scheduled";

/** Local-only surfaces. In production every path here is a plain 404. */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw new AppError("not_found");
    return next();
  })
  .get("/mailbox", async (c) => {
    const to = c.req.query("to")?.toLowerCase();
    const rows = await c.get("db").select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(50).all();
    const messages = rows
      .filter((m) => !to || m.toAddress === to)
      .map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, text: m.text, sentAt: new Date(m.createdAt).toISOString() }));
    return ok(c, messages);
  })
  // `wrangler dev` does not fire Cron Triggers; the local cron driver in scripts/start.mjs calls
  // this at each schedule's time so the real scheduled() handler runs on time locally.
  .post("/cron", async (c) => {
    const cron = c.req.query("cron") ?? "";
    const declared: string[] = Object.values(CRON_SCHEDULES);
    if (!declared.includes(cron)) throw new AppError("invalid_param", { param: "cron", message: `cron must be one of: ${declared.join(", ")}` });
    const scheduledTime = Number(c.req.query("time") ?? Date.now());
    // The cast is justified: Hono types executionCtx with its own narrower interface, but at run
    // time it is the very ExecutionContext workerd passed to fetch(), so scheduled() gets the real one.
    await scheduled({ cron, scheduledTime, noRetry() {} } as ScheduledController, c.env, c.executionCtx as unknown as ExecutionContext);
    return ok(c, { ran: cron, scheduledTime: new Date(scheduledTime).toISOString() });
  });
