import type Stripe from "stripe";
import type { Db } from "../db/client";
import { AppError } from "../http/errors";
import { claimTrial, ensureCustomer, releaseTrial } from "./account";
import { FIRST_WEEK, priceId, type Interval } from "./prices";

const LIVE = new Set(["trialing", "active"]);
const UNPAID = new Set(["past_due", "unpaid"]);

/**
 * Stripe Checkout for Pro. The first subscription of an account gets the first week: $1 now (a
 * one-time line on the first invoice) and the chosen price after 7 days. The claim is ours (D1),
 * so a later checkout — after cancelling, after a refund — pays the normal price from day one.
 */
export async function startCheckout(
  db: Db,
  stripe: Stripe,
  input: { user: { id: string; email: string }; interval: Interval; origin: string },
  now: number,
): Promise<{ url: string; firstWeek: boolean }> {
  const account = await ensureCustomer(db, stripe, input.user, now);
  if (account.status && LIVE.has(account.status)) {
    throw new AppError("conflict", { message: "This account already has Pro.", hint: "Change the plan or card from Settings → Billing." });
  }
  // A failed renewal is paid again, not replaced: a second subscription would bill twice once
  // Stripe's retries of the first succeed.
  if (account.status && UNPAID.has(account.status)) {
    throw new AppError("conflict", { message: "The last renewal payment failed.", hint: "Update the card and pay the open invoice in the billing portal (Settings → Billing); Pro comes back at once." });
  }
  const price = await priceId(stripe, input.interval);
  const firstWeek = await claimTrial(db, input.user.id, now);
  const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [{ price, quantity: 1 }];
  if (firstWeek) {
    lineItems.push({ price_data: { currency: "usd", unit_amount: FIRST_WEEK.amount, product_data: { name: "Fathom Pro — first 7 days" } }, quantity: 1 });
  }
  try {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: account.customerId,
      client_reference_id: input.user.id,
      line_items: lineItems,
      subscription_data: { metadata: { userId: input.user.id }, ...(firstWeek ? { trial_period_days: FIRST_WEEK.days } : {}) },
      metadata: { userId: input.user.id, firstWeek: firstWeek ? String(now) : "" },
      success_url: `${input.origin}/upgrade/done?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${input.origin}/upgrade`,
    });
    if (!session.url) throw new Error("checkout session without a url");
    return { url: session.url, firstWeek };
  } catch (error) {
    if (firstWeek) await releaseTrial(db, input.user.id, now, now);
    throw error;
  }
}
