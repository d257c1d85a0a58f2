#!/usr/bin/env node
// A local stand-in for the parts of Stripe that Fathom calls, in Stripe's shapes, so `npm start`
// with no STRIPE_SECRET_KEY (and the tests) run the product's real `stripe` client code path.
// It hosts a test checkout page (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined),
// a portal page, and sends webhooks signed like Stripe's (t=…,v1=HMAC-SHA256 of "t.payload").
// Never used when a real key is set; refused when APP_ENV=production.
//
//   node scripts/stripe-standin.mjs --port 8790 --webhook http://localhost:8787/webhooks/stripe
//
// The tests use `createStandin()` in-process (vitest outboundService) and pull the signed
// deliveries from GET /_standin/deliveries instead of being called back.
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const STANDIN_WEBHOOK_SECRET = "whsec_fathom_local_standin";
export const SUCCESS_CARD = "4242424242424242";
export const DECLINE_CARD = "4000000000000002";
const PRICES = [
  { lookup_key: "fathom_pro_monthly", unit_amount: 2900, interval: "month" },
  { lookup_key: "fathom_pro_yearly", unit_amount: 27900, interval: "year" },
];

const id = (prefix) => `${prefix}_${randomBytes(10).toString("hex")}`;
const list = (data, url) => ({ object: "list", data, has_more: false, url });
const json = (body, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const stripeError = (status, message, extra = {}) => json({ error: { type: "invalid_request_error", message, ...extra } }, status);
const html = (body, status = 200) => new Response(`<!doctype html><meta charset="utf-8"><title>Test checkout</title>${body}`, { status, headers: { "content-type": "text/html; charset=utf-8" } });
const escape = (s) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `a[b][0][c]=v` (what stripe-node sends, form-encoded and in query strings) into nested objects. */
export function decodeForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = out;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]);
      const slot = segment === "" && Array.isArray(node) ? node.length : segment;
      if (last) node[slot] = value;
      else node = node[slot] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

function addInterval(seconds, interval) {
  const d = new Date(seconds * 1000);
  if (interval === "year") d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** The stand-in's state and Stripe's behaviour over it; one instance per server or test run. */
class Standin {
  constructor(options = {}) {
    this.options = options;
    this.secret = options.webhookSecret ?? STANDIN_WEBHOOK_SECRET;
    this.offsetSeconds = 0;
    this.prices = new Map(PRICES.map((p) => {
      const price = { id: `price_${p.lookup_key}`, object: "price", active: true, currency: "usd", type: "recurring", product: "prod_fathom_pro", lookup_key: p.lookup_key, unit_amount: p.unit_amount, recurring: { interval: p.interval, interval_count: 1 } };
      return [price.id, price];
    }));
    this.customers = new Map();
    this.sessions = new Map();
    this.subscriptions = new Map();
    this.invoices = new Map();
    this.intents = new Map();
    this.deliveries = [];
  }

  now() {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  emit(type, object) {
    const event = { id: id("evt"), object: "event", api_version: "2026-10-28.endive", created: this.now(), livemode: false, pending_webhooks: 1, type, data: { object: structuredClone(object) } };
    const payload = JSON.stringify(event);
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac("sha256", this.secret).update(`${t}.${payload}`).digest("hex")}`;
    const delivery = { id: event.id, type, customer: object.customer ?? null, payload, signature };
    this.deliveries.push(delivery);
    if (this.options.webhookUrl) void this.deliver(delivery);
  }

  async deliver(delivery, attempt = 1) {
    const retry = () => attempt < 3 && setTimeout(() => this.deliver(delivery, attempt + 1), 1000 * attempt);
    try {
      const response = await fetch(this.options.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": delivery.signature }, body: delivery.payload });
      if (!response.ok) retry();
    } catch {
      retry();
    }
  }

  /** Charges the customer's card: a paid or an open (declined) invoice with its payment. */
  invoice(customer, subscription, lines, billingReason) {
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const paid = amount <= 0 || this.customers.get(customer)?.card === SUCCESS_CARD;
    const inv = { id: id("in"), object: "invoice", customer, status: paid ? "paid" : "open", billing_reason: billingReason, currency: "usd", created: this.now(), amount_due: Math.max(0, amount), amount_paid: paid ? Math.max(0, amount) : 0, amount_remaining: paid ? 0 : amount, total: amount, parent: { type: "subscription_details", subscription_details: { subscription } }, lines: list(lines.map((l) => ({ id: id("il"), object: "line_item", currency: "usd", ...l })), "/v1/invoices/lines"), payments: list([], "/v1/invoice_payments") };
    if (paid && amount > 0) {
      const pi = { id: id("pi"), object: "payment_intent", amount, amount_received: amount, customer, status: "succeeded", refunded: 0 };
      this.intents.set(pi.id, pi);
      inv.payments.data.push({ id: id("inpay"), object: "invoice_payment", invoice: inv.id, amount_paid: amount, status: "paid", payment: { type: "payment_intent", payment_intent: pi.id } });
    }
    this.invoices.set(inv.id, inv);
    return inv;
  }

  completeCheckout(session, card) {
    const customer = this.customers.get(session.customer);
    customer.card = card;
    const [first, ...rest] = session.line_items;
    const price = this.prices.get(first.price);
    const start = this.now();
    const trialDays = Number(session.subscription_data?.trial_period_days ?? 0);
    const trialEnd = trialDays > 0 ? start + trialDays * 86400 : null;
    const periodEnd = trialEnd ?? addInterval(start, price.recurring.interval);
    const sub = { id: id("sub"), object: "subscription", customer: customer.id, status: trialEnd ? "trialing" : "active", created: start, start_date: start, billing_cycle_anchor: trialEnd ?? start, cancel_at_period_end: false, canceled_at: null, ended_at: null, trial_start: trialEnd ? start : null, trial_end: trialEnd, metadata: session.subscription_data?.metadata ?? {}, items: list([{ id: id("si"), object: "subscription_item", price, quantity: 1, current_period_start: start, current_period_end: periodEnd }], "/v1/subscription_items"), latest_invoice: null };
    const lines = trialEnd ? [{ amount: 0, description: `Trial period for ${price.lookup_key}` }] : [{ amount: price.unit_amount, description: `1 × ${price.lookup_key}` }];
    for (const extra of rest) lines.push({ amount: Number(extra.price_data.unit_amount) * Number(extra.quantity ?? 1), description: extra.price_data.product_data?.name ?? "One-time" });
    const inv = this.invoice(customer.id, sub.id, lines, "subscription_create");
    if (inv.status !== "paid") return false;
    sub.latest_invoice = inv.id;
    this.subscriptions.set(sub.id, sub);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
    this.emit("checkout.session.completed", { ...session, line_items: undefined, subscription_data: undefined });
    this.emit("customer.subscription.created", sub);
    this.emit("invoice.paid", inv);
    return true;
  }

  /** The end of a trial or period, as Stripe's billing engine would run it (or a test clock). */
  renew(sub) {
    const current = sub.items.data[0];
    if (sub.cancel_at_period_end || sub.status === "canceled") {
      Object.assign(sub, { status: "canceled", ended_at: current.current_period_end, canceled_at: sub.canceled_at ?? this.now() });
      this.emit("customer.subscription.deleted", sub);
      return sub;
    }
    const start = current.current_period_end;
    const inv = this.invoice(sub.customer, sub.id, [{ amount: current.price.unit_amount, description: `1 × ${current.price.lookup_key}` }], "subscription_cycle");
    sub.latest_invoice = inv.id;
    Object.assign(current, { current_period_start: start, current_period_end: addInterval(start, current.price.recurring.interval) });
    sub.status = inv.status === "paid" ? "active" : "past_due";
    this.emit(inv.status === "paid" ? "invoice.paid" : "invoice.payment_failed", inv);
    this.emit("customer.subscription.updated", sub);
    return sub;
  }

  /** Pays the subscription's open invoice with the customer's current card. */
  payOpen(sub) {
    const inv = this.invoices.get(sub.latest_invoice);
    if (!inv || inv.status !== "open") return sub;
    const retried = this.invoice(sub.customer, sub.id, inv.lines.data.map(({ amount, description }) => ({ amount, description })), inv.billing_reason);
    this.invoices.delete(retried.id);
    if (retried.status !== "paid") {
      this.emit("invoice.payment_failed", inv);
      return sub;
    }
    Object.assign(inv, { status: "paid", amount_paid: retried.amount_paid, amount_remaining: 0, payments: retried.payments });
    sub.status = "active";
    this.emit("invoice.paid", inv);
    this.emit("customer.subscription.updated", sub);
    return sub;
  }

  /** Unused time on the current price as a credit, the new price in full (an interval change resets the anchor). */
  proration(sub, newPriceId, prorationDate) {
    const current = sub.items.data[0];
    const price = this.prices.get(newPriceId);
    if (!price) return null;
    const { current_period_start: s, current_period_end: e } = current;
    const at = Math.min(Math.max(prorationDate ?? this.now(), s), e);
    const credit = sub.status === "trialing" ? 0 : Math.round((current.price.unit_amount * (e - at)) / (e - s));
    const detail = (proration) => ({ type: "subscription_item_details", subscription_item_details: { proration, subscription_item: current.id } });
    const lines = [
      { amount: -credit, description: `Unused time on ${current.price.lookup_key}`, parent: detail(true) },
      { amount: price.unit_amount, description: `1 × ${price.lookup_key}`, parent: detail(false) },
    ];
    return { price, lines, at };
  }

  /** The /v1 calls the product makes, in Stripe's request and response shapes. */
  api(route, input, origin) {
    switch (route) {
      case "GET /v1/prices":
        return list([...this.prices.values()].filter((p) => !input.lookup_keys || Object.values(input.lookup_keys).includes(p.lookup_key)), "/v1/prices");
      case "POST /v1/customers": {
        const customer = { id: id("cus"), object: "customer", email: input.email ?? null, metadata: input.metadata ?? {}, created: this.now() };
        this.customers.set(customer.id, customer);
        return customer;
      }
      case "POST /v1/checkout/sessions":
        return this.createSession(input, origin);
      case "GET /v1/subscriptions":
        return list([...this.subscriptions.values()].filter((s) => s.customer === input.customer && (input.status === "all" || s.status !== "canceled")).reverse(), "/v1/subscriptions");
      case "POST /v1/invoices/create_preview":
        return this.preview(input);
      case "GET /v1/invoices":
        return list([...this.invoices.values()].filter((i) => i.customer === input.customer && (!input.status || i.status === input.status)).reverse(), "/v1/invoices");
      case "POST /v1/refunds":
        return this.refund(input);
      case "POST /v1/billing_portal/sessions":
        return { id: id("bps"), object: "billing_portal.session", customer: input.customer, return_url: input.return_url, url: `${origin}/portal/${input.customer}?return=${encodeURIComponent(input.return_url ?? "")}` };
      default:
        return stripeError(404, `Unrecognized request URL (${route})`);
    }
  }

  createSession(b, origin) {
    if (!this.customers.has(b.customer)) return stripeError(400, "No such customer", { param: "customer" });
    const lineItems = Object.values(b.line_items ?? {});
    if (!this.prices.has(lineItems[0]?.price)) return stripeError(400, "No such price", { param: "line_items[0][price]" });
    const session = { id: id("cs_test"), object: "checkout.session", mode: b.mode, customer: b.customer, client_reference_id: b.client_reference_id ?? null, status: "open", payment_status: "unpaid", success_url: b.success_url, cancel_url: b.cancel_url, subscription: null, metadata: b.metadata ?? {}, created: this.now() };
    session.url = `${origin}/checkout/${session.id}`;
    this.sessions.set(session.id, { ...session, line_items: lineItems, subscription_data: b.subscription_data });
    return session;
  }

  preview(b) {
    const sub = this.subscriptions.get(b.subscription);
    const change = sub && this.proration(sub, b.subscription_details?.items?.[0]?.price, Number(b.subscription_details?.proration_date) || undefined);
    if (!change) return stripeError(400, "No such subscription or price");
    const total = change.lines.reduce((sum, l) => sum + l.amount, 0);
    return { id: `upcoming_${sub.id}`, object: "invoice", customer: sub.customer, status: "draft", amount_due: Math.max(0, total), total, subtotal: total, currency: "usd", lines: list(change.lines.map((l) => ({ id: id("il"), object: "line_item", currency: "usd", ...l })), "/v1/invoices/lines") };
  }

  refund(b) {
    const pi = this.intents.get(b.payment_intent);
    if (!pi) return stripeError(400, "No such payment_intent", { param: "payment_intent" });
    const amount = Number(b.amount ?? pi.amount - pi.refunded);
    if (amount <= 0 || amount > pi.amount - pi.refunded) return stripeError(400, "Charge has already been refunded.", { code: "charge_already_refunded" });
    pi.refunded += amount;
    return { id: id("re"), object: "refund", amount, currency: "usd", payment_intent: pi.id, status: "succeeded", created: this.now() };
  }

  subscriptionRoute(method, subId, body) {
    const sub = this.subscriptions.get(subId);
    if (!sub) return stripeError(404, `No such subscription: '${subId}'`, { code: "resource_missing" });
    if (method === "GET") return sub;
    if (method === "DELETE") {
      Object.assign(sub, { status: "canceled", canceled_at: this.now(), ended_at: this.now() });
      this.emit("customer.subscription.deleted", sub);
      return sub;
    }
    if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === "true";
    const newPrice = body.items?.[0]?.price;
    if (newPrice) {
      const change = this.proration(sub, newPrice, Number(body.proration_date) || undefined);
      if (!change) return stripeError(400, "No such price");
      const inv = this.invoice(sub.customer, sub.id, change.lines, "subscription_update");
      if (inv.status !== "paid") return stripeError(402, "Your card was declined.", { type: "card_error", code: "card_declined" });
      Object.assign(sub.items.data[0], { price: change.price, current_period_start: change.at, current_period_end: addInterval(change.at, change.price.recurring.interval) });
      Object.assign(sub, { billing_cycle_anchor: change.at, latest_invoice: inv.id, status: "active" });
      this.emit("invoice.paid", inv);
    }
    this.emit("customer.subscription.updated", sub);
    return sub;
  }

  /** Test and development controls (what Stripe's test clocks and dashboard would do). */
  control(method, path, body) {
    if (path === "/_standin/deliveries") return this.deliveries;
    if (path === "/_standin/clock") return { now: ((this.offsetSeconds += Number(body.advanceSeconds ?? 0)), this.now()) };
    if (path === "/_standin/card") {
      const customer = this.customers.get(body.customer);
      if (!customer) return stripeError(404, "No such customer");
      customer.card = String(body.card).replace(/\s/g, "");
      return customer;
    }
    if (path === "/_standin/checkout") {
      const session = this.sessions.get(body.session);
      if (!session || session.status !== "open") return stripeError(404, "No open session");
      if (body.expire) {
        session.status = "expired";
        this.emit("checkout.session.expired", { ...session, line_items: undefined, subscription_data: undefined });
        return { id: session.id, status: session.status };
      }
      return this.completeCheckout(session, String(body.card).replace(/\s/g, "")) ? { id: session.id, status: session.status } : stripeError(402, "Your card was declined.", { type: "card_error", code: "card_declined" });
    }
    const sub = this.subscriptions.get(body.subscription);
    if (!sub) return stripeError(404, "No such subscription");
    if (path === "/_standin/renew") return this.renew(sub);
    if (path === "/_standin/pay") return this.payOpen(sub);
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  checkoutPage(method, key, form) {
    const session = this.sessions.get(key);
    if (!session) return html("<p>No such checkout session.</p>", 404);
    const price = this.prices.get(session.line_items[0].price);
    const trial = Number(session.subscription_data?.trial_period_days ?? 0) > 0;
    let note = "";
    if (method === "POST" && session.status === "open") {
      if (this.completeCheckout(session, String(form.card ?? "").replace(/\s/g, ""))) return new Response(null, { status: 303, headers: { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) } });
      note = `<p role="alert" id="declined">Your card was declined. Try another card.</p>`;
    }
    return html(`<h1>Test checkout (local Stripe stand-in)</h1><p>Fathom Pro, $${price.unit_amount / 100} per ${price.recurring.interval}${trial ? ", first 7 days for $1" : ""}.</p>${note}
<form method="post"><label>Card number <input name="card" autocomplete="off" placeholder="4242 4242 4242 4242"></label> <button type="submit">Pay</button></form>
<p>Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p><p><a href="${escape(session.cancel_url)}">Cancel</a></p>`);
  }

  portalPage(method, key, search, form) {
    const customer = this.customers.get(key);
    if (!customer) return html("<p>No such customer.</p>", 404);
    if (method === "POST") {
      const sub = this.subscriptions.get(form.subscription);
      if (form.card) customer.card = String(form.card).replace(/\s/g, "");
      if (sub && form.action === "cancel") this.subscriptionRoute("POST", sub.id, { cancel_at_period_end: "true" });
      if (sub && form.action === "renew") this.renew(sub);
      if (sub && form.action === "pay") this.payOpen(sub);
    }
    const back = new URLSearchParams(search).get("return");
    const rows = [...this.subscriptions.values()].filter((s) => s.customer === key).map((s) => {
      const item = s.items.data[0];
      return `<li>${escape(s.id)}: ${escape(s.status)}, ${escape(item.price.lookup_key)}, period ends ${new Date(item.current_period_end * 1000).toISOString().slice(0, 10)}${s.cancel_at_period_end ? " (cancels then)" : ""}
<form method="post"><input type="hidden" name="subscription" value="${escape(s.id)}"><button name="action" value="cancel">Cancel at period end</button> <button name="action" value="pay">Pay open invoice</button> <button name="action" value="renew">Simulate renewal now (test clock)</button></form></li>`;
    });
    return html(`<h1>Billing portal (local Stripe stand-in)</h1><p>Card on file ends ${escape((customer.card ?? "none").slice(-4))}.</p>
<form method="post"><label>New card <input name="card" autocomplete="off"></label> <button>Update card</button></form><ul>${rows.join("")}</ul>${back ? `<p><a href="${escape(back)}">Back to Fathom</a></p>` : ""}`);
  }

  /** One handler for Node's server and for the tests' outboundService: a fetch Request in, a Response out. */
  async handle(request) {
    const url = new URL(request.url);
    const method = request.method;
    const text = method === "GET" || method === "DELETE" ? "" : await request.text();
    const body = (request.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text || "{}") : decodeForm(text);
    const query = decodeForm(url.search.slice(1));
    const [, kind, key] = url.pathname.split("/");
    if (kind === "_standin") return result(this.control(method, url.pathname, body));
    if (kind === "checkout") return this.checkoutPage(method, key, body);
    if (kind === "portal") return this.portalPage(method, key, url.search, body);
    if (kind !== "v1") return html("<p>Not found.</p>", 404);
    if (!/^Bearer sk_/.test(request.headers.get("authorization") ?? "")) return stripeError(401, "Invalid API Key provided");
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subMatch) return result(this.subscriptionRoute(method, subMatch[1], body));
    // GET parameters come in the query string, POST parameters in the form body.
    return result(this.api(`${method} ${url.pathname}`, method === "GET" ? query : body, url.origin));
  }
}

const result = (value) => (value instanceof Response ? value : json(value));

export function createStandin(options = {}) {
  return new Standin(options);
}

/** The stand-in as a loopback server (npm start). */
export function serveStandin({ port = 8790, webhookUrl } = {}) {
  const standin = createStandin({ webhookUrl });
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`http://${req.headers.host ?? `127.0.0.1:${port}`}${req.url}`, { method: req.method, headers: req.headers, body: req.method === "GET" || req.method === "HEAD" ? undefined : body });
    const response = await standin.handle(request).catch((error) => new Response(JSON.stringify({ error: { type: "api_error", message: String(error) } }), { status: 500 }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.APP_ENV === "production") {
    console.error("[stripe-standin] refused: APP_ENV=production (set STRIPE_SECRET_KEY and use Stripe).");
    process.exit(1);
  }
  const arg = (name) => process.argv[process.argv.indexOf(name) + 1];
  const port = Number(process.argv.includes("--port") ? arg("--port") : 8790);
  await serveStandin({ port, webhookUrl: process.argv.includes("--webhook") ? arg("--webhook") : undefined });
  console.log(`[stripe-standin] listening on http://127.0.0.1:${port}`);
}
