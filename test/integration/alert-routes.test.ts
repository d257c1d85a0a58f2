import { describe, expect, it } from "vitest";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/** /app/alerts: the Alerts page's list, create (the tool's validation), preview over 90 days, remove. */
const { address, freshIp } = identities("alerts.example", 72);

async function pro() {
  const cookie = await signIn(address("pro"), freshIp());
  const me = (await json(await call("/app/me", { cookie }))).data;
  await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
  expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
  return cookie;
}

describe("/app/alerts", () => {
  it("is Pro: Free accounts are told why", async () => {
    const cookie = await signIn(address("free"), freshIp());
    const body = await expectError(await call("/app/alerts", { cookie }), 403, "plan_required");
    expect(body.error.hint).toContain("entry targets");
  });

  it("creates the three rule types with a 90-day preview, lists and removes them", async () => {
    const cookie = await pro();
    const below = await call("/app/alerts", { cookie, body: { type: "ratio_below", symbol: "eth", otherSymbol: "bitcoin", value: 0.03 } });
    expect(below.status).toBe(201);
    const made = (await json(below)).data;
    expect(made.rule).toMatchObject({ type: "ratio_below", symbol: "ETH", otherSymbol: "BTC", value: 0.03 });
    expect(made.preview).toMatchObject({ days: 90, windowDays: 90 });
    expect(made.preview.firedDays).toBeGreaterThanOrEqual(0);
    expect(made.preview.firedDays).toBeLessThanOrEqual(90);
    // A level under every close fires every day; one above every close never does.
    const always = (await json(await call("/app/alerts/preview", { cookie, body: { type: "price_above", symbol: "BTC", value: 1 } }))).data;
    expect(always).toMatchObject({ days: 90, firedDays: 90 });
    expect(always.source).toBeTruthy();
    const never = (await json(await call("/app/alerts/preview", { cookie, body: { type: "price_above", symbol: "BTC", value: 999_999_999 } }))).data;
    expect(never).toMatchObject({ days: 90, firedDays: 0, firstFiredAt: null });
    const change = await call("/app/alerts", { cookie, body: { type: "change_24h", symbol: "SOL", value: 5 } });
    expect(change.status).toBe(201);
    const price = await call("/app/alerts", { cookie, body: { type: "price_below", symbol: "BTC", value: 50_000 } });
    expect(price.status).toBe(201);
    let rules = (await json(await call("/app/alerts", { cookie }))).data.rules;
    expect(rules.map((r: any) => r.type)).toEqual(["ratio_below", "change_24h", "price_below"]);
    const del = await call(`/app/alerts/${made.rule.id}`, { method: "DELETE", cookie });
    expect((await json(del)).data).toEqual({ id: made.rule.id, deleted: true });
    rules = (await json(await call("/app/alerts", { cookie }))).data.rules;
    expect(rules).toHaveLength(2);
    await expectError(await call(`/app/alerts/${made.rule.id}`, { method: "DELETE", cookie }), 404, "not_found");
  });

  it("refuses what the tool refuses, with the field named", async () => {
    const cookie = await pro();
    await expectError(await call("/app/alerts", { cookie, body: { type: "change_24h", symbol: "BTC", value: 0 } }), 400, "invalid_param", "value");
    await expectError(await call("/app/alerts", { cookie, body: { type: "price_above", symbol: "BTC", value: -5 } }), 400, "invalid_param", "value");
    await expectError(await call("/app/alerts", { cookie, body: { type: "price_above", symbol: "not a ticker!", value: 5 } }), 400, "invalid_param", "symbol");
    await expectError(await call("/app/alerts", { cookie, body: { type: "ratio_below", symbol: "ETH", value: 0.03 } }), 400, "invalid_param", "otherSymbol");
    await expectError(await call("/app/alerts", { cookie, body: { type: "sell_now", symbol: "ETH", value: 1 } }), 400, "invalid_param", "type");
    await expectError(await call("/app/alerts", { cookie, body: { type: "price_above", symbol: "BTC", value: 1 }, origin: "https://evil.example" }), 403, "cross_site_request");
  });
});
