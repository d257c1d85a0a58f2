import type { Db } from "../db/client";
import type { Bindings } from "../env";
import { replayClock } from "../market/replay/clock";
import { assetFiles } from "../market/replay/files";
import { recentEntries } from "../notebook/store";
import type { Analysis } from "./analyze";
import { replayResearchData } from "./data";
import { historicalScorecard, outcomeOf, stanceRight, type ExpertRecord, type Outcome } from "./scorecard";
import type { Opinion } from "./verdicts";

/**
 * Track's scorecard: the user's saved analyses and verdicts against what the market did after
 * their as-of date (replay data up to the clock), per expert and per Framework note, and the
 * historical walk-forward record of the built-in experts on a fixed sample of the replay.
 */
export const HISTORY_SAMPLE = { symbols: ["BTC", "ETH", "SOL", "NVDA", "AAPL", "MSFT"], start: "2023-01-01", stepDays: 60 } as const;

export interface ScoredAnalysis {
  ref: string;
  symbol: string;
  asOf: string;
  conviction: number;
  outcome: Outcome | null;
}

export async function userScorecard(env: Bindings, db: Db, userId: string) {
  const files = assetFiles(env.ASSETS);
  const clock = await replayClock(files);
  const future = replayResearchData(files, clock.latest);
  const analyses: ScoredAnalysis[] = [];
  const byId = new Map<string, ScoredAnalysis>();
  for (const e of await recentEntries(db, userId, { kind: "Analysis" }, 50)) {
    const a = JSON.parse(e.data ?? "null") as Analysis | null;
    if (!a || e.asOf === null) continue;
    const scored = { ref: `NB-${e.nb}`, symbol: a.symbol, asOf: a.asOf, conviction: a.conviction.score, outcome: await outcomeOf(replayResearchData(files, e.asOf), future, a) };
    analyses.push(scored);
    byId.set(e.id, scored);
  }
  const experts = new Map<string, { calls: number; judged: number; right: number }>();
  for (const e of await recentEntries(db, userId, { kind: "Verdict" }, 50)) {
    const v = JSON.parse(e.data ?? "null") as { opinions: Opinion[] } | null;
    const parent = e.parentId ? byId.get(e.parentId) : undefined;
    if (!v || !parent) continue;
    for (const o of v.opinions) {
      const key = o.frameworkRef ? `${o.expert} (${o.frameworkRef})` : o.expert;
      const x = experts.get(key) ?? { calls: 0, judged: 0, right: 0 };
      const right = stanceRight(o, parent.outcome?.excess.d30 ?? null);
      x.calls += 1;
      if (right !== null) x.judged += 1;
      if (right) x.right += 1;
      experts.set(key, x);
    }
  }
  return { clock: new Date(clock.latest).toISOString(), analyses, experts: [...experts.entries()].map(([expert, x]) => ({ expert, ...x })) };
}

export async function historicalRecord(env: Bindings): Promise<{ records: ExpertRecord[]; runs: number; sample: typeof HISTORY_SAMPLE }> {
  const files = assetFiles(env.ASSETS);
  const clock = await replayClock(files);
  const r = await historicalScorecard(files, HISTORY_SAMPLE.symbols, Date.parse(`${HISTORY_SAMPLE.start}T00:00:00Z`), clock.latest - 31 * 86_400_000, HISTORY_SAMPLE.stepDays, clock.latest);
  return { records: r.records, runs: r.runs, sample: HISTORY_SAMPLE };
}
