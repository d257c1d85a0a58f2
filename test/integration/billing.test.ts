import { describe, expect, it } from "vitest";
import { agentObjectName } from "../../worker/account/delete-account";
import { createDb } from "../../worker/db/client";
import { requestRefund } from "../../worker/billing/refund";
import { stripeFor } from "../../worker/billing/config";
import { AppError } from "../../worker/http/errors";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/**
 * Billing through the product's real `stripe` client against the local stand-in
 * (scripts/stripe-standin.mjs, answered in-process by vitest's outboundService), with webhooks
 * signed by the stand-in and delivered here to the real /webhooks/stripe route.
 */

const STANDIN = "http://stripe-standin.test";
const SUCCESS = "4242 4242 4242 4242";
const DECLINE = "4000 0000 0000 0002";
const { address, freshIp } = identities("billing.example", 62);

interface Delivery {
  id: string;
  type: string;
  customer: string | null;
  payload: string;
  signature: string;
}

async function standin(path: string, body: unknown = {}): Promise<Response> {
  return fetch(`${STANDIN}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function stripeApi(path: string, method = "GET"): Promise<any> {
  return (await fetch(`${STANDIN}${path}`, { method, headers: { authorization: "Bearer sk_test_x" } })).json();
}

function deliver(d: Pick<Delivery, "payload" | "signature">): Promise<Response> {
  return call("/webhooks/stripe", { rawBody: d.payload, headers: { "stripe-signature": d.signature, "content-type": "application/json" }, origin: null });
}

/** A Stripe-like customer session: signs in, checks out, and receives its webhooks in order. */
async function customer() {
  const email = address("buyer");
  const cookie = await signIn(email, freshIp());
  const delivered = new Set<string>();
  const me = async () => (await json(await call("/app/me", { cookie }))).data;
  const billing = async () => (await json(await call("/app/billing", { cookie }))).data;
  const customerId = async () => (await env.DB.prepare("SELECT customer_id FROM billing_accounts WHERE user_id = ?1").bind((await me()).id).first<{ customer_id: string }>())?.customer_id;
  const pending = async (): Promise<Delivery[]> => {
    const id = await customerId();
    const all = (await (await standin("/_standin/deliveries")).json()) as Delivery[];
    return all.filter((d) => d.customer === id && !delivered.has(d.id));
  };
  const sync = async () => {
    for (const d of await pending()) {
      const response = await deliver(d);
      expect(response.status).toBe(200);
      delivered.add(d.id);
    }
  };
  const checkout = async (interval: "month" | "year", card = SUCCESS) => {
    const started = await call("/app/billing/checkout", { cookie, body: { interval } });
    expect(started.status).toBe(201);
    const { url, firstWeek } = (await json(started)).data;
    const session = new URL(url).pathname.split("/").pop();
    const paid = await standin("/_standin/checkout", { session, card });
    await sync();
    return { firstWeek: firstWeek as boolean, paid: paid.ok };
  };
  const subscription = async () => (await stripeApi(`/v1/subscriptions?customer=${await customerId()}&status=all`)).data[0];
  return { email, cookie, me, billing, customerId, pending, sync, checkout, subscription, delivered };
}

describe("checkout and the $1 first week", () => {
  it("the first week once per account: a second checkout after cancelling pays full price from day one", async () => {
    const c = await customer();
    expect((await c.billing()).firstWeek).toEqual({ available: true, amount: 100, days: 7 });
    const first = await c.checkout("month");
    expect(first).toEqual({ firstWeek: true, paid: true });
    expect((await c.me()).plan).toBe("pro");
    const sub = await c.subscription();
    expect(sub.status).toBe("trialing");
    const invoices = (await stripeApi(`/v1/invoices?customer=${await c.customerId()}`)).data;
    expect(invoices.map((i: { amount_paid: number }) => i.amount_paid)).toEqual([100]);
    expect((await c.billing()).firstWeek.available).toBe(false);

    await stripeApi(`/v1/subscriptions/${sub.id}`, "DELETE");
    await c.sync();
    expect((await c.me()).plan).toBe("free");

    const second = await c.checkout("month");
    expect(second).toEqual({ firstWeek: false, paid: true });
    expect((await c.subscription()).status).toBe("active");
    const paid = (await stripeApi(`/v1/invoices?customer=${await c.customerId()}`)).data.map((i: { amount_paid: number }) => i.amount_paid);
    expect(paid).toEqual([2900, 100]);
    expect((await c.me()).plan).toBe("pro");
    // Already Pro: a third checkout is refused in the envelope.
    await expectError(await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "year" } }), 409, "conflict");
  });

  it("two checkouts started at once claim the first week once", async () => {
    const c = await customer();
    await call("/app/billing", { cookie: c.cookie });
    // Create the customer first so both requests race only for the claim.
    const one = await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "month" } });
    const [a, b] = await Promise.all([1, 2].map(() => call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "month" } })));
    const flags = [one, a!, b!].map(async (r) => (await json(r)).data.firstWeek);
    expect((await Promise.all(flags)).filter(Boolean)).toHaveLength(1);
  });

  it("a declined card creates nothing; a bad interval is invalid_param", async () => {
    const c = await customer();
    const attempt = await c.checkout("month", DECLINE);
    expect(attempt.paid).toBe(false);
    expect((await c.me()).plan).toBe("free");
    await expectError(await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "weekly" } }), 400, "invalid_param", "interval");
    await expectError(await call("/app/billing/checkout", { body: { interval: "month" } }), 401, "unauthorized");
  });
});

describe("monthly → yearly", () => {
  it("previews the prorated credit (Stripe's upcoming invoice), then charges exactly that", async () => {
    const c = await customer();
    await c.checkout("month");
    await stripeApi(`/v1/subscriptions/${(await c.subscription()).id}`, "DELETE");
    await c.sync();
    await c.checkout("month");
    await expectError(await call("/app/billing/switch", { cookie: c.cookie, body: { prorationDate: 1 } }), 400, "invalid_param", "prorationDate");

    const preview = (await json(await call("/app/billing/switch/preview", { cookie: c.cookie, body: {} }))).data;
    expect(preview.yearly).toBe(27900);
    expect(preview.credit).toBeGreaterThan(2800);
    expect(preview.credit).toBeLessThanOrEqual(2900);
    expect(preview.amountDue).toBe(27900 - preview.credit);

    const applied = await call("/app/billing/switch", { cookie: c.cookie, body: { prorationDate: preview.prorationDate } });
    expect(applied.status).toBe(200);
    await c.sync();
    const latest = (await stripeApi(`/v1/invoices?customer=${await c.customerId()}`)).data[0];
    expect(latest.billing_reason).toBe("subscription_update");
    expect(latest.amount_paid).toBe(preview.amountDue);
    expect((await c.billing()).subscription.interval).toBe("year");
    await expectError(await call("/app/billing/switch/preview", { cookie: c.cookie, body: {} }), 409, "conflict");
  });

  it("is refused during the first week, with the reason", async () => {
    const c = await customer();
    await c.checkout("month");
    const body = await expectError(await call("/app/billing/switch/preview", { cookie: c.cookie, body: {} }), 409, "conflict");
    expect(body.error.hint).toContain("first week");
  });
});

describe("refunds", () => {
  it("inside 60 days: the site shows the amount, the refund returns it and ends Pro", async () => {
    const c = await customer();
    await c.checkout("month");
    expect((await call("/app/agent", { cookie: c.cookie, body: { name: "Ada" } })).status).toBe(201);
    const offer = (await c.billing()).refund;
    expect(offer).toMatchObject({ eligible: true, amount: 100 });
    const refunded = await call("/app/billing/refund", { cookie: c.cookie, body: {} });
    expect(refunded.status).toBe(200);
    expect((await json(refunded)).data.amount).toBe(100);
    expect((await c.me()).plan).toBe("free");
    expect((await c.subscription()).status).toBe("canceled");
    const agent = await env.AGENT.getByName(agentObjectName((await c.me()).id)).status();
    expect(agent).toMatchObject({ ok: true, agent: { state: "paused", pausedReason: "subscription_cancelled" } });
    // Once only.
    const again = await expectError(await call("/app/billing/refund", { cookie: c.cookie, body: {} }), 409, "conflict");
    expect(again.error.message).toContain("already been refunded");
  });

  it("outside 60 days: refused with a clear reason and nothing changes", async () => {
    const c = await customer();
    await c.checkout("month");
    const userId = (await c.me()).id;
    const firstCharge = (await env.DB.prepare("SELECT first_charge_at FROM billing_accounts WHERE user_id = ?1").bind(userId).first<{ first_charge_at: number }>())!.first_charge_at;
    const day61 = firstCharge + 61 * 86_400_000;
    const refusal = await requestRefund(env, createDb(env.DB), stripeFor(env), userId, day61).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("conflict");
    expect((refusal as AppError).message).toMatch(/within 60 days of the first charge; that window ended on \d{4}-\d{2}-\d{2}/);
    expect((await c.me()).plan).toBe("pro");
    expect((await c.subscription()).status).toBe("trialing");
    // Day 59 is still inside.
    const inside = await requestRefund(env, createDb(env.DB), stripeFor(env), userId, firstCharge + 59 * 86_400_000);
    expect(inside.amount).toBe(100);
  });
});

describe("the Pro lifecycle follows Stripe", () => {
  it("failed renewal → Free + paused (payment_failed) → paid → Pro, awake, Morning Brief scheduled again", async () => {
    const c = await customer();
    await c.checkout("month");
    expect((await call("/app/agent", { cookie: c.cookie, body: { name: "Ada" } })).status).toBe(201);
    const stub = env.AGENT.getByName(agentObjectName((await c.me()).id));
    const sub = (await c.subscription()).id;
    // The first week converts: $29 charged, still Pro.
    await standin("/_standin/renew", { subscription: sub });
    await c.sync();
    expect((await c.me()).plan).toBe("pro");
    // The next renewal is declined.
    await standin("/_standin/card", { customer: await c.customerId(), card: DECLINE });
    await standin("/_standin/renew", { subscription: sub });
    await c.sync();
    expect((await c.me()).plan).toBe("free");
    expect(await stub.status()).toMatchObject({ ok: true, agent: { state: "paused", pausedReason: "payment_failed", nextBriefAt: null } });
    // A new checkout would start a second subscription: the open invoice is paid instead.
    const again = await expectError(await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "month" } }), 409, "conflict");
    expect(again.error.hint).toContain("billing portal");
    // Paying again (new card in the portal, open invoice paid) reactivates it.
    await standin("/_standin/card", { customer: await c.customerId(), card: SUCCESS });
    await standin("/_standin/pay", { subscription: sub });
    await c.sync();
    expect((await c.me()).plan).toBe("pro");
    const back = await stub.status();
    expect(back).toMatchObject({ ok: true, agent: { state: "awake", pausedReason: null } });
    expect(back.agent?.nextBriefAt).toEqual(expect.any(String));
  });

  it("an unconverted first week ends as trial_expired; a cancellation at period end as subscription_cancelled", async () => {
    const a = await customer();
    await a.checkout("month");
    await call("/app/agent", { cookie: a.cookie, body: { name: "Ada" } });
    await standin("/_standin/card", { customer: await a.customerId(), card: DECLINE });
    await standin("/_standin/renew", { subscription: (await a.subscription()).id });
    await a.sync();
    expect(await env.AGENT.getByName(agentObjectName((await a.me()).id)).status()).toMatchObject({ agent: { state: "paused", pausedReason: "trial_expired" } });

    const b = await customer();
    await b.checkout("year");
    await call("/app/agent", { cookie: b.cookie, body: { name: "Bo" } });
    const portal = await call("/app/billing/portal", { cookie: b.cookie, body: {} });
    expect(portal.status).toBe(201);
    expect((await json(portal)).data.url).toContain("/portal/");
    const sub = (await b.subscription()).id;
    // The first week converts to the yearly price, then the user cancels at period end.
    await standin("/_standin/renew", { subscription: sub });
    await fetch(`${STANDIN}/v1/subscriptions/${sub}`, { method: "POST", headers: { authorization: "Bearer sk_test_x", "content-type": "application/x-www-form-urlencoded" }, body: "cancel_at_period_end=true" });
    await b.sync();
    expect((await b.me()).plan).toBe("pro");
    expect((await b.billing()).subscription.cancelAtPeriodEnd).toBe(true);
    await standin("/_standin/renew", { subscription: sub });
    await b.sync();
    expect((await b.me()).plan).toBe("free");
    expect(await env.AGENT.getByName(agentObjectName((await b.me()).id)).status()).toMatchObject({ agent: { state: "paused", pausedReason: "subscription_cancelled" } });
  });
});

describe("webhooks", () => {
  it("replayed and reordered events: applied once each, the end state is Stripe's current state", async () => {
    const c = await customer();
    const started = await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "month" } });
    const session = new URL((await json(started)).data.url).pathname.split("/").pop();
    await standin("/_standin/checkout", { session, card: SUCCESS });
    await stripeApi(`/v1/subscriptions/${(await c.subscription()).id}`, "DELETE");
    const events = await c.pending();
    expect(events.map((e) => e.type)).toEqual(["checkout.session.completed", "customer.subscription.created", "invoice.paid", "customer.subscription.deleted"]);
    // Newest first: the cancellation arrives before the creation. Reconciling reads Stripe's
    // current state, so the late "created" cannot make the account Pro again.
    for (const e of [...events].reverse()) {
      const response = await deliver(e);
      expect((await json(response)).data.duplicate).toBe(false);
      expect((await c.me()).plan).toBe("free");
    }
    for (const e of events) expect((await json(await deliver(e))).data.duplicate).toBe(true);
    const rows = await env.DB.prepare(`SELECT COUNT(*) AS n FROM billing_events WHERE id IN (${events.map(() => "?").join(",")})`).bind(...events.map((e) => e.id)).first<{ n: number }>();
    expect(rows?.n).toBe(events.length);
  });

  it("a forged or missing signature, or a tampered body, is refused and nothing is applied", async () => {
    const c = await customer();
    const started = await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "month" } });
    await standin("/_standin/checkout", { session: new URL((await json(started)).data.url).pathname.split("/").pop(), card: SUCCESS });
    const [real] = await c.pending();
    const t = real!.signature.split(",")[0];
    const forged = `${t},v1=${"0".repeat(64)}`;
    await expectError(await deliver({ payload: real!.payload, signature: forged }), 400, "invalid_request");
    await expectError(await deliver({ payload: real!.payload.replace('"livemode":false', '"livemode":true'), signature: real!.signature }), 400, "invalid_request");
    await expectError(await call("/webhooks/stripe", { rawBody: real!.payload, origin: null }), 400, "invalid_request");
    expect((await c.me()).plan).toBe("free");
    const seen = await env.DB.prepare("SELECT COUNT(*) AS n FROM billing_events WHERE id = ?1").bind(real!.id).first<{ n: number }>();
    expect(seen?.n).toBe(0);
    // The genuine delivery still works afterwards.
    expect((await deliver(real!)).status).toBe(200);
    expect((await c.me()).plan).toBe("pro");
  });
});

describe("configuration", () => {
  it("production without STRIPE_SECRET_KEY refuses billing (the stand-in is never used there)", async () => {
    const production = { ...env, APP_ENV: "production" };
    const refusal = (() => {
      try {
        stripeFor(production);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("upstream_unavailable");
    const { handleStripeWebhook } = await import("../../worker/billing/webhook");
    const webhook = await handleStripeWebhook(production, createDb(env.DB), "{}", "t=1,v1=00", Date.now()).catch((e: unknown) => e);
    expect((webhook as AppError).code).toBe("upstream_unavailable");
  });

  it("with a real key set, a webhook signed with the stand-in's secret is refused", async () => {
    const live = { ...env, STRIPE_SECRET_KEY: "sk_test_real", STRIPE_WEBHOOK_SECRET: "whsec_real_endpoint_secret" };
    const c = await customer();
    const started = await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "month" } });
    await standin("/_standin/checkout", { session: new URL((await json(started)).data.url).pathname.split("/").pop(), card: SUCCESS });
    const [real] = await c.pending();
    const { handleStripeWebhook } = await import("../../worker/billing/webhook");
    const refused = await handleStripeWebhook(live, createDb(env.DB), real!.payload, real!.signature, Date.now()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("invalid_request");
  });
});

describe("the first week's claim", () => {
  it("comes back when the checkout that claimed it expires unpaid", async () => {
    const c = await customer();
    const started = (await json(await call("/app/billing/checkout", { cookie: c.cookie, body: { interval: "year" } }))).data;
    expect(started.firstWeek).toBe(true);
    expect((await c.billing()).firstWeek.available).toBe(false);
    expect((await standin("/_standin/checkout", { session: new URL(started.url).pathname.split("/").pop(), expire: true })).status).toBe(200);
    await c.sync();
    expect((await c.billing()).firstWeek.available).toBe(true);
  });

  it("an oversized webhook body is refused before any parsing", async () => {
    await expectError(await call("/webhooks/stripe", { rawBody: "x".repeat(600 * 1024), headers: { "stripe-signature": "t=1,v1=00" }, origin: null }), 413, "payload_too_large");
  });
});

describe("closing billing for account deletion", () => {
  it("cancels the live subscription in Stripe, and is a no-op the second time", async () => {
    const { closeBilling } = await import("../../worker/billing/close");
    const c = await customer();
    await c.checkout("month");
    const userId = (await c.me()).id;
    const first = await closeBilling(env, createDb(env.DB), userId);
    expect(first.cancelled).toBe((await c.subscription()).id);
    expect((await c.subscription()).status).toBe("canceled");
    await c.sync();
    expect(await closeBilling(env, createDb(env.DB), userId)).toEqual({ cancelled: null });
  });

  it("deleting the account cancels its subscription before anything is removed", async () => {
    const c = await customer();
    await c.checkout("month");
    const { email } = await c.me();
    const sub = await c.subscription();
    expect(sub.status).not.toBe("canceled");
    const r = await call("/admin/delete-account", { body: { email }, headers: { authorization: "Bearer test-admin-token" }, origin: null });
    expect(r.status).toBe(200);
    // The account's rows are gone; Stripe still knows the subscription, now cancelled.
    expect((await stripeApi(`/v1/subscriptions/${sub.id}`)).status).toBe("canceled");
  });
});
