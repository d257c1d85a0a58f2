/**
 * Time-split figures for the learned model's bars (round 44): a model trained without the newest
 * sealed sets (heldout-FROM and later) judges them as new text, under swept settings.
 *   FROM=101 SWEEP='threshold=0,-0.5' [EXTRA='{"veto":-6}'] npx tsx test/unit/guard/time-split.ts
 * The rules were tuned on those sets after they were measured, so the figures rank settings; a new
 * sealed round gives the honest one. Whole-reply sets count replies leaked and research units
 * altered; sentence sets count entries.
 */
import { examplesOf, quantise, train } from "../../../worker/agent/guard/learned/train";
import { useLearnedWeights } from "../../../worker/agent/guard/learned/model";
import { guardReply } from "../../../worker/agent/guard/reply";
import { splitUnits } from "../../../worker/agent/guard/split";
import { allSetNames, readSet } from "../../../scripts/guard-corpus";

const FROM = Number(process.env.FROM ?? 101);
const number = (name: string) => Number(/^heldout-(\d+)$/u.exec(name)?.[1] ?? -1);
const held = allSetNames().filter((n) => number(n) >= FROM);
const weights = quantise(train(allSetNames().filter((n) => !held.includes(n)).flatMap((n) => examplesOf(readSet(n)))));
const unitsOf = (text: string) => splitUnits(text).filter((u) => u.trim() !== "" && !/^\s*\|?\s*:?-{2,}/u.test(u));
const isWholeReplySet = (name: string) => Object.values(readSet(name)).some((v) => v.directive.some((t) => unitsOf(t).length > 2));
const [key, values] = (process.env.SWEEP ?? "threshold=0").split("=");
const extra = JSON.parse(process.env.EXTRA ?? "{}") as Record<string, number>;

for (const value of values!.split(",").map(Number)) {
  useLearnedWeights({ values: weights.weights, scale: weights.scale, ...extra, [key!]: value });
  const t = { leaked: 0, replies: 0, altered: 0, units: 0 };
  for (const name of held) {
    const whole = isWholeReplySet(name);
    for (const { directive, research } of Object.values(readSet(name))) {
      for (const text of directive) {
        t.replies++;
        if (guardReply(text).action === "pass") t.leaked++;
      }
      for (const text of research) {
        const result = guardReply(text);
        t.units += whole ? unitsOf(text).length : 1;
        t.altered += whole ? result.flagged.length : Number(result.action !== "pass");
      }
    }
  }
  console.log(`${key}=${value}: leaked ${t.leaked}/${t.replies} (${((100 * t.leaked) / t.replies).toFixed(1)}%), research units altered ${t.altered}/${t.units} (${((100 * t.altered) / t.units).toFixed(2)}%)`);
}
