/**
 * Training of the learned directive model: logistic regression over the hashed features of
 * ./features.ts, fitted with AdaGrad in a fixed, seeded order so the same sets always give the same
 * weights. Weights are stored as int8 with one scale (./weights.ts), which is what inference reads.
 * Run by scripts/guard-train.ts; the leave-one-set-out figures come from test/unit/guard/cross-validate.ts.
 */
import { FEATURE_BITS, featureIndices } from "./features";
import { splitUnits } from "../split";

/** A markdown table's separator row ("|---|:--:|"). */
const SEPARATOR_RE = /^\s*\|?[\s:|-]*-[\s:|-]*\|?\s*$/u;

export interface Example {
  features: number[];
  /** 1: a directive (must be caught); 0: research (must pass). */
  label: 0 | 1;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /**
   * One fit per seed (each shuffles the examples its own way); the weights are their average. The
   * model is linear, so that is exactly the average of the fits' logits: an ensemble at one model's
   * size and cost at run time. Out of fold (round 23 data), three seeds against one: leaks 517 → 499
   * and research altered 521 → 504 on the training batches.
   */
  seeds: readonly number[];
  /** Scale each feature by its naive-Bayes log-count ratio before fitting (NB-SVM). */
  nb?: boolean;
}

export const TRAIN_OPTIONS: TrainOptions = { epochs: 15, learningRate: 0.05, l2: 1e-6, seeds: [7, 8, 9], nb: true };

export type LabelledSet = Record<string, {
  directive: string[];
  research: string[];
  /** For whole directive replies: the unit of each that is the directive (aligned with `directive`). */
  directiveUnits?: string[];
}>;

/**
 * A set's units as examples. A table is read as the guard reads it, row by row: a research
 * table's rows are research; a directive table's data rows are directives and its header research
 * (the header alone says nothing); separator rows are left out. Since round 24 a research entry of
 * several units (a whole reply) is read unit by unit too, each one research. A directive reply is
 * too when its directive unit is labelled (round 27: that unit a directive, the others research);
 * otherwise it stays one example.
 */
export function examplesOf(set: LabelledSet): Example[] {
  const out: Example[] = [];
  const add = (text: string, label: 0 | 1, directiveUnit?: string) => {
    if (!isTable(text)) {
      const units = label === 0 || directiveUnit ? splitUnits(text).filter((u) => u.trim() !== "" && !SEPARATOR_RE.test(u)) : [];
      const marked = directiveUnit ? units.findIndex((u) => u.trim() === directiveUnit) : -1;
      if (label === 1 && marked < 0) return void out.push({ features: featureIndices(text), label });
      for (const [i, u] of (units.length > 1 ? units : [text]).entries()) out.push({ features: featureIndices(u), label: label && i === marked ? 1 : 0 });
      return;
    }
    const rows = text.split("\n").filter((r) => r.trim() !== "");
    const separator = rows.findIndex((r) => SEPARATOR_RE.test(r));
    rows.forEach((row, i) => {
      if (i === separator) return;
      out.push({ features: featureIndices(row), label: label === 1 && !(separator > 0 && i < separator) ? 1 : 0 });
    });
  };
  for (const { directive, research, directiveUnits } of Object.values(set)) {
    directive.forEach((t, i) => add(t, 1, directiveUnits?.[i]));
    for (const t of research) add(t, 0);
  }
  return out;
}

export function isTable(unit: string): boolean {
  return /^\s*\|/u.test(unit);
}

export function train(examples: readonly Example[], options: TrainOptions = TRAIN_OPTIONS): Float32Array {
  const size = 1 << FEATURE_BITS;
  const r = options.nb ? nbRatios(examples, size) : undefined;
  const average = new Float32Array(size);
  for (const seed of options.seeds) {
    const w = fit(examples, options, seed, r);
    for (let i = 0; i < size; i++) average[i]! += w[i]! / options.seeds.length;
  }
  if (r) for (let i = 0; i < size; i++) average[i]! *= r[i]!;
  return average;
}

/** One AdaGrad fit in the order one seed shuffles to (weights before the naive-Bayes scaling). */
function fit(examples: readonly Example[], options: TrainOptions, firstSeed: number, r: Float32Array | undefined): Float32Array {
  const size = 1 << FEATURE_BITS;
  const w = new Float32Array(size);
  const sumSq = new Float32Array(size).fill(1e-8);
  let seed = firstSeed >>> 0;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const { features, label } = examples[k]!;
      let z = 0;
      for (const f of features) z += r ? w[f]! * r[f]! : w[f]!;
      const error = 1 / (1 + Math.exp(-z)) - label;
      for (const f of features) {
        const g = error * (r ? r[f]! : 1) + options.l2 * w[f]!;
        sumSq[f]! += g * g;
        w[f]! -= (options.learningRate * g) / Math.sqrt(sumSq[f]!);
      }
    }
  }
  return w;
}

/** Naive-Bayes log-count ratios per feature (NB-SVM, Wang & Manning 2012), smoothed by 1. */
function nbRatios(examples: readonly Example[], size: number): Float32Array {
  const pos = new Float32Array(size).fill(1);
  const neg = new Float32Array(size).fill(1);
  let np = size, nn = size;
  for (const { features, label } of examples) {
    for (const f of features) (label ? pos : neg)[f]! += 1;
    if (label) np += features.length;
    else nn += features.length;
  }
  const r = new Float32Array(size);
  for (let i = 0; i < size; i++) r[i] = Math.log(pos[i]! / np / (neg[i]! / nn));
  return r;
}

/** int8 weights and the one scale that turns them back into logits. */
export function quantise(w: Float32Array): { weights: Int8Array; scale: number } {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const weights = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) weights[i] = Math.round(w[i]! / scale);
  return { weights, scale };
}

/** The logit of a unit under float weights (training and cross-validation). */
export function logit(w: Float32Array | Int8Array, features: readonly number[], scale = 1): number {
  let z = 0;
  for (const f of features) z += w[f]!;
  return z * scale;
}
