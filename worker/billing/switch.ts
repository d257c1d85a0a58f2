import type Stripe from "stripe";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { billingAccount } from "./account";
import { priceId } from "./prices";
import type { SwitchPreview } from "./view-types";

/**
 * Monthly → yearly. The preview is Stripe's upcoming invoice for the change at a fixed proration
 * time; applying passes the same time back, so the amount charged is the amount shown.
 */
async function switchable(db: Db, stripe: Stripe, userId: string) {
  const account = await billingAccount(db, userId);
  if (!account?.subscriptionId || account.status !== "active") {
    throw new AppError("conflict", { message: "Only an active monthly subscription can switch to yearly.", hint: account?.status === "trialing" ? "Switch after the first week." : "Subscribe to Pro first." });
  }
  if (account.interval === "year") throw new AppError("conflict", { message: "The subscription is already yearly." });
  const sub = await stripe.subscriptions.retrieve(account.subscriptionId);
  const item = sub.items.data[0];
  if (!item) throw new AppError("conflict", { message: "The subscription has no item to switch." });
  return { account, sub, item, yearly: await priceId(stripe, "year") };
}

export async function previewYearly(db: Db, stripe: Stripe, userId: string, now: number): Promise<SwitchPreview> {
  const { account, sub, item, yearly } = await switchable(db, stripe, userId);
  const prorationDate = Math.floor(now / 1000);
  const invoice = await stripe.invoices.createPreview({
    customer: account.customerId,
    subscription: sub.id,
    subscription_details: { items: [{ id: item.id, price: yearly }], proration_behavior: "always_invoice", proration_date: prorationDate },
  });
  const credit = -invoice.lines.data.filter((l) => l.amount < 0).reduce((sum, l) => sum + l.amount, 0);
  const charge = invoice.lines.data.filter((l) => l.amount > 0).reduce((sum, l) => sum + l.amount, 0);
  return { prorationDate, credit, yearly: charge, amountDue: invoice.amount_due, currency: invoice.currency };
}

export async function applyYearly(db: Db, stripe: Stripe, userId: string, prorationDate: number): Promise<void> {
  const { sub, item, yearly } = await switchable(db, stripe, userId);
  await stripe.subscriptions.update(sub.id, {
    items: [{ id: item.id, price: yearly }],
    proration_behavior: "always_invoice",
    proration_date: prorationDate,
    payment_behavior: "error_if_incomplete",
  });
}
