import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { billingAccounts } from "../db/billing-schema";
import { users } from "../db/schema";
import type { Plan } from "../lib/plan";
import { accountByCustomer } from "./account";
import { changePlan } from "./plan-change";
import { currentSubscription, pauseReason, planFor } from "./state";

/**
 * Reconciliation: whatever event arrives, in whatever order, we read the customer's subscriptions
 * as Stripe holds them NOW and derive the plan from that (state.ts), so a replayed or late event
 * can never undo a newer state.
 */
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
