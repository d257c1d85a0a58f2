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
import { featureIndices } from "./features";
import { READER_RE } from "../lexicon/reader-action";
import { normalise } from "../normalise";
import { isTableRow } from "../split";
import { LEARNED_SCALE, LEARNED_WEIGHTS_B64 } from "./weights";

/**
 * Logit above which a unit the rules pass counts as a directive, chosen from the leave-one-set-out
 * figures (guard README, "Learned model").
 */
export const LEARNED_THRESHOLD = 0.5;

/**
 * Logits below which a rule hit is taken back. On text the rules never saw, most rule hits the
 * model scores this low are research sharing advice words: definitions, tax rules, mentioned
 * slogans, and — naming the reader — questions back, declines and the user's own orders. A unit
 * that names the reader (READER_RE) needs a much surer score, because a directive laundered through
 * a reported view still addresses the reader: "Algunos analistas creen que debes vender tus
 * acciones" scores −7.8 and must stay caught. Leave-one-set-out, sets the rules never saw: research
 * altered 8.1% → 7.1% (round 18, −6 without a reader word) → 6.35% (round 20, −10 with one), leaks
 * +0.1 point and +0.
 */
export const LEARNED_VETO = -6;
export const LEARNED_READER_VETO = -10;

interface Weights {
  values: Int8Array | Float32Array;
  scale: number;
  /** Instead of LEARNED_THRESHOLD, LEARNED_VETO and LEARNED_READER_VETO (sweeps). */
  threshold?: number;
  veto?: number;
  readerVeto?: number;
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
  const cjk = (unit.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  return words.length >= 3 || cjk >= 4;
}

/**
 * True when the model, on its own, would withhold the unit. A table row needs two cells with
 * letters instead of three words ("| TotalEnergies | Renforcer |" is a whole call); rows of a
 * third-party ratings table never get here (../reply.ts judges them by their sentence cells).
 */
export function learnedDirective(unit: string, normalised?: string): boolean {
  const enough = isTableRow(unit) ? unit.split("|").filter((c) => /\p{L}/u.test(c)).length >= 2 : enoughText(unit);
  return enough && learnedScore(unit, normalised) > (loaded()?.threshold ?? LEARNED_THRESHOLD);
}

/**
 * The guard's verdict on a unit (a sentence or a table row) given the rules' verdict. A rule pass
 * becomes a hit when the unit has enough text and the model scores it above the threshold. A rule
 * hit stands, unless it is a sentence with enough text, no reader word, and a score below the veto.
 * With the model switched off, the rules' verdict. `normalised` is the unit's normal form when
 * the caller has it (../detect.ts does), so the hot path normalises once.
 */
export function combinedVerdict(unit: string, rulesFlag: boolean, normalised = normalise(unit)): boolean {
  if (!rulesFlag) return learnedDirective(unit, normalised);
  const w = loaded();
  if (!w || isTableRow(unit) || !enoughText(unit)) return true;
  const veto = READER_RE.test(normalised) ? (w.readerVeto ?? LEARNED_READER_VETO) : (w.veto ?? LEARNED_VETO);
  return learnedScore(unit, normalised) >= veto;
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
