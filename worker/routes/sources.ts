import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { deleteSource } from "../sources/store";
import { followSource, refreshOne, sourcesOf } from "../sources/service";
import { feedAccess } from "../sources/config";

/**
 * Settings → Sources (/app/sources): the feeds KOL Analysis reads. Pro, like the analysis: list,
 * follow (the feed is read once before it is kept), refresh one now, unfollow.
 */
const IdParam = z.object({ id: z.string().min(1).max(64) });

function pro(c: Context<AppEnv>): string {
  if (c.get("user").plan !== "pro") throw new AppError("plan_required", { message: "Followed sources feed KOL Analysis, which runs on Pro." });
  return c.get("user").id;
}

export const sourceRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => ok(c, { sources: await sourcesOf(c.get("db"), pro(c)) }))
  .post("/", async (c) => {
    const userId = pro(c);
    return ok(c, { source: await followSource(c.get("db"), userId, c.get("body"), c.get("clock").now(), feedAccess(c.env)) }, { status: 201 });
  })
  .post("/:id/refresh", async (c) => {
    const userId = pro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, { source: await refreshOne(c.get("db"), userId, id, c.get("clock").now(), feedAccess(c.env)) });
  })
  .delete("/:id", async (c) => {
    const userId = pro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    await deleteSource(c.get("db"), userId, id);
    return ok(c, { id, deleted: true });
  });
