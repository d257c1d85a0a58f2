/**
 * The guard with the learned model switched off, for the test files that pin the hand-written
 * rules' own classes (rounds 10–15): what those rules catch and leave alone is their contract.
 * What the whole guard (rules + model) does on text nobody tuned on is measured on the red-team
 * sets (redteam.test.ts, learned.test.ts) — including the research probes of these files that
 * the model alters, listed in worker/agent/guard/README.md ("Learned model").
 */
import { expect } from "vitest";
import { guardReply as fullGuard, type GuardResult } from "../../../worker/agent/guard/index";
import { withRulesOnly } from "../../../worker/agent/guard/learned/model";

export function guardReply(text: string): GuardResult {
  return withRulesOnly(() => fullGuard(text));
}

/** The rules alone rewrite or block the text (the rule classes' "catches" cases). */
export function caught(text: string): void {
  expect(guardReply(text).action, text).not.toBe("pass");
}

/** The rules alone leave the text untouched (the rule classes' "leaves alone" cases). */
export function passes(text: string): void {
  expect(guardReply(text).action, text).toBe("pass");
}
