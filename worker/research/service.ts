import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { holdings, portfolios } from "../db/collections-schema";
import type { Bindings } from "../env";
import { AppError } from "../http/errors";
import { replayClock } from "../market/replay/clock";
import { assetFiles } from "../market/replay/files";
import { createEntry, getEntry, recentEntries, type Entry } from "../notebook/store";
import { chargeUsage, refundUsage, type UsageAction } from "../usage/charge";
import { analysisSummary, analyze, type Analysis } from "./analyze";
import { replayResearchData, type ResearchData } from "./data";
import { explore, type ExploreClass, type Timeframe } from "./explore";
import type { CapBand } from "../market/assets";
import { analysisMarkdown, exploreIdeaMarkdown, guardedReport, NOT_ADVICE, opinionsMarkdown } from "./render";
import { verdicts } from "./verdicts";
import { drawUsage, narrate, proseModelFromEnv, type ProseModel } from "./narrate";
import { applyNoteWithModel } from "./frameworks-model";
import type { FrameworkNote } from "./verdicts";
import type { Snapshot } from "./metrics";

/**
 * The research pipeline's shell: resolves the as-of moment on the replay clock, charges costly
 * steps through worker/usage/charge.ts (refunded when the step fails), runs the pure core and
 * saves the result in the Notebook linked to its parent.
 */
export async function researchData(env: Bindings, chosen?: number): Promise<ResearchData> {
  const files = assetFiles(env.ASSETS);
  const clock = await replayClock(files, chosen);
  return replayResearchData(files, clock.asOf);
}

/** Runs `step` under a usage charge: refused → usage_exhausted; a failure refunds the charge. */
export async function charged<T>(env: Bindings, userId: string, action: UsageAction, key: string, step: () => Promise<T>): Promise<T> {
  const charge = await chargeUsage(env, { userId, action, idempotencyKey: key });
  if (!charge.ok) throw new AppError("usage_exhausted", { message: `This month's ${action.replace("_", " ")} allowance is used up.`, hint: `It resets at ${charge.resetsAt}.` });
  try {
    return await step();
  } catch (error) {
    await refundUsage(env, charge.chargeId);
    throw error;
  }
}

function dataOf<T>(entry: Entry): T {
  return JSON.parse(entry.data ?? "null") as T;
}

/** Analyze a saved Idea as of the idea's own date (so a past idea is analyzed with what was known then). */
export async function analyzeIdea(env: Bindings, db: Db, userId: string, ideaRef: string, now: number): Promise<Entry> {
  const idea = await getEntry(db, userId, ideaRef, { param: "ideaRef" });
  if (idea.kind !== "Idea" || !idea.symbol) throw new AppError("invalid_param", { param: "ideaRef", message: `ideaRef: ${`NB-${idea.nb}`} is a ${idea.kind}; Analyze works on a saved Idea with an asset.` });
  return charged(env, userId, "analyze", `analyze:${idea.id}:${now}`, async () => {
    const data = await researchData(env, idea.asOf ?? undefined);
    const a = await analyze(data, idea.symbol!);
    const words = await narrate(env, proseModelFromEnv(env), { kind: "analysis", result: a, template: [analysisSummary(a)], usage: { userId, key: `analyze:${idea.id}:${now}` } });
    const body = await guardedReport(env, [...words.lines, "", ...analysisMarkdown(a), "", NOT_ADVICE]);
    return createEntry(db, userId, { kind: "Analysis", title: `Analysis of ${a.symbol} (${a.asOf.slice(0, 10)})`, body, data: { ...a, narration: words.narration }, symbol: a.symbol, parentId: idea.id, asOf: data.asOf }, now);
  });
}

/** Share of the user's holdings (valued at the research moment's closes) already in `symbol`. */
async function holdingWeight(db: Db, data: ResearchData, userId: string, symbol: string): Promise<number | null> {
  const rows = await db.select({ symbol: holdings.symbol, quantity: holdings.quantity }).from(holdings).innerJoin(portfolios, eq(holdings.portfolioId, portfolios.id)).where(eq(portfolios.userId, userId)).all();
  let total = 0;
  let mine = 0;
  for (const r of rows) {
    const close = (await data.daily(r.symbol.toUpperCase()))?.candles.at(-1)?.close;
    if (close === undefined) continue;
    total += r.quantity * close;
    if (r.symbol.toUpperCase() === symbol) mine += r.quantity * close;
  }
  return total > 0 && mine > 0 ? mine / total : null;
}

export async function verdictsFor(env: Bindings, db: Db, userId: string, analysisRef: string, now: number): Promise<Entry> {
  const entry = await getEntry(db, userId, analysisRef, { param: "analysisRef" });
  if (entry.kind !== "Analysis") throw new AppError("invalid_param", { param: "analysisRef", message: `analysisRef: NB-${entry.nb} is a ${entry.kind}; Verdicts work on a saved Analysis.` });
  const analysis = dataOf<Analysis>(entry);
  return charged(env, userId, "verdicts", `verdicts:${entry.id}:${now}`, async () => {
    // The analysis' own research moment: the experts see exactly what the analysis saw.
    const data = await researchData(env, entry.asOf ?? Date.parse(analysis.asOf));
    const frameworks = (await recentEntries(db, userId, { kind: "Framework" }, 20)).map((f) => ({ ref: `NB-${f.nb}`, title: f.title, body: f.body }));
    const model = proseModelFromEnv(env);
    const applyNote = model ? noteApplier(env, model, userId, `verdicts:${entry.id}:${now}`) : undefined;
    const v = await verdicts(data, { analysis, frameworks, holdingWeight: await holdingWeight(db, data, userId, analysis.symbol), ...(applyNote ? { applyNote } : {}) });
    const opening = `Second opinions on NB-${entry.nb} (${analysis.symbol}, as of ${analysis.asOf.slice(0, 10)}).`;
    const words = await narrate(env, proseModelFromEnv(env), { kind: "verdicts", result: { analysisRef: `NB-${entry.nb}`, ...v }, template: [opening], usage: { userId, key: `verdicts:${entry.id}:${now}` } });
    const body = await guardedReport(env, [...(words.narration.by === "model" ? [opening, ""] : []), ...words.lines, "", ...opinionsMarkdown(v.opinions), NOT_ADVICE]);
    const stances = v.opinions.map((o) => `${o.expert} ${o.stance}`).join(", ");
    return createEntry(db, userId, { kind: "Verdict", title: `Verdicts on ${analysis.symbol}: ${stances}`.slice(0, 200), body, data: { ...v, narration: words.narration }, symbol: analysis.symbol, parentId: entry.id, asOf: data.asOf }, now);
  });
}

/** Framework notes applied by the model; each use is drawn from the ledger like a chat message. */
function noteApplier(env: Bindings, model: ProseModel, userId: string, key: string) {
  return async (note: FrameworkNote, s: Snapshot, a: Analysis) => {
    const r = await applyNoteWithModel(model, note, s, a);
    if (r.answered) await drawUsage(env, { userId, key: `${key}:${note.ref}` });
    return r;
  };
}

export interface IdeaInput {
  assetClass: ExploreClass;
  timeframe: Timeframe;
  band: CapBand;
  symbol: string;
  /** The research moment (end of the chosen day), or undefined for the replay clock. */
  at?: number;
}

/** Saves an Explore candidate as an Idea; its figures are recomputed here, never taken from the caller. */
export async function saveIdea(env: Bindings, db: Db, userId: string, q: IdeaInput, now: number): Promise<Entry> {
  const data = await researchData(env, q.at);
  const result = await explore(data, q.assetClass, q.timeframe, q.band);
  const candidate = result.candidates.find((x) => x.symbol === q.symbol);
  if (!candidate) throw new AppError("invalid_param", { param: "symbol", message: `symbol: ${q.symbol} is not a candidate of this scan.` });
  const body = await guardedReport(env, [...exploreIdeaMarkdown(result, q.symbol), "", NOT_ADVICE]);
  const title = `${candidate.name} (${candidate.symbol}) — ${q.timeframe} term, ${q.band} cap`;
  const saved = { explore: { assetClass: q.assetClass, timeframe: q.timeframe, band: q.band, method: result.method }, candidate };
  return createEntry(db, userId, { kind: "Idea", title, body, data: saved, symbol: q.symbol, asOf: data.asOf }, now);
}
