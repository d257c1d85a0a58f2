import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { agentObjectName } from "../account/delete-account";
import type { Err } from "../agent/results";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { describeCheck } from "../monitor/checks";

/**
 * The Alerts page's custom recurring checks (/app/checks, Pro: they live in the agent): list and
 * remove. They are made by asking the agent in chat.
 */

type Ctx = Context<AppEnv>;

function agent(c: Ctx) {
  if (c.get("user").plan !== "pro") throw new AppError("plan_required", { message: "Recurring checks run in your agent on every monitoring pass; the agent runs on Pro." });
  return c.env.AGENT.getByName(agentObjectName(c.get("user").id));
}

function isFailure(result: { ok: boolean }): result is Err {
  return !result.ok;
}

const IdParam = z.object({ id: z.string().regex(/^chk_[a-z0-9]{1,40}$/u, "Not a check id.") });

export const checkRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const result = await agent(c).customChecks();
    if (isFailure(result)) throw new AppError(result.code, { message: result.message });
    return ok(c, { checks: result.checks.map((k) => ({ id: k.id, instruction: k.instruction, kind: k.spec.kind, description: describeCheck(k.spec), createdAt: new Date(k.createdAt).toISOString() })) });
  })
  .delete("/:id", async (c) => {
    const { id } = parseInput(IdParam, c.req.param(), "path");
    const result = await agent(c).removeCustomCheck(id);
    if (isFailure(result)) throw new AppError(result.code, { message: result.message });
    return ok(c, { id, deleted: true });
  });
