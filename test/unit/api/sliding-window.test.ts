import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decide, inWindow, WINDOW_MS } from "../../../worker/api/limits/sliding-window";

/**
 * Property test of the limiter core against a brute-force model: after any sequence of request
 * times, (1) no window of WINDOW_MS contains more than `limit` admitted requests, and (2) every
 * refused request had exactly `limit` admitted ones in the window ending at it (nothing under the
 * limit is refused). The model checks every window by enumeration, not with the core's arithmetic.
 */
function run(times: number[], limit: number) {
  const admitted: number[] = [];
  const outcomes: { t: number; admitted: boolean; retryAfterMs: number; remaining: number }[] = [];
  for (const t of times) {
    const decision = decide(inWindow(admitted, t), t, limit);
    if (decision.admitted) admitted.push(t);
    outcomes.push({ t, admitted: decision.admitted, retryAfterMs: decision.retryAfterMs, remaining: decision.remaining });
  }
  return { admitted, outcomes };
}

const countIn = (admitted: number[], end: number) => admitted.filter((a) => a > end - WINDOW_MS && a <= end).length;

const scenario = fc.record({
  limit: fc.integer({ min: 1, max: 8 }),
  gaps: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 70_000 })), { minLength: 1, maxLength: 120 }),
});

const timesOf = (gaps: number[]) => {
  let t = 1_700_000_000_000;
  return gaps.map((g) => (t += g));
};

describe("sliding window core", () => {
  it("never admits more than the limit in any window", () => {
    fc.assert(
      fc.property(scenario, ({ limit, gaps }) => {
        const { admitted } = run(timesOf(gaps), limit);
        // Every window that could hold a maximum ends at an admitted request.
        for (const end of admitted) expect(countIn(admitted, end)).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 500 },
    );
  });

  it("never refuses a request that is under the limit", () => {
    fc.assert(
      fc.property(scenario, ({ limit, gaps }) => {
        const { admitted, outcomes } = run(timesOf(gaps), limit);
        for (const o of outcomes) {
          const before = admitted.filter((a) => a <= o.t);
          if (!o.admitted) expect(countIn(before, o.t)).toBe(limit);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("Retry-After is exactly when a request would next be admitted", () => {
    fc.assert(
      fc.property(scenario, ({ limit, gaps }) => {
        const times = timesOf(gaps);
        const { admitted, outcomes } = run(times, limit);
        for (const o of outcomes.filter((x) => !x.admitted)) {
          const log = admitted.filter((a) => a <= o.t);
          expect(decide(inWindow(log, o.t + o.retryAfterMs), o.t + o.retryAfterMs, limit).admitted).toBe(true);
          if (o.retryAfterMs > 0) expect(decide(inWindow(log, o.t + o.retryAfterMs - 1), o.t + o.retryAfterMs - 1, limit).admitted).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("remaining counts down to zero within one window", () => {
    const { outcomes } = run([0, 1, 2, 3].map((d) => 1_000 + d), 3);
    expect(outcomes.map((o) => [o.admitted, o.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
  });
});
