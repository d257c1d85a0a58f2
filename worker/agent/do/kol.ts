import { createDb } from "../../db/client";
import { askSources, synthesise } from "../../kol/service";
import { dropDiscussions } from "../../kol/run";
import { followSource, refreshAllOf, sourcesOf } from "../../sources/service";
import { feedAccess } from "../../sources/config";
import type { KolOutput } from "../../kol/modes";
import { err, type Result } from "../results";
import type { RunView } from "../runs/store";
import { startRun } from "../runs/area";
import type { AgentHost } from "./host";
import type { ToolResult } from "../tools/result";

/**
 * The AgentDO's KOL area, as the chat's tools see it: followed sources, Q&A and Synthesis now,
 * and Discussion behind a warning — the offer is kept in the object's storage until the user
 * confirms (or 30 minutes pass), so "yes, start it" in the next message knows what to start.
 */
export interface DiscussionOffer {
  symbol: string;
  question: string;
  createdAt: number;
}

export const OFFER_TTL_MS = 30 * 60_000;
const OFFER_KEY = "kol:offer";
/** What became of recent offers (by their createdAt), so a warning card shown again after a reload knows. */
const DECISIONS_KEY = "kol:decisions";
type Decisions = Record<string, { runId: string | null }>;

async function decided(h: AgentHost, offer: DiscussionOffer, runId: string | null): Promise<void> {
  const all = { ...((await h.ctx.storage.get<Decisions>(DECISIONS_KEY)) ?? {}), [String(offer.createdAt)]: { runId } };
  const recent = Object.entries(all).sort(([a], [b]) => Number(b) - Number(a)).slice(0, 20);
  await h.ctx.storage.put(DECISIONS_KEY, Object.fromEntries(recent));
}

export type OfferState = "pending" | "started" | "declined" | "expired";

/** The warning card's question after a reload: is its offer still open, and what run did it start? */
export async function offerState(h: AgentHost, offeredAt: number): Promise<Result<{ state: OfferState; runId: string | null }>> {
  const d = (await h.ctx.storage.get<Decisions>(DECISIONS_KEY))?.[String(offeredAt)];
  if (d) return { ok: true, state: d.runId ? "started" : "declined", runId: d.runId };
  const offer = await pending(h);
  return { ok: true, state: offer?.createdAt === offeredAt ? "pending" : "expired", runId: null };
}

export type KolPort = ReturnType<typeof kolPort>;

/** The warning card a `kol_discussion` call answers with while it waits for the user's "yes". */
function isWarning(t: ToolResult, symbol: string): boolean {
  if (!t.ok || t.tool !== "kol_discussion" || typeof t.data !== "object" || t.data === null) return false;
  return "status" in t.data && t.data.status === "awaiting_confirmation" && "symbol" in t.data && t.data.symbol === symbol;
}

async function pending(h: AgentHost): Promise<DiscussionOffer | null> {
  const offer = await h.ctx.storage.get<DiscussionOffer>(OFFER_KEY);
  return offer && h.now() - offer.createdAt <= OFFER_TTL_MS ? offer : null;
}

export function kolPort(h: AgentHost, userId: string, conversationId: string | null = null) {
  const db = () => createDb(h.env.DB);
  return {
    sources: () => sourcesOf(db(), userId),
    follow: (input: { url: string; name?: string; kol?: string }) => followSource(db(), userId, input, h.now(), feedAccess(h.env)),
    refresh: () => refreshAllOf(db(), userId, h.now(), feedAccess(h.env)),
    ask: (symbol: string, question: string, framework?: string) => askSources(h.env, userId, h.modelConfig(), symbol, question, framework),
    synthesis: (symbol: string, frameworks?: readonly string[]) => synthesise(h.env, userId, h.modelConfig(), symbol, frameworks),
    async offer(symbol: string, question: string): Promise<DiscussionOffer> {
      const offer = { symbol, question, createdAt: h.now() };
      await h.ctx.storage.put(OFFER_KEY, offer);
      return offer;
    },
    pendingOffer: () => pending(h),
    /**
     * Whether a bare "yes" in this conversation means "start the Discussion": an offer is pending
     * and unexpired, and the agent's latest reply here is that offer's warning — not a later answer
     * or another offer (a custom-capability draft, say).
     */
    async offerIsLatest(): Promise<boolean> {
      const offer = conversationId ? await pending(h) : null;
      if (!offer || !conversationId) return false;
      const last = h.store.messages(conversationId, 6).filter((m) => m.role === "assistant").at(-1);
      return last !== undefined && last.tools.some((t) => isWarning(t, offer.symbol));
    },
    async startDiscussion(offer: DiscussionOffer): Promise<Result<{ run: RunView }>> {
      await h.ctx.storage.delete(OFFER_KEY);
      const started = await startRun(h, "kol_discussion", { symbol: offer.symbol, question: offer.question });
      if (started.ok) await decided(h, offer, started.run.id);
      return started;
    },
  };
}

/** Q&A or Synthesis for the AgentDO's `kol` RPC: the output, or the plain reason there is none. */
export async function kolAnswer(h: AgentHost, mode: "qa" | "synthesis", symbol: string, question: string): Promise<Result<{ output: KolOutput | null; message: string | null }>> {
  const port = kolPort(h, h.store.agent()!.userId);
  const out = mode === "qa" ? await port.ask(symbol.toUpperCase(), question) : await port.synthesis(symbol.toUpperCase());
  return typeof out === "string" ? { ok: true, output: null, message: out } : { ok: true, output: out, message: null };
}

/**
 * Delete workspace (worker/agent/do/lifecycle.ts): the KOL state kept in the object's key-value
 * storage — the pending Discussion offer and each run's saved rounds — goes with the workspace
 * tables; a charged run that will never finish is refunded. Followed sources stay: they are
 * account data in D1 (Track, beside the portfolio), removed with the account.
 */
export async function wipeKol(h: AgentHost): Promise<void> {
  await dropDiscussions(h.env, h.ctx.storage, h.now());
  const rest = await h.ctx.storage.list({ prefix: "kol:" });
  if (rest.size > 0) await h.ctx.storage.delete([...rest.keys()]);
}

/**
 * The Discussion warning card's buttons (site route /app/kol/discussion): Start is the same
 * confirmation "yes, start it" gives — only the pending, unexpired offer for that asset starts —
 * and Not now drops the offer.
 */
export async function decideDiscussion(h: AgentHost, action: "start" | "decline", symbol: string): Promise<Result<{ run: RunView | null }>> {
  if (!h.store.installed().has("kol_analysis")) return err("conflict", "KOL Analysis is not installed.");
  const offer = await pending(h);
  if (!offer || offer.symbol !== symbol) return err("conflict", `There is no Discussion on ${symbol} waiting to start (offers expire after 30 minutes). Ask for it again in chat.`);
  const port = kolPort(h, h.store.agent()!.userId);
  if (action === "decline") {
    await h.ctx.storage.delete(OFFER_KEY);
    await decided(h, offer, null);
    return { ok: true, run: null };
  }
  const started = await port.startDiscussion(offer);
  return started.ok ? { ok: true, run: started.run } : started;
}
