import { sma } from "../market/indicators/moving-averages";
import type { Analysis } from "./analyze";
import { runChecklist, type CheckLine } from "./checklist";
import type { ResearchData } from "./data";
import { fmt, round, stanceOf, type Stance } from "./figures";
import { rewardRisk } from "./levels";
import { readSnapshot, type Snapshot } from "./metrics";
import type { NoteResult } from "./frameworks-model";
import { count } from "../agent/tools/format";

/**
 * Verdicts: second opinions on an analysis. Four built-in experts (macro, chart, risk, trade
 * readiness) and every Framework note, each with a stance in research words, a 0–100 score and
 * its reasons. Scores start at 50 and move by fixed steps per finding, so each reason says
 * exactly what it added.
 */
export interface Opinion {
  expert: string;
  kind: "builtin" | "framework";
  frameworkRef?: string;
  stance: Stance;
  score: number;
  reasons: string[];
  checks?: CheckLine[];
  /** Framework notes with a model configured: applied by the model, or run as a checklist because its answer could not be used. */
  appliedBy?: "model" | "checklist";
  trade?: { entry: number; validation: number; invalidation: number; reward: number; risk: number; ratio: number | null; ready: boolean; entryFor2x: number };
}

type Finding = [delta: number, reason: string];

function opinion(expert: string, findings: Finding[]): Opinion {
  const score = Math.max(0, Math.min(100, 50 + findings.reduce((t, [d]) => t + d, 0)));
  return { expert, kind: "builtin", stance: stanceOf(score), score, reasons: findings.map(([d, r]) => `${r} (${d >= 0 ? "+" : ""}${d})`) };
}

async function macro(data: ResearchData): Promise<Opinion> {
  const f: Finding[] = [];
  for (const sym of ["BTC", "SPY"]) {
    const s = await readSnapshot(data, sym);
    if (!s || s.values.sma200 === null) {
      f.push([0, `${sym}: no 200-day history at this date`]);
      continue;
    }
    const up = s.close > s.values.sma200;
    f.push([up ? 15 : -15, `${sym} ${up ? "above" : "below"} its SMA200 (${fmt(s.close, "usd")} vs ${fmt(s.values.sma200, "usd")}): ${up ? "risk-on" : "risk-off"} regime`]);
  }
  const btc = await readSnapshot(data, "BTC");
  const dd = btc?.values.drawdown365 ?? null;
  if (dd !== null) f.push(dd > -20 ? [10, `BTC ${fmt(dd, "pct")} from its one-year high: late-cycle strength`] : dd < -50 ? [5, `BTC ${fmt(dd, "pct")} from its one-year high: deep in a down-cycle`] : [-10, `BTC ${fmt(dd, "pct")} from its one-year high: mid-correction`]);
  const usdt = await data.daily("USDT");
  f.push([0, usdt && !usdt.ended ? "Stablecoin flows: USDT price series only (no supply history in the replay data)" : "Stablecoin flows: not available at this date (no supply history in the replay data)"]);
  return opinion("Macro", f);
}

function chart(s: Snapshot): Opinion {
  const v = s.values;
  const f: Finding[] = [];
  const aligned = [v.sma20, v.sma50, v.sma200].every((x) => x !== null) && s.close > v.sma20! && v.sma20! > v.sma50! && v.sma50! > v.sma200!;
  const broken = [v.sma20, v.sma50, v.sma200].every((x) => x !== null) && s.close < v.sma20! && v.sma20! < v.sma50! && v.sma50! < v.sma200!;
  f.push(aligned ? [20, "Trend aligned up: close > SMA20 > SMA50 > SMA200"] : broken ? [-20, "Trend aligned down: close < SMA20 < SMA50 < SMA200"] : [0, "Moving averages mixed"]);
  if (v.rsi14 !== null) f.push(v.rsi14 > 70 ? [-10, `RSI14 ${fmt(v.rsi14)}: stretched`] : v.rsi14 >= 50 ? [10, `RSI14 ${fmt(v.rsi14)}: positive momentum`] : v.rsi14 < 30 ? [-5, `RSI14 ${fmt(v.rsi14)}: oversold, momentum weak`] : [-5, `RSI14 ${fmt(v.rsi14)}: momentum below neutral`]);
  return opinion("Chart", f);
}

/** Reclaimed level: the close is back above SMA50 after closing below it within the last 10 days. */
export function reclaimedSma50(closes: readonly number[]): boolean | null {
  const avg = sma(closes, 50);
  const n = closes.length;
  if (n < 61 || avg[n - 1] === null) return null;
  if (closes[n - 1]! <= avg[n - 1]!) return false;
  for (let i = n - 11; i < n - 1; i++) if (avg[i] !== null && closes[i]! < avg[i]!) return true;
  return false;
}

function risk(s: Snapshot, weight: number | null): Opinion {
  const v = s.values;
  const f: Finding[] = [];
  if (v.volatility30 !== null) f.push(v.volatility30 > 80 ? [-20, `Volatility ${fmt(v.volatility30)}% annualised: very high`] : v.volatility30 > 45 ? [-10, `Volatility ${fmt(v.volatility30)}% annualised: high`] : [10, `Volatility ${fmt(v.volatility30)}% annualised: contained`]);
  if (v.drawdown365 !== null) f.push(v.drawdown365 < -50 ? [-15, `${fmt(v.drawdown365, "pct")} below the one-year high`] : [5, `${fmt(v.drawdown365, "pct")} below the one-year high`]);
  f.push(weight === null ? [0, "Concentration: no holding of it in your portfolios"] : weight > 0.2 ? [-15, `Concentration: already ${(weight * 100).toFixed(0)}% of your holdings`] : [0, `Concentration: ${(weight * 100).toFixed(0)}% of your holdings`]);
  return opinion("Risk", f);
}

/** Reward at least 2× the risk from the analysis' levels, else the entry that would make it so. */
export function tradeReadiness(a: Analysis): Opinion {
  const entry = a.levels.close.value!;
  const validation = a.levels.validation.value!;
  const invalidation = a.levels.invalidation.value!;
  const rr = rewardRisk(entry, validation, invalidation);
  const ready = rr.ratio !== null && rr.ratio >= 2;
  const ratioText = rr.ratio === null ? "n/a" : `${rr.ratio.toFixed(2)}×`;
  const reasons = [
    `Reward ${fmt(rr.reward, "usd")} (to validation ${fmt(validation, "usd")}) against risk ${fmt(rr.risk, "usd")} (to invalidation ${fmt(invalidation, "usd")}): ${ratioText}`,
    ready ? "Meets the 2× reward-to-risk bar at the current price" : `Below the 2× bar; the reward would be 2× the risk from an entry of ${fmt(rr.entryFor2x, "usd")} (= (validation + 2 × invalidation) / 3)`,
  ];
  const score = rr.ratio === null ? 0 : Math.round(Math.min(100, (rr.ratio / 2) * 60));
  return {
    expert: "Trade readiness",
    kind: "builtin",
    stance: stanceOf(score),
    score,
    reasons,
    trade: { entry, validation, invalidation, reward: round(rr.reward), risk: round(rr.risk), ratio: rr.ratio === null ? null : round(rr.ratio), ready, entryFor2x: round(rr.entryFor2x) },
  };
}

export interface FrameworkNote {
  ref: string;
  title: string;
  body: string;
}

function framework(note: FrameworkNote, s: Snapshot): Opinion {
  const checks = runChecklist(note.body, s);
  const readable = checks.filter((c) => c.result === "pass" || c.result === "fail");
  const passed = readable.filter((c) => c.result === "pass").length;
  const score = readable.length === 0 ? 50 : Math.round((passed / readable.length) * 100);
  const reasons = [`${passed} of ${readable.length} checks pass${checks.length > readable.length ? `; ${count(checks.length - readable.length, "line")} could not be run` : ""}`];
  return { expert: note.title, kind: "framework", frameworkRef: note.ref, stance: readable.length === 0 ? "neutral" : stanceOf(score), score, reasons, checks };
}

export interface VerdictsInput {
  analysis: Analysis;
  frameworks: FrameworkNote[];
  /** Share of the user's holdings already in this asset (0–1), or null when none. */
  holdingWeight: number | null;
  /** With a model: applies a note's free text (frameworks-model.ts). Without one, notes run as checklists. */
  applyNote?: (note: FrameworkNote, s: Snapshot, a: Analysis) => Promise<NoteResult>;
}

/** A note through the model when there is one; its refusal falls back to the checklist run, labelled. */
async function frameworkOpinion(note: FrameworkNote, s: Snapshot, input: VerdictsInput): Promise<Opinion> {
  const checklist = framework(note, s);
  if (!input.applyNote) return checklist;
  const r = await input.applyNote(note, s, input.analysis);
  if (!r.ok) return { ...checklist, appliedBy: "checklist", reasons: [`Run as a checklist: ${r.reason}`, ...checklist.reasons] };
  return { expert: note.title, kind: "framework", frameworkRef: note.ref, stance: r.stance, score: r.score, reasons: r.reasons, appliedBy: "model" };
}

export async function verdicts(data: ResearchData, input: VerdictsInput): Promise<{ asOf: string; symbol: string; source: string; opinions: Opinion[] }> {
  const s = await readSnapshot(data, input.analysis.symbol);
  if (!s) throw new Error("the analysis' asset has no data at its own date");
  const c = chart(s);
  const closes = (await data.daily(s.symbol))!.candles.map((x) => x.close);
  const reclaimed = reclaimedSma50(closes);
  if (reclaimed) {
    c.score = Math.min(100, c.score + 10);
    c.stance = stanceOf(c.score);
    c.reasons.push("Reclaimed SMA50 within the last 10 days (+10)");
  }
  const opinions = [await macro(data), c, risk(s, input.holdingWeight), tradeReadiness(input.analysis), ...(await Promise.all(input.frameworks.map((n) => frameworkOpinion(n, s, input))))];
  return { asOf: input.analysis.asOf, symbol: s.symbol, source: s.source, opinions };
}
