import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { ERROR_CATALOG } from "../../worker/http/errors";
import { call, identities, json, signIn } from "./helpers";

/**
 * Security coverage that cannot go stale: the routes come from the Hono app's own `routes` (as in
 * fuzz.test.ts), so a route added tomorrow is checked tomorrow without anyone editing this file.
 * For every /app and /auth route:
 *   - a state-changing method sent cross-site (a foreign Origin, or no Origin with
 *     Sec-Fetch-Site: cross-site) is refused with the cross_site_request envelope, even with a
 *     valid session cookie (the cookie is exactly what a forged request would carry);
 *   - any method without a session is refused with 401 `unauthorized`, unless the route is in
 *     PUBLIC below, each entry with the reason it is public by design.
 * The /v1 side (every ROUTE_TABLE route refuses a key without its scope, a revoked, expired or
 * malformed key, and no key) is already enumerated from the table in api-security.test.ts.
 */
const { address, freshIp } = identities("security-routes.example", 47);
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Answer without a session by design. Anything not listed here must answer 401 without one. */
const PUBLIC: Readonly<Record<string, string>> = {
  "GET /auth/providers": "the sign-in page lists the sign-in methods before anyone is signed in",
  "POST /auth/email/start": "sign-in: sends the e-mail code",
  "POST /auth/email/verify": "sign-in: checks the code and creates the session",
  "GET /auth/oauth/:provider/start": "OAuth sign-in: redirects to the provider",
  "GET /auth/oauth/:provider/callback": "OAuth sign-in: the provider redirects back here; its state is checked against a cookie",
  "POST /app/notify/stop": "an e-mail's stop link, opened signed out: the signed token in the body is the proof",
};

interface SiteRoute {
  method: string;
  path: string;
}

function siteRoutes(): SiteRoute[] {
  const seen = new Set<string>();
  return createApp()
    .routes.filter((r) => r.method !== "ALL" && (r.path.startsWith("/app/") || r.path === "/app" || r.path.startsWith("/auth/")))
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && Boolean(seen.add(`${r.method} ${r.path}`)));
}

/** `:id`, `:id{regex}` → a value that exists nowhere (the checks run before any lookup). */
const concrete = (path: string) => path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, "x_unknown");
const CSRF_STATUS = ERROR_CATALOG.cross_site_request.status;

async function expectEnvelope(label: string, response: Response, status: number, code: string) {
  expect(response.status, label).toBe(status);
  expect(response.headers.get("content-type") ?? "", label).toContain("application/json");
  const body = await json(response);
  expect(body?.error?.code, `${label}: ${JSON.stringify(body).slice(0, 200)}`).toBe(code);
  expect(body.meta.requestId, label).toMatch(/^req_/);
}

describe("every /app and /auth route, from the app's own route list", () => {
  const routes = siteRoutes();

  it("finds the site's routes (a sanity floor, so an empty list cannot pass)", () => {
    expect(routes.length).toBeGreaterThan(60);
    const keys = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const known of ["POST /app/watchlists", "PATCH /app/me", "POST /auth/sign-out", "POST /app/api-keys/:keyId/revoke", "DELETE /app/watchlists/:id"]) expect(keys, known).toContain(known);
    // Every allow-list entry names a route that exists: a stale entry would hide nothing but mislead.
    for (const entry of Object.keys(PUBLIC)) expect(keys, entry).toContain(entry);
  });

  it("refuses every state-changing request sent cross-site, session or not, with the envelope", async () => {
    const cookie = await signIn(address("csrf"), freshIp());
    const writes = routes.filter((r) => STATE_CHANGING.has(r.method));
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const path = concrete(route.path);
      const label = `${route.method} ${route.path}`;
      const foreign = await call(path, { method: route.method, body: {}, cookie, origin: "https://evil.example", headers: { "sec-fetch-site": "cross-site" }, ip: freshIp() });
      await expectEnvelope(`${label} (foreign Origin)`, foreign, CSRF_STATUS, "cross_site_request");
      const noOrigin = await call(path, { method: route.method, body: {}, cookie, origin: null, headers: { "sec-fetch-site": "cross-site" }, ip: freshIp() });
      await expectEnvelope(`${label} (no Origin)`, noOrigin, CSRF_STATUS, "cross_site_request");
    }
    // The session is untouched by all of that: a forged sign-out did not sign anyone out.
    expect((await call("/app/me", { cookie })).status).toBe(200);
  });

  it("answers 401 without a session on every route not public by design", async () => {
    const guarded = routes.filter((r) => !Object.hasOwn(PUBLIC, `${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThan(60);
    // Collected, not stopped at the first: the failure names every route that answered otherwise.
    const open: string[] = [];
    for (const route of guarded) {
      const response = await call(concrete(route.path), { method: route.method, body: route.method === "GET" ? undefined : {}, ip: freshIp() });
      const body = await json(response).catch(() => null);
      if (response.status !== 401 || body?.error?.code !== "unauthorized" || !String(body?.meta?.requestId).startsWith("req_")) {
        open.push(`${route.method} ${route.path} → ${response.status} ${body?.error?.code ?? ""}`);
      }
    }
    expect(open).toEqual([]);
  });

  it("the public ones refuse a request that proves nothing (no code, no token, no OAuth state)", async () => {
    const answers: string[] = [];
    for (const key of Object.keys(PUBLIC)) {
      const [method, path] = key.split(" ") as [string, string];
      if (method === "GET" && path === "/auth/providers") continue;
      const response = await call(concrete(path), { method, body: method === "GET" ? undefined : {}, ip: freshIp() });
      answers.push(`${key} → ${response.status}`);
      expect(response.status, key).toBeGreaterThanOrEqual(400);
      expect(response.status, key).toBeLessThan(500);
    }
    expect(answers).toHaveLength(Object.keys(PUBLIC).length - 1);
  });

  it("answers 401 with an expired or forged session cookie too", async () => {
    const forged = "fathom_session=not-a-real-session-token";
    for (const path of ["/app/me", "/app/watchlists", "/app/agent"]) {
      await expectEnvelope(`${path} forged`, await call(path, { cookie: forged, ip: freshIp() }), 401, "unauthorized");
    }
  });

  it("every /admin route refuses no token, a wrong token and a user's session (401), before any handler", async () => {
    const cookie = await signIn(address("not-admin"), freshIp());
    const admin = createApp()
      .routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/admin/"))
      .map((r) => `${r.method} ${r.path}`);
    const unique = [...new Set(admin)];
    expect(unique.length).toBeGreaterThan(5);
    const open: string[] = [];
    for (const key of unique) {
      const [method, path] = key.split(" ") as [string, string];
      for (const [how, headers] of [["no token", {}], ["wrong token", { authorization: "Bearer test-admin-token-x" }], ["a session", {}]] as const) {
        const response = await call(concrete(path), { method, body: method === "GET" ? undefined : {}, headers, origin: null, ip: freshIp(), ...(how === "a session" ? { cookie } : {}) });
        const body = await json(response).catch(() => null);
        if (response.status !== 401 || body?.error?.code !== "unauthorized") open.push(`${key} with ${how} → ${response.status}`);
      }
    }
    expect(open).toEqual([]);
  });
});
