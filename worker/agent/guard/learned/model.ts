/**
 * The learned directive model at run time: the int8 weights of ./weights.ts (trained by
 * scripts/guard-train.ts on the red-team and training sets) summed over a unit's features.
 *
 * Why it exists: fifteen rounds of hand-written rules each brought their tuning set to zero, yet
 * every new author's first look leaked 28–66% of directives. Rules only know phrasings someone
 * wrote down; a model over character n-grams scores phrasings nobody wrote down by their parts
 * ("…ought to be scooped up", "metele un 10 %"). It runs beside the rules (../detect.ts): it adds
 * what the rules miss, and takes back a rule hit only when it is sure the unit is research — surer
 * still when the unit names the reader (`combinedVerdict`). Threshold and vetoes are set from
 * leave-one-set-out figures (README).
 */
import type { RuleFamily } from "../detect";
import { featureIndices } from "./features";
import { READER_RE } from "../lexicon/reader-action";
import { normalise } from "../normalise";
import { isTableRow, tableCells } from "../split";
import { LEARNED_SCALE, LEARNED_WEIGHTS_B64 } from "./weights";

/**
 * Logit above which a unit the rules pass counts as a directive, chosen from the out-of-fold figures
 * (guard README, "Learned model"). Round 22 lowered it from 0.5 to 0 once the per-family vetoes
 * had cut altered research: on heldout-18 … 31 out of fold, one leak fewer per 250 directives for
 * one more altered research unit per 450. Round 44 lowered it to −0.5 (with LEARNED_VETO −4 → −6) from a
 * time-split check: a model trained without heldout-101 … 120 (five rounds of sealed sets) judged them
 * as new text. Research altered there was 1.0%, under the 2% goal, while leaks were 6.7%; the two
 * changes cut leaks to 138 of 2,580 replies (5.3%) for 1.5% altered. The sweep: threshold −0.5 alone
 * 174 → 153 leaks for 93 → 127 altered units of 9,441; veto −6 alone 174 → 159 for 93 → 104; veto −8
 * and threshold −1 each cost more altered research than they saved leaks.
 */
export const LEARNED_THRESHOLD = -0.5;

/**
 * Logits below which a rule hit is taken back, by which rules fired (`vetoFor`). Set from
 * out-of-fold scores (a model trained without the set judging it) on the fourteen sealed sets
 * heldout-18 … 31 and the training batches, which the rules never saw (guard README, "Learned
 * model"). How often each family's hit was research there differs tenfold, so one bar does not fit:
 * - the reader-action family alone (READER's "you/your" + a trade word, nothing else): about half its
 *   hits were research — the user's own orders, positions, alerts, questions back, declines. The
 *   model decides those almost alone: taken back below −2.
 * - a table row's label cell ("| Jefferies | Buy |"): a fifth were ratings tables whose header the
 *   rules did not know; taken back below −3 (a row needs two lettered cells to be judged).
 * - every other hit: below −4, or −14 when the unit names the reader, because a directive
 *   laundered through a reported view still addresses the reader: "Algunos analistas creen que
 *   debes vender tus acciones" must stay caught. Rounds 20–23 used −10; the sentence's score
 *   drifted from −7.9 to −10.3 as the sets grew, so round 24 moved the bar to −14 (out of fold: one
 *   more research unit altered in 2,322, seven in 8,672; no bar at all would cost eleven and eleven).
 * Out of fold on heldout-18 … 31: research altered 3.8% → 1.8%, leaks 1.5% → 1.7%.
 * Round 44 moved the general bar from −4 to −6 (see LEARNED_THRESHOLD): on the time-split check the
 * model had taken back 15 more rule hits on directives than on research between −6 and −4 ("No vendas
 * ahora: …", "Jual sekitar 40 lot BBRI besok pagi …").
 */
export const LEARNED_VETO = -6;
export const LEARNED_READER_VETO = -14;
/**
 * Round 45: a hit of the advice family (../impersonal-advice.ts) is never taken back. It is the speaker's
 * advice in a report's voice, which the model had scored as report prose and taken back (heldout-124:
 * "يُوصى بخفض الوزن النسبي للأسهم في المحفظة …" −8.3, "Dianjurkan untuk merealisasikan …" −9.0, model-portfolio
 * changes −6 to −18). Over every labelled set, no bar at all against −14: 3 more leaks caught, no research
 * entry more altered; against round 44's guard, 46 leaks fewer and one research entry more (a rating
 * scale's definition, since excluded).
 */
export const LEARNED_ADVICE_VETO = -Infinity;
export const LEARNED_READER_RULE_VETO = -2;
export const LEARNED_ROW_VETO = -3;

/**
 * Logit above which the model overrules the rules' research frames (the agent's decline, a reported
 * view, a conditional rule, a mentioned saying), which otherwise keep a unit from the model. A frame
 * can wrap advice ("You asked if it's too late to buy — it isn't, go ahead"; "If you've been on the
 * sidelines, this pullback is your ticket in — don't overthink it"). Out of fold over every set, no
 * framed research unit scored above 3.7; 3 of 20 framed directives scored above 4.
 */
export const LEARNED_FRAME_OVERRIDE = 4;

interface Weights {
  values: Int8Array | Float32Array;
  scale: number;
  /** Instead of LEARNED_THRESHOLD and the LEARNED_*_VETO bars (sweeps). */
  threshold?: number;
  veto?: number;
  readerVeto?: number;
  adviceVeto?: number;
  readerRuleVeto?: number;
  rowVeto?: number;
  frameOverride?: number;
}

let committed: Weights | undefined;
/** Weights in use instead of the committed ones (cross-validation folds), or `null` for rules only. */
let override: Weights | null | undefined;

function loaded(): Weights | null {
  if (override !== undefined) return override;
  if (committed) return committed;
  const bytes = atob(LEARNED_WEIGHTS_B64);
  const values = new Int8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) values[i] = (bytes.charCodeAt(i) << 24) >> 24;
  return (committed = { values, scale: LEARNED_SCALE });
}

/**
 * For measurement tools only (test/unit/guard/cross-validate.ts): judge with a fold's weights, or
 * with the rules alone (`null`); `undefined` returns to the committed weights.
 */
export function useLearnedWeights(weights: Weights | null | undefined): void {
  override = weights;
}

/** The model's logit for a unit (above 0 it leans directive), or -Infinity when switched off. */
export function learnedScore(unit: string, normalised?: string): number {
  const w = loaded();
  if (!w) return -Infinity;
  let z = 0;
  for (const f of featureIndices(unit, normalised)) z += w.values[f]!;
  return z * w.scale;
}

/**
 * Whether a unit has enough words for the model to judge: three words, or four CJK characters.
 * Below that (a fragment, an address, "Not a URL.") n-grams say little and the score drifts on
 * what the model never saw, so the rules alone judge; they know the short imperatives ("Buy now.").
 */
export function enoughText(unit: string): boolean {
  const words = unit.split(/\s+/u).filter((t) => /\p{L}[^\s]*\p{L}/u.test(t) && !/0x[0-9a-f]{6,}/iu.test(t));
  return words.length >= 3 || cjkCount(unit) >= 4;
}

/** How many Han, kana and Hangul characters a text has (scripts written without spaces). */
export function cjkCount(text: string): number {
  return (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
}

/** Whether a table row has enough for the model to judge: two cells with letters. */
function enoughCells(row: string): boolean {
  return tableCells(row).filter((c) => /\p{L}/u.test(c)).length >= 2;
}

/** The model's gate for any unit: enough words for a sentence, enough lettered cells for a row. */
function enoughFor(unit: string): boolean {
  return isTableRow(unit) ? enoughCells(unit) : enoughText(unit);
}

/**
 * True when the model, on its own, would withhold the unit. A table row needs two cells with
 * letters instead of three words ("| TotalEnergies | Renforcer |" is a whole call); rows of a
 * third-party ratings table never get here (../reply.ts judges them by their sentence cells).
 */
export function learnedDirective(unit: string, normalised?: string): boolean {
  return enoughFor(unit) && learnedScore(unit, normalised) > (loaded()?.threshold ?? LEARNED_THRESHOLD);
}

/** The bar below which the model takes back a hit of these rule families (see LEARNED_VETO). */
function vetoFor(w: Weights, hits: readonly RuleFamily[], namesReader: boolean): number {
  if (hits.includes("row")) return w.rowVeto ?? LEARNED_ROW_VETO;
  if (hits.includes("advice")) return w.adviceVeto ?? LEARNED_ADVICE_VETO;
  if (hits.length === 1 && hits[0] === "reader") return w.readerRuleVeto ?? LEARNED_READER_RULE_VETO;
  return namesReader ? (w.readerVeto ?? LEARNED_READER_VETO) : (w.veto ?? LEARNED_VETO);
}

/**
 * The guard's verdict on a unit (a sentence or a table row) given the rule families that call it a
 * directive, or "framed" when a research frame covers it.
 * - Framed: a directive only when the model scores it above LEARNED_FRAME_OVERRIDE.
 * - No rule hit: a directive when the model scores it above the threshold.
 * - A rule hit stands unless the model scores it below the bar for those families (`vetoFor`).
 * The model judges only units with enough text (or lettered cells); with the model switched off,
 * the rules' verdict. `normalised` is the unit's normal form when the caller has it (../detect.ts
 * does), so the hot path normalises once.
 */
export function combinedVerdict(unit: string, hits: readonly RuleFamily[] | "framed", normalised = normalise(unit)): boolean {
  const w = loaded();
  const ruleHit = hits !== "framed" && hits.length > 0;
  if (!w || !enoughFor(unit)) return ruleHit;
  const score = learnedScore(unit, normalised);
  if (hits === "framed") return !isTableRow(unit) && score > (w.frameOverride ?? LEARNED_FRAME_OVERRIDE);
  if (!ruleHit) return score > (w.threshold ?? LEARNED_THRESHOLD);
  return score >= vetoFor(w, hits, READER_RE.test(normalised));
}

/** Runs `fn` with the learned model switched off: tests of the hand-written rules' own classes. */
export function withRulesOnly<T>(fn: () => T): T {
  const before = override;
  override = null;
  try {
    return fn();
  } finally {
    override = before;
  }
}
