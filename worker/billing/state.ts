import type Stripe from "stripe";
import type { PauseReason } from "../agent/lifecycle";
import type { Plan } from "../lib/plan";

/** Pro while the subscription is trialing or active; anything else is Free. Pure: unit-tested. */
const PRO_STATUSES = new Set<Stripe.Subscription.Status>(["trialing", "active"]);

/** The parts of a Stripe subscription the plan depends on. */
export type SubscriptionState = Pick<Stripe.Subscription, "status" | "created" | "trial_end" | "ended_at"> & {
  items: { data: Pick<Stripe.SubscriptionItem, "current_period_start">[] };
};

/** The subscription that decides the plan: a live one if any, else the most recent. */
export function currentSubscription<S extends SubscriptionState>(subs: S[]): S | undefined {
  const newest = [...subs].sort((a, b) => b.created - a.created);
  return newest.find((s) => PRO_STATUSES.has(s.status)) ?? newest.find((s) => s.status !== "incomplete_expired") ?? newest[0];
}

/** Why Pro ended, in the agent's pause vocabulary (the pause screen says it). */
export function pauseReason(sub: SubscriptionState | undefined): PauseReason {
  if (!sub) return "subscription_cancelled";
  const endedInTrial = sub.trial_end !== null && (sub.ended_at ?? Infinity) <= sub.trial_end;
  const firstChargeAfterTrialFailed = sub.trial_end !== null && sub.items.data[0]?.current_period_start === sub.trial_end;
  if (sub.status === "canceled") return endedInTrial ? "trial_expired" : "subscription_cancelled";
  if (sub.status === "past_due" || sub.status === "unpaid" || sub.status === "incomplete") return firstChargeAfterTrialFailed ? "trial_expired" : "payment_failed";
  return "subscription_cancelled";
}

export function planFor(sub: SubscriptionState | undefined): Plan {
  return sub && PRO_STATUSES.has(sub.status) ? "pro" : "free";
}

