import { describe, expect, it } from "vitest";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../../worker/app";
import { call, env, expectError, identities, json, ORIGIN, signIn } from "./helpers";
import { apiUser, auditOf, mintKey, roomyLimits, v1 } from "./api-helpers";

/** Portfolios and watchlists through /v1, pagination, and every error code the API can give. */
const { address, freshIp } = identities("api-resources.example", 44);

async function seedPortfolio(cookie: string, name: string, holdings: { symbol: string; quantity: number; costBasis?: number }[]) {
  const created = await call("/app/portfolios", { body: { name }, cookie });
  expect(created.status).toBe(201);
  const id = (await json(created)).data.id as string;
  for (const h of holdings) expect((await call(`/app/portfolios/${id}/holdings`, { body: h, cookie })).status).toBe(201);
  return id;
}

describe("portfolios", () => {
  it("lists, reads totals, positions and a snapshot; other accounts' portfolios are not found", async () => {
    const user = await apiUser(address("pf"), ["portfolio:read"], { ip: freshIp() });
    const id = await seedPortfolio(user.cookie, "Long term", [
      { symbol: "BTC", quantity: 0.5, costBasis: 30000 },
      { symbol: "eth", quantity: 2 },
    ]);
    const list = (await json(await v1("/portfolios", { key: user.key }))).data;
    expect(list.map((p: { id: string; name: string }) => [p.id, p.name])).toEqual([[id, "Long term"]]);
    const one = (await json(await v1(`/portfolios/${id}`, { key: user.key }))).data;
    expect(one.totals.positions).toBe(2);
    const positions = (await json(await v1(`/portfolios/${id}/positions`, { key: user.key }))).data;
    expect(positions.map((p: { symbol: string; quantity: number; cost: number | null }) => [p.symbol, p.quantity, p.cost])).toEqual([
      ["BTC", 0.5, 15000],
      ["ETH", 2, null],
    ]);
    // Offline, prices come from the labelled replay data; every number says where it is from.
    const btc = positions[0];
    expect(btc.price).toBeGreaterThan(0);
    expect(btc.value).toBeCloseTo(btc.price * 0.5, 1);
    expect(btc.pnl).toBeCloseTo(btc.value - 15000, 1);
    expect(btc.source).toBe("replay");
    expect(btc.label).toMatch(/^replay data from \d{4}-\d{2}-\d{2}/);
    expect(one.totals.value).toBeCloseTo(btc.value + positions[1].value, 1);
    const snapshot = await v1(`/portfolios/${id}/snapshot`, { key: user.key });
    expect(snapshot.status).toBe(200);
    const snap = (await json(snapshot)).data;
    expect(snap.allocation.map((a: { symbol: string }) => a.symbol).sort()).toEqual(["BTC", "ETH"]);
    expect(snap.allocation.reduce((s: number, a: { weightPct: number }) => s + a.weightPct, 0)).toBeCloseTo(100, 0);
    expect(snap.history.length).toBeGreaterThan(20);
    const other = await apiUser(address("pf-other"), ["portfolio:read"], { ip: freshIp() });
    await expectError(await v1(`/portfolios/${id}`, { key: other.key }), 404, "not_found");
  });
});

describe("watchlists", () => {
  it("creates, renames, adds items with entry targets, sets a target, removes and deletes for real", async () => {
    const user = await apiUser(address("wl"), ["watchlist:read", "watchlist:write"], { ip: freshIp() });
    await roomyLimits(user.keyId);
    const created = await v1("/watchlists", { key: user.key, body: { name: "Majors" } });
    expect(created.status).toBe(201);
    const list = (await json(created)).data;
    expect((await v1(`/watchlists/${list.id}`, { key: user.key, method: "PATCH", body: { name: "Large caps" } })).status).toBe(200);
    const item = (await json(await v1(`/watchlists/${list.id}/items`, { key: user.key, body: { symbol: "sol", entryTarget: 120.5 } }))).data;
    expect(item).toMatchObject({ symbol: "SOL", entryTarget: 120.5 });
    await expectError(await v1(`/watchlists/${list.id}/items`, { key: user.key, body: { symbol: "SOL" } }), 409, "conflict", "symbol");
    const patched = (await json(await v1(`/watchlists/${list.id}/items/${item.id}`, { key: user.key, method: "PATCH", body: { entryTarget: 99 } }))).data;
    expect(patched.entryTarget).toBe(99);
    expect((await v1(`/watchlists/${list.id}/items/${item.id}`, { key: user.key, method: "DELETE" })).status).toBe(200);
    expect((await json(await v1(`/watchlists/${list.id}/items`, { key: user.key }))).data).toEqual([]);
    expect((await v1(`/watchlists/${list.id}`, { key: user.key, method: "DELETE" })).status).toBe(200);
    await expectError(await v1(`/watchlists/${list.id}/items`, { key: user.key }), 404, "not_found");
  });
});

describe("pagination", () => {
  it("visits every item exactly once while items are inserted between pages", async () => {
    const user = await apiUser(address("page"), ["watchlist:read"], { ip: freshIp() });
    const names: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await call("/app/watchlists", { body: { name: `list ${i}` }, cookie: user.cookie });
      expect(r.status).toBe(201);
      names.push(`list ${i}`);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let inserted = 0;
    do {
      const page = await v1(`/watchlists?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key: user.key });
      const body = await json(page);
      seen.push(...body.data.map((w: { name: string }) => w.name));
      expect(body.meta.pagination.count).toBe(body.data.length);
      cursor = body.meta.pagination.hasMore ? body.meta.pagination.cursor : null;
      if (cursor && inserted < 3) {
        await call("/app/watchlists", { body: { name: `late ${inserted}` }, cookie: user.cookie });
        names.push(`late ${inserted}`);
        inserted += 1;
      }
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(names);
  });

  it("pages the audit log merged across key lineages, each entry once, while calls keep arriving", async () => {
    const user = await apiUser(address("audit-page"), ["market:read"], { ip: freshIp() });
    const second = await mintKey(user.email, ["market:read"]);
    for (let i = 0; i < 4; i++) {
      await v1("/capabilities", { key: user.key });
      await v1("/capabilities", { key: second.key });
    }
    const initial = (await auditOf(user.key, 8)).map((e: { id: string }) => e.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const body: { data: { id: string }[]; meta: { pagination: { hasMore: boolean; cursor: string } } } = await json(await v1(`/audit?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key: second.key }));
      seen.push(...body.data.map((e: { id: string }) => e.id));
      cursor = body.meta.pagination.hasMore ? body.meta.pagination.cursor : null;
      await v1("/capabilities", { key: user.key }); // a new entry lands ahead of the cursor
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of initial) expect(seen).toContain(id);
    const keysSeen = new Set(seen.map((id) => id.split(":")[0]));
    expect(keysSeen.size).toBe(2);
  });

  it("refuses limits outside 1–100 and forged, foreign or altered cursors as invalid_param", async () => {
    const user = await apiUser(address("cursor"), ["watchlist:read", "portfolio:read"], { ip: freshIp() });
    for (let i = 0; i < 3; i++) await call("/app/watchlists", { body: { name: `w${i}` }, cookie: user.cookie });
    await expectError(await v1("/watchlists?limit=0", { key: user.key }), 400, "invalid_param", "limit");
    await expectError(await v1("/watchlists?limit=101", { key: user.key }), 400, "invalid_param", "limit");
    const cursor = (await json(await v1("/watchlists?limit=1", { key: user.key }))).meta.pagination.cursor as string;
    const [body, sig] = cursor.split(".");
    const altered = `${body!.slice(0, -2)}${body!.slice(-2) === "AA" ? "AB" : "AA"}.${sig}`;
    await expectError(await v1(`/watchlists?cursor=${encodeURIComponent(altered)}`, { key: user.key }), 400, "invalid_param", "cursor");
    await expectError(await v1(`/watchlists?cursor=garbage`, { key: user.key }), 400, "invalid_param", "cursor");
    await expectError(await v1(`/audit?cursor=${encodeURIComponent(cursor)}`, { key: user.key }), 400, "invalid_param", "cursor");
  });
});

describe("error codes", () => {
  it("answers each failure in the envelope with its code", async () => {
    const user = await apiUser(address("codes"), ["watchlist:read", "watchlist:write"], { ip: freshIp() });
    await roomyLimits(user.keyId);
    await expectError(await v1("/watchlists", { key: user.key, body: { name: "" } }), 400, "invalid_param", "name");
    const badJson = await call("/v1/watchlists", { rawBody: "{nope", headers: { "content-type": "application/json", authorization: `Bearer ${user.key}` }, origin: null });
    await expectError(badJson, 400, "invalid_request");
    const wrongType = await call("/v1/watchlists", { rawBody: "name=x", headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${user.key}` }, origin: null });
    await expectError(wrongType, 415, "unsupported_media_type");
    const big = await call("/v1/watchlists", { rawBody: JSON.stringify({ name: "x".repeat(70_000) }), headers: { "content-type": "application/json", authorization: `Bearer ${user.key}` }, origin: null });
    await expectError(big, 413, "payload_too_large");
    await expectError(await v1("/watchlists/wl_missing", { key: user.key, method: "PUT", body: { name: "x" } }), 405, "method_not_allowed");
    await expectError(await v1("/nothing-here", { key: user.key }), 404, "not_found");
    // A malformed percent-escape in the query is bad input, not a server error.
    await expectError(await v1("/watchlists?limit=%E0%A4%A", { key: user.key }), 400, "invalid_param", "limit");
    await expectError(await v1("/watchlists", { key: user.key, body: { name: "ok", extra: 1 } }), 400, "invalid_param");
  });

  it("answers internal_error without a stack when a dependency throws, and plan_required without API access", async () => {
    const user = await apiUser(address("boom"), ["market:read"], { ip: freshIp() });
    const broken = { ...env, API_KEY: { getByName: () => ({ authorize: () => Promise.reject(new Error("secret internals at worker.ts:12")) }) } };
    const ctx = createExecutionContext();
    const response = await createApp().fetch(new Request(`${ORIGIN}/v1/capabilities`, { headers: { authorization: `Bearer ${user.key}` } }), broken, ctx);
    await waitOnExecutionContext(ctx);
    const body = await expectError(response, 500, "internal_error");
    expect(JSON.stringify(body)).not.toContain("secret internals");
    expect(body.error.retryable).toBe(true);

    const email = address("no-access");
    const cookie = await signIn(email, freshIp());
    await expectError(await call("/app/api-keys", { body: { name: "k", scopes: ["market:read"] }, cookie }), 403, "plan_required");
  });

  it("serves the OpenAPI 3.1 document without auth", async () => {
    const response = await v1("/openapi.json");
    expect(response.status).toBe(200);
    const doc = await json(response);
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/watchlists/{id}/items/{itemId}");
    expect(doc.paths["/portfolios"].get["x-scope"]).toBe("portfolio:read");
  });
});
