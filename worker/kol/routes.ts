import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { agentObjectName } from "../account/delete-account";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";

/**
 * The chat's KOL card (/app/kol, session + same-origin like every /app route): the Discussion
 * warning's Start / Not now buttons, what became of an offer (for a card shown again after a
 * reload), and one run's progress for the card to follow (it polls, so
 * a reload mid-run shows where the run stands).
 */
const DecideBody = z.object({ action: z.enum(["start", "decline"]), symbol: z.string().trim().toUpperCase().regex(/^[A-Z0-9.^=-]{1,20}$/u, "A ticker symbol such as BTC.") }).strict();
const OfferParam = z.object({ offeredAt: z.coerce.number().int().min(0).max(8_640_000_000_000_000) });
const RunParam = z.object({ id: z.string().regex(/^run_[a-z0-9]{1,40}$/u, "A run id such as run_…") });

function agent(c: Context<AppEnv>) {
  if (c.get("user").plan !== "pro") throw new AppError("plan_required", { message: "KOL Analysis runs on Pro." });
  return c.env.AGENT.getByName(agentObjectName(c.get("user").id));
}


export const kolRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .post("/discussion", async (c) => {
    const { action, symbol } = parseInput(DecideBody, c.get("body"));
    const r = await agent(c).kolDiscussion(action, symbol);
    if (!r.ok) throw new AppError(r.code, { message: r.message });
    return ok(c, { action, symbol, run: r.run }, { status: action === "start" ? 202 : 200 });
  })
  .get("/offers/:offeredAt", async (c) => {
    const { offeredAt } = parseInput(OfferParam, c.req.param(), "path");
    const r = await agent(c).kolOffer(offeredAt);
    if (!r.ok) throw new AppError(r.code, { message: r.message });
    return ok(c, { state: r.state, runId: r.runId });
  })
  .get("/runs/:id", async (c) => {
    const { id } = parseInput(RunParam, c.req.param(), "path");
    const r = await agent(c).runs(id);
    if (!r.ok) throw new AppError(r.code, { message: r.message });
    const run = r.runs[0]!;
    if (run.kind !== "kol_discussion") throw new AppError("not_found", { message: "No such KOL run." });
    return ok(c, { run });
  });
