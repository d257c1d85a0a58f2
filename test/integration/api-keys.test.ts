import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { env, expectError, identities, json } from "./helpers";
import { admin, apiUser, auditOf, mintKey, v1, v1Raw } from "./api-helpers";

/** Key format, rotation with overlap, revocation on the next request, expiry, keys in URLs. */
const { address, freshIp } = identities("api-keys.example", 41);

const lineageOf = (keyId: string) => /^k([0-9a-f]{12})g/.exec(keyId)![1]!;

describe("key format", () => {
  it("a created key has the svc_ prefix, a key id, a 160-bit secret and a checksum", async () => {
    const user = await apiUser(address("fmt"), ["market:read"], { ip: freshIp() });
    expect(user.key).toMatch(/^svc_k[0-9a-f]{12}g1_[a-z2-7]{38}$/);
    expect(user.key).toContain(user.keyId);
  });

  it("a one-character typo is refused as unauthorized before any lookup, and is not audited", async () => {
    const user = await apiUser(address("typo"), ["market:read"], { ip: freshIp() });
    const last = user.key.at(-1) === "a" ? "b" : "a";
    const typo = user.key.slice(0, -1) + last;
    await expectError(await v1("/capabilities", { key: typo }), 401, "unauthorized");
    await expectError(await v1("/capabilities", { key: "svc_nonsense" }), 401, "unauthorized");
    await expectError(await v1("/capabilities", { headers: { authorization: "Basic abc" } }), 401, "unauthorized");
    // Only the one call made with the real key is in its owner's log.
    expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    const entries = await auditOf(user.key, 1);
    expect(entries.map((e: { path: string; status: number }) => `${e.status} ${e.path}`)).toEqual(["200 /v1/capabilities"]);
  });

  it("the key's secret is never stored: neither D1 nor the DO holds it in the clear", async () => {
    const user = await apiUser(address("hash"), ["market:read"], { ip: freshIp() });
    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?").bind(user.keyId).first();
    expect(JSON.stringify(row)).not.toContain(user.key.slice(20));
    const stored = await runInDurableObject(env.API_KEY.getByName(lineageOf(user.keyId)), (_i, state) => state.storage.sql.exec("SELECT * FROM keys").toArray());
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(user.key.slice(20));
    expect(String((stored[0] as { hash: string }).hash)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a key in the query string or the path is refused with key_in_url and never used", async () => {
    const user = await apiUser(address("url"), ["market:read"], { ip: freshIp() });
    await expectError(await v1(`/capabilities?api_key=${user.key}`), 400, "key_in_url", "query");
    await expectError(await v1(`/capabilities?api_key=${user.key}`, { key: user.key }), 400, "key_in_url");
    await expectError(await v1(`/portfolios/${user.key}`, { key: user.key }), 400, "key_in_url", "path");
    // Not used: nothing was audited against the key (the sentinel call is the only entry).
    expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    expect((await auditOf(user.key, 1)).map((e: { path: string }) => e.path)).toEqual(["/v1/capabilities"]);
  });

  it("keys are created only for accounts with API access", async () => {
    const email = address("noaccess");
    const { signIn } = await import("./helpers");
    await signIn(email, freshIp());
    await expectError(await admin("/create-key", { email, scopes: ["market:read"], name: "x" }), 403, "plan_required");
  });
});

describe("rotation", () => {
  it("issues a replacement with the same scopes; the old key works during the overlap, then stops", async () => {
    const user = await apiUser(address("rot"), ["portfolio:read", "market:read"], { ip: freshIp() });
    const rotated = await v1("/keys/rotate", { key: user.key, body: { overlapSeconds: 2 } });
    expect(rotated.status).toBe(201);
    const body = (await json(rotated)).data;
    expect(body.key).toMatch(/^svc_k[0-9a-f]{12}g2_/);
    expect(body.keyInfo.scopes).toEqual(["portfolio:read", "market:read"]);
    expect(body.previous.id).toBe(user.keyId);
    expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    expect((await v1("/capabilities", { key: body.key })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const old = await expectError(await v1("/capabilities", { key: user.key }), 401, "key_expired");
    expect(old.error.message).toMatch(/rotated/);
    expect((await v1("/capabilities", { key: body.key })).status).toBe(200);
  });

  it("overlapSeconds 0 retires the old key at once; a rotated key cannot be rotated again", async () => {
    const user = await apiUser(address("rot0"), ["market:read"], { ip: freshIp() });
    const rotated = (await json(await v1("/keys/rotate", { key: user.key, body: { overlapSeconds: 0 } }))).data;
    await expectError(await v1("/capabilities", { key: user.key }), 401, "key_expired");
    // The retired key itself cannot rotate again; the replacement cannot rotate it (only itself).
    await expectError(await v1("/keys/rotate", { key: user.key, body: {} }), 401, "key_expired");
    await expectError(await v1("/keys/rotate", { key: rotated.key, body: { keyId: user.keyId } }), 403, "insufficient_scope");
    await expectError(await v1Raw("/keys/rotate", { cookie: user.cookie, body: { keyId: user.keyId } }), 409, "conflict");
    await expectError(await v1("/keys/rotate", { key: rotated.key, body: { overlapSeconds: 604_801 } }), 400, "invalid_param", "overlapSeconds");
  });

  it("old and new keys share one budget during the cutover", async () => {
    const user = await apiUser(address("budget"), ["watchlist:write"], { ip: freshIp() });
    const rotated = (await json(await v1("/keys/rotate", { key: user.key, body: {} }))).data; // 1 write
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await v1("/watchlists", { key: user.key, body: { name: `old ${i}` } })).status);
    for (let i = 0; i < 3; i++) statuses.push((await v1("/watchlists", { key: rotated.key, body: { name: `new ${i}` } })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });
});

describe("revocation and expiry", () => {
  it("revocation takes effect on the very next request and is never rate limited", async () => {
    const user = await apiUser(address("rev"), ["watchlist:write"], { ip: freshIp() });
    const second = await mintKey(user.email, ["watchlist:write"]);
    // Use up the second key's write budget: revoke must still go through.
    for (let i = 0; i < 5; i++) expect((await v1("/watchlists", { key: second.key, body: { name: `w${i}` } })).status).toBe(201);
    await expectError(await v1("/watchlists", { key: second.key, body: { name: "over" } }), 429, "rate_limited");
    const revoked = await v1("/keys/revoke", { key: second.key, body: {} });
    expect(revoked.status).toBe(200);
    expect((await json(revoked)).data.status).toBe("revoked");
    await expectError(await v1("/capabilities", { key: second.key }), 401, "key_revoked");
    // One key can revoke another of the same account by id.
    expect((await v1("/keys/revoke", { key: user.key, body: { keyId: user.keyId } })).status).toBe(200);
    await expectError(await v1("/capabilities", { key: user.key }), 401, "key_revoked");
  });

  it("a key cannot revoke another account's key", async () => {
    const a = await apiUser(address("reva"), ["market:read"], { ip: freshIp() });
    const b = await apiUser(address("revb"), ["market:read"], { ip: freshIp() });
    await expectError(await v1("/keys/revoke", { key: a.key, body: { keyId: b.keyId } }), 404, "not_found");
    expect((await v1("/capabilities", { key: b.key })).status).toBe(200);
  });

  it("an expired key is refused with key_expired", async () => {
    const user = await apiUser(address("exp"), ["market:read"], { ip: freshIp(), expiresInDays: 1 });
    await runInDurableObject(env.API_KEY.getByName(lineageOf(user.keyId)), (_i, state) => {
      state.storage.sql.exec("UPDATE keys SET expires_at = ?", Date.now() - 1);
    });
    await expectError(await v1("/capabilities", { key: user.key }), 401, "key_expired");
  });

  it("switching API access off revokes the account's keys", async () => {
    const user = await apiUser(address("off"), ["market:read"], { ip: freshIp() });
    expect((await json(await admin("/api-access", { email: user.email, on: false }))).data.keysRevoked).toBe(1);
    await expectError(await v1("/capabilities", { key: user.key }), 401, "key_revoked");
  });
});

describe("capabilities and audit", () => {
  it("/capabilities lists the key, its scopes, the operations they allow, limits, expiry and plan", async () => {
    const user = await apiUser(address("caps"), ["watchlist:read"], { ip: freshIp() });
    const data = (await json(await v1("/capabilities", { key: user.key }))).data;
    expect(data.key.id).toBe(user.keyId);
    expect(data.scopes).toEqual(["watchlist:read"]);
    expect(data.limits).toEqual({ read: { limit: 60, windowSeconds: 60 }, write: { limit: 5, windowSeconds: 60 } });
    expect(data.plan).toBe("free");
    const ops = data.permissions.map((p: { method: string; path: string }) => `${p.method} ${p.path}`);
    expect(ops).toContain("GET /watchlists/{id}/items");
    expect(ops).not.toContain("POST /watchlists");
    expect(ops).not.toContain("GET /portfolios");
    expect(new Date(data.key.expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  });

  it("records every call with a key, refused ones included, newest first", async () => {
    const user = await apiUser(address("audit"), ["watchlist:read"], { ip: freshIp() });
    await v1("/watchlists", { key: user.key, headers: { "user-agent": "audit-test/1" }, ip: "192.0.2.44" });
    await expectError(await v1("/portfolios", { key: user.key }), 403, "insufficient_scope");
    const wrongSecret = user.key.replace(/_([a-z2-7]{38})$/, "_" + "a".repeat(32) + user.key.slice(-6));
    await v1("/capabilities", { key: wrongSecret }); // checksum fails: not attributable
    const entries = await auditOf(user.key, 2);
    expect(entries.map((e: { path: string; status: number }) => `${e.status} ${e.path}`)).toEqual(["403 /v1/portfolios", "200 /v1/watchlists"]);
    const listCall = entries[1];
    expect(listCall).toMatchObject({ keyId: user.keyId, method: "GET", ip: "192.0.2.44", userAgent: "audit-test/1" });
    expect(listCall.requestId).toMatch(/^req_/);
  });

  it("records the status the handler really answered (a 404 for an unknown id, a 400 for a bad parameter)", async () => {
    const user = await apiUser(address("audit-status"), ["watchlist:read"], { ip: freshIp() });
    await expectError(await v1("/watchlists/wl_missing/items", { key: user.key }), 404, "not_found");
    await expectError(await v1("/watchlists?limit=0", { key: user.key }), 400, "invalid_param");
    let lines: string[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      lines = (await auditOf(user.key, 2)).map((e: { status: number; path: string }) => `${e.status} ${e.path}`);
      if (lines.includes("404 /v1/watchlists/wl_missing/items") && lines.includes("400 /v1/watchlists")) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(lines).toEqual(["400 /v1/watchlists", "404 /v1/watchlists/wl_missing/items"]);
  });

  it("audits refusals of a known key: a revoked key's 401 and a 429 over the limit", async () => {
    const user = await apiUser(address("audit-refused"), ["watchlist:write"], { ip: freshIp() });
    const spare = await mintKey(user.email, ["watchlist:write"]);
    await v1("/keys/revoke", { key: spare.key, body: {} });
    await expectError(await v1("/capabilities", { key: spare.key }), 401, "key_revoked");
    for (let i = 0; i < 6; i++) await v1("/watchlists", { key: user.key, body: { name: `n${i}` } });
    const entries = await auditOf(user.key, 8);
    const lines = entries.map((e: { keyId: string; status: number; path: string }) => `${e.keyId === spare.keyId ? "spare" : "main"} ${e.status} ${e.path}`);
    expect(lines).toContain("spare 401 /v1/capabilities");
    expect(lines.filter((l: string) => l === "main 429 /v1/watchlists")).toHaveLength(1);
    expect(lines.filter((l: string) => l === "main 201 /v1/watchlists")).toHaveLength(5);
  });
});
