import { runInDurableObject } from "cloudflare:test";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { checksum, hashKey, keyIdFor, newLineage } from "../../worker/api/keys/key-format";
import { KEY_DO_MIGRATIONS } from "../../worker/api/keys/key-do-schema";
import { DEV_SECRETS } from "../../worker/lib/secrets";
import { env, expectError, identities, json } from "./helpers";
import { admin, apiUser, mintKey, v1, v1Raw } from "./api-helpers";

/**
 * Issue 11, items 1, 4, 7 and 10 (keys): revocation decided in the ApiKeyDO, no amplification
 * from made-up keys, a deleted account's keys answer 401, encoded keys in URLs, the lineage cap,
 * zero-overlap rotation, and the DO's versioned storage.
 */
const { address, freshIp } = identities("security-keys.example", 61);
const lineageOf = (keyId: string) => /^k([0-9a-f]{12})g/.exec(keyId)![1]!;
const DAY = 86_400_000;

async function d1Rows(email: string) {
  const { results } = await env.DB.prepare("SELECT k.* FROM api_keys k JOIN users u ON u.id = k.user_id WHERE u.email = ?").bind(email).all<{ id: string; revoked_at: number | null; lineage: string }>();
  return results;
}

/** How many tables the object's SQLite database holds (0: no storage was ever created). */
async function tablesIn(lineage: string): Promise<number> {
  return runInDurableObject(env.API_KEY.getByName(lineage), (_i, state) =>
    state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\'").one().n,
  );
}

/** A well-formed key for `keyId` with a made-up secret, its checksum computed as the server does. */
async function forged(keyId: string, serverSecret: string): Promise<string> {
  const secret = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20))).slice(0, 32);
  const body = `svc_${keyId}_${secret}`;
  return body + (await checksum(serverSecret, body));
}

describe("revocation is decided in the DO", () => {
  it("rotation racing API-access-off leaves nothing live, in the DO or in D1", async () => {
    for (let round = 0; round < 6; round++) {
      const user = await apiUser(address("race"), ["market:read"], { ip: freshIp() });
      const [rotation] = await Promise.all([
        v1Raw("/keys/rotate", { key: user.key, body: { overlapSeconds: 3600 } }),
        admin("/api-access", { email: user.email, on: false }),
      ]);
      const secrets = [user.key];
      if (rotation.status === 201) secrets.push((await json(rotation)).data.key);
      // A second "off" is the documented way to catch stragglers; it must find none left.
      expect((await json(await admin("/api-access", { email: user.email, on: false }))).data.keysRevoked).toBe(0);
      for (const secret of secrets) expect((await v1Raw("/capabilities", { key: secret })).status).toBe(401);
      const rows = await d1Rows(user.email);
      expect(rows.filter((r) => r.revoked_at === null)).toEqual([]);
      const states = await env.API_KEY.getByName(lineageOf(user.keyId)).generations();
      expect(states.length).toBe(rows.length);
      expect(states.every((s) => s.revokedAt !== null)).toBe(true);
    }
  }, 60_000);

  it("a revoked lineage mints no new generation: rotation answers key_revoked", async () => {
    const user = await apiUser(address("lineage"), ["market:read"], { ip: freshIp() });
    await env.API_KEY.getByName(lineageOf(user.keyId)).revokeLineage({ now: Date.now() });
    const response = await call_rotate(user.cookie, user.keyId);
    await expectError(response, 401, "key_revoked");
    expect((await d1Rows(user.email)).map((r) => r.revoked_at !== null)).toEqual([true]);
  });

  it("rotation checks API access, and access-off revokes rotated-out generations in D1 too", async () => {
    const user = await apiUser(address("rotaccess"), ["market:read"], { ip: freshIp() });
    expect((await call_rotate(user.cookie, user.keyId)).status).toBe(201);
    expect((await json(await admin("/api-access", { email: user.email, on: false }))).data.keysRevoked).toBe(2);
    expect((await d1Rows(user.email)).every((r) => r.revoked_at !== null)).toBe(true);
    await env.DB.prepare("UPDATE users SET api_access = 0 WHERE email = ?").bind(user.email).run();
    const other = await apiUser(address("rotaccess2"), ["market:read"], { ip: freshIp() });
    await env.DB.prepare("UPDATE users SET api_access = 0 WHERE email = ?").bind(other.email).run();
    await expectError(await call_rotate(other.cookie, other.keyId), 403, "plan_required");
  });

  it("a key created while the account is being deleted is refused, and nothing is left live", async () => {
    const user = await apiUser(address("deleting"), ["market:read"], { ip: freshIp() });
    await env.DB.prepare("UPDATE users SET deletion_requested_at = ? WHERE email = ?").bind(Date.now(), user.email).run();
    await expectError(await admin("/create-key", { email: user.email, scopes: ["market:read"], name: "late" }), 403, "plan_required");
    const late = (await d1Rows(user.email)).filter((r) => r.id !== user.keyId);
    for (const row of late) expect(row.revoked_at).not.toBeNull();
  });

  it("a deleted account's keys answer 401, not a 500", async () => {
    const user = await apiUser(address("purged"), ["market:read"], { ip: freshIp() });
    expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    expect((await admin("/delete-account", { email: user.email })).status).toBe(200);
    await expectError(await v1Raw("/capabilities", { key: user.key }), 401, "unauthorized");
    await expectError(await v1Raw("/keys/revoke", { key: user.key, body: {} }), 401, "unauthorized");
  });
});

async function call_rotate(cookie: string, keyId: string, overlapSeconds = 60) {
  const { call } = await import("./helpers");
  return call(`/app/api-keys/${keyId}/rotate`, { cookie, body: { overlapSeconds } });
}

describe("no amplification from made-up keys", () => {
  it("200 random well-formed keys (the public checksum) are refused and create no DO storage", async () => {
    const lineages: string[] = [];
    const attempt = async (i: number) => {
      const lineage = newLineage();
      lineages.push(lineage);
      const body = `svc_${keyIdFor(lineage, 1)}_${"a".repeat(32)}`;
      // What anyone could compute before the checksum was keyed: plain SHA-256 of the body.
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
      const key = body + encodeBase32LowerCaseNoPadding(digest).slice(0, 6);
      return (await v1Raw("/capabilities", { key, ip: `10.61.200.${i}` })).status;
    };
    const statuses: number[] = [];
    for (let batch = 0; batch < 200; batch += 20) statuses.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => attempt(batch + j)))));
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    for (const lineage of lineages.slice(0, 20)) expect(await tablesIn(lineage)).toBe(0);
  }, 60_000);

  it("even a forged checksum for an unknown lineage creates no storage in its DO", async () => {
    const lineage = newLineage();
    await expectError(await v1Raw("/capabilities", { key: await forged(keyIdFor(lineage, 1), DEV_SECRETS.KEY_CHECKSUM_SECRET), ip: freshIp() }), 401, "unauthorized");
    expect(await tablesIn(lineage)).toBe(0);
  });

  it("300 wrong secrets for a known key id leave the owner's audit view usable and the owner working", async () => {
    const user = await apiUser(address("flood"), ["market:read"], { ip: freshIp() });
    expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    const statuses = new Map<number, number>();
    const firstMinute = Math.floor(Date.now() / 60_000);
    const attempt = async (i: number) => (await v1Raw("/capabilities", { key: await forged(user.keyId, DEV_SECRETS.KEY_CHECKSUM_SECRET), ip: `10.61.${100 + Math.floor(i / 200)}.${i % 200}` })).status;
    for (let batch = 0; batch < 300; batch += 25) {
      for (const status of await Promise.all(Array.from({ length: 25 }, (_, j) => attempt(batch + j)))) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // Past 10 wrong secrets a minute, the key id answers wrong secrets with 429. The window is
    // the clock's minute, so a run that crosses a minute boundary gets a second 10.
    const minutes = Math.floor(Date.now() / 60_000) - firstMinute + 1;
    expect(statuses.get(401)).toBeLessThanOrEqual(10 * minutes);
    expect((statuses.get(429) ?? 0) + (statuses.get(401) ?? 0)).toBe(300);
    expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    const page = (await json(await v1("/audit?limit=25", { key: user.key }))).data as { status: number; path: string }[];
    expect(page.filter((e) => e.status === 200 && e.path === "/v1/capabilities").length).toBe(2);
    expect(page.filter((e) => e.status === 401).length).toBeLessThanOrEqual(2);
  }, 60_000);

  it("failed authentication is limited per client: past 30 a minute the answer is 429", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) statuses.push((await v1Raw("/capabilities", { key: `svc_k${"0".repeat(12)}g1_${"b".repeat(38)}`, ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    const limited = await v1Raw("/capabilities", { key: "svc_nonsense", ip });
    await expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not affected.
    await expectError(await v1Raw("/capabilities", { key: "svc_nonsense", ip: freshIp() }), 401, "unauthorized");
  });
});

describe("keys in URLs, the lineage cap, zero overlap", () => {
  it("a double-encoded key in a path is refused and never stored in the audit log", async () => {
    const user = await apiUser(address("enc"), ["portfolio:read"], { ip: freshIp() });
    const rest = user.key.slice(4);
    for (const path of [`/portfolios/svc%255F${rest}`, `/portfolios/svc%5F${rest}`, `/portfolios/%73vc_${rest}`, `/portfolios/svc%25255F${rest}`]) {
      await expectError(await v1Raw(path, { key: user.key }), 400, "key_in_url", "path");
    }
    await expectError(await v1Raw(`/portfolios?q=svc%255F${rest}`, { key: user.key }), 400, "key_in_url", "query");
    // The site's routes refuse them too.
    const { call } = await import("./helpers");
    await expectError(await call(`/app/portfolios/svc%255F${rest}`, { cookie: user.cookie }), 400, "key_in_url");
    await expectError(await call(`/auth/providers?k=svc%255F${rest}`), 400, "key_in_url");
    expect((await v1("/capabilities", { key: user.key })).status).toBe(200);
    const audit = await runInDurableObject(env.API_KEY.getByName(lineageOf(user.keyId)), (_i, state) => state.storage.sql.exec("SELECT * FROM audit").toArray());
    expect(JSON.stringify(audit)).not.toContain(rest.slice(16, 40));
  });

  it("rotation never extends a lineage past 365 days from its first key", async () => {
    const user = await apiUser(address("cap"), ["market:read"], { ip: freshIp(), expiresInDays: 365 });
    const started = Date.now() - 300 * DAY;
    await runInDurableObject(env.API_KEY.getByName(lineageOf(user.keyId)), (_i, state) => {
      state.storage.sql.exec("UPDATE keys SET created_at = ?, expires_at = ?", started, started + 365 * DAY);
    });
    const rotated = (await json(await v1("/keys/rotate", { key: user.key, body: {} }))).data;
    expect(new Date(rotated.keyInfo.expiresAt).getTime()).toBeLessThanOrEqual(started + 365 * DAY);
    await runInDurableObject(env.API_KEY.getByName(lineageOf(user.keyId)), (_i, state) => {
      state.storage.sql.exec("UPDATE keys SET created_at = ?", Date.now() - 366 * DAY);
    });
    await expectError(await v1Raw("/keys/rotate", { key: rotated.key, body: {} }), 409, "conflict");
  });

  it("a zero-overlap rotation e-mails the owner (a stolen key cannot lock the owner out silently)", async () => {
    const user = await apiUser(address("zero"), ["market:read"], { ip: freshIp() });
    const rotated = (await json(await v1("/keys/rotate", { key: user.key, body: { overlapSeconds: 0 } }))).data;
    const mail = (await json(await (await import("./helpers")).call(`/dev/mailbox?to=${encodeURIComponent(user.email)}`))).data as { subject: string; text: string }[];
    const notice = mail.find((m) => /no overlap/.test(m.subject));
    expect(notice?.text).toContain(rotated.keyInfo.id);
    expect(notice?.text).not.toContain(rotated.key);
    // With an overlap, no notice.
    const other = await apiUser(address("overlap"), ["market:read"], { ip: freshIp() });
    await v1("/keys/rotate", { key: other.key, body: { overlapSeconds: 60 } });
    const none = (await json(await (await import("./helpers")).call(`/dev/mailbox?to=${encodeURIComponent(other.email)}`))).data as { subject: string }[];
    expect(none.some((m) => /no overlap/.test(m.subject))).toBe(false);
  });

  it("an account holds at most 20 live keys; the 21st is refused with a clear error", async () => {
    const user = await apiUser(address("many"), ["market:read"], { ip: freshIp() });
    await Promise.all(Array.from({ length: 19 }, () => mintKey(user.email, ["market:read"])));
    const refused = await expectError(await admin("/create-key", { email: user.email, scopes: ["market:read"], name: "21st" }), 409, "conflict");
    expect(refused.error.message).toMatch(/20 live keys/);
  }, 30_000);
});

describe("ApiKeyDO storage is versioned", () => {
  it("data written with the pre-versioning schema is migrated and still found", async () => {
    const lineage = newLineage();
    const keyId = keyIdFor(lineage, 1);
    const hash = await hashKey("svc_old_key");
    const stub = env.API_KEY.getByName(lineage);
    await runInDurableObject(stub, (_i, state) => {
      const sql = state.storage.sql;
      // Today's (unversioned) schema, as objects created before this change hold it.
      sql.exec(`CREATE TABLE keys (key_id TEXT PRIMARY KEY, hash TEXT NOT NULL, user_id TEXT NOT NULL, name TEXT NOT NULL, scopes TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER, retires_at INTEGER, replaced_by TEXT)`);
      sql.exec(`CREATE TABLE hits (bucket TEXT NOT NULL, at INTEGER NOT NULL)`);
      sql.exec(`CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE audit (seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, key_id TEXT NOT NULL, method TEXT NOT NULL, path TEXT NOT NULL, status INTEGER NOT NULL, request_id TEXT NOT NULL, ip TEXT, user_agent TEXT)`);
      sql.exec(`INSERT INTO keys VALUES (?, ?, 'usr_old', 'old key', '["market:read"]', ?, ?, NULL, NULL, NULL)`, keyId, hash, Date.now() - DAY, Date.now() + DAY);
      sql.exec(`INSERT INTO audit (at, key_id, method, path, status, request_id) VALUES (?, ?, 'GET', '/v1/capabilities', 200, 'req_old')`, Date.now() - 1000, keyId);
      sql.exec(`INSERT INTO settings VALUES ('limits', '{"read":7,"write":3}')`);
    });
    // The first write migrates the object (the constructor does the same for an object that wakes up).
    const limit = await stub.consume({ bucket: "read", now: Date.now() });
    expect(limit.limit).toBe(7);
    const version = await runInDurableObject(stub, (_i, state) => state.storage.sql.exec<{ version: number }>("SELECT version FROM _schema").one().version);
    expect(version).toBe(KEY_DO_MIGRATIONS.length);
    expect((await stub.generations()).map((g) => g.keyId)).toEqual([keyId]);
    expect((await stub.auditPage({ before: null, take: 10 })).map((r) => r.requestId)).toEqual(["req_old"]);
    const call = { requestId: "req_new", method: "GET", path: "/v1/capabilities", ip: null, userAgent: null, scope: null, expectedStatus: 200 };
    expect((await stub.authorize({ keyId, hash, bucket: "none", now: Date.now(), call })).ok).toBe(true);
  });
});
