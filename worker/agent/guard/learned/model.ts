/**
 * The learned directive model at run time: the int8 weights of ./weights.ts (trained by
 * scripts/guard-train.ts on the red-team and training sets) summed over a unit's features.
 *
 * Why it exists: fifteen rounds of hand-written rules each brought their tuning set to zero, yet
 * every new author's first look leaked 28–66% of directives. Rules only know phrasings someone
 * wrote down; a model over character n-grams scores phrasings nobody wrote down by their parts
 * ("…ought to be scooped up", "metele un 10 %"). It runs beside the rules (../detect.ts): it adds
 * what the rules miss, and takes back a rule hit only when it is sure the unit is research and the
 * unit does not address the reader (`combinedVerdict`). Threshold and veto are set from
 * leave-one-set-out figures (README).
 */
import { featureIndices } from "./features";
import { READER_RE } from "../lexicon/reader-action";
import { normalise } from "../normalise";
import { LEARNED_SCALE, LEARNED_WEIGHTS_B64 } from "./weights";

/**
 * Logit above which a unit the rules pass counts as a directive, chosen from the leave-one-set-out
 * figures (guard README, "Learned model").
 */
export const LEARNED_THRESHOLD = 0.5;

/**
 * Logit below which a rule hit is taken back — only for a unit that does not address the reader
 * (no "you/your/вы/你/…": READER_RE). On text the rules never saw, most rule hits the model scores
 * this low are research sharing advice words (definitions, tax rules, mentioned slogans); round 18's
 * leave-one-set-out: research altered 8.1% → 7.1% for 0.1 point more leaks. Reader-addressed hits
 * always stand: unrestricted, the veto passed "Algunos analistas creen que debes vender tus acciones"
 * (score −7.8), a directive the rules catch by structure.
 */
export const LEARNED_VETO = -6;

interface Weights {
  values: Int8Array | Float32Array;
  scale: number;
  /** Instead of LEARNED_THRESHOLD and LEARNED_VETO (sweeps). */
  threshold?: number;
  veto?: number;
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
export function learnedScore(unit: string): number {
  const w = loaded();
  if (!w) return -Infinity;
  let z = 0;
  for (const f of featureIndices(unit)) z += w.values[f]!;
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
export function learnedDirective(unit: string): boolean {
  const row = /^\s*\|/u.test(unit);
  const enough = row ? unit.split("|").filter((c) => /\p{L}/u.test(c)).length >= 2 : enoughText(unit);
  return enough && learnedScore(unit) > (loaded()?.threshold ?? LEARNED_THRESHOLD);
}

/**
 * The guard's verdict on a unit (a sentence or a table row) given the rules' verdict. A rule pass
 * becomes a hit when the unit has enough text and the model scores it above the threshold. A rule
 * hit stands, unless it is a sentence with enough text, no reader word, and a score below the veto.
 * With the model switched off, the rules' verdict.
 */
export function combinedVerdict(unit: string, rulesFlag: boolean): boolean {
  if (!rulesFlag) return learnedDirective(unit);
  const w = loaded();
  if (!w || /^\s*\|/u.test(unit) || !enoughText(unit) || READER_RE.test(normalise(unit))) return true;
  return learnedScore(unit) >= (w.veto ?? LEARNED_VETO);
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
