import { z } from "zod";
import { AppError } from "../../http/errors";
import { nameField } from "../../lib/fields";
import { guardText } from "../guard";
import { USAGE_WEIGHTS, MONTHLY_ALLOWANCE } from "../../usage/weights";
import type { KolOutput } from "../../kol/modes";
import { normaliseSymbol } from "../market";
import { TickerField } from "./fields";
import { defineTool, fail, type ToolContext, type ToolResult } from "./types";

/**
 * KOL Analysis in chat: follow and list sources, Q&A and Synthesis answered in the turn, and
 * Discussion — a long background run that draws heavy usage — only after a warning the user
 * confirms. The first call (confirm false) warns and keeps the offer; the confirming call starts it.
 */
const CAP = ["kol_analysis"];
const FrameworkField = z.enum(["trend", "risk", "sentiment"]);

async function withPort(tool: string, ctx: ToolContext, run: (k: NonNullable<ToolContext["kol"]>) => Promise<ToolResult>): Promise<ToolResult> {
  if (!ctx.kol) return fail(tool, "conflict", "KOL Analysis is not available in this session.");
  try {
    return await run(ctx.kol);
  } catch (error) {
    if (error instanceof AppError) return fail(tool, error.code, error.message);
    throw error;
  }
}

const sym = (s: string) => normaliseSymbol(s) ?? s.toUpperCase();

/** Feed text is third-party: what the card shows of it passes the guard like the summary does. */
const card = (t: string) => guardText(t, "tool_card").text;

function answer(tool: string, out: KolOutput | string): ToolResult {
  if (typeof out === "string") return { ok: true, tool, summary: out, data: { claims: 0 } };
  const citations = out.citations.map((c) => ({ ...c, quote: card(c.quote), title: card(c.title) }));
  const readings = out.readings.map((r) => ({ ...r, judged: r.judged.map((j) => ({ ...j, why: card(j.why) })) }));
  return { ok: true, tool, summary: out.text, data: { mode: out.mode, symbol: out.symbol, label: out.label, readings, citations, checks: out.checks }, asOf: out.asOf, source: out.source };
}

export const followSourceTool = defineTool({
  name: "follow_source",
  description: "Follows an RSS/Atom feed (blog, Substack, YouTube channel feed, podcast) for KOL Analysis. The feed is read once to check it.",
  capabilities: CAP,
  input: z.object({ url: z.string().trim().min(1).max(2000), name: nameField(80).optional(), kol: nameField(80).optional() }),
  run: (args, ctx) =>
    withPort("follow_source", ctx, async (k) => {
      const s = await k.follow(args);
      return { ok: true, tool: "follow_source", summary: `Following ${s.name} (${s.kind}${s.kol ? `, ${s.kol}` : ""}): ${s.items} items read.`, data: s };
    }),
});

export const listSourcesTool = defineTool({
  name: "list_sources",
  description: "Lists the user's followed sources with their last fetch time and error.",
  capabilities: CAP,
  input: z.object({ refresh: z.boolean().default(false).describe("Read every feed again first") }),
  run: ({ refresh }, ctx) =>
    withPort("list_sources", ctx, async (k) => {
      if (refresh) await k.refresh();
      const list = await k.sources();
      const summary = list.length === 0 ? "You follow no sources yet. Say “follow https://…/feed” or add one in Settings → Sources." : `You follow ${list.length}: ${list.map((s) => `${s.name} (${s.items} items${s.lastError ? `, last fetch failed: ${s.lastError}` : ""})`).join("; ")}.`;
      return { ok: true, tool: "list_sources", summary, data: list };
    }),
});

export const kolAsk = defineTool({
  name: "kol_ask",
  description: "KOL Q&A: one analyst framework (trend, risk or sentiment) answers a question about an asset from the user's followed sources, each claim cited and checked against market data.",
  capabilities: CAP,
  input: z.object({ symbol: TickerField, question: z.string().trim().min(1).max(300), framework: FrameworkField.optional() }),
  run: ({ symbol, question, framework }, ctx) => withPort("kol_ask", ctx, async (k) => answer("kol_ask", await k.ask(sym(symbol), question, framework))),
});

export const kolSynthesis = defineTool({
  name: "kol_synthesis",
  description: "KOL Synthesis: two frameworks' readings of the user's sources on an asset, merged, with agreements and disagreements marked.",
  capabilities: CAP,
  input: z.object({ symbol: TickerField, frameworks: z.array(FrameworkField).length(2).optional() }),
  run: ({ symbol, frameworks }, ctx) => withPort("kol_synthesis", ctx, async (k) => answer("kol_synthesis", await k.synthesis(sym(symbol), frameworks))),
});

export function discussionWarning(symbol: string): string {
  const units = USAGE_WEIGHTS.kol_discussion.units;
  return `A KOL Discussion on ${symbol} is a full cross-critique among three frameworks over three rounds, every claim checked against market data. It runs in the background for about 5–20 minutes and draws ${units} usage units (${Math.round((units / MONTHLY_ALLOWANCE.pro) * 100)}% of the monthly Pro allowance), charged once and refunded if it fails. It runs only after you confirm: reply “yes, run it” or press Start.`;
}

export const kolDiscussionTool = defineTool({
  name: "kol_discussion",
  description: "KOL Discussion (5–20 minutes, heavy usage). Call first with confirm=false: it returns the warning to show the user. Only after the user agrees, call with confirm=true to start it in the background; the report lands in the Notebook.",
  capabilities: CAP,
  input: z.object({ symbol: TickerField.optional(), question: z.string().trim().max(300).default(""), confirm: z.boolean().default(false) }),
  run: ({ symbol, question, confirm }, ctx) =>
    withPort("kol_discussion", ctx, async (k) => {
      const pending = await k.pendingOffer();
      const wanted = symbol ? sym(symbol) : (pending?.symbol ?? null);
      if (!wanted) return fail("kol_discussion", "invalid_param", "Which asset? For example “start a discussion on BTC”.");
      if (!confirm || !pending || pending.symbol !== wanted) {
        const offer = await k.offer(wanted, question || pending?.question || "");
        return { ok: true, tool: "kol_discussion", summary: discussionWarning(wanted), data: { symbol: wanted, status: "awaiting_confirmation", offeredAt: offer.createdAt, estimateMinutes: [5, 20], units: USAGE_WEIGHTS.kol_discussion.units } };
      }
      const started = await k.startDiscussion(pending);
      if (!started.ok) return fail("kol_discussion", started.code, started.message);
      return { ok: true, tool: "kol_discussion", summary: `Started the KOL Discussion on ${wanted} in the background (run ${started.run.id}, ${started.run.total} steps). Progress shows here; the report lands in the Notebook.`, data: { symbol: wanted, status: "started", runId: started.run.id, total: started.run.total } };
    }),
});

export const KOL_TOOLS = [followSourceTool, listSourcesTool, kolAsk, kolSynthesis, kolDiscussionTool];
