import { describe, expect, it } from "vitest";
import { expectError, identities, json } from "./helpers";
import { apiUser, mintKey, v1, v1Raw } from "./api-helpers";

/**
 * Key management never escalates (API.md "Authentication"): key ids are visible in the audit
 * log, so a low-scope key naming a full-scope key's id must neither rotate it into a fresh
 * full-scope secret nor revoke it. The site's session keeps full management.
 */
const { address, freshIp } = identities("key-escalation.example", 131);
const ALL = ["portfolio:read", "watchlist:read", "watchlist:write", "market:read", "reports:read", "reports:write"];

describe("rotate acts on the calling key only", () => {
  it("a market:read key naming a full-scope key's id gets 403 and no secret; the full key is untouched", async () => {
    const high = await apiUser(address("rot"), ALL, { ip: freshIp() });
    const low = await mintKey(high.email, ["market:read"]);
    const refused = await expectError(await v1("/keys/rotate", { key: low.key, body: { keyId: high.keyId, overlapSeconds: 0 } }), 403, "insufficient_scope", "keyId");
    expect(JSON.stringify(refused)).not.toMatch(/svc_/);
    expect((await v1("/capabilities", { key: high.key })).status).toBe(200);
    // Naming itself is the same as omitting keyId.
    const own = await v1("/keys/rotate", { key: low.key, body: { keyId: low.keyId, overlapSeconds: 60 } });
    expect(own.status).toBe(201);
    expect((await json(own)).data.keyInfo.scopes).toEqual(["market:read"]);
  });

  it("a session (the site) still rotates any key of the account by id", async () => {
    const user = await apiUser(address("rotsess"), ["market:read"], { ip: freshIp() });
    const rotated = await v1Raw("/keys/rotate", { cookie: user.cookie, body: { keyId: user.keyId, overlapSeconds: 60 } });
    expect(rotated.status).toBe(201);
  });
});

describe("revoke never goes above the caller's scopes", () => {
  it("a lower key cannot revoke a higher one; the higher key keeps working", async () => {
    const high = await apiUser(address("rev"), ALL, { ip: freshIp() });
    const low = await mintKey(high.email, ["market:read"]);
    const partial = await mintKey(high.email, ["market:read", "watchlist:read"]);
    await expectError(await v1("/keys/revoke", { key: low.key, body: { keyId: high.keyId } }), 403, "insufficient_scope", "keyId");
    await expectError(await v1("/keys/revoke", { key: low.key, body: { keyId: partial.keyId } }), 403, "insufficient_scope", "keyId");
    expect((await v1("/capabilities", { key: high.key })).status).toBe(200);
    expect((await v1("/capabilities", { key: partial.key })).status).toBe(200);
  });

  it("a key may revoke a key whose scopes it all holds, and itself", async () => {
    const high = await apiUser(address("revok"), ALL, { ip: freshIp() });
    const low = await mintKey(high.email, ["market:read"]);
    const equal = await mintKey(high.email, ["market:read"]);
    expect((await v1("/keys/revoke", { key: low.key, body: { keyId: equal.keyId } })).status).toBe(200);
    await expectError(await v1("/capabilities", { key: equal.key }), 401, "key_revoked");
    expect((await v1("/keys/revoke", { key: high.key, body: { keyId: low.keyId } })).status).toBe(200);
    await expectError(await v1("/capabilities", { key: low.key }), 401, "key_revoked");
    expect((await v1("/keys/revoke", { key: high.key, body: {} })).status).toBe(200);
  });

  it("a session revokes any key of the account", async () => {
    const user = await apiUser(address("revsess"), ALL, { ip: freshIp() });
    expect((await v1Raw("/keys/revoke", { cookie: user.cookie, body: { keyId: user.keyId } })).status).toBe(200);
    await expectError(await v1("/capabilities", { key: user.key }), 401, "key_revoked");
  });
});
