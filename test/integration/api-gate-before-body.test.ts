import { describe, expect, it } from "vitest";
import { call, expectError, identities } from "./helpers";
import { apiUser, auditOf } from "./api-helpers";

/**
 * Every call made with a key is counted, audited and carries the rate-limit headers, whatever
 * its body (API.md "Limits"): the /v1 gate (scope, window, audit) runs before the body is read,
 * so a malformed, oversized or non-JSON body is no way around the limiter, and a key without the
 * route's scope is refused for its scope, not for its body. Cross-site writes likewise are
 * refused before their bodies are read.
 */
const { address, freshIp } = identities("gate-before-body.example", 132);

const post = (path: string, key: string, rawBody: string, type = "application/json") =>
  call(path, { rawBody, headers: { "content-type": type, authorization: `Bearer ${key}` }, origin: null });

function expectLimitHeaders(response: Response): void {
  for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset", "x-ratelimit-bucket"]) expect(response.headers.get(name), name).not.toBeNull();
}

describe("the /v1 gate runs before the body", () => {
  it("malformed bodies in parallel are counted: 5 answer 400, the rest 429, all with headers, all audited", async () => {
    const user = await apiUser(address("flood"), ["watchlist:write"], { ip: freshIp() });
    const answers = await Promise.all(Array.from({ length: 12 }, () => post("/v1/watchlists", user.key, "{")));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
    for (const answer of answers) {
      expectLimitHeaders(answer);
      await expectError(answer, answer.status, answer.status === 400 ? "invalid_request" : "rate_limited");
    }
    const audited = await auditOf(user.key, 12);
    expect(audited.filter((e: { status: number }) => e.status === 400)).toHaveLength(5);
    expect(audited.filter((e: { status: number }) => e.status === 429)).toHaveLength(7);
  });

  it("413 and 415 are counted, audited and carry the headers too", async () => {
    const user = await apiUser(address("types"), ["watchlist:write"], { ip: freshIp() });
    const big = await post("/v1/watchlists", user.key, JSON.stringify({ name: "x".repeat(70_000) }));
    expectLimitHeaders(big);
    expect(big.headers.get("x-ratelimit-remaining")).toBe("4");
    await expectError(big, 413, "payload_too_large");
    const form = await post("/v1/watchlists", user.key, "name=x", "application/x-www-form-urlencoded");
    expectLimitHeaders(form);
    expect(form.headers.get("x-ratelimit-remaining")).toBe("3");
    await expectError(form, 415, "unsupported_media_type");
    const audited = await auditOf(user.key, 2);
    expect(audited.map((e: { status: number }) => e.status).sort()).toEqual([413, 415]);
  });

  it("a key without the route's scope is refused for its scope, not its body", async () => {
    const user = await apiUser(address("scope"), ["market:read"], { ip: freshIp() });
    const answer = await post("/v1/watchlists", user.key, "{");
    expectLimitHeaders(answer);
    await expectError(answer, 403, "insufficient_scope");
    await expectError(await post("/v1/watchlists", user.key, "name=x", "text/plain"), 403, "insufficient_scope");
  });
});

describe("cross-site writes are refused before the body is read", () => {
  it("/app and /v1 with a session cookie from a foreign origin: 403 cross_site_request, not 400/415", async () => {
    const user = await apiUser(address("csrf"), ["market:read"], { ip: freshIp() });
    for (const path of ["/app/watchlists", "/v1/watchlists"]) {
      await expectError(await call(path, { rawBody: "{", headers: { "content-type": "application/json" }, cookie: user.cookie, origin: "https://evil.example" }), 403, "cross_site_request");
      await expectError(await call(path, { rawBody: "a=b", headers: { "content-type": "text/plain" }, cookie: user.cookie, origin: null }), 403, "cross_site_request");
    }
  });
});
