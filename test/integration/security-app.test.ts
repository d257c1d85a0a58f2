import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { getDefiProtocol } from "../../worker/market/defi";
import { marketDeps } from "../../worker/market/deps";
import { DEV_SECRETS } from "../../worker/lib/secrets";
import { call, env, expectError, identities, json, ORIGIN, signIn } from "./helpers";
import { apiUser, v1Raw } from "./api-helpers";

/**
 * Issue 11, items 6, 8, 9, 11 and 12: /app limits and caps, names, content types on /v1,
 * cursors, secrets outside development, API headers, unknown DeFi slugs cached as misses.
 */
const { address, freshIp } = identities("security-app.example", 63);
const SECRETS = { CURSOR_SECRET: "test-cursor-secret-0123456789", KEY_CHECKSUM_SECRET: "test-checksum-secret-0123456789" };

async function direct(bindings: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("/app limits and caps", () => {
  it("80 concurrent watchlist creations: exactly the per-minute limit (60) is admitted, each refusal a clear 429", async () => {
    const cookie = await signIn(address("burst"), freshIp());
    const responses = await Promise.all(Array.from({ length: 80 }, (_, i) => call("/app/watchlists", { cookie, body: { name: `list ${i}` } })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(60);
    for (const refused of responses.filter((r) => r.status !== 201)) {
      const body = await expectError(refused, 429, "rate_limited");
      expect(body.error.message).toMatch(/Too many changes/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await json(await call("/app/watchlists", { cookie }))).data).toHaveLength(60);
  }, 60_000);

  it("watchlists are capped at 100 per account, atomically", async () => {
    const cookie = await signIn(address("wl-cap"), freshIp());
    const userId = (await json(await call("/app/me", { cookie }))).data.id as string;
    const now = Date.now();
    const seed = env.DB.prepare("INSERT INTO watchlists (id, user_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)");
    await env.DB.batch(Array.from({ length: 97 }, (_, i) => seed.bind(`wl_seed${i}`, userId, `seed ${i}`, now, now)));
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => call("/app/watchlists", { cookie, body: { name: `late ${i}` } })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = await expectError(responses.find((r) => r.status === 409)!, 409, "conflict");
    expect(refused.error.message).toMatch(/100 watchlists/);
  }, 60_000);

  it("portfolios are capped at 50, also under concurrency", async () => {
    const cookie = await signIn(address("pf-cap"), freshIp());
    const responses = await Promise.all(Array.from({ length: 55 }, (_, i) => call("/app/portfolios", { cookie, body: { name: `pf ${i}` } })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(50);
    const refused = await expectError(responses.find((r) => r.status === 409)!, 409, "conflict");
    expect(refused.error.message).toMatch(/50 portfolios/);
  }, 60_000);

  it("/app writes are limited to 60 a minute per account, with Retry-After", async () => {
    const cookie = await signIn(address("writes"), freshIp());
    const list = (await json(await call("/app/watchlists", { cookie, body: { name: "renamed often" } }))).data;
    const statuses: number[] = [];
    for (let i = 0; i < 59; i++) statuses.push((await call(`/app/watchlists/${list.id}`, { method: "PATCH", cookie, body: { name: `name ${i}` } })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await call(`/app/watchlists/${list.id}`, { method: "PATCH", cookie, body: { name: "one too many" } });
    const body = await expectError(limited, 429, "rate_limited");
    expect(body.error.retryable).toBe(true);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Reads are not limited by it; another account is not affected.
    expect((await call("/app/watchlists", { cookie })).status).toBe(200);
    const other = await signIn(address("writes-other"), freshIp());
    expect((await call("/app/watchlists", { cookie: other, body: { name: "mine" } })).status).toBe(201);
  }, 60_000);
});

describe("names", () => {
  it("NUL, control and bidi-override characters are refused in every user-given name", async () => {
    const user = await apiUser(address("names"), ["market:read"], { ip: freshIp() });
    const bad = ["evil\u0000name", "a\u202Egnp.exe", "isolate\u2066x\u2069", "bell\u0007", "tab\tname", "del\u007f", "c1\u0085"];
    for (const name of bad) {
      await expectError(await call("/app/watchlists", { cookie: user.cookie, body: { name } }), 400, "invalid_param", "name");
      await expectError(await call("/app/portfolios", { cookie: user.cookie, body: { name } }), 400, "invalid_param", "name");
      await expectError(await call("/app/api-keys", { cookie: user.cookie, body: { name, scopes: ["market:read"] } }), 400, "invalid_param", "name");
      await expectError(await call("/app/agent", { cookie: user.cookie, body: { name } }), 400, "invalid_param", "name");
    }
    // Ordinary names in any script still work.
    expect((await call("/app/watchlists", { cookie: user.cookie, body: { name: "Ölpreise – 石油 – نفط" } })).status).toBe(201);
  }, 60_000);
});

describe("content types on /v1", () => {
  it("JSON with odd but valid parameters is accepted; other types get the 415 envelope, never a 500", async () => {
    const user = await apiUser(address("types"), ["watchlist:write", "watchlist:read"], { ip: freshIp() });
    for (const type of ["application/json;", "application/json ; charset=utf-8", "Application/JSON; charset=UTF-8"]) {
      const response = await v1Raw("/watchlists", { key: user.key, body: { name: `typed ${type}` }, headers: { "content-type": type } });
      expect(response.status).toBe(201);
    }
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"]) {
      await expectError(await v1Raw("/keys/revoke", { key: user.key, body: {}, headers: { "content-type": type } }), 415, "unsupported_media_type");
    }
  });

  it("a form or text POST with a session cookie gets the JSON envelope, not plain text", async () => {
    const cookie = await signIn(address("form"), freshIp());
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      for (const origin of [ORIGIN, "https://evil.example", null]) {
        const response = await call("/v1/watchlists", { cookie, rawBody: "name=x", headers: { "content-type": type }, origin });
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get("content-type")).toContain("application/json");
        expect((await json(response)).error.code).toMatch(/unsupported_media_type|cross_site_request/);
      }
    }
  });
});

describe("cursors", () => {
  async function signed(payload: unknown): Promise<string> {
    const body = new TextEncoder().encode(JSON.stringify(payload));
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(DEV_SECRETS.CURSOR_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, body));
    return `${encodeBase64urlNoPadding(body)}.${encodeBase64urlNoPadding(signature)}`;
  }

  it("forged-but-signed payloads of the wrong shape and string timestamps are invalid cursors, not crashes", async () => {
    const user = await apiUser(address("cursor"), ["watchlist:read"], { ip: freshIp() });
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(user.email).first<{ id: string }>())!.id;
    const scope = `watchlists:${userId}`;
    const forged = [
      { k: 1, i: "x", s: scope, t: "0" }, // a string timestamp must not skip the 24 h expiry
      { k: 1, i: "x", s: scope, t: Date.now() - 2 * 86_400_000 },
      { k: "1", i: "x", s: scope, t: Date.now() },
      { k: 1, i: { $gt: "" }, s: scope, t: Date.now() },
      { k: 1, s: scope, t: Date.now() },
      [1, 2, 3],
      null,
      "text",
    ];
    for (const payload of forged) {
      await expectError(await v1Raw(`/watchlists?cursor=${encodeURIComponent(await signed(payload))}`, { key: user.key }), 400, "invalid_param", "cursor");
    }
    // A well-formed signed cursor still pages.
    expect((await v1Raw(`/watchlists?cursor=${encodeURIComponent(await signed({ k: 0, i: "", s: scope, t: Date.now() }))}`, { key: user.key })).status).toBe(200);
  });
});

describe("secrets and headers", () => {
  afterEach(() => vi.restoreAllMocks());

  it("outside development the Worker refuses to serve without its secrets, with a clear log line", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    for (const missing of ["CURSOR_SECRET", "KEY_CHECKSUM_SECRET"] as const) {
      const { [missing]: _dropped, ...partial } = SECRETS;
      const response = await direct({ ...partial, APP_ENV: "production" }, "/health");
      await expectError(response, 500, "internal_error");
      expect(lines.some((l) => l.includes("config.missing_secret") && l.includes(missing))).toBe(true);
    }
    expect((await direct({ ...SECRETS, APP_ENV: "production" }, "/health")).status).toBe(200);
  });

  it("API answers carry nosniff, no-referrer and a deny-all CSP; HSTS in production only", async () => {
    for (const response of [await call("/health"), await v1Raw("/capabilities"), await call("/app/watchlists"), await call("/nowhere")]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const production = await direct({ ...SECRETS, APP_ENV: "production" }, "/health");
    expect(production.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    const https = await (async () => {
      const ctx = createExecutionContext();
      const response = await createApp().fetch(new Request("https://api.fathom.example/health"), env, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    })();
    expect(https.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });
});

describe("DeFi", () => {
  it("an unknown slug is cached as a miss: one upstream call, not one per request", async () => {
    const deps = () => marketDeps({ ...env, MARKET_FETCH_TIMEOUT_MS: "300" } as typeof env, Date.parse("2026-11-12T00:00:00Z"));
    const first = deps();
    expect(await getDefiProtocol(first, "no-such-protocol-x")).toBeNull();
    expect(first.up.calls.count).toBe(1);
    for (let i = 0; i < 3; i++) {
      const again = deps();
      expect(await getDefiProtocol(again, "no-such-protocol-x")).toBeNull();
      expect(again.up.calls.count).toBe(0);
    }
  });
});
