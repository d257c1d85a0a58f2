import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { usageSummary } from "../usage/ledger";

const UsageQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/** Settings → Usage and the Home widget: percent remaining, the reset date, the weights and the history. */
export const usageRoutes = new Hono<AppEnv>().use(requireSession()).get("/", async (c) => {
  const { limit } = parseInput(UsageQuery, { limit: c.req.query("limit") });
  const summary = await usageSummary(c.env.DB, c.get("user").id, c.get("clock").now(), limit);
  if (!summary) throw new AppError("not_found");
  return ok(c, summary);
});
