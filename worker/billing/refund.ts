import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { billingAccounts } from "../db/billing-schema";
import { AppError } from "../http/errors";
import { billingAccount, type BillingAccount } from "./account";
import { REFUND_WINDOW_DAYS } from "./prices";
import { reconcileCustomer } from "./reconcile";
import type { RefundStatus } from "./view-types";

const DAY_MS = 86_400_000;

/** Within 60 days of the first charge, once: everything paid so far, then Pro ends. */
type Window = { eligible: false; reason: string; deadline: string | null } | { eligible: true; deadline: string };

function window(account: BillingAccount | undefined, now: number): Window {
  if (!account?.firstChargeAt) return { eligible: false, reason: "There is no payment to refund.", deadline: null };
  const deadline = new Date(account.firstChargeAt + REFUND_WINDOW_DAYS * DAY_MS).toISOString();
  if (account.refundedAt) return { eligible: false, reason: "This account has already been refunded.", deadline };
  if (now > account.firstChargeAt + REFUND_WINDOW_DAYS * DAY_MS) {
    return { eligible: false, reason: `Refunds are available within ${REFUND_WINDOW_DAYS} days of the first charge; that window ended on ${deadline.slice(0, 10)}.`, deadline };
  }
  return { eligible: true, deadline };
}

/** The payments a refund returns: every paid invoice's payment intent and what is left on it. */
async function refundablePayments(stripe: Stripe, customerId: string): Promise<{ paymentIntent: string; amount: number }[]> {
  const invoices = await stripe.invoices.list({ customer: customerId, status: "paid", limit: 100, expand: ["data.payments"] });
  return invoices.data.flatMap((invoice) =>
    (invoice.payments?.data ?? []).flatMap((p) => {
      const pi = p.payment.payment_intent;
      const id = typeof pi === "string" ? pi : pi?.id;
      return id && p.status === "paid" && p.amount_paid ? [{ paymentIntent: id, amount: p.amount_paid }] : [];
    }),
  );
}

export async function refundStatus(db: Db, stripe: Stripe, userId: string, now: number): Promise<RefundStatus> {
  const account = await billingAccount(db, userId);
  const open = window(account, now);
  if (!open.eligible) return open;
  if (!account) return { eligible: false, reason: "There is no payment to refund.", deadline: null };
  const payments = await refundablePayments(stripe, account.customerId);
  return { eligible: true, amount: payments.reduce((sum, p) => sum + p.amount, 0), deadline: open.deadline };
}

/** Refunds every payment, cancels the subscription now and drops the account to Free at once. */
export async function requestRefund(env: Bindings, db: Db, stripe: Stripe, userId: string, now: number): Promise<{ amount: number }> {
  const account = await billingAccount(db, userId);
  const open = window(account, now);
  if (!open.eligible || !account) throw new AppError("conflict", { message: open.eligible ? "Nothing to refund." : open.reason, hint: "Refunds are available once, within 60 days of the first charge." });
  // Claimed first, so a double click cannot refund twice.
  const claimed = await db.update(billingAccounts).set({ refundedAt: now, updatedAt: now }).where(and(eq(billingAccounts.userId, userId), isNull(billingAccounts.refundedAt))).returning({ at: billingAccounts.refundedAt });
  if (claimed.length !== 1) throw new AppError("conflict", { message: "Nothing to refund." });
  let amount = 0;
  for (const payment of await refundablePayments(stripe, account.customerId)) {
    const refund = await stripe.refunds.create({ payment_intent: payment.paymentIntent }, { idempotencyKey: `refund-${payment.paymentIntent}` });
    amount += refund.amount;
  }
  if (account.subscriptionId) {
    const sub = await stripe.subscriptions.retrieve(account.subscriptionId);
    if (sub.status !== "canceled") await stripe.subscriptions.cancel(sub.id);
  }
  await reconcileCustomer(env, db, stripe, account.customerId, now);
  return { amount };
}
