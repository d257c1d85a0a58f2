import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { DateField, SymbolField } from "../lib/fields";
import { replayClock } from "../market/replay/clock";
import { assetFiles } from "../market/replay/files";
import { replayLabel } from "../market/replay/source";
import { entryView } from "../notebook/view";
import { completeDeepDive, startDeepDive } from "../research/deepdive";
import { CAP_BANDS, EXPLORE_CLASSES, explore, TIMEFRAMES } from "../research/explore";
import { analyzeIdea, researchData, saveIdea, verdictsFor } from "../research/service";
import { trackPositions } from "../research/positions";
import { historicalRecord, userScorecard } from "../research/track";

/**
 * The site's research pipeline under /app/research: the replay clock, Explore, saving an idea,
 * Analyze and Verdicts (Pro), and DeepDive reports (Free too, capped). Results are saved in the
 * Notebook and returned as its entries.
 */
type Ctx = Context<AppEnv>;

const ExploreQuery = z.object({ assetClass: z.enum(EXPLORE_CLASSES), timeframe: z.enum(TIMEFRAMES), band: z.enum(CAP_BANDS), asOf: DateField.optional() }).strict();
const IdeaBody = ExploreQuery.extend({ symbol: SymbolField }).strict();
const AnalyzeBody = z.object({ ideaRef: z.string().trim().min(1).max(64) }).strict();
const VerdictsBody = z.object({ analysisRef: z.string().trim().min(1).max(64) }).strict();
const DeepDiveBody = z.object({ symbol: SymbolField, asOf: DateField.optional() }).strict();

/** A chosen date means the end of that UTC day (everything that had closed by then). */
export function endOfDay(date: string | undefined): number | undefined {
  return date === undefined ? undefined : Date.parse(`${date}T23:59:59.999Z`);
}

function requirePro(c: Ctx): void {
  if (c.get("user").plan !== "pro") throw new AppError("plan_required", { message: "Explore, Analyze and Verdicts are part of Pro.", hint: "DeepDive reports work on Free too (a few a month)." });
}

export const researchRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/clock", async (c) => {
    const clock = await replayClock(assetFiles(c.env.ASSETS));
    return ok(c, { asOf: new Date(clock.asOf).toISOString(), earliest: new Date(clock.earliest).toISOString(), limitedBy: clock.limitedBy, label: replayLabel(clock.asOf) });
  })
  .get("/explore", async (c) => {
    requirePro(c);
    const q = parseInput(ExploreQuery, c.req.query(), "query");
    return ok(c, await explore(await researchData(c.env, endOfDay(q.asOf)), q.assetClass, q.timeframe, q.band));
  })
  .post("/ideas", async (c) => {
    requirePro(c);
    const { asOf, ...q } = parseInput(IdeaBody, c.get("body"));
    const at = endOfDay(asOf);
    return ok(c, entryView(await saveIdea(c.env, c.get("db"), c.get("user").id, { ...q, ...(at !== undefined ? { at } : {}) }, c.get("clock").now())), { status: 201 });
  })
  .post("/analyze", async (c) => {
    requirePro(c);
    const { ideaRef } = parseInput(AnalyzeBody, c.get("body"));
    return ok(c, entryView(await analyzeIdea(c.env, c.get("db"), c.get("user").id, ideaRef, c.get("clock").now())), { status: 201 });
  })
  .post("/verdicts", async (c) => {
    requirePro(c);
    const { analysisRef } = parseInput(VerdictsBody, c.get("body"));
    return ok(c, entryView(await verdictsFor(c.env, c.get("db"), c.get("user").id, analysisRef, c.get("clock").now())), { status: 201 });
  })
  .get("/scorecard", async (c) => {
    requirePro(c);
    return ok(c, await userScorecard(c.env, c.get("db"), c.get("user").id));
  })
  .get("/track/positions", async (c) => {
    requirePro(c);
    return ok(c, await trackPositions(c.env, c.get("db"), c.get("user").id, c.get("clock")));
  })
  .get("/scorecard/history", async (c) => {
    requirePro(c);
    return ok(c, await historicalRecord(c.env));
  })
  .post("/deepdive", async (c) => {
    const { symbol, asOf } = parseInput(DeepDiveBody, c.get("body"));
    const user = c.get("user");
    const data = await researchData(c.env, endOfDay(asOf));
    const pending = await startDeepDive(c.get("db"), user.id, user.plan, symbol, data.asOf, c.get("clock").now());
    // The site waits for it (a second at most offline); /v1 answers at once with `pending`.
    const done = await completeDeepDive(c.env, c.get("db"), c.get("clock"), user.id, pending);
    return ok(c, entryView(done), { status: 201 });
  });
