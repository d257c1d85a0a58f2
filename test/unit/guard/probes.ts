/** The assertions every "probes in no set" test file makes, one definition each. */
import { expect } from "vitest";
import { guardReply } from "../../../worker/agent/guard/index";

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
