import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { agentObjectName } from "../../worker/account/delete-account";
import { LIMITS } from "../../worker/agent/limits";
import { emptyMarket } from "../fakes/agent-market";
import { chatSocket, chatTurn, fakedProAgent } from "./agent-chat";
import { MAX_LIVE_KEYS } from "../../worker/api/keys/key-service";
import { SOURCES_CAP } from "../../worker/sources/store";
import { FEED_BASE } from "../fakes/feeds";
import { FREE_DEEPDIVES_PER_MONTH } from "../../worker/research/deepdive";
import { admin, apiUser, roomyLimits, v1Raw } from "./api-helpers";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/**
 * Caps and allowances under real parallel requests (a hostile probe fired 40 at once): every cap
 * is checked in the same statement as its insert, so exactly the cap is admitted and each refusal
 * is a clear error in the envelope.
 */
const { address, freshIp } = identities("race-caps.example", 131);
const PARALLEL = 40;

async function account(label: string, plan: "free" | "pro" = "free") {
  const email = address(label);
  const cookie = await signIn(email, freshIp());
  const me = (await json(await call("/app/me", { cookie }))).data;
  if (plan === "pro") await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
  return { email, cookie, userId: me.id as string };
}

/** Fires `n` requests at once; returns the statuses and the refusals' bodies. */
async function burst(n: number, request: (i: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  const statuses = responses.map((r) => r.status);
  const refusals = await Promise.all(responses.filter((r) => r.status >= 400).map((r) => json(r)));
  return { statuses, refusals };
}

const count = async (query: string, ...binds: unknown[]) => (await env.DB.prepare(query).bind(...binds).first<{ n: number }>())!.n;

describe("capped collections hold under parallel creation", () => {
  it(`${PARALLEL} parallel POST /app/api-keys make exactly ${MAX_LIVE_KEYS} keys; the rest are 409 conflict`, async () => {
    const { email, cookie, userId } = await account("keys");
    expect((await admin("/api-access", { email, on: true })).status).toBe(200);
    const { statuses, refusals } = await burst(PARALLEL, (i) => call("/app/api-keys", { cookie, body: { name: `k${i}`, scopes: ["market:read"] } }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_LIVE_KEYS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - MAX_LIVE_KEYS);
    for (const body of refusals) expect(body.error).toMatchObject({ code: "conflict", message: expect.stringMatching(/20 live keys/) });
    expect(await count("SELECT count(*) AS n FROM api_keys WHERE user_id = ?", userId)).toBe(MAX_LIVE_KEYS);
  }, 60_000);

  it(`${PARALLEL} parallel POST /app/sources follow exactly ${SOURCES_CAP}; the rest are 409 conflict`, async () => {
    const { cookie, userId } = await account("sources", "pro");
    const { statuses, refusals } = await burst(PARALLEL, (i) => call("/app/sources", { cookie, body: { url: `${FEED_BASE}/blog.rss?n=${i}` } }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(SOURCES_CAP);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - SOURCES_CAP);
    for (const body of refusals) expect(body.error).toMatchObject({ code: "conflict", message: expect.stringMatching(/30 sources/) });
    expect(await count("SELECT count(*) AS n FROM followed_sources WHERE user_id = ?", userId)).toBe(SOURCES_CAP);
  }, 60_000);

  it("the same feed followed 10 times at once is kept once; the others are a clear 409, not a 500", async () => {
    const { cookie, userId } = await account("same-feed", "pro");
    const { statuses, refusals } = await burst(10, () => call("/app/sources", { cookie, body: { url: `${FEED_BASE}/blog.rss?same=1` } }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const body of refusals) expect(body.error).toMatchObject({ code: "conflict", param: "url", message: "You already follow this feed." });
    expect(await count("SELECT count(*) AS n FROM followed_sources WHERE user_id = ?", userId)).toBe(1);
  }, 60_000);

  it("the same symbol added to a watchlist 10 times at once is kept once; the others are a clear 409, not a 500", async () => {
    const { cookie } = await account("wl-same");
    const list = (await json(await call("/app/watchlists", { cookie, body: { name: "race" } }))).data;
    const { statuses, refusals } = await burst(10, () => call(`/app/watchlists/${list.id}/items`, { cookie, body: { symbol: "SOL" } }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const body of refusals) expect(body.error).toMatchObject({ code: "conflict", param: "symbol", message: "SOL is already on this watchlist." });
    expect(await count("SELECT count(*) AS n FROM watchlist_items WHERE watchlist_id = ?", list.id)).toBe(1);
  }, 60_000);
});

const TEN_SYMBOLS = ["BTC", "ETH", "SOL", "BNB", "XRP", "ADA", "DOGE", "AVAX", "LINK", "DOT"];

describe("the Free DeepDive allowance holds under parallel requests", () => {
  const reports = (userId: string) => env.DB.prepare("SELECT nb, status FROM notebook_entries WHERE user_id = ? ORDER BY nb").bind(userId).all<{ nb: number; status: string }>();

  it(`10 parallel POST /app/research/deepdive on Free: exactly ${FREE_DEEPDIVES_PER_MONTH} reports; the rest 429 usage_exhausted, saving nothing`, async () => {
    const { cookie, userId } = await account("deepdive-site");
    const { statuses, refusals } = await burst(TEN_SYMBOLS.length, (i) => call("/app/research/deepdive", { cookie, body: { symbol: TEN_SYMBOLS[i] } }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(FREE_DEEPDIVES_PER_MONTH);
    expect(statuses.filter((s) => s === 429)).toHaveLength(TEN_SYMBOLS.length - FREE_DEEPDIVES_PER_MONTH);
    for (const body of refusals) expect(body.error).toMatchObject({ code: "usage_exhausted", retryable: expect.any(Boolean), nextActions: expect.any(Array) });
    // No failed entry, and no NB-number burnt: the refused saves never took one.
    const { results } = await reports(userId);
    expect(results).toEqual([1, 2, 3].map((nb) => ({ nb, status: "ready" })));
    expect((await json(await call("/app/notebook", { cookie, body: { kind: "Note", title: "next" } }))).data.nb).toBe(4);
  }, 60_000);

  it(`10 parallel POST /v1/reports on Free: exactly ${FREE_DEEPDIVES_PER_MONTH} accepted; the rest 429 usage_exhausted`, async () => {
    const u = await apiUser(address("deepdive-api"), ["reports:read", "reports:write"], { ip: freshIp() });
    await roomyLimits(u.keyId);
    const userId = (await json(await call("/app/me", { cookie: u.cookie }))).data.id as string;
    const { statuses, refusals } = await burst(TEN_SYMBOLS.length, (i) => v1Raw("/reports", { key: u.key, body: { symbol: TEN_SYMBOLS[i] } }));
    expect(statuses.filter((s) => s === 202)).toHaveLength(FREE_DEEPDIVES_PER_MONTH);
    expect(statuses.filter((s) => s === 429)).toHaveLength(TEN_SYMBOLS.length - FREE_DEEPDIVES_PER_MONTH);
    for (const body of refusals) expect(body.error.code).toBe("usage_exhausted");
    expect((await reports(userId)).results.map((r) => r.nb)).toEqual([1, 2, 3]);
  }, 60_000);
});

describe("alert rules: a cap, no duplicates, no ratio of an asset with itself", () => {
  async function proAgent(label: string) {
    const { cookie, userId } = await account(label, "pro");
    expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
    return { cookie, stub: env.AGENT.getByName(agentObjectName(userId)) };
  }
  const rulesOf = async (cookie: string) => (await json(await call("/app/alerts", { cookie }))).data.rules as any[];

  it(`${PARALLEL} parallel identical rules on the Alerts page: one is kept, the rest are 409 conflict naming it`, async () => {
    const { cookie } = await proAgent("alerts-same");
    const { statuses, refusals } = await burst(PARALLEL, () => call("/app/alerts", { cookie, body: { type: "price_above", symbol: "ETH", value: 5000 } }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    const [rule] = await rulesOf(cookie);
    for (const body of refusals) expect(body.error).toMatchObject({ code: "conflict", message: expect.stringContaining(`You already have this alert rule (ETH price above 5000, ${rule.id})`) });
    expect(await rulesOf(cookie)).toHaveLength(1);
    // Another level, or another asset written as an alias of the same one, is a different rule only when it differs.
    expect((await call("/app/alerts", { cookie, body: { type: "price_above", symbol: "ETH", value: 5001 } })).status).toBe(201);
    await expectError(await call("/app/alerts", { cookie, body: { type: "price_above", symbol: "ethereum", value: 5000 } }), 409, "conflict");
  }, 60_000);

  it(`the cap (${LIMITS.alertRules}) holds under ${PARALLEL} parallel distinct rules`, async () => {
    const { cookie, stub } = await proAgent("alerts-cap");
    const seeded = LIMITS.alertRules - 5;
    await runInDurableObject(stub, (_i, state) => {
      for (let i = 0; i < seeded; i++) state.storage.sql.exec("INSERT INTO alert_rules (id, type, symbol, other_symbol, value, created_at) VALUES (?, 'price_below', 'BTC', NULL, ?, ?)", `rule_seed${i}`, 1000 + i, i);
    });
    const { statuses, refusals } = await burst(PARALLEL, (i) => call("/app/alerts", { cookie, body: { type: "price_above", symbol: "BTC", value: 100_000 + i } }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 5);
    for (const body of refusals) expect(body.error).toMatchObject({ code: "conflict", message: expect.stringMatching(/at most 50 alert rules/) });
    expect(await rulesOf(cookie)).toHaveLength(LIMITS.alertRules);
  }, 60_000);

  it("a ratio of an asset with itself is refused on the page, in its preview and over the DO's RPC", async () => {
    const { cookie, stub } = await proAgent("alerts-self");
    const self = await expectError(await call("/app/alerts", { cookie, body: { type: "ratio_above", symbol: "BTC", otherSymbol: "bitcoin", value: 1 } }), 400, "invalid_param", "otherSymbol");
    expect(self.error.message).toMatch(/BTC against itself is always 1/);
    await expectError(await call("/app/alerts/preview", { cookie, body: { type: "ratio_below", symbol: "eth", otherSymbol: "ETH", value: 1 } }), 400, "invalid_param", "otherSymbol");
    await expectError(await call("/app/alerts", { cookie, body: { type: "ratio_above", symbol: "ETH", otherSymbol: "NOTACOIN!", value: 1 } }), 400, "invalid_param", "otherSymbol");
    const rpc = await stub.addAlertRule({ type: "ratio_above", symbol: "BTC", otherSymbol: "BTC", value: 1 });
    expect(rpc).toMatchObject({ ok: false, code: "invalid_param" });
    expect(await rulesOf(cookie)).toEqual([]);
    // A price rule keeps no second asset, so it cannot dodge the duplicate check with one.
    expect((await stub.addAlertRule({ type: "price_above", symbol: "BTC", otherSymbol: "ETH", value: 9 })).ok).toBe(true);
    expect(await stub.addAlertRule({ type: "price_above", symbol: "BTC", otherSymbol: null, value: 9 })).toMatchObject({ ok: false, code: "conflict" });
    expect((await rulesOf(cookie)).map((r) => r.otherSymbol)).toEqual([null]);
  }, 60_000);

  it("chat's set_alert refuses the same rule twice and a ratio of an asset with itself, storing neither", async () => {
    const ids = { address, freshIp };
    const { stub, cookie } = await fakedProAgent(ids, emptyMarket(), { model: false });
    const ws = await chatSocket(cookie);
    const cards = async (text: string) => (await chatTurn(ws, text)).filter((e) => e.type === "tool").map((e) => e.result);
    expect(await cards("alert me when ETH goes above 5000")).toEqual([expect.objectContaining({ ok: true, tool: "set_alert" })]);
    expect(await cards("alert me when ETH goes above 5000")).toEqual([expect.objectContaining({ ok: false, tool: "set_alert", code: "conflict", message: expect.stringMatching(/already have this alert rule/) })]);
    expect(await cards("alert me when BTC/BTC goes above 1")).toEqual([expect.objectContaining({ ok: false, tool: "set_alert", code: "invalid_param", message: expect.stringMatching(/against itself/) })]);
    const rules = await stub.alertRules();
    expect(rules.ok && rules.rules.map((r) => `${r.type} ${r.symbol} ${r.value}`)).toEqual(["price_above ETH 5000"]);
    ws.close();
  }, 60_000);
});
