import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { devMailbox } from "../db/schema";
import { isDevelopment, type AppEnv } from "../env";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";

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
  });
