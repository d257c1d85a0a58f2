import Stripe from "stripe";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { billingAccount } from "../billing/account";
import { startCheckout } from "../billing/checkout";
import { stripeFor } from "../billing/config";
import { FIRST_WEEK, PRO_PRICES, REFUND_WINDOW_DAYS } from "../billing/prices";
import { refundStatus, requestRefund } from "../billing/refund";
import { applyYearly, previewYearly } from "../billing/switch";
import { handleStripeWebhook } from "../billing/webhook";
import type { BillingOverview } from "../billing/view-types";

/** Stripe's refusals become the catalog's envelope: a declined card is the user's to fix, the rest is upstream. */
function fromStripe(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) throw new AppError("conflict", { message: "The card was declined.", hint: "Update the card in the billing portal and try again." });
  if (error instanceof Stripe.errors.StripeError) throw new AppError("upstream_unavailable", { message: "The payment provider did not accept the request." });
  throw error;
}

async function withStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return fromStripe(error);
  }
}

const MAX_WEBHOOK_BYTES = 512 * 1024;
const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const CheckoutBody = z.object({ interval: z.enum(["month", "year"]) }).strict();
const SwitchBody = z.object({ prorationDate: z.number().int().positive() }).strict();

/** Settings → Billing and the upgrade page. */
export const billingRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const user = c.get("user");
    const account = await billingAccount(c.get("db"), user.id);
    const refund = account?.firstChargeAt ? await withStripe(() => refundStatus(c.get("db"), stripeFor(c.env), user.id, c.get("clock").now())) : null;
    const overview: BillingOverview = {
      plan: user.plan,
      prices: PRO_PRICES,
      firstWeek: { available: !account?.trialUsedAt, amount: FIRST_WEEK.amount, days: FIRST_WEEK.days },
      refundWindowDays: REFUND_WINDOW_DAYS,
      subscription: account?.subscriptionId
        ? {
            status: account.status,
            interval: account.interval,
            periodEnd: account.periodEnd ? new Date(account.periodEnd).toISOString() : null,
            cancelAtPeriodEnd: account.cancelAtPeriodEnd,
          }
        : null,
      refund,
    };
    return ok(c, overview);
  })
  .post("/checkout", async (c) => {
    const { interval } = parseInput(CheckoutBody, c.get("body"));
    const user = c.get("user");
    const result = await withStripe(() => startCheckout(c.get("db"), stripeFor(c.env), { user, interval, origin: origin(c) }, c.get("clock").now()));
    return ok(c, result, { status: 201 });
  })
  .post("/portal", async (c) => {
    const account = await billingAccount(c.get("db"), c.get("user").id);
    if (!account) throw new AppError("conflict", { message: "There is no billing account yet.", hint: "Upgrade to Pro first." });
    const session = await withStripe(() => stripeFor(c.env).billingPortal.sessions.create({ customer: account.customerId, return_url: `${origin(c)}/settings/billing` }));
    return ok(c, { url: session.url }, { status: 201 });
  })
  .post("/switch/preview", async (c) => {
    const preview = await withStripe(() => previewYearly(c.get("db"), stripeFor(c.env), c.get("user").id, c.get("clock").now()));
    return ok(c, preview);
  })
  .post("/switch", async (c) => {
    const { prorationDate } = parseInput(SwitchBody, c.get("body"));
    const now = c.get("clock").now() / 1000;
    // The previewed time, not too old: what is charged is what was shown.
    if (prorationDate > now + 60 || prorationDate < now - 3600) throw new AppError("invalid_param", { param: "prorationDate", message: "The preview is stale; preview the switch again." });
    await withStripe(() => applyYearly(c.get("db"), stripeFor(c.env), c.get("user").id, prorationDate));
    return ok(c, { switched: true });
  })
  .post("/refund", async (c) => {
    const result = await withStripe(() => requestRefund(c.env, c.get("db"), stripeFor(c.env), c.get("user").id, c.get("clock").now()));
    c.get("log").log("info", "billing.refund", { userId: c.get("user").id, amount: result.amount });
    return ok(c, result);
  });

/** Stripe's webhooks: no session, no CSRF check (Stripe is the caller); the signature is the authentication. */
export const webhookRoutes = new Hono<AppEnv>().post("/stripe", async (c) => {
  // Stripe's events are a few kilobytes; the body middleware skips /webhooks, so the limit is here.
  if (Number(c.req.header("content-length") ?? 0) > MAX_WEBHOOK_BYTES) throw new AppError("payload_too_large");
  const raw = await c.req.text();
  if (raw.length > MAX_WEBHOOK_BYTES) throw new AppError("payload_too_large");
  const outcome = await handleStripeWebhook(c.env, c.get("db"), raw, c.req.header("stripe-signature"), c.get("clock").now());
  c.get("log").log("info", "billing.webhook", { type: outcome.type, duplicate: outcome.duplicate });
  return ok(c, { received: true, duplicate: outcome.duplicate });
});
