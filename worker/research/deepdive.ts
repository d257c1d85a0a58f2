import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { notebookEntries } from "../db/notebook-schema";
import type { Bindings } from "../env";
import { AppError } from "../http/errors";
import type { Clock } from "../lib/clock";
import type { Plan } from "../lib/plan";
import { getAsset } from "../market/assets";
import { createMarketReader } from "../market/reader";
import { createEntry, updateEntry, type Entry, type SaveCondition } from "../notebook/store";
import { analysisSummary, analyze } from "./analyze";
import { analysisMarkdown, guardedReport, NOT_ADVICE, opinionsMarkdown } from "./render";
import { charged, researchData } from "./service";
import { verdicts } from "./verdicts";
import { narrate, proseModelFromEnv } from "./narrate";

/**
 * DeepDive: a report on one asset from the same core (overview, price and indicators, levels,
 * valuation, peers, news, market events, risks), saved as a Report. Created `pending`, filled in
 * after the answer (API.md: asynchronous, pending → ready), `failed` with the reason otherwise.
 */
export const FREE_DEEPDIVES_PER_MONTH = 3;

function monthStart(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/**
 * Free: a few a month, counted on every Report made this month (deleted ones too, so deleting
 * frees none). A condition on the Report's own insert (not a count read before it), so parallel
 * requests cannot all pass it; undefined on Pro, which has no monthly cap.
 */
export function deepDiveAllowance(userId: string, plan: Plan, now: number): SaveCondition | undefined {
  if (plan === "pro") return undefined;
  const e = notebookEntries;
  return {
    holds: sql`((SELECT count(*) FROM ${e} WHERE ${e.userId} = ${userId} AND ${e.kind} = 'Report' AND ${e.createdAt} >= ${monthStart(now)}) < ${FREE_DEEPDIVES_PER_MONTH})`,
    refusal: () =>
      new AppError("usage_exhausted", { message: `Free includes ${FREE_DEEPDIVES_PER_MONTH} DeepDive reports a month; this month's are used.`, hint: "They renew on the 1st (UTC); Pro has no monthly cap." }),
  };
}

export async function startDeepDive(db: Db, userId: string, plan: Plan, symbol: string, asOf: number | null, now: number): Promise<Entry> {
  const asset = getAsset(symbol);
  if (!asset) throw new AppError("invalid_param", { param: "symbol", message: `symbol: ${symbol} is not an asset Fathom knows.` });
  const allowance = deepDiveAllowance(userId, plan, now);
  return createEntry(db, userId, { kind: "Report", title: `DeepDive: ${asset.name} (${asset.symbol})`, body: "", symbol: asset.symbol, status: "pending", asOf }, now, allowance);
}

async function contextLines(env: Bindings, clock: Clock, symbol: string, asOf: number): Promise<string[]> {
  const market = createMarketReader(env, clock, { live: false });
  // Only what was known by the as-of moment: news published and events started by then.
  const news = (await market.news({ symbol, limit: 50 })).filter((n) => n.publishedAt <= asOf).slice(0, 5);
  const events = (await market.events({ until: asOf, limit: 20 })).filter((e) => e.subject.toUpperCase() === symbol);
  return [
    "## News",
    "",
    ...(news.length > 0 ? news.map((n) => `- ${n.title} (${n.feed}, ${new Date(n.publishedAt).toISOString().slice(0, 10)})`) : ["- No stored headlines for it up to this date."]),
    "",
    "## Market events",
    "",
    ...(events.length > 0 ? events.map((e) => `- ${e.kind}: ${e.title} (from ${new Date(e.startedAt).toISOString().slice(0, 10)}${e.endedAt === null || e.endedAt > asOf ? ", ongoing at the as-of date" : ""})`) : ["- No depeg, exploit, governance emergency or bridge halt recorded for it by this date."]),
  ];
}

/** Fills a pending report in; on failure marks it failed and refunds the charge. */
export async function completeDeepDive(env: Bindings, db: Db, clock: Clock, userId: string, report: Entry): Promise<Entry> {
  try {
    return await charged(env, userId, "deep_dive", `deep_dive:${report.id}`, async () => {
      const data = await researchData(env, report.asOf ?? undefined);
      const a = await analyze(data, report.symbol!);
      const v = await verdicts(data, { analysis: a, frameworks: [], holdingWeight: null });
      const risks = v.opinions.find((o) => o.expert === "Risk")!;
      const overview = `${a.name} is a ${a.category} asset (${a.assetClass}). ${analysisSummary(a)}`;
      const words = await narrate(env, proseModelFromEnv(env), { kind: "deepdive", result: { analysis: a, verdicts: v }, template: [overview], usage: { userId, key: `deep_dive:${report.id}` } });
      const body = await guardedReport(env, [
        `# ${a.name} (${a.symbol}) — DeepDive as of ${a.asOf.slice(0, 10)}`,
        "",
        ...words.lines,
        "",
        "## Price, indicators and levels",
        "",
        ...Object.entries(a.indicators).map(([k, f]) => `- ${k}: ${f.value === null ? "n/a" : f.value} (${f.how})`),
        "",
        ...analysisMarkdown(a),
        "",
        ...(await contextLines(env, clock, a.symbol, data.asOf)),
        "",
        "## Risks and second opinions",
        "",
        ...risks.reasons.map((r) => `- ${r}`),
        "",
        ...opinionsMarkdown(v.opinions),
        `_Figures: ${a.label}; every number carries its source and as-of in the report's data._`,
        "",
        NOT_ADVICE,
      ]);
      return updateEntry(db, userId, report.id, { body, data: { analysis: a, verdicts: v, narration: words.narration }, status: "ready" }, clock.now());
    });
  } catch (error) {
    const reason = error instanceof AppError ? error.message : "The report could not be computed.";
    return updateEntry(db, userId, report.id, { body: `This report could not be built: ${reason}`, status: "failed" }, clock.now());
  }
}
