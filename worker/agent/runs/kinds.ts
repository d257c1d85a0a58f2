import { z } from "zod";
import type { FlatRecord } from "../results";
import type { MarketReader } from "../market";
import type { Bindings } from "../../env";
import type { ModelConfig } from "../chat";
import { kolDiscussion } from "../../kol/run";

/**
 * The kinds of long run an agent can start. A run is stepped: each alarm runs one step and the
 * run reschedules itself, so a long job never holds the chat. A kind says how many steps its
 * payload needs and what one step produces; the step's item is appended to the run's result.
 * (KOL Discussion will be one more entry here.)
 */

export interface StepContext {
  market: MarketReader;
  now: number;
  /** For kinds that read D1, keep state in the object's storage or call the model (KOL Discussion). */
  env: Bindings;
  userId: string;
  runId: string;
  storage: DurableObjectStorage;
  model: ModelConfig | null;
}

interface KindDef<P> {
  /** Checks a start request's payload (and the stored one again before each step). */
  input: z.ZodType<P>;
  total(payload: P): number;
  step(ctx: StepContext, payload: P, step: number): Promise<FlatRecord>;
}

/** A kind with its payload type erased: every entry point parses, so no cast is needed. */
export interface RunKind {
  parse(raw: unknown): { ok: true; payload: unknown; total: number } | { ok: false; message: string };
  step(ctx: StepContext, raw: unknown, step: number): Promise<FlatRecord>;
  /** Called once when the run fails (a refund, state cleanup). */
  onFail?(ctx: StepContext, raw: unknown): Promise<void>;
}

function defineKind<P>(def: KindDef<P>): RunKind {
  return {
    parse(raw) {
      const r = def.input.safeParse(raw);
      if (!r.success) return { ok: false, message: r.error.issues.map((i) => `${i.path.join(".") || "payload"}: ${i.message}`).join("; ") };
      return { ok: true, payload: r.data, total: def.total(r.data) };
    },
    step: (ctx, raw, step) => def.step(ctx, def.input.parse(raw), step),
  };
}

const Symbol = z.string().trim().toUpperCase().regex(/^[A-Z0-9.^=-]{1,20}$/, "A ticker symbol such as BTC or AAPL.");

/** A multi-asset scan: one quote per step, through the agent's market reader. */
const scan = defineKind<{ symbols: string[] }>({
  input: z.object({ symbols: z.array(Symbol).min(1).max(20) }).strict(),
  total: (p) => p.symbols.length,
  async step(ctx, p, step) {
    const symbol = p.symbols[step]!;
    const { quotes } = await ctx.market.quotes([symbol]);
    const q = quotes[0];
    return q ? { symbol, price: q.price, change24hPct: q.change24hPct, asOf: new Date(q.asOf).toISOString(), source: q.source } : { symbol, price: null, change24hPct: null, asOf: null, source: null };
  },
});

export const RUN_KINDS: Readonly<Record<string, RunKind>> = { scan, kol_discussion: kolDiscussion };
