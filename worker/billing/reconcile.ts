import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { billingAccounts } from "../db/billing-schema";
import { users } from "../db/schema";
import type { PauseReason } from "../agent/lifecycle";
import type { Plan } from "../lib/plan";
import { accountByCustomer } from "./account";
import { changePlan } from "./plan-change";

/**
 * Reconciliation: whatever event arrives, in whatever order, we read the customer's subscriptions
 * as Stripe holds them NOW and derive the plan from that, so a replayed or late event can never
 * undo a newer state. Pro while the subscription is trialing or active; anything else is Free.
 */
const PRO_STATUSES = new Set<Stripe.Subscription.Status>(["trialing", "active"]);

/** The subscription that decides the plan: a live one if any, else the most recent. */
export function currentSubscription(subs: Stripe.Subscription[]): Stripe.Subscription | undefined {
  const newest = [...subs].sort((a, b) => b.created - a.created);
  return newest.find((s) => PRO_STATUSES.has(s.status)) ?? newest.find((s) => s.status !== "incomplete_expired") ?? newest[0];
}

/** Why Pro ended, in the agent's pause vocabulary (the pause screen says it). */
export function pauseReason(sub: Stripe.Subscription | undefined): PauseReason {
  if (!sub) return "subscription_cancelled";
  const endedInTrial = sub.trial_end !== null && (sub.ended_at ?? Infinity) <= sub.trial_end;
  const firstChargeAfterTrialFailed = sub.trial_end !== null && sub.items.data[0]?.current_period_start === sub.trial_end;
  if (sub.status === "canceled") return endedInTrial ? "trial_expired" : "subscription_cancelled";
  if (sub.status === "past_due" || sub.status === "unpaid" || sub.status === "incomplete") return firstChargeAfterTrialFailed ? "trial_expired" : "payment_failed";
  return "subscription_cancelled";
}

export function planFor(sub: Stripe.Subscription | undefined): Plan {
  return sub && PRO_STATUSES.has(sub.status) ? "pro" : "free";
}

/** The first paid invoice with money in it: the 60-day refund window counts from it. */
async function firstChargeAt(stripe: Stripe, customerId: string): Promise<number | null> {
  const paid = await stripe.invoices.list({ customer: customerId, status: "paid", limit: 100 });
  const times = paid.data.filter((i) => i.amount_paid > 0).map((i) => i.created * 1000);
  return times.length > 0 ? Math.min(...times) : null;
}

export interface Reconciled {
  userId: string;
  plan: Plan;
  agent: string | null;
}

export async function reconcileCustomer(env: Bindings, db: Db, stripe: Stripe, customerId: string, now: number): Promise<Reconciled | null> {
  const account = await accountByCustomer(db, customerId);
  if (!account) return null;
  const subs = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 20 });
  const sub = currentSubscription(subs.data);
  const item = sub?.items.data[0];
  const plan = planFor(sub);
  await db
    .update(billingAccounts)
    .set({
      subscriptionId: sub?.id ?? null,
      status: sub?.status ?? null,
      interval: item?.price.recurring?.interval === "year" ? "year" : item ? "month" : null,
      cycleAnchor: sub ? sub.billing_cycle_anchor * 1000 : null,
      periodEnd: item ? item.current_period_end * 1000 : null,
      cancelAtPeriodEnd: sub?.cancel_at_period_end ?? false,
      // A subscription that started with the trial marks it used even if the claim was lost.
      trialUsedAt: account.trialUsedAt ?? (sub?.trial_start ? sub.trial_start * 1000 : null),
      firstChargeAt: account.firstChargeAt ?? (await firstChargeAt(stripe, customerId)),
      updatedAt: now,
    })
    .where(eq(billingAccounts.userId, account.userId));
  const user = await db.select({ plan: users.plan }).from(users).where(eq(users.id, account.userId)).get();
  if (!user) return null;
  // The agent follows only a real change, so a replayed event never pauses or wakes anything twice.
  if (user.plan === plan) return { userId: account.userId, plan, agent: null };
  // A refund is the user ending Pro, even inside the first week.
  const reason = account.refundedAt ? "subscription_cancelled" : pauseReason(sub);
  const agent = await changePlan(env, db, account.userId, plan, reason);
  return { userId: account.userId, plan, agent };
}
