import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { billingAccount } from "./account";
import { billingConfigured, stripeFor } from "./config";

/**
 * Account deletion must stop the money before the rows go (the billing row cascades with the
 * user, and with it the only link to the Stripe customer): cancel any live subscription now.
 * Returns what was cancelled. For worker/account/delete-account.ts to call first.
 */
export async function closeBilling(env: Bindings, db: Db, userId: string): Promise<{ cancelled: string | null }> {
  const account = await billingAccount(db, userId);
  if (!account?.subscriptionId || !billingConfigured(env)) return { cancelled: null };
  const stripe = stripeFor(env);
  const sub = await stripe.subscriptions.retrieve(account.subscriptionId);
  if (sub.status === "canceled" || sub.status === "incomplete_expired") return { cancelled: null };
  await stripe.subscriptions.cancel(sub.id);
  return { cancelled: sub.id };
}
