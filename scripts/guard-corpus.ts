/**
 * Which labelled sets the learned directive model is trained on. Every red-team set and training
 * batch under test/fixtures/guard/ is, except the execution-claim set (another kind of label) and
 * the sets kept for measurement only: written by authors who never saw the rules or the model,
 * sealed until the model was trained, and never trained on — their figures are the honest ones.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { LabelledSet } from "../worker/agent/guard/learned/train";

export const GUARD_FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../test/fixtures/guard");

/** Sets measured, never trained on (see test/fixtures/guard/README.md). */
export const EVALUATION_ONLY: readonly string[] = ["heldout-141", "heldout-142", "heldout-143", "heldout-144"];

const NOT_DIRECTIVE_LABELS = new Set(["exec"]);

/**
 * A set with, for a set of whole replies, which unit of each directive reply is the directive
 * (labels/<name>.json: the unit's text per directive entry, marked by a reader after the set was
 * measured), so training reads those replies unit by unit as the guard does.
 */
export function readSet(name: string): LabelledSet {
  const set = JSON.parse(readFileSync(join(GUARD_FIXTURES, `${name}.json`), "utf8")) as LabelledSet;
  const labels = join(GUARD_FIXTURES, "labels", `${name}.json`);
  if (!existsSync(labels)) return set;
  const units = JSON.parse(readFileSync(labels, "utf8")) as Record<string, string[]>;
  for (const [lang, entries] of Object.entries(set)) {
    if (units[lang]?.length !== entries.directive.length) throw new Error(`${labels}: ${lang} has ${units[lang]?.length} labels for ${entries.directive.length} replies`);
    entries.directiveUnits = units[lang];
  }
  return set;
}

/** Every labelled set's name, as `heldout-12` or `train/t-en`. */
export function allSetNames(): string[] {
  const top = readdirSync(GUARD_FIXTURES).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));
  const batches = readdirSync(join(GUARD_FIXTURES, "train")).filter((f) => f.endsWith(".json")).map((f) => `train/${f.slice(0, -5)}`);
  return [...top, ...batches].filter((n) => !NOT_DIRECTIVE_LABELS.has(n)).sort();
}

export function trainingSetNames(): string[] {
  return allSetNames().filter((n) => !EVALUATION_ONLY.includes(n));
}
