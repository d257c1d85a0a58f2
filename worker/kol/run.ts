import { z } from "zod";
import { AppError } from "../http/errors";
import { createDb } from "../db/client";
import { createEntry } from "../notebook/store";
import { reportMarkdown } from "./report-markdown";
import { recentItems } from "../sources/store";
import { chargeUsage, refundUsage } from "../usage/charge";
import type { FlatRecord } from "../agent/results";
import { RunAbort } from "../agent/runs/abort";
import type { RunKind, StepContext } from "../agent/runs/kinds";
import { extractClaims } from "./claims";
import { critiqueRound, finalRound, openingRound, roundLines, type Critique, type FinalPosition } from "./discussion";
import { readFacts } from "./facts";
import type { Reading } from "./frameworks";
import { checkLines, citationLines, evidenceOf, guardLines, marketLine, noClaims, type Evidence } from "./modes";
import { narrate } from "./narrate";

/**
 * KOL Discussion as a long run of the AgentDO (worker/agent/runs): an alarm-driven step machine
 * rather than Cloudflare Workflows, because the state it needs (the user's model settings, the
 * chat sockets to stream progress to, the schedule that already retries with back-off) lives in
 * the agent's Durable Object, and a run is five short steps, not hours of waiting. Each step's
 * output is written to the object's storage before the step returns, so an eviction or deploy
 * between steps loses nothing: the next alarm reads the state and goes on.
 *
 *   0 gather   read the cached source items, extract claims, read market facts, charge usage once
 *   1 round 1  each framework's opening reading
 *   2 round 2  cross-critique
 *   3 round 3  final positions
 *   4 publish  the report (guarded, model-assisted when a model is set) lands in the Notebook
 */
export const DISCUSSION_STEPS = 5;
export const DiscussionInput = z.object({ symbol: z.string().trim().toUpperCase().regex(/^[A-Z0-9.^=-]{1,20}$/u), question: z.string().trim().max(300).default("") }).strict();
type Input = z.infer<typeof DiscussionInput>;

interface State {
  evidence: Evidence;
  chargeId: string;
  readings?: Reading[];
  critiques?: Critique[];
  finals?: FinalPosition[];
  ref?: string;
}

const PREFIX = "kol:run:";
const key = (runId: string) => `${PREFIX}${runId}`;

async function load(ctx: StepContext): Promise<State> {
  const state = await ctx.storage.get<State>(key(ctx.runId));
  if (!state) throw new RunAbort("The discussion's saved state is missing.");
  return state;
}

async function gather(ctx: StepContext, p: Input): Promise<FlatRecord> {
  const db = createDb(ctx.env.DB);
  const items = await recentItems(db, ctx.userId);
  const claims = items.flatMap((i) => extractClaims(i)).filter((c) => c.symbol === p.symbol);
  if (claims.length === 0) throw new RunAbort(noClaims(p.symbol, new Set(items.map((i) => i.sourceId)).size));
  const facts = await readFacts(ctx.env, p.symbol);
  if (!facts) throw new RunAbort(`There is no market data for ${p.symbol} to check the claims against.`);
  // Charged once: the key is the run id, so a retried step finds the same charge.
  const charge = await chargeUsage(ctx.env, { userId: ctx.userId, action: "kol_discussion", idempotencyKey: `kol_discussion:${ctx.runId}` }, { now: () => ctx.now });
  if (!charge.ok) throw new RunAbort(`This month's usage allowance is used up (it resets on ${charge.resetsAt.slice(0, 10)}).`);
  const evidence = evidenceOf(p.symbol, claims, facts);
  await ctx.storage.put(key(ctx.runId), { evidence, chargeId: charge.chargeId } satisfies State);
  return { phase: "gathered", claims: evidence.claims.length, sources: new Set(evidence.claims.map((c) => c.source.sourceName)).size, asOf: facts.asOf, source: facts.source };
}

/**
 * A Notebook that refuses the report (full) will refuse it on every retry too: the run fails at
 * once, says why, and its usage is refunded by `onFail`. Nothing else has been written by then.
 */
async function saveReport(ctx: StepContext, entry: Parameters<typeof createEntry>[2]) {
  try {
    return await createEntry(createDb(ctx.env.DB), ctx.userId, entry, ctx.now);
  } catch (error) {
    if (error instanceof AppError) throw new RunAbort(`${error.message} The Discussion's report was not saved and its usage is refunded.`);
    throw error;
  }
}

async function publish(ctx: StepContext, p: Input, s: State): Promise<FlatRecord> {
  if (s.ref) return { phase: "published", ref: s.ref };
  const e = s.evidence;
  const rounds = roundLines(s.readings!, s.critiques!, s.finals!);
  const body = [
    `KOL Discussion on ${p.symbol}${p.question ? ` — ${p.question}` : ""}.`,
    `${e.claims.length} claims from ${new Set(e.claims.map((c) => c.source.sourceName)).size} sources, read by three frameworks over three rounds; every claim checked against market data.`,
    marketLine(e.facts),
    ...rounds,
    "Claims checked against market data:",
    ...checkLines(e),
    "Sources:",
    ...citationLines(e),
    "Research only; not investment advice.",
  ];
  const ruled = guardLines(body);
  const story = await narrate(ctx.model, ruled);
  const label = story ? "model-assisted" : "rule-based";
  const text = `${story ? `${story}\n\n` : ""}(${label})\n${ruled}`;
  const entry = await saveReport(ctx, { kind: "Report", title: `KOL Discussion: ${p.symbol}`, body: reportMarkdown(text), symbol: p.symbol, asOf: Date.parse(e.facts.asOf), data: { mode: "discussion", label, finals: s.finals, critiques: s.critiques, citations: e.claims.map((c, i) => ({ n: i + 1, ...c.source, quote: c.quote })) } });
  const ref = `NB-${entry.nb}`;
  await ctx.storage.put(key(ctx.runId), { ...s, ref });
  return { phase: "published", ref, label, title: entry.title };
}

async function step(ctx: StepContext, p: Input, n: number): Promise<FlatRecord> {
  if (n === 0) return gather(ctx, p);
  const s = await load(ctx);
  if (n === 1) {
    const readings = openingRound(s.evidence);
    await ctx.storage.put(key(ctx.runId), { ...s, readings });
    return { phase: "round 1", readings: readings.map((r) => `${r.framework} ${r.stance} ${r.score}`).join("; ") };
  }
  if (n === 2) {
    const critiques = critiqueRound(s.evidence, s.readings!);
    await ctx.storage.put(key(ctx.runId), { ...s, critiques });
    return { phase: "round 2", critiques: critiques.length };
  }
  if (n === 3) {
    const finals = finalRound(s.readings!, s.critiques!);
    await ctx.storage.put(key(ctx.runId), { ...s, finals });
    return { phase: "round 3", finals: finals.map((f) => `${f.framework} ${f.stance} ${f.score}`).join("; ") };
  }
  const out = await publish(ctx, p, s);
  await ctx.storage.delete(key(ctx.runId));
  return out;
}

export const kolDiscussion: RunKind = {
  parse(raw) {
    const r = DiscussionInput.safeParse(raw);
    return r.success ? { ok: true, payload: r.data, total: DISCUSSION_STEPS } : { ok: false, message: r.error.issues.map((i) => `${i.path.join(".") || "payload"}: ${i.message}`).join("; ") };
  },
  step: (ctx, raw, n) => step(ctx, DiscussionInput.parse(raw), n),
  /** A failed run gives its usage back and drops its state. */
  async onFail(ctx) {
    const state = await ctx.storage.get<State>(key(ctx.runId));
    if (state?.chargeId) await refundUsage(ctx.env, state.chargeId, { now: () => ctx.now });
    await ctx.storage.delete(key(ctx.runId));
  },
};

/**
 * Delete workspace: every Discussion's saved state goes with it, and a run that was charged but
 * will now never publish is refunded (the refund is idempotent, like the charge).
 */
export async function dropDiscussions(env: StepContext["env"], storage: DurableObjectStorage, now: number): Promise<number> {
  const states = await storage.list<State>({ prefix: PREFIX });
  for (const s of states.values()) if (s.chargeId && !s.ref) await refundUsage(env, s.chargeId, { now: () => now });
  if (states.size > 0) await storage.delete([...states.keys()]);
  return states.size;
}
