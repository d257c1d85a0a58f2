import { requireAdminToken } from "./admin-token";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { agentObjectName } from "../account/delete-account";
import { findUserByEmail } from "../auth/accounts";
import type { Err } from "../agent/results";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";

/**
 * Operator endpoints for monitoring (same ADMIN_TOKEN as /admin): run an agent's monitoring pass
 * or today's Morning Brief now, for support and for the end-to-end tests (which cannot wait for
 * 06:00 or 08:00). Paused agents refuse, as their schedule does.
 */
const EmailBody = z.object({ email: z.string().email() }).strict();

function isFailure(result: { ok: boolean }): result is Err {
  return !result.ok;
}

async function agentFor(c: Context<AppEnv>) {
  const { email } = parseInput(EmailBody, c.get("body"));
  const user = await findUserByEmail(c.get("db"), email);
  if (!user) throw new AppError("not_found", { message: `No account for ${email}.`, param: "email" });
  return c.env.AGENT.getByName(agentObjectName(user.id));
}

export const adminMonitorRoutes = new Hono<AppEnv>()
  .use(requireAdminToken())
  .post("/pass", async (c) => {
    const result = await (await agentFor(c)).runMonitorNow();
    if (isFailure(result)) throw new AppError(result.code, { message: result.message });
    return ok(c, { alerts: result.alerts });
  })
  .post("/brief", async (c) => {
    const result = await (await agentFor(c)).runBriefNow();
    if (isFailure(result)) throw new AppError(result.code, { message: result.message });
    return ok(c, { delivered: result.delivered });
  });
