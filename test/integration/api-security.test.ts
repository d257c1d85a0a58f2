import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../worker/api/define";
import { SCOPES } from "../../worker/api/scopes";
import "../../worker/app";
import { env, expectError, identities } from "./helpers";
import { apiUser, mintKey, roomyLimits, v1, v1Raw } from "./api-helpers";

/**
 * One shared list of security checks, run against every /v1 route in the route table: no
 * credentials, a malformed key, a key without the route's scope, a revoked key, an expired key
 * and a key in the URL are each refused with the right code, before any handler runs.
 */
const { address, freshIp } = identities("api-security.example", 43);
const lineageOf = (keyId: string) => /^k([0-9a-f]{12})g/.exec(keyId)![1]!;
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "pf_unknown");
const bodyFor = (method: string) => (method === "GET" ? undefined : {});

describe("every /v1 route", async () => {
  const user = await apiUser(address("sec"), [...SCOPES], { ip: freshIp() });
  const noScopes = await mintKey(user.email, ["market:read"]);
  // Refused calls still spend from the window (one RPC authenticates and consumes).
  await roomyLimits(noScopes.keyId);
  const revoked = await mintKey(user.email, [...SCOPES]);
  await v1("/keys/revoke", { key: revoked.key, body: {} });
  const expired = await mintKey(user.email, [...SCOPES]);
  await runInDurableObject(env.API_KEY.getByName(lineageOf(expired.keyId)), (_i, state) => {
    state.storage.sql.exec("UPDATE keys SET expires_at = 1");
  });

  it("the route table covers the contract's resources", () => {
    const ops = ROUTE_TABLE.map((r) => `${r.method} ${r.path}`);
    for (const op of ["GET /capabilities", "GET /audit", "POST /keys/rotate", "POST /keys/revoke", "GET /portfolios", "GET /portfolios/{id}/positions", "POST /watchlists", "DELETE /watchlists/{id}/items/{itemId}"]) {
      expect(ops).toContain(op);
    }
  });

  for (const route of ROUTE_TABLE) {
    const label = `${route.method} ${route.path}`;
    const path = concrete(route.path);
    const body = bodyFor(route.method);

    it(`${label}: refuses a call without credentials`, async () => {
      await expectError(await v1(path, { method: route.method, ...(body ? { body } : {}) }), 401, "unauthorized");
    });

    it(`${label}: refuses a malformed key`, async () => {
      await expectError(await v1(path, { method: route.method, key: "svc_not_a_real_key", ...(body ? { body } : {}) }), 401, "unauthorized");
    });

    it(`${label}: refuses a revoked key and an expired key`, async () => {
      await expectError(await v1(path, { method: route.method, key: revoked.key, ...(body ? { body } : {}) }), 401, "key_revoked");
      await expectError(await v1(path, { method: route.method, key: expired.key, ...(body ? { body } : {}) }), 401, "key_expired");
    });

    it(`${label}: refuses a key in the URL`, async () => {
      await expectError(await v1(`${path}?key=${user.key}`, { method: route.method, ...(body ? { body } : {}) }), 400, "key_in_url");
    });

    if (route.scope && route.scope !== "market:read") {
      it(`${label}: refuses a key without ${route.scope}`, async () => {
        await expectError(await v1(path, { method: route.method, key: noScopes.key, ...(body ? { body } : {}) }), 403, "insufficient_scope");
      });
    }
  }
});

describe("rate-limit headers on every answer", () => {
  const limitHeaders = (r: Response) => ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-bucket"].map((h) => r.headers.get(h));

  it("a 401 without credentials or with a bad key carries the client's failed-authentication budget", async () => {
    const ip = freshIp();
    const none = await v1("/portfolios", { ip });
    expect(none.status).toBe(401);
    // Sending nothing guesses nothing: the budget is shown, not spent.
    expect(limitHeaders(none)).toEqual(["30", "30", expect.stringMatching(/^\d+$/), "read"]);
    const bad = await v1("/watchlists", { ip, method: "POST", body: { name: "x" }, key: "svc_nonsense" });
    expect(bad.status).toBe(401);
    expect(limitHeaders(bad)).toEqual(["30", "29", expect.stringMatching(/^\d+$/), "write"]);
    expect(limitHeaders(await v1("/portfolios", { ip }))).toEqual(["30", "29", expect.stringMatching(/^\d+$/), "read"]);
  });

  it("the OpenAPI document carries them too, and one client is limited to 60 reads a minute", async () => {
    const ip = freshIp();
    const first = await v1("/openapi.json", { ip });
    expect(first.status).toBe(200);
    expect(limitHeaders(first)).toEqual(["60", "59", expect.stringMatching(/^\d+$/), "read"]);
    for (let i = 0; i < 59; i++) expect((await v1Raw("/openapi.json", { ip })).status).toBe(200);
    await expectError(await v1Raw("/openapi.json", { ip }), 429, "rate_limited");
    expect((await v1Raw("/openapi.json", { ip: freshIp() })).status).toBe(200);
  }, 60_000);
});
