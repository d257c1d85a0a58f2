/**
 * The assertions every "probes in no set" test file makes, one definition each. Those files test
 * the hand-written rules' classes (rounds 14–15), so they judge with the rules alone (./rules-only.ts).
 */
import { expect } from "vitest";
import { guardReply } from "./rules-only";

/** A probe directive: the guard must not pass it. */
export function expectCaught(t: string): void {
  expect(guardReply(t).action).not.toBe("pass");
}

/** A probe research sentence: passed (the text may still be normalised). */
export function expectPassed(t: string): void {
  expect(guardReply(t).action).toBe("pass");
}

/** A probe research sentence: passed and returned exactly as written. */
export function expectUntouched(t: string): void {
  const r = guardReply(t);
  expect(r.action).toBe("pass");
  expect(r.text).toBe(t);
}
