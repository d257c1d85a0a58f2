import Stripe from "stripe";
import { isDevelopment, type Bindings } from "../env";
import { AppError } from "../http/errors";

/**
 * The one place the Stripe client is built. With STRIPE_SECRET_KEY it talks to Stripe. Without
 * one, in development only, the same client talks to the local stand-in (scripts/stripe-standin.mjs)
 * at STRIPE_API_BASE — the product's code path is identical. Production without a key refuses.
 */
export const STANDIN_API_BASE = "http://127.0.0.1:8790";
/** The stand-in signs its webhooks with this; it is never accepted when a real key is set. */
export const STANDIN_WEBHOOK_SECRET = "whsec_fathom_local_standin";

export function billingConfigured(env: Bindings): boolean {
  return Boolean(env.STRIPE_SECRET_KEY) || isDevelopment(env);
}

function notConfigured(): AppError {
  return new AppError("upstream_unavailable", { message: "Billing is not configured on this server.", hint: "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET." });
}

export function stripeFor(env: Bindings): Stripe {
  const httpClient = Stripe.createFetchHttpClient();
  if (env.STRIPE_SECRET_KEY) return new Stripe(env.STRIPE_SECRET_KEY, { httpClient, maxNetworkRetries: 2 });
  if (!isDevelopment(env)) throw notConfigured();
  const base = new URL(env.STRIPE_API_BASE ?? STANDIN_API_BASE);
  return new Stripe("sk_test_fathom_local_standin", {
    httpClient,
    host: base.hostname,
    port: base.port || (base.protocol === "https:" ? 443 : 80),
    protocol: base.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}

export function webhookSecretFor(env: Bindings): string {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) throw notConfigured();
    return env.STRIPE_WEBHOOK_SECRET;
  }
  if (!isDevelopment(env)) throw notConfigured();
  return STANDIN_WEBHOOK_SECRET;
}
