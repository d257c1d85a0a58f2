import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import { createLogger } from "../../worker/lib/log";
import { DEV_CONNECTIONS_KEY, decryptSecret, keyringFrom } from "../../worker/connections/secrets";
import { connectWallet } from "../../worker/connections/service";
import { syncConnection } from "../../worker/connections/sync";
import { syncAllConnections } from "../../worker/connections/cron";
import { getConnection } from "../../worker/connections/store";
import { FAKE_WALLETS } from "../fakes/chains";
import { BINANCE_READONLY, BINANCE_TRADING, COINBASE_READONLY_NAME, COINBASE_READONLY_PRIVATE, COINBASE_TRADING_NAME, COINBASE_TRADING_PRIVATE, KRAKEN_READONLY, KRAKEN_TRADING } from "../fixtures/connections/keys";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/**
 * Connections end to end in workerd: the site routes, real local D1, the product's own clients
 * against loopback fakes of each chain and exchange (test/fakes/chains.ts, exchanges.ts).
 */
const { address, freshIp } = identities("connections.example", 81);
const log = createLogger({ service: "test" });
const db = () => createDb(env.DB);

async function user() {
  return signIn(address("u"), freshIp());
}
async function post(cookie: string, path: string, body: unknown) {
  return call(`/app/connections${path}`, { cookie, body });
}
async function portfolio(cookie: string, id: string) {
  const response = await call(`/app/portfolios/${id}`, { cookie });
  expect(response.status).toBe(200);
  return (await json(response)).data;
}
const bySymbol = (positions: any[]) => Object.fromEntries(positions.map((p: any) => [p.symbol, p]));
async function rowCount(userEmailCookie: string) {
  const list = await json(await call("/app/connections", { cookie: userEmailCookie }));
  return list.data.length as number;
}

describe("wallets by public address", () => {
  it("Ethereum: native + ERC-20 balances, listed tokens priced, a look-alike token listed unpriced", async () => {
    const cookie = await user();
    const response = await post(cookie, "/wallet", { chain: "ethereum", address: FAKE_WALLETS.ethereum.toUpperCase().replace("0X", "0x") });
    expect(response.status).toBe(201);
    const { connection, sync } = (await json(response)).data;
    expect(sync, JSON.stringify(sync)).toEqual({ status: "ok", holdings: 4 });
    expect(connection).toMatchObject({ kind: "wallet", provider: "ethereum", address: FAKE_WALLETS.ethereum, status: "ok", lastError: null });
    const p = await portfolio(cookie, connection.portfolioId);
    expect(p.readOnly).toBe(true);
    expect(p.connection).toMatchObject({ kind: "wallet", provider: "ethereum", stale: false });
    const pos = bySymbol(p.positions);
    expect(pos.ETH.quantity).toBe(1.5);
    expect(pos.ETH.value).toBeGreaterThan(0);
    expect(pos.USDC.quantity).toBe(2500);
    expect(pos.UNI.quantity).toBe(10);
    // 900,000 "USDC" from an unknown contract: listed, never priced (and the NFT is not a position).
    expect(pos["USDC (unlisted)"]).toMatchObject({ quantity: 900000, price: null, value: null });
    expect(pos["USDC (unlisted)"].notes).toMatch(/0xdeadbeef.*not priced/);
    expect(p.totals.unpriced).toEqual(["USDC (unlisted)"]);
    expect(p.totals.value).toBeLessThan(900000);
  });

  it("Bitcoin (confirmed chain_stats only) and Solana (SOL + SPL by mint)", async () => {
    const cookie = await user();
    const btc = (await json(await post(cookie, "/wallet", { chain: "bitcoin", address: FAKE_WALLETS.bitcoin, label: "Cold BTC" }))).data;
    expect(btc.connection.label).toBe("Cold BTC");
    expect(bySymbol((await portfolio(cookie, btc.connection.portfolioId)).positions).BTC.quantity).toBe(1.25);
    const sol = (await json(await post(cookie, "/wallet", { chain: "solana", address: FAKE_WALLETS.solana }))).data;
    const pos = bySymbol((await portfolio(cookie, sol.connection.portfolioId)).positions);
    expect(pos.SOL.quantity).toBe(2.5);
    expect(pos.USDC.quantity).toBe(100);
    expect(pos["SPL (unlisted)"]).toMatchObject({ quantity: 5, value: null });
  });

  it("refuses a seed phrase or a private key, stores nothing, and never echoes it", async () => {
    const cookie = await user();
    const seed = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
    const body = await expectError(await post(cookie, "/wallet", { chain: "ethereum", address: seed }), 400, "invalid_param", "address");
    expect(body.error.message).toMatch(/seed phrase/);
    expect(JSON.stringify(body)).not.toContain("abandon");
    await expectError(await post(cookie, "/wallet", { chain: "solana", address: "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318" }), 400, "invalid_param", "address");
    expect(await rowCount(cookie)).toBe(0);
    expect((await json(await call("/app/portfolios", { cookie }))).data).toEqual([]);
  });
});

describe("exchanges by read-only key", () => {
  it.each([
    ["binance", BINANCE_READONLY, { BTC: 0.3, ETH: 2, "LDUSDT (unlisted)": 50 }],
    ["kraken", KRAKEN_READONLY, { BTC: 0.5, ETH: 3, DOT: 100 }],
    ["coinbase", { apiKey: COINBASE_READONLY_NAME, apiSecret: COINBASE_READONLY_PRIVATE }, { BTC: 0.1, SOL: 15 }],
  ])("%s: a read-only key connects and its balances fill the portfolio", async (exchange, key, expected) => {
    const cookie = await user();
    const response = await post(cookie, "/exchange", { exchange, ...key });
    expect(response.status).toBe(201);
    const { connection, sync } = (await json(response)).data;
    expect(sync.status).toBe("ok");
    expect(connection.keyHint).toBe(`…${key.apiKey.slice(-4)}`);
    expect(JSON.stringify(connection)).not.toContain(key.apiSecret.slice(0, 20));
    const pos = bySymbol((await portfolio(cookie, connection.portfolioId)).positions);
    for (const [symbol, quantity] of Object.entries(expected)) expect(pos[symbol]?.quantity).toBeCloseTo(quantity, 8);
  });

  it.each([
    ["binance", BINANCE_TRADING, /can trade spot and margin, withdraw/, /Enable Reading/],
    ["kraken", KRAKEN_TRADING, /can create orders, withdraw/, /Query Funds/],
    ["coinbase", { apiKey: COINBASE_TRADING_NAME, apiSecret: COINBASE_TRADING_PRIVATE }, /can trade, transfer funds out/, /“View” only/],
  ])("%s: a key that can trade or withdraw is refused with how to make a read-only one, and nothing is stored", async (exchange, key, says, howTo) => {
    const cookie = await user();
    const body = await expectError(await post(cookie, "/exchange", { exchange, ...key }), 400, "invalid_param", "apiKey");
    expect(body.error.message).toMatch(says);
    expect(body.error.message).toMatch(/has not stored this one/);
    expect(body.error.hint).toMatch(howTo);
    expect(await rowCount(cookie)).toBe(0);
    expect((await json(await call("/app/portfolios", { cookie }))).data).toEqual([]);
  });

  it("secrets never reach the logs, on success, on refusal or on a failing sync", async () => {
    const lines: string[] = [];
    const spies = (["log", "info", "warn", "error"] as const).map((level) => vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" "))));
    try {
      const cookie = await user();
      const { connection } = (await json(await post(cookie, "/exchange", { exchange: "binance", ...BINANCE_READONLY }))).data;
      await post(cookie, "/exchange", { exchange: "binance", ...BINANCE_TRADING });
      const userId = await env.DB.prepare("SELECT user_id FROM connections WHERE id = ?").bind(connection.id).first<string>("user_id");
      const broken = { ...env, CONNECT_BINANCE_URL: "https://api.binance.com/_fake/server_error" } as typeof env;
      expect((await syncConnection(broken, db(), await getConnection(db(), userId!, connection.id), Date.now() + 1000, log)).status).toBe("stale");
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.some((l) => l.includes("connections.sync_failed"))).toBe(true);
    for (const secret of [BINANCE_READONLY.apiSecret, BINANCE_TRADING.apiSecret, BINANCE_READONLY.apiKey]) expect(lines.join("\n")).not.toContain(secret);
  });

  it("a wrong secret is refused as the exchange refuses it", async () => {
    const cookie = await user();
    const body = await expectError(await post(cookie, "/exchange", { exchange: "binance", apiKey: BINANCE_READONLY.apiKey, apiSecret: "x".repeat(64) }), 400, "invalid_param", "apiKey");
    expect(body.error.message).toMatch(/Binance did not accept this key/);
  });

  it("the secret is encrypted at rest: D1 holds no plaintext, and it opens only with the key and on its own row", async () => {
    const cookie = await user();
    const { connection } = (await json(await post(cookie, "/exchange", { exchange: "kraken", ...KRAKEN_READONLY }))).data;
    const row = await env.DB.prepare("SELECT * FROM connections WHERE id = ?").bind(connection.id).first<Record<string, string>>();
    const stored = JSON.stringify(row);
    expect(row!.key_id).toBe("dev");
    expect(row!.secret_ciphertext).toMatch(/^[A-Za-z0-9+/=]{16}\.[A-Za-z0-9+/=]+$/);
    for (const plain of [KRAKEN_READONLY.apiSecret, KRAKEN_READONLY.apiKey, btoa(KRAKEN_READONLY.apiSecret).slice(0, 24), KRAKEN_READONLY.apiSecret.slice(10, 40)]) expect(stored).not.toContain(plain);
    const ring = await keyringFrom(DEV_CONNECTIONS_KEY);
    const opened = JSON.parse(await decryptSecret(ring, "dev", row!.secret_ciphertext!, connection.id));
    expect(opened).toEqual(KRAKEN_READONLY);
    const otherKey = await keyringFrom(`dev:${btoa(String.fromCharCode(...new Uint8Array(32).fill(7)))}`);
    await expect(decryptSecret(otherKey, "dev", row!.secret_ciphertext!, connection.id)).rejects.toThrow();
    await expect(decryptSecret(ring, "dev", row!.secret_ciphertext!, "cn_other_row")).rejects.toThrow();
    // Rotation: a new first key encrypts, the old one still decrypts what it sealed.
    const rotated = await keyringFrom(`k2:${btoa(String.fromCharCode(...new Uint8Array(32).fill(9)))},${DEV_CONNECTIONS_KEY}`);
    expect(JSON.parse(await decryptSecret(rotated, "dev", row!.secret_ciphertext!, connection.id))).toEqual(KRAKEN_READONLY);
    // Disconnecting removes the row and its secret; the portfolio stays, editable again.
    expect((await call(`/app/connections/${connection.id}`, { cookie, method: "DELETE" })).status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM connections WHERE id = ?").bind(connection.id).first("n")).toBe(0);
    expect((await call(`/app/portfolios/${connection.portfolioId}/holdings`, { cookie, body: { symbol: "BTC", quantity: 1 } })).status).toBe(201);
  });
});

describe("connected portfolios are read-only; sync failures keep the last good balances", () => {
  it("hand edits are refused with a clear error", async () => {
    const cookie = await user();
    const { connection } = (await json(await post(cookie, "/wallet", { chain: "bitcoin", address: FAKE_WALLETS.bitcoin }))).data;
    const body = await expectError(await call(`/app/portfolios/${connection.portfolioId}/holdings`, { cookie, body: { symbol: "ETH", quantity: 1 } }), 409, "conflict");
    expect(body.error.message).toMatch(/filled by a connection .* read-only/);
    const holding = (await portfolio(cookie, connection.portfolioId)).positions[0];
    await expectError(await call(`/app/portfolios/${connection.portfolioId}/holdings/${holding.id}`, { cookie, method: "PATCH", body: { quantity: 9 } }), 409, "conflict");
    await expectError(await call(`/app/portfolios/${connection.portfolioId}/holdings/${holding.id}`, { cookie, method: "DELETE" }), 409, "conflict");
  });

  it.each(["rate_limited", "server_error", "bad_shape"])("%s upstream: balances kept, labelled stale, with the reason; never zeros, never a 500", async (mode) => {
    const cookie = await user();
    const { connection } = (await json(await post(cookie, "/wallet", { chain: "ethereum", address: FAKE_WALLETS.ethereum }))).data;
    const before = await portfolio(cookie, connection.portfolioId);
    const broken = { ...env, CONNECT_EVM_RPC_URL: `https://ethereum-rpc.publicnode.com/_fake/${mode}` } as typeof env;
    const userId = await env.DB.prepare("SELECT user_id FROM connections WHERE id = ?").bind(connection.id).first<string>("user_id");
    const row = await getConnection(db(), userId!, connection.id);
    const outcome = await syncConnection(broken, db(), row, Date.now() + 1000, log);
    expect(outcome.status).toBe("stale");
    const after = await portfolio(cookie, connection.portfolioId);
    expect(after.positions.map((p: any) => [p.symbol, p.quantity])).toEqual(before.positions.map((p: any) => [p.symbol, p.quantity]));
    expect(after.connection).toMatchObject({ status: "stale", stale: true });
    expect(after.connection.lastError).toMatch(mode === "rate_limited" ? /Rate limited/ : /Could not read balances/);
    const listed = (await json(await call("/app/connections", { cookie }))).data[0];
    expect(listed.stale).toBe(true);
    const stored = await env.DB.prepare("SELECT backoff_until, failures FROM connections WHERE id = ?").bind(connection.id).first<{ backoff_until: number; failures: number }>();
    expect(stored!.failures).toBe(1);
    expect(stored!.backoff_until).toBeGreaterThan(Date.now());
  });

  it("a first sync that fails leaves an empty portfolio marked error, not zero balances presented as real", async () => {
    const cookie = await user();
    const userId = (await json(await call("/app/me", { cookie }))).data.id;
    expect(userId).toMatch(/^usr_/);
    const broken = { ...env, CONNECT_BITCOIN_URL: "https://mempool.space/_fake/server_error" } as typeof env;
    const { row, sync } = await connectWallet(broken, db(), userId, { chain: "bitcoin", address: FAKE_WALLETS.bitcoin }, Date.now(), log);
    expect(sync.status).toBe("error");
    const p = await portfolio(cookie, row.portfolioId);
    expect(p.positions).toEqual([]);
    expect(p.connection).toMatchObject({ status: "error", lastSyncAt: null });
    expect(p.connection.lastError).toMatch(/mempool.space answered 502/);
  });

  it("on-demand sync is rate limited; the hourly cron syncs what is due", async () => {
    const cookie = await user();
    const { connection } = (await json(await post(cookie, "/wallet", { chain: "solana", address: FAKE_WALLETS.solana }))).data;
    const limited = await expectError(await call(`/app/connections/${connection.id}/sync`, { cookie, body: {} }), 429, "rate_limited");
    expect(limited.error.message).toMatch(/less than a minute ago/);
    const before = await env.DB.prepare("SELECT last_sync_at FROM connections WHERE id = ?").bind(connection.id).first<number>("last_sync_at");
    const result = await syncAllConnections(env, Date.now() + 3_600_000, log);
    expect(result.synced).toBeGreaterThan(0);
    const after = await env.DB.prepare("SELECT last_sync_at FROM connections WHERE id = ?").bind(connection.id).first<number>("last_sync_at");
    expect(after).toBeGreaterThan(before!);
  });
});

describe("CSV import", () => {
  const good = "symbol,quantity,cost_basis,notes\nBTC,0.5,30000,Cold\nETH,4,,\nNOTACOIN,3,,\n";
  const bad = "symbol,quantity,cost_basis\nBTC,0.5,30000\nETH,-1,\nSOL,abc,\n";

  it("serves the template, previews, reports bad rows by line and imports nothing half-way", async () => {
    const cookie = await user();
    const template = await call("/app/connections/csv/template", { cookie });
    expect(template.headers.get("content-disposition")).toMatch(/attachment; filename="fathom-portfolio-template.csv"/);
    expect(await template.text()).toMatch(/^symbol,quantity,cost_basis,notes\n/);

    const preview = (await json(await post(cookie, "/csv/preview", { format: "generic", text: bad }))).data;
    expect(preview.errors.map((e: any) => e.line)).toEqual([3, 4]);
    const refused = await expectError(await post(cookie, "/csv", { format: "generic", text: bad }), 400, "invalid_param", "text");
    expect(refused.error.message).toMatch(/2 bad rows, nothing imported — line 3: .*; line 4: /);
    expect(await rowCount(cookie)).toBe(0);
    expect((await json(await call("/app/portfolios", { cookie }))).data).toEqual([]);

    const ok = (await json(await post(cookie, "/csv/preview", { format: "generic", text: good }))).data;
    expect(ok.positions.map((p: any) => [p.symbol, p.priced])).toEqual([["BTC", true], ["ETH", true], ["NOTACOIN (unlisted)", false]]);
    const imported = await post(cookie, "/csv", { format: "generic", text: good, label: "Ledger export" });
    expect(imported.status).toBe(201);
    const { connection } = (await json(imported)).data;
    const pos = bySymbol((await portfolio(cookie, connection.portfolioId)).positions);
    expect(pos.BTC).toMatchObject({ quantity: 0.5, costBasis: 30000 });
    expect(pos["NOTACOIN (unlisted)"].value).toBeNull();
    await expectError(await call(`/app/connections/${connection.id}/sync`, { cookie, body: {} }), 400, "invalid_param", "id");
  });

  it("keeps each row's notes (the label only when a row has none) and refuses what the holding form refuses, by line", async () => {
    const cookie = await user();
    const huge = "symbol,quantity,cost_basis,notes\nBTC,1e308,,\nETH,1,1e308,\nSOL,1e16,,\nADA,2,1e13,\nDOT,1,1,\"a\u202eb\"\n";
    const refused = await expectError(await post(cookie, "/csv", { format: "generic", text: huge }), 400, "invalid_param", "text");
    expect(refused.error.message).toMatch(/5 bad rows, nothing imported — line 2: quantity "1e308" must be a positive number up to 1e15; line 3: cost_basis "1e308" must be a number from 0 to 1e12, or empty; line 4: .*; line 5: .*; line 6: notes/);
    const ledger = "User_ID,UTC_Time,Account,Operation,Coin,Change,Remark\n1,2024-01-01 00:00:00,Spot,Deposit,BTC,1e308,\n";
    await expectError(await post(cookie, "/csv", { format: "binance", text: ledger }), 400, "invalid_param", "text");
    expect(await rowCount(cookie)).toBe(0);

    const imported = await post(cookie, "/csv", { format: "generic", text: "symbol,quantity,cost_basis,notes\nBTC,0.5,30000,Cold storage\nETH,4,1800,\n" });
    const { connection } = (await json(imported)).data;
    const view = await portfolio(cookie, connection.portfolioId);
    const pos = bySymbol(view.positions);
    expect(pos.BTC.notes).toBe("Cold storage");
    expect(pos.ETH.notes).toBe("Imported from CSV (generic).");
    expect(typeof view.totals.value).toBe("number");
  });
});

describe("isolation between two accounts, on the site and on /v1", () => {
  it("B never sees, syncs or deletes A's connections", async () => {
    const a = await user();
    const b = await user();
    const { connection } = (await json(await post(a, "/wallet", { chain: "bitcoin", address: FAKE_WALLETS.bitcoin }))).data;
    expect((await json(await call("/app/connections", { cookie: b }))).data).toEqual([]);
    await expectError(await call(`/app/connections/${connection.id}`, { cookie: b, method: "DELETE" }), 404, "not_found");
    await expectError(await call(`/app/connections/${connection.id}/sync`, { cookie: b, body: {} }), 404, "not_found");
    await expectError(await call(`/app/portfolios/${connection.portfolioId}`, { cookie: b }), 404, "not_found");
    // /v1 with the site session acting as each user.
    await expectError(await call(`/v1/portfolios/${connection.portfolioId}`, { cookie: b }), 404, "not_found");
    const mine = (await json(await call(`/v1/portfolios/${connection.portfolioId}`, { cookie: a }))).data;
    expect(mine).toMatchObject({ readOnly: true, connection: { kind: "wallet", provider: "bitcoin", status: "ok" } });
    expect(JSON.stringify(mine)).not.toMatch(/secret|ciphertext|key_id/i);
    expect((await json(await call("/v1/portfolios", { cookie: b }))).data).toEqual([]);
    expect((await json(await call(`/app/connections`, { cookie: a }))).data).toHaveLength(1);
  });
});

describe("account deletion", () => {
  it("removes every connection and its sealed secret with the account", async () => {
    const email = address("deleted");
    const cookie = await signIn(email, freshIp());
    await post(cookie, "/exchange", { exchange: "kraken", ...KRAKEN_READONLY });
    await post(cookie, "/wallet", { chain: "bitcoin", address: FAKE_WALLETS.bitcoin });
    const userId = (await json(await call("/app/me", { cookie }))).data.id;
    const count = () => env.DB.prepare("SELECT count(*) AS n FROM connections WHERE user_id = ?").bind(userId).first<number>("n");
    expect(await count()).toBe(2);
    const response = await call("/admin/delete-account", { body: { email }, headers: { authorization: "Bearer test-admin-token" }, origin: null });
    expect(response.status).toBe(200);
    expect(await count()).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM connections WHERE secret_ciphertext IS NOT NULL AND user_id = ?").bind(userId).first("n")).toBe(0);
  });
});
