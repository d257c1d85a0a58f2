/**
 * Which labelled sets the learned directive model is trained on. Every red-team set and training
 * batch under test/fixtures/guard/ is, except the execution-claim set (another kind of label) and
 * the sets kept for measurement only: written by authors who never saw the rules or the model,
 * sealed until the model was trained, and never trained on — their figures are the honest ones.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { LabelledSet } from "../worker/agent/guard/learned/train";

export const GUARD_FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../test/fixtures/guard");

/** Sets measured, never trained on (see test/fixtures/guard/README.md). */
export const EVALUATION_ONLY: readonly string[] = ["heldout-53", "heldout-54", "heldout-55"];

const NOT_DIRECTIVE_LABELS = new Set(["exec"]);

export function readSet(name: string): LabelledSet {
  return JSON.parse(readFileSync(join(GUARD_FIXTURES, `${name}.json`), "utf8")) as LabelledSet;
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
