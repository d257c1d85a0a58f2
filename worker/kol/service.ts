import type { ModelConfig } from "../agent/chat";
import type { Bindings } from "../env";
import { createDb } from "../db/client";
import { recentItems } from "../sources/store";
import { extractClaims } from "./claims";
import { readFacts } from "./facts";
import { frameworkById, frameworkFor, FRAMEWORKS, type Framework } from "./frameworks";
import { evidenceOf, noClaims, qa, synthesis, type Evidence, type KolOutput } from "./modes";
import { narrate } from "./narrate";

/**
 * Q&A and Synthesis for one user, answered in the chat turn (seconds, light usage): the cached
 * items of their followed sources → claims about the asset → market facts → the mode. A model,
 * when configured, adds one opening paragraph; the figures and citations stay rule-based.
 */
export type Gathered = { ok: true; evidence: Evidence } | { ok: false; message: string };

export async function gatherEvidence(env: Bindings, userId: string, symbol: string): Promise<Gathered> {
  const items = await recentItems(createDb(env.DB), userId);
  const claims = items.flatMap((i) => extractClaims(i)).filter((c) => c.symbol === symbol);
  if (claims.length === 0) return { ok: false, message: noClaims(symbol, new Set(items.map((i) => i.sourceId)).size) };
  const facts = await readFacts(env, symbol);
  if (!facts) return { ok: false, message: `There is no market data for ${symbol} to check the claims against.` };
  return { ok: true, evidence: evidenceOf(symbol, claims, facts) };
}

async function withModel(out: KolOutput, model: ModelConfig | null): Promise<KolOutput> {
  const story = await narrate(model, out.text);
  return story ? { ...out, label: "model-assisted", text: `${story}\n\n(model-assisted: the figures and citations below are computed)\n${out.text}` } : out;
}

export async function askSources(env: Bindings, userId: string, model: ModelConfig | null, symbol: string, question: string, frameworkId?: string): Promise<KolOutput | string> {
  const g = await gatherEvidence(env, userId, symbol);
  if (!g.ok) return g.message;
  const fw = (frameworkId && frameworkById(frameworkId)) || frameworkFor(question);
  return withModel(qa(question, g.evidence, fw), model);
}

export async function synthesise(env: Bindings, userId: string, model: ModelConfig | null, symbol: string, ids?: readonly string[]): Promise<KolOutput | string> {
  const g = await gatherEvidence(env, userId, symbol);
  if (!g.ok) return g.message;
  const picked = (ids ?? []).map(frameworkById).filter((f): f is Framework => f !== undefined);
  const [a, b] = picked.length === 2 && picked[0] !== picked[1] ? picked : [FRAMEWORKS[0]!, FRAMEWORKS[1]!];
  return withModel(synthesis(g.evidence, a!, b!), model);
}
