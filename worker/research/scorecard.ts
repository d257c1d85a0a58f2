import type { ReplayFiles } from "../market/replay/files";
import type { Candle } from "../market/types";
import { analyze, type Analysis } from "./analyze";
import { replayResearchData, type ResearchData } from "./data";
import { round } from "./figures";
import { verdicts, type Opinion } from "./verdicts";

/**
 * The scorecard: research scored against what the market did afterwards. For a call made as of
 * T it reads only candles that opened at or after T (the future of the call, which is the point
 * here), and compares the asset's return after 7, 30 and 90 days with its benchmark's (BTC for
 * crypto, SPY for stocks and funds). The historical scorecard walks forward over the replay:
 * at each date every built-in expert judges each asset with only the data known then.
 */
export const HORIZONS = [7, 30, 90] as const;
const DAY = 86_400_000;

export interface Outcome {
  /** Which level the price reached first: validation (high ≥ it), invalidation (low ≤ it), both in one day, or neither yet. */
  firstHit: "validation" | "invalidation" | "same_day" | "neither";
  firstHitAt: string | null;
  /** Return (%) after N days, and the same minus the benchmark's (percentage points); null when the data does not reach that far. */
  returns: Record<string, number | null>;
  excess: Record<string, number | null>;
  benchmark: string;
}

function closeAfter(candles: readonly Candle[], from: number, days: number): number | null {
  const target = from + days * DAY;
  const c = candles.find((x) => x.t >= target - DAY / 2);
  return c && c.t - target < 4 * DAY ? c.close : null;
}

function firstHit(after: readonly Candle[], validation: number, invalidation: number): Pick<Outcome, "firstHit" | "firstHitAt"> {
  for (const c of after) {
    const up = c.high >= validation;
    const down = c.low <= invalidation;
    if (up || down) return { firstHit: up && down ? "same_day" : up ? "validation" : "invalidation", firstHitAt: new Date(c.t).toISOString().slice(0, 10) };
  }
  return { firstHit: "neither", firstHitAt: null };
}

/** `past` is the data at the call (its entry prices); `future` must reach past it (e.g. the data as of the replay clock). */
export async function outcomeOf(past: ResearchData, future: ResearchData, a: Pick<Analysis, "symbol" | "assetClass" | "levels">): Promise<Outcome | null> {
  const calledAt = past.asOf;
  const series = await future.daily(a.symbol);
  const benchmark = a.assetClass === "crypto" || a.assetClass === "stablecoin" ? "BTC" : "SPY";
  const bench = await future.daily(benchmark);
  if (!series || !bench) return null;
  const after = series.candles.filter((c) => c.t >= calledAt);
  const entry = a.levels.close.value!;
  // The benchmark's last close known at the call, like the asset's own entry price.
  const benchEntry = (await past.daily(benchmark))?.candles.at(-1)?.close ?? null;
  const returns: Record<string, number | null> = {};
  const excess: Record<string, number | null> = {};
  for (const h of HORIZONS) {
    const close = closeAfter(after, calledAt, h);
    const b = closeAfter(bench.candles.filter((c) => c.t >= calledAt), calledAt, h);
    returns[`d${h}`] = close === null ? null : round((close / entry - 1) * 100);
    excess[`d${h}`] = close === null || b === null || benchEntry === null ? null : round((close / entry - 1) * 100 - (b / benchEntry - 1) * 100);
  }
  return { ...firstHit(after, a.levels.validation.value!, a.levels.invalidation.value!), returns, excess, benchmark };
}

/** A stance is right when the asset then beat its benchmark (constructive) or lagged it (cautious). */
export function stanceRight(o: Pick<Opinion, "stance">, excess: number | null): boolean | null {
  if (excess === null || o.stance === "neutral") return null;
  return o.stance === "constructive" ? excess > 0 : excess < 0;
}

export interface ExpertRecord {
  expert: string;
  calls: number;
  judged: number;
  right: number;
  hitRate: number | null;
  /** Mean 30-day excess return after constructive and after cautious calls (pp). */
  afterConstructive: number | null;
  afterCautious: number | null;
}

interface Tally {
  calls: number;
  judged: number;
  right: number;
  con: number[];
  cau: number[];
}

const mean = (xs: number[]) => (xs.length === 0 ? null : round(xs.reduce((s, x) => s + x, 0) / xs.length));

/** Walk-forward over [start, end] every `stepDays`: each expert's record at a 30-day horizon. */
export async function historicalScorecard(files: ReplayFiles, symbols: readonly string[], start: number, end: number, stepDays: number, futureAt: number): Promise<{ records: ExpertRecord[]; dates: number; runs: number }> {
  const future = replayResearchData(files, futureAt);
  const tally = new Map<string, Tally>();
  let runs = 0;
  let dates = 0;
  for (let t = start; t <= end; t += stepDays * DAY) {
    dates += 1;
    const data = replayResearchData(files, t);
    for (const symbol of symbols) {
      const a = await analyze(data, symbol).catch(() => null);
      if (!a) continue;
      const o = await outcomeOf(data, future, a);
      const v = await verdicts(data, { analysis: a, frameworks: [], holdingWeight: null });
      runs += 1;
      for (const op of v.opinions) {
        const x = tally.get(op.expert) ?? { calls: 0, judged: 0, right: 0, con: [], cau: [] };
        const excess = o?.excess.d30 ?? null;
        const right = stanceRight(op, excess);
        x.calls += 1;
        if (right !== null) {
          x.judged += 1;
          if (right) x.right += 1;
        }
        if (excess !== null && op.stance === "constructive") x.con.push(excess);
        if (excess !== null && op.stance === "cautious") x.cau.push(excess);
        tally.set(op.expert, x);
      }
    }
  }
  const records = [...tally.entries()].map(([expert, x]) => ({ expert, calls: x.calls, judged: x.judged, right: x.right, hitRate: x.judged ? round((x.right / x.judged) * 100) : null, afterConstructive: mean(x.con), afterCautious: mean(x.cau) }));
  return { records, dates, runs };
}
