import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { env, expectError, identities, json } from "./helpers";
import { admin, apiUser, v1, v1Raw } from "./api-helpers";

/** The exact sliding window: concurrency, eviction, headers, per-key overrides, session limits. */
const { address, freshIp } = identities("api-limits.example", 42);
const lineageOf = (keyId: string) => /^k([0-9a-f]{12})g/.exec(keyId)![1]!;

describe("read limit", () => {
  it("admits exactly 60 of 200 concurrent reads and refuses the rest with 429 rate_limited", async () => {
    const user = await apiUser(address("burst"), ["market:read"], { ip: freshIp() });
    const responses = await Promise.all(Array.from({ length: 200 }, () => v1Raw("/capabilities", { key: user.key })));
    const admitted = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 429);
    expect(admitted).toHaveLength(60);
    expect(refused).toHaveLength(140);
    const remaining = admitted.map((r) => Number(r.headers.get("x-ratelimit-remaining"))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
    const sample = refused[0]!;
    await expectError(sample, 429, "rate_limited");
    expect(Number(sample.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(sample.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(sample.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(sample.headers.get("x-ratelimit-bucket")).toBe("read");
    const body = await json(refused[1]!);
    expect(body.error.retryable).toBe(true);
  });

  it("keeps the window across an eviction of the key's Durable Object", async () => {
    const user = await apiUser(address("evict"), ["market:read"], { ip: freshIp() });
    for (let i = 0; i < 30; i++) expect((await v1Raw("/capabilities", { key: user.key })).status).toBe(200);
    const stub = env.API_KEY.getByName(lineageOf(user.keyId));
    // Throw the instance away: the next call builds a new one from storage alone.
    await runInDurableObject(stub, (_instance, state) => state.abort("evicted by the test")).catch(() => undefined);
    const after = await Promise.all(Array.from({ length: 60 }, () => v1Raw("/capabilities", { key: user.key })));
    expect(after.filter((r) => r.status === 200)).toHaveLength(30);
    expect(after.filter((r) => r.status === 429)).toHaveLength(30);
  });

  it("reads and writes have separate windows; writes are 5 per minute", async () => {
    const user = await apiUser(address("rw"), ["watchlist:read", "watchlist:write"], { ip: freshIp() });
    const writes = await Promise.all(Array.from({ length: 12 }, (_, i) => v1Raw("/watchlists", { key: user.key, body: { name: `list ${i}` } })));
    expect(writes.filter((r) => r.status === 201)).toHaveLength(5);
    expect(writes.filter((r) => r.status === 429)).toHaveLength(7);
    expect(writes[0]!.headers.get("x-ratelimit-bucket")).toBe("write");
    expect(writes.find((r) => r.status === 201)!.headers.get("x-ratelimit-limit")).toBe("5");
    const read = await v1("/watchlists?limit=100", { key: user.key });
    expect(read.status).toBe(200);
    expect((await json(read)).data).toHaveLength(5);
    expect(read.headers.get("x-ratelimit-limit")).toBe("60");
  });

  it("per-key overrides change the limit and /capabilities reports them", async () => {
    const user = await apiUser(address("override"), ["market:read"], { ip: freshIp() });
    // Support sets the override with `npm run admin -- set-limits`.
    const set = await admin("/set-limits", { keyId: user.keyId, read: 3, write: 1 });
    expect(set.status).toBe(200);
    await expectError(await admin("/set-limits", { keyId: "k000000000000g1", read: 3, write: 1 }), 404, "not_found", "keyId");
    const responses = await Promise.all(Array.from({ length: 6 }, () => v1Raw("/capabilities", { key: user.key })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    const ok = responses.find((r) => r.status === 200)!;
    expect((await json(ok)).data.limits).toEqual({ read: { limit: 3, windowSeconds: 60 }, write: { limit: 1, windowSeconds: 60 } });
  });

  it("frees a slot once the oldest admitted request leaves the window", async () => {
    const user = await apiUser(address("slide"), ["market:read"], { ip: freshIp() });
    await env.API_KEY.getByName(lineageOf(user.keyId)).setLimits({ read: 2, write: 1 });
    const first = await v1Raw("/capabilities", { key: user.key });
    expect(first.status).toBe(200);
    expect((await v1Raw("/capabilities", { key: user.key })).status).toBe(200);
    const refused = await v1Raw("/capabilities", { key: user.key });
    expect(refused.status).toBe(429);
    // Move the logged hits 59.9 s into the past: the first hit leaves the window 100 ms from now.
    await runInDurableObject(env.API_KEY.getByName(lineageOf(user.keyId)), (_i, state) => {
      state.storage.sql.exec("UPDATE hits SET at = at - 59900");
    });
    await new Promise((r) => setTimeout(r, 250));
    expect((await v1Raw("/capabilities", { key: user.key })).status).toBe(200);
    expect(Number(first.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });
});

describe("session callers", () => {
  it("the site's session works on /v1 as the user with every scope, under per-user limits; a bearer key wins", async () => {
    const user = await apiUser(address("session"), ["market:read"], { ip: freshIp() });
    const caps = (await json(await v1("/capabilities", { cookie: user.cookie }))).data;
    expect(caps.session).toBe(true);
    expect(caps.scopes).toContain("portfolio:read");
    expect((await v1("/portfolios", { cookie: user.cookie })).status).toBe(200);
    // Both sent: the key's narrower scopes apply.
    await expectError(await v1("/portfolios", { cookie: user.cookie, key: user.key }), 403, "insufficient_scope");
    expect(caps.limits).toEqual({ read: { limit: 300, windowSeconds: 60 }, write: { limit: 60, windowSeconds: 60 } });
    const writes = await Promise.all(Array.from({ length: 64 }, (_, i) => v1Raw("/watchlists", { cookie: user.cookie, body: { name: `s${i}` } })));
    expect(writes.filter((r) => r.status === 201)).toHaveLength(60);
    expect(writes.filter((r) => r.status === 429)).toHaveLength(4);
  });

  it("cookie-authenticated writes from another site are refused", async () => {
    const user = await apiUser(address("csrf"), ["market:read"], { ip: freshIp() });
    const { call } = await import("./helpers");
    const response = await call("/v1/watchlists", { body: { name: "x" }, cookie: user.cookie, origin: "https://evil.example" });
    await expectError(response, 403, "cross_site_request");
  });
});
