import type Stripe from "stripe";
import { AppError } from "../http/errors";

/** The product text's numbers (Limits table): every one a requirement. */
export const PRO_PRICES = { month: 2900, year: 27900 } as const;
export const FIRST_WEEK = { days: 7, amount: 100 } as const;
export const REFUND_WINDOW_DAYS = 60;
export type Interval = keyof typeof PRO_PRICES;

/**
 * Prices are found by lookup key, so the operator creates them once in the Stripe dashboard
 * (fathom_pro_monthly at $29/month, fathom_pro_yearly at $279/year) and no id is configured.
 */
export const LOOKUP_KEYS: Record<Interval, string> = { month: "fathom_pro_monthly", year: "fathom_pro_yearly" };

export async function priceId(stripe: Stripe, interval: Interval): Promise<string> {
  const prices = await stripe.prices.list({ lookup_keys: [LOOKUP_KEYS[interval]], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) throw new AppError("upstream_unavailable", { message: `The ${LOOKUP_KEYS[interval]} price is not set up in Stripe.` });
  return price.id;
}
