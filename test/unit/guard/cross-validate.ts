/**
 * Leave-one-set-out figures for the learned directive model: for each labelled set, a model is
 * trained on every OTHER training set and the guard (rules + that model) judges the left-out set,
 * as it would judge a new author's sentences. The product's own texts (one large set) are left out
 * a fifth at a time. Market sets and non-trading sets (product texts, t-general) are totalled apart.
 *   npx tsx test/unit/guard/cross-validate.ts [--thresholds 0.5,1] [--veto v] [--reader-veto v]
 *     [--reader-rule-veto v] [--row-veto v] [--frame-override v] [--only t-en] [--list]
 * The rules were tuned on most red-team sets, so the "rules" and "guard" columns are optimistic
 * there; on sets the rules never saw (the training batches, heldout-17) and for "model" they are
 * what a new author's text would get.
 */
import { examplesOf, train, TRAIN_OPTIONS, type LabelledSet } from "../../../worker/agent/guard/learned/train";
import { LEARNED_THRESHOLD, learnedDirective, learnedScore, useLearnedWeights } from "../../../worker/agent/guard/learned/model";
import { guardReply } from "../../../worker/agent/guard/reply";
import { readSet, trainingSetNames } from "../../../scripts/guard-corpus";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const thresholds = (arg("--thresholds") ?? String(LEARNED_THRESHOLD)).split(",").map(Number);
const veto = arg("--veto") ? Number(arg("--veto")) : undefined;
const readerVeto = arg("--reader-veto") ? Number(arg("--reader-veto")) : undefined;
const readerRuleVeto = arg("--reader-rule-veto") ? Number(arg("--reader-rule-veto")) : undefined;
const rowVeto = arg("--row-veto") ? Number(arg("--row-veto")) : undefined;
const frameOverride = arg("--frame-override") ? Number(arg("--frame-override")) : undefined;
const names = trainingSetNames();
const only = arg("--only")?.split(",");
const list = process.argv.includes("--list");
const options = {
  ...TRAIN_OPTIONS,
  ...(arg("--epochs") ? { epochs: Number(arg("--epochs")) } : {}),
  ...(arg("--lr") ? { learningRate: Number(arg("--lr")) } : {}),
  ...(process.argv.includes("--no-nb") ? { nb: false } : {}),
};

const SPLIT = { name: "train/product-text", parts: 5 };
function part(set: LabelledSet, k: number, keep: boolean): LabelledSet {
  const pick = <T>(xs: T[]) => xs.filter((_, i) => (i % SPLIT.parts === k) === keep);
  return Object.fromEntries(Object.entries(set).map(([lang, v]) => [lang, { directive: pick(v.directive), research: pick(v.research) }]));
}
const folds = names
  .filter((n) => !only || only.some((o) => n.includes(o)))
  .flatMap((n) => (n === SPLIT.name ? Array.from({ length: SPLIT.parts }, (_, k) => ({ name: n, part: k })) : [{ name: n, part: -1 }]));

interface Unit { lang: string; text: string; directive: boolean }
const columns = ["rules", ...thresholds.flatMap((threshold) => [`model>${threshold}`, `guard>${threshold}`])];
const market = columns.map(() => ({ leaks: 0, fps: 0 }));
const other = columns.map(() => 0);
let directives = 0, research = 0, otherUnits = 0;
const caught = (t: string) => guardReply(t).action !== "pass";

console.log(`| set | directives | research | ${columns.join(" | ")} |`);
for (const fold of folds) {
  const held = fold.part < 0 ? fold.name : `${fold.name}#${fold.part + 1}`;
  const sets = names.filter((n) => n !== fold.name).map(readSet);
  if (fold.part >= 0) sets.push(part(readSet(fold.name), fold.part, false));
  const weights = train(sets.flatMap(examplesOf), options);
  const heldSet = fold.part < 0 ? readSet(fold.name) : part(readSet(fold.name), fold.part, true);
  const units: Unit[] = Object.entries(heldSet).flatMap(([lang, v]) => [...v.directive.map((text) => ({ lang, text, directive: true })), ...v.research.map((text) => ({ lang, text, directive: false }))]);
  useLearnedWeights(null);
  const verdicts: boolean[][] = [units.map((u) => caught(u.text))];
  useLearnedWeights({ values: weights, scale: 1 });
  const scores = units.map((u) => learnedScore(u.text));
  for (const threshold of thresholds) {
    useLearnedWeights({ values: weights, scale: 1, threshold, veto, readerVeto, readerRuleVeto, rowVeto, frameOverride });
    verdicts.push(units.map((u) => learnedDirective(u.text)));
    verdicts.push(units.map((u) => caught(u.text)));
  }
  useLearnedWeights(undefined);
  const d = units.filter((u) => u.directive).length;
  const cells = verdicts.map((flag, c) => {
    const leaks = units.filter((u, i) => u.directive && !flag[i]);
    const fps = units.filter((u, i) => !u.directive && flag[i]);
    if (d > 0) {
      market[c]!.leaks += leaks.length;
      market[c]!.fps += fps.length;
    } else other[c]! += fps.length;
    if (list && c === 2) {
      for (const u of leaks) console.log(`  LEAK ${u.lang} (${scores[units.indexOf(u)]!.toFixed(2)}): ${u.text}`);
      for (const u of fps) console.log(`  FP   ${u.lang} (${scores[units.indexOf(u)]!.toFixed(2)}): ${u.text}`);
    }
    return `${leaks.length} / ${fps.length}`;
  });
  if (d > 0) {
    directives += d;
    research += units.length - d;
  } else otherUnits += units.length;
  console.log(`| ${held} | ${d} | ${units.length - d} | ${cells.join(" | ")} |`);
}
const pct = (n: number, of: number) => `${n} (${((100 * n) / Math.max(of, 1)).toFixed(1)}%)`;
console.log(`\nmarket sets: ${directives} directives, ${research} research; non-trading texts: ${otherUnits}`);
columns.forEach((c, k) => console.log(`${c.padEnd(26)} leaks ${pct(market[k]!.leaks, directives).padEnd(14)} research altered ${pct(market[k]!.fps, research).padEnd(14)} non-trading altered ${pct(other[k]!, otherUnits)}`));
