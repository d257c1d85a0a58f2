import { describe, expect, it } from "vitest";
import { currentSubscription, pauseReason, planFor, type SubscriptionState } from "../../worker/billing/state";

const DAY = 86_400;
function sub(status: SubscriptionState["status"], over: Partial<SubscriptionState> & { periodStart?: number } = {}): SubscriptionState {
  const { periodStart = 1_000, ...rest } = over;
  return { status, created: 1_000, trial_end: null, ended_at: null, items: { data: [{ current_period_start: periodStart }] }, ...rest };
}

describe("the plan from Stripe's current state", () => {
  it("Pro only while trialing or active", () => {
    expect(planFor(sub("trialing"))).toBe("pro");
    expect(planFor(sub("active"))).toBe("pro");
    for (const status of ["past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "paused"] as const) expect(planFor(sub(status))).toBe("free");
    expect(planFor(undefined)).toBe("free");
  });

  it("a live subscription wins over a newer ended one; otherwise the newest decides", () => {
    const live = sub("active", { created: 1 });
    const ended = sub("canceled", { created: 2 });
    expect(currentSubscription([ended, live])).toBe(live);
    const older = sub("canceled", { created: 1 });
    const newer = sub("past_due", { created: 5 });
    expect(currentSubscription([older, newer])).toBe(newer);
    expect(currentSubscription([])).toBeUndefined();
  });

  it("the pause reason the agent shows", () => {
    const trialEnd = 1_000 + 7 * DAY;
    expect(pauseReason(sub("canceled", { trial_end: trialEnd, ended_at: trialEnd }))).toBe("trial_expired");
    expect(pauseReason(sub("past_due", { trial_end: trialEnd, periodStart: trialEnd }))).toBe("trial_expired");
    expect(pauseReason(sub("past_due", { trial_end: trialEnd, periodStart: trialEnd + 30 * DAY }))).toBe("payment_failed");
    expect(pauseReason(sub("unpaid"))).toBe("payment_failed");
    expect(pauseReason(sub("canceled", { trial_end: trialEnd, ended_at: trialEnd + 30 * DAY }))).toBe("subscription_cancelled");
    expect(pauseReason(sub("canceled"))).toBe("subscription_cancelled");
    expect(pauseReason(undefined)).toBe("subscription_cancelled");
  });
});
