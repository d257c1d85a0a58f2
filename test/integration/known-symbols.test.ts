import { describe, expect, it } from "vitest";
import { apiUser, v1 } from "./api-helpers";
import { call, env, expectError, identities, json } from "./helpers";

/**
 * A symbol the product cannot price is refused on every write path (site, /v1, the agent's store
 * path), with the nearest registry symbols suggested, and nothing is stored. The rule is the one
 * /v1/market/prices uses: a registry asset, or one the scan has recorded.
 */
const { address, freshIp } = identities("known-symbols.example", 49);

async function collections(cookie: string) {
  const w = (await json(await call("/app/watchlists", { body: { name: "W" }, cookie }))).data.id as string;
  const p = (await json(await call("/app/portfolios", { body: { name: "P" }, cookie }))).data.id as string;
  return { w, p };
}

describe("unknown symbols", () => {
  it("the site refuses them on watchlists and portfolios, suggests near ones, and stores nothing", async () => {
    const user = await apiUser(address("site"), ["watchlist:read", "watchlist:write", "portfolio:read"], { ip: freshIp() });
    const { w, p } = await collections(user.cookie);
    const refused = await call(`/app/watchlists/${w}/items`, { body: { symbol: "ZZZZ" }, cookie: user.cookie });
    await expectError(refused.clone(), 400, "invalid_param", "symbol");
    expect((await json(refused)).error.message).toMatch(/unknown symbol ZZZZ/);
    const coin = await call(`/app/portfolios/${p}/holdings`, { body: { symbol: "SOLX", quantity: 1 }, cookie: user.cookie });
    await expectError(coin.clone(), 400, "invalid_param", "symbol");
    expect((await json(coin)).error.message).toMatch(/unknown symbol SOLX\. Did you mean SOL/);
    await expectError(await call(`/app/portfolios/${p}/holdings`, { body: { symbol: "FOOBARCOIN", quantity: 1 }, cookie: user.cookie }), 400, "invalid_param", "symbol");
    expect((await json(await v1(`/watchlists/${w}/items`, { key: user.key }))).data).toEqual([]);
    const detail = (await json(await call(`/app/portfolios/${p}`, { cookie: user.cookie }))).data;
    expect(detail.positions).toEqual([]);
  });

  it("/v1 refuses them too, and a name or alias is stored as its symbol", async () => {
    const user = await apiUser(address("v1"), ["watchlist:read", "watchlist:write"], { ip: freshIp() });
    const { w } = await collections(user.cookie);
    await expectError(await v1(`/watchlists/${w}/items`, { key: user.key, body: { symbol: "QWERTY" } }), 400, "invalid_param", "symbol");
    const added = await v1(`/watchlists/${w}/items`, { key: user.key, body: { symbol: "ETH" } });
    expect(added.status).toBe(201);
    const viaSite = await call(`/app/watchlists/${w}/items`, { body: { symbol: "bitcoin" }, cookie: user.cookie });
    expect(viaSite.status).toBe(201);
    expect((await json(viaSite)).data.symbol).toBe("BTC");
    expect(((await json(await v1(`/watchlists/${w}/items`, { key: user.key }))).data as { symbol: string }[]).map((i) => i.symbol)).toEqual(["ETH", "BTC"]);
  });

  it("a symbol outside the registry that the scan has priced is accepted", async () => {
    const user = await apiUser(address("scan"), ["watchlist:read", "watchlist:write"], { ip: freshIp() });
    const { w, p } = await collections(user.cookie);
    await expectError(await call(`/app/watchlists/${w}/items`, { body: { symbol: "WIFX" }, cookie: user.cookie }), 400, "invalid_param", "symbol");
    await env.DB.prepare("INSERT INTO market_snapshots (symbol, source, as_of, price, recorded_at) VALUES ('WIFX', 'coingecko', 1, 2.5, 1)").run();
    expect((await call(`/app/watchlists/${w}/items`, { body: { symbol: "wifx" }, cookie: user.cookie })).status).toBe(201);
    expect((await call(`/app/portfolios/${p}/holdings`, { body: { symbol: "WIFX", quantity: 3 }, cookie: user.cookie })).status).toBe(201);
  });
});
