import { z } from "zod";
import { AppError } from "../../http/errors";
import { DateField as CalendarDay } from "../../lib/fields";
import { CAP_BANDS, EXPLORE_CLASSES, TIMEFRAMES, type ExploreResult } from "../../research/explore";
import type { EntryView } from "../../notebook/view";
import { normaliseSymbol } from "../market";
import { TickerField } from "./fields";
import { defineTool, fail, type ToolContext, type ToolResult } from "./types";

/**
 * The research pipeline's tools: explore, save an idea, analyze it, get verdicts, a DeepDive and
 * Notebook search. Each saves to the Notebook and answers with the entry's NB-number, so the chat
 * can link it. Figures come from the research core; the summary only names them.
 */
const DateField = CalendarDay.optional().describe("Research as of the end of this UTC day (default: the replay clock)");
const RefField = z.string().trim().min(1).max(64).describe("NB-number (NB-12) or entry id");
const endOfDay = (d?: string) => (d ? Date.parse(`${d}T23:59:59.999Z`) : undefined);

type Provenance = { asOf?: string; source?: string };
type Fig = { asOf?: string; source?: string } | undefined;

/**
 * A saved entry's card line: the asset's own as-of and data source, read from the figures the
 * entry saved (a crypto close is 00:00 UTC, a stock's 20:00 New York) — not the research moment
 * shared by every asset, which is the stock close and showed under crypto cards with "Source: —".
 */
export function entryProvenance(e: EntryView): Provenance {
  const d = (e.data ?? {}) as { asOf?: string; source?: string; levels?: { close?: Fig }; analysis?: { levels?: { close?: Fig } }; candidate?: { figures?: { price?: Fig } } };
  const fig = d.levels?.close ?? d.analysis?.levels?.close ?? d.candidate?.figures?.price;
  const asOf = fig?.asOf ?? d.asOf ?? e.asOf ?? undefined;
  const source = fig?.source ?? d.source;
  return { ...(asOf ? { asOf } : {}), ...(source ? { source } : {}) };
}

/** Explore spans assets: their shared close time and source when they agree, else the research moment. */
function exploreProvenance(e: ExploreResult): Provenance {
  const prices = e.candidates.map((c) => c.figures.price);
  const one = <T>(xs: T[]) => (xs.length > 0 && xs.every((x) => x === xs[0]) ? xs[0] : undefined);
  return { asOf: one(prices.map((p) => p.asOf)) ?? e.asOf, source: one(prices.map((p) => p.source)) ?? "replay data (several series)" };
}

/** Runs a step against the port; the catalog's errors become the tool's refusal, in the same words. */
async function step(tool: string, ctx: ToolContext, run: (r: NonNullable<ToolContext["research"]>) => Promise<ToolResult>): Promise<ToolResult> {
  if (!ctx.research) return fail(tool, "conflict", "Research is not available in this session.");
  try {
    return await run(ctx.research);
  } catch (error) {
    if (error instanceof AppError) return fail(tool, error.code, error.message);
    throw error;
  }
}

const ExploreArgs = z.object({ assetClass: z.enum(EXPLORE_CLASSES), timeframe: z.enum(TIMEFRAMES), band: z.enum(CAP_BANDS), asOf: DateField });

export const researchExplore = defineTool({
  name: "research_explore",
  description: "Ranked candidates by asset class (crypto, equities), timeframe (near, mid, long) and market-cap band (micro, medium, large), with the figures behind each rank.",
  capabilities: ["coin_research", "equities_research"],
  input: ExploreArgs,
  run: ({ assetClass, timeframe, band, asOf }, ctx) =>
    step("research_explore", ctx, async (r) => {
      const e = await r.explore(assetClass, timeframe, band, endOfDay(asOf));
      const top = e.candidates.slice(0, 5).map((c) => `${c.rank}. ${c.symbol} (score ${c.score}): ${c.why}`);
      const summary = e.emptyReason ?? `Top ${band}-cap ${assetClass} for the ${timeframe} term as of ${e.asOf.slice(0, 10)}: ${top.join(" ")}`;
      return { ok: true, tool: "research_explore", summary, data: e, ...exploreProvenance(e) };
    }),
});

export const saveIdeaTool = defineTool({
  name: "save_idea",
  description: "Saves an Explore candidate as an Idea in the Notebook (gets an NB-number).",
  capabilities: ["notebook"],
  input: ExploreArgs.extend({ symbol: TickerField }),
  run: ({ assetClass, timeframe, band, asOf, symbol }, ctx) =>
    step("save_idea", ctx, async (r) => {
      const e = await r.saveIdea(assetClass, timeframe, band, normaliseSymbol(symbol) ?? symbol.toUpperCase(), endOfDay(asOf));
      return { ok: true, tool: "save_idea", summary: `Saved ${e.ref}: ${e.title}.`, data: e, ...entryProvenance(e) };
    }),
});

export const analyzeIdeaTool = defineTool({
  name: "analyze_idea",
  description: "Analyzes a saved Idea (conviction, levels, peers, valuation) and saves the Analysis with its NB-number.",
  capabilities: ["coin_research", "equities_research"],
  input: z.object({ ideaRef: RefField }),
  run: ({ ideaRef }, ctx) =>
    step("analyze_idea", ctx, async (r) => {
      const e = await r.analyze(ideaRef);
      return { ok: true, tool: "analyze_idea", summary: `Saved ${e.ref}: ${e.title}. ${e.body.split("\n")[0]}`, data: e, ...entryProvenance(e) };
    }),
});

export const getVerdicts = defineTool({
  name: "get_verdicts",
  description: "Second opinions on a saved Analysis from the macro, chart, risk and reward-to-risk experts and the user's Framework notes; saved as a Verdict.",
  capabilities: ["coin_research", "equities_research"],
  input: z.object({ analysisRef: RefField }),
  run: ({ analysisRef }, ctx) =>
    step("get_verdicts", ctx, async (r) => {
      const e = await r.verdicts(analysisRef);
      return { ok: true, tool: "get_verdicts", summary: `Saved ${e.ref}: ${e.title}.`, data: e, ...entryProvenance(e) };
    }),
});

export const deepDiveTool = defineTool({
  name: "deep_dive",
  description: "Builds a DeepDive report on one asset (overview, indicators, levels, valuation, peers, news, events, risks) and saves it as a Report.",
  capabilities: ["coin_research", "equities_research"],
  input: z.object({ symbol: TickerField, asOf: DateField }),
  run: ({ symbol, asOf }, ctx) =>
    step("deep_dive", ctx, async (r) => {
      const e = await r.deepDive(normaliseSymbol(symbol) ?? symbol.toUpperCase(), endOfDay(asOf));
      return { ok: true, tool: "deep_dive", summary: `Saved ${e.ref}: ${e.title} (${e.status}).`, data: e, ...entryProvenance(e) };
    }),
});

export const notebookSearch = defineTool({
  name: "notebook_search",
  description: "Full-text search of the user's Notebook; answers with NB-numbers and titles.",
  capabilities: ["notebook"],
  input: z.object({ q: z.string().trim().min(1).max(200) }),
  run: ({ q }, ctx) =>
    step("notebook_search", ctx, async (r) => {
      const found = await r.search(q);
      const summary = found.length === 0 ? `Nothing in the Notebook matches "${q}".` : `Found ${found.map((e) => `${e.ref} (${e.kind}: ${e.title})`).join("; ")}.`;
      return { ok: true, tool: "notebook_search", summary, data: found.map((e) => ({ ref: e.ref, kind: e.kind, title: e.title, symbol: e.symbol })) };
    }),
});

export const RESEARCH_TOOLS = [researchExplore, saveIdeaTool, analyzeIdeaTool, getVerdicts, deepDiveTool, notebookSearch];
