import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { agentObjectName } from "../account/delete-account";
import { requireSession } from "../auth/session-cookie";
import type { Err } from "../agent/results";
import { AlertInput, alertRuleOf } from "../agent/tools/alerts";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { createMarketReader } from "../market/reader";
import { previewRule, PREVIEW_DAYS } from "../monitor/preview";

/**
 * The Alerts page (/app/alerts, Pro: rules live in the agent): list, create with the set_alert
 * tool's own validation, remove, and a preview of how often a rule would have fired over the
 * last 90 days of daily data (read without calling a provider).
 */

type Ctx = Context<AppEnv>;

function isFailure(result: { ok: boolean }): result is Err {
  return !result.ok;
}

function agent(c: Ctx) {
  if (c.get("user").plan !== "pro") throw new AppError("plan_required", { message: "Alert rules are checked by your agent on every monitoring pass; the agent runs on Pro.", hint: "Watchlist entry targets alert on Free too." });
  return c.env.AGENT.getByName(agentObjectName(c.get("user").id));
}

/** The tool's schema, then the checks every rule gets (alertRuleOf): known symbols, a ratio of two different assets. */
function parseRule(body: unknown) {
  const checked = alertRuleOf(parseInput(AlertInput, body));
  if (!checked.ok) throw new AppError("invalid_param", { param: checked.param, message: checked.message });
  return checked.rule;
}

async function preview(c: Ctx, rule: ReturnType<typeof parseRule>) {
  const reader = createMarketReader(c.env, c.get("clock"), { live: false });
  const main = await reader.candles(rule.symbol, "1d");
  if (!main || main.candles.length < 2) return { days: 0, firedDays: 0, firstFiredAt: null, lastFiredAt: null, windowDays: PREVIEW_DAYS, source: null, asOf: null };
  const other = rule.otherSymbol ? await reader.candles(rule.otherSymbol, "1d") : null;
  return { ...previewRule(rule, main.candles, other?.candles ?? []), windowDays: PREVIEW_DAYS, source: main.source, asOf: new Date(main.asOf).toISOString(), ...(main.label ? { label: main.label } : {}) };
}

const IdParam = z.object({ id: z.string().min(1).max(64) });

export const alertRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const result = await agent(c).alertRules();
    if (isFailure(result)) throw new AppError(result.code, { message: result.message });
    return ok(c, { rules: result.rules });
  })
  .post("/preview", async (c) => {
    agent(c);
    return ok(c, await preview(c, parseRule(c.get("body"))));
  })
  .post("/", async (c) => {
    const rule = parseRule(c.get("body"));
    const result = await agent(c).addAlertRule(rule);
    if (isFailure(result)) throw new AppError(result.code, { message: result.message });
    return ok(c, { rule: result.rule, preview: await preview(c, rule) }, { status: 201 });
  })
  .delete("/:id", async (c) => {
    const { id } = parseInput(IdParam, c.req.param());
    const result = await agent(c).removeAlertRule(id);
    if (isFailure(result)) throw new AppError(result.code, { message: result.message });
    return ok(c, { id, deleted: true });
  });
