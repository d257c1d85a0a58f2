import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, periodAt } from "../../worker/usage/period";
import { MONTHLY_ALLOWANCE, USAGE_WEIGHTS } from "../../worker/usage/weights";

const at = (iso: string) => Date.parse(iso);

describe("usage period", () => {
  it("resets monthly on the cycle day, clamped to short months", () => {
    const anchor = at("2026-01-31T10:00:00Z");
    expect(new Date(addMonths(anchor, 1)).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(new Date(addMonths(anchor, 2)).toISOString()).toBe("2026-03-31T10:00:00.000Z");
    const p = periodAt(anchor, at("2026-03-05T00:00:00Z"));
    expect(new Date(p.start).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(new Date(p.end).toISOString()).toBe("2026-03-31T10:00:00.000Z");
  });

  it("a yearly cycle still resets every month from its anchor", () => {
    const p = periodAt(at("2025-06-15T08:00:00Z"), at("2026-11-23T12:00:00Z"));
    expect(new Date(p.start).toISOString()).toBe("2026-11-15T08:00:00.000Z");
    expect(new Date(p.end).toISOString()).toBe("2026-12-15T08:00:00.000Z");
  });

  it("always contains now, starts at or after the anchor, and lasts 28–31 days", () => {
    const start = at("2020-01-01T00:00:00Z");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3e11 }), fc.integer({ min: 0, max: 3e11 }), (a, d) => {
        const anchor = start + a;
        const now = anchor + d;
        const p = periodAt(anchor, now);
        expect(p.start).toBeLessThanOrEqual(now);
        expect(p.end).toBeGreaterThan(now);
        expect(p.start).toBeGreaterThanOrEqual(anchor);
        const days = (p.end - p.start) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31.05);
      }),
    );
  });

  it("the weights: chat light, research/browser/KOL heavier, the Morning Brief free", () => {
    expect(USAGE_WEIGHTS.chat.heavy).toBe(false);
    expect(USAGE_WEIGHTS.morning_brief.units).toBe(0);
    for (const heavy of ["analyze", "verdicts", "deep_dive", "browser_session", "kol_discussion"] as const) {
      expect(USAGE_WEIGHTS[heavy].heavy).toBe(true);
      expect(USAGE_WEIGHTS[heavy].units).toBeGreaterThan(USAGE_WEIGHTS.chat.units);
    }
    expect(USAGE_WEIGHTS.kol_discussion.units).toBeGreaterThan(USAGE_WEIGHTS.analyze.units);
    expect(MONTHLY_ALLOWANCE.pro).toBeGreaterThan(MONTHLY_ALLOWANCE.free);
  });
});
