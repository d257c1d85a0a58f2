import { describe, expect, it } from "vitest";
import { chargeOrThrow, chargeUsage, refundUsage, usageExhaustedError } from "../../worker/usage/charge";
import { charge, usageSummary } from "../../worker/usage/ledger";
import { MONTHLY_ALLOWANCE, USAGE_WEIGHTS } from "../../worker/usage/weights";
import { createApp } from "../../worker/app";
import { createExecutionContext } from "cloudflare:test";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/** The usage ledger on the real local D1: once per key, refunds, exhaustion, concurrency, reset. */

const { address, freshIp } = identities("usage.example", 61);

async function proUser(): Promise<{ userId: string; cookie: string; email: string }> {
  const email = address("pro");
  const cookie = await signIn(email, freshIp());
  const response = await call("/admin/set-plan", { body: { email, plan: "pro" }, headers: { authorization: "Bearer test-admin-token" }, origin: null });
  expect(response.status).toBe(200);
  const me = await json(await call("/app/me", { cookie }));
  return { userId: me.data.id, cookie, email };
}

describe("usage ledger", () => {
  it("charges each action once per idempotency key, with the table's weight", async () => {
    const { userId, cookie } = await proUser();
    const first = await chargeUsage(env, { userId, action: "analyze", idempotencyKey: "run-1" });
    const retry = await chargeUsage(env, { userId, action: "analyze", idempotencyKey: "run-1" });
    expect(first.ok && retry.ok && first.chargeId === retry.chargeId).toBe(true);
    await chargeUsage(env, { userId, action: "chat", idempotencyKey: "msg-1" });
    const summary = await json(await call("/app/usage", { cookie }));
    expect(summary.data.used).toBe(USAGE_WEIGHTS.analyze.units + USAGE_WEIGHTS.chat.units);
    expect(summary.data.allowance).toBe(MONTHLY_ALLOWANCE.pro);
    expect(summary.data.history.map((h: { action: string }) => h.action).sort()).toEqual(["analyze", "chat"]);
    expect(summary.data.weights.find((w: { action: string }) => w.action === "morning_brief").units).toBe(0);
    expect(summary.data.percentRemaining).toBe(Math.floor(((1000 - 21) / 1000) * 100));
  });

  it("a refunded failure gives its units back, once", async () => {
    const { userId } = await proUser();
    const charged = await chargeUsage(env, { userId, action: "deep_dive", idempotencyKey: "dd-1" });
    if (!charged.ok) throw new Error("refused");
    await refundUsage(env, charged.chargeId);
    await refundUsage(env, charged.chargeId);
    const summary = await usageSummary(env.DB, userId, Date.now());
    expect(summary?.used).toBe(0);
    expect(summary?.history[0]?.refunded).toBe(true);
  });

  it("80 concurrent heavy charges never overdraw: exactly the allowance is admitted", async () => {
    const { userId } = await proUser();
    const results = await Promise.all(
      Array.from({ length: 80 }, (_, i) => chargeUsage(env, { userId, action: "analyze", idempotencyKey: `c-${i}` })),
    );
    const admitted = results.filter((r) => r.ok).length;
    expect(admitted).toBe(MONTHLY_ALLOWANCE.pro / USAGE_WEIGHTS.analyze.units);
    const summary = await usageSummary(env.DB, userId, Date.now());
    expect(summary?.used).toBe(MONTHLY_ALLOWANCE.pro);
    expect(summary?.remaining).toBe(0);
    // At zero: heavy refused with the reset date, light chat continues (recorded at zero units).
    const heavy = await chargeUsage(env, { userId, action: "browser_session", idempotencyKey: "b-1" });
    expect(heavy).toEqual({ ok: false, code: "usage_exhausted", resetsAt: summary?.resetsAt });
    const chat = await chargeUsage(env, { userId, action: "chat", idempotencyKey: "m-1" });
    expect(chat.ok).toBe(true);
    expect((await usageSummary(env.DB, userId, Date.now()))?.used).toBe(MONTHLY_ALLOWANCE.pro);
  });

  it("resets on the cycle: the next period starts from zero", async () => {
    const { userId } = await proUser();
    const now = Date.now();
    for (let i = 0; i < 10; i++) await charge(env.DB, { userId, action: "kol_discussion", idempotencyKey: `k-${i}` }, now);
    const spent = await usageSummary(env.DB, userId, now);
    expect(spent?.remaining).toBe(0);
    expect((await charge(env.DB, { userId, action: "analyze", idempotencyKey: "a" }, now)).ok).toBe(false);
    const next = Date.parse(spent!.resetsAt) + 1;
    expect((await usageSummary(env.DB, userId, next))?.used).toBe(0);
    expect((await charge(env.DB, { userId, action: "analyze", idempotencyKey: "a" }, next)).ok).toBe(true);
  });

  it("the refusal is 429 usage_exhausted in the envelope, the reset date in the hint, Retry-After until then", async () => {
    const now = Date.now();
    const resetsAt = new Date(now + 86_400_000).toISOString();
    // The real app's error handling, with one route that refuses the way callers refuse.
    const app = createApp()
      .get("/refuse", () => {
        throw usageExhaustedError(resetsAt, now);
      })
      // What a heavy route does: charge first, refused with the same envelope at zero.
      .get("/heavy/:user", async (c) => {
        await chargeOrThrow(c.env, { userId: c.req.param("user"), action: "kol_discussion", idempotencyKey: crypto.randomUUID() });
        return c.json({ ran: true });
      });
    const response = await app.fetch(new Request("http://localhost:8787/refuse"), env, createExecutionContext());
    const body = await expectError(response, 429, "usage_exhausted");
    expect(body.error.hint).toContain(resetsAt.slice(0, 10));
    expect(body.error.retryable).toBe(false);
    expect(Number(response.headers.get("retry-after"))).toBe(86_400);

    const { userId } = await proUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await app.fetch(new Request(`http://localhost:8787/heavy/${userId}`), env, createExecutionContext())).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it("/app/usage needs a session and validates its limit", async () => {
    await expectError(await call("/app/usage"), 401, "unauthorized");
    const { cookie } = await proUser();
    await expectError(await call("/app/usage?limit=0", { cookie }), 400, "invalid_param");
  });

  it("each chat message is recorded once as light usage, and chat goes on at zero allowance", async () => {
    const { userId, cookie } = await proUser();
    expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
    expect((await call("/app/agent/chat", { cookie, body: { text: "price of BTC" } })).status).toBe(200);
    expect((await call("/app/agent/chat", { cookie, body: { text: "price of ETH" } })).status).toBe(200);
    let summary = (await json(await call("/app/usage", { cookie }))).data;
    expect(summary.history.filter((h: { action: string }) => h.action === "chat")).toHaveLength(2);
    // Use the whole allowance with heavy work: chat still answers.
    while ((await chargeUsage(env, { userId, action: "deep_dive", idempotencyKey: crypto.randomUUID() })).ok);
    expect((await call("/app/agent/chat", { cookie, body: { text: "price of SOL" } })).status).toBe(200);
    summary = (await json(await call("/app/usage", { cookie }))).data;
    expect(summary.history.filter((h: { action: string }) => h.action === "chat")).toHaveLength(3);
  });
});
