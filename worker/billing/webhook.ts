import Stripe from "stripe";
import { eq } from "drizzle-orm";
import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { billingEvents } from "../db/billing-schema";
import { AppError } from "../http/errors";
import { accountByCustomer, releaseTrial } from "./account";
import { stripeFor, webhookSecretFor } from "./config";
import { reconcileCustomer, type Reconciled } from "./reconcile";

/** Stripe's own crypto provider on the Workers runtime (SubtleCrypto: no Node crypto here). */
const crypto = Stripe.createSubtleCryptoProvider();

function customerOf(object: unknown): string | null {
  if (typeof object !== "object" || object === null || !("customer" in object)) return null;
  const customer = object.customer;
  if (typeof customer === "string") return customer;
  if (typeof customer === "object" && customer !== null && "id" in customer && typeof customer.id === "string") return customer.id;
  return null;
}

/** A checkout that expired unpaid gives the first week back (it was claimed when the checkout began). */
async function releaseExpiredTrial(db: Db, event: Stripe.Event, now: number): Promise<void> {
  if (event.type !== "checkout.session.expired") return;
  const session = event.data.object;
  const claimedAt = Number(session.metadata?.firstWeek ?? "");
  const customer = customerOf(session);
  const account = customer ? await accountByCustomer(db, customer) : undefined;
  if (account && Number.isFinite(claimedAt) && claimedAt > 0) await releaseTrial(db, account.userId, claimedAt, now);
}

export type WebhookOutcome = { duplicate: true; type: string } | { duplicate: false; type: string; reconciled: Reconciled | null };

/**
 * Verified on the raw body (never a re-serialised one), applied once per event id, and applied
 * by reconciling the customer with Stripe's current state — so a replay is a no-op and an old
 * event arriving after a newer one cannot roll the plan back. The id is recorded only after the
 * event has been applied: a failure makes Stripe retry rather than lose it.
 */
export async function handleStripeWebhook(env: Bindings, db: Db, raw: string, signature: string | undefined, now: number): Promise<WebhookOutcome> {
  if (!signature) throw new AppError("invalid_request", { message: "The Stripe-Signature header is missing." });
  const stripe = stripeFor(env);
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(raw, signature, webhookSecretFor(env), undefined, crypto);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid_request", { message: "The webhook signature does not verify.", hint: "Events must be signed with this endpoint's signing secret." });
  }
  const seen = await db.select().from(billingEvents).where(eq(billingEvents.id, event.id)).get();
  if (seen) return { duplicate: true, type: event.type };
  await releaseExpiredTrial(db, event, now);
  const customer = customerOf(event.data.object);
  const reconciled = customer ? await reconcileCustomer(env, db, stripe, customer, now) : null;
  await db.insert(billingEvents).values({ id: event.id, type: event.type, receivedAt: now }).onConflictDoNothing();
  return { duplicate: false, type: event.type, reconciled };
}
