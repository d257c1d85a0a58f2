import { describe, expect, it } from "vitest";
import { apiUser, v1 } from "./api-helpers";
import { call, expectError, identities, json, signIn } from "./helpers";

/**
 * The asset page's endpoints (/app/assets/:symbol and its chart), the global search and the
 * watchlist's price columns, over the real local D1 and the replay data (no provider called).
 */
const { address, freshIp } = identities("assets.example", 117);

describe("asset pages", () => {
  it("one view: price, indicators, fundamentals, and where the user holds and watches it", async () => {
    const cookie = await signIn(address("view"), freshIp());
    const w = (await json(await call("/app/watchlists", { body: { name: "Majors" }, cookie }))).data.id as string;
    const p = (await json(await call("/app/portfolios", { body: { name: "Core" }, cookie }))).data.id as string;
    expect((await call(`/app/watchlists/${w}/items`, { body: { symbol: "ETH", entryTarget: 1000 }, cookie })).status).toBe(201);
    expect((await call(`/app/portfolios/${p}/holdings`, { body: { symbol: "ETH", quantity: 2 }, cookie })).status).toBe(201);
    expect((await call("/app/notebook", { body: { kind: "Note", title: "ETH thoughts", symbol: "ETH" }, cookie })).status).toBe(201);

    const res = await call("/app/assets/ethereum", { cookie });
    expect(res.status).toBe(200);
    const v = (await json(res)).data;
    expect(v.asset).toMatchObject({ symbol: "ETH", name: "Ethereum", assetClass: "crypto" });
    expect(v.quote.price).toBeGreaterThan(0);
    expect(v.quote.label).toMatch(/^replay data from \d{4}-\d\d-\d\d/);
    expect(typeof v.indicators.values["rsi:14"]).toBe("number");
    expect(v.indicators.values["levels:5"]).toHaveProperty("support");
    // Offline: the market cap is the labelled supply × price estimate.
    expect(v.fundamentals.kind).toBe("crypto");
    expect(v.fundamentals.marketCap).toBeCloseTo(v.fundamentals.circulating * v.quote.price, 0);
    expect(v.fundamentals.how).toMatch(/^estimate/);
    expect(v.portfolios).toEqual([expect.objectContaining({ portfolioId: p, portfolio: "Core", quantity: 2 })]);
    expect(v.watchlists).toEqual([expect.objectContaining({ watchlistId: w, watchlist: "Majors", entryTarget: 1000 })]);
    expect(v.notebook.map((n: { title: string }) => n.title)).toEqual(["ETH thoughts"]);

    const stock = (await json(await call("/app/assets/AAPL", { cookie }))).data;
    expect(stock.fundamentals).toEqual({ kind: "none", reason: expect.stringMatching(/no shares outstanding/) });
    expect(stock.portfolios).toEqual([]);
  });

  it("an unknown symbol is a 404 naming the nearest symbols; another user's collections never show", async () => {
    const cookie = await signIn(address("unknown"), freshIp());
    const res = await call("/app/assets/ETHH", { cookie });
    await expectError(res.clone(), 404, "not_found", "symbol");
    expect((await json(res)).error.message).toMatch(/No asset ETHH\. Did you mean ETH/);
    await expectError(await call("/app/assets/BTC"), 401, "unauthorized");
    const v = (await json(await call("/app/assets/ETH", { cookie }))).data;
    expect(v.portfolios).toEqual([]);
    expect(v.watchlists).toEqual([]);
  });

  it("the chart: timeframes cut from the series' end, overlays warmed up on the whole history, RSI and a normalised comparison", async () => {
    const cookie = await signIn(address("chart"), freshIp());
    const res = await call("/app/assets/BTC/chart?range=3M&overlays=sma:50,sma:200,ema:9&rsi=14&compare=eth", { cookie });
    expect(res.status).toBe(200);
    const c = (await json(res)).data;
    expect(c.interval).toBe("1d");
    expect(c.candles.length).toBeGreaterThanOrEqual(90);
    expect(c.candles.length).toBeLessThanOrEqual(92);
    expect(c.candles[0]).toEqual(expect.objectContaining({ open: expect.any(Number), volume: expect.any(Number) }));
    expect(c.overlays.map((o: { name: string }) => o.name)).toEqual(["SMA 50", "SMA 200", "EMA 9"]);
    // SMA 200 exists from the window's first bar: it was computed over all the history.
    const sma200 = c.overlays[1].points;
    expect(sma200[0].time).toBe(c.candles[0].time);
    expect(c.rsi.points.at(-1).value).toBeGreaterThanOrEqual(0);
    expect(c.rsi.points.at(-1).value).toBeLessThanOrEqual(100);
    expect(c.compare.symbol).toBe("ETH");
    expect(c.compare.base[0].value).toBe(0);
    expect(c.compare.other[0].value).toBe(0);
    expect(c.timeframes["1D"]).toBe(false);

    const week = (await json(await call("/app/assets/BTC/chart?range=1W", { cookie }))).data;
    expect(week.candles.length).toBeGreaterThanOrEqual(7);
    expect(week.candles.length).toBeLessThanOrEqual(8);
    const all = (await json(await call("/app/assets/BTC/chart?range=all&overlays=sma:200", { cookie }))).data;
    expect(all.candles.length).toBeGreaterThan(1000);
    // The last SMA 200 is the mean of the last 200 closes, and the same in every window.
    const mean = all.candles.slice(-200).reduce((a: number, k: { close: number }) => a + k.close, 0) / 200;
    expect(all.overlays[0].points.at(-1).value).toBeCloseTo(mean, 6);
    expect(sma200.at(-1).value).toBeCloseTo(mean, 6);

    // Stablecoins have 5-minute bars in the replay: 1D is intraday there.
    const usdc = (await json(await call("/app/assets/USDC/chart?range=1D", { cookie }))).data;
    expect(usdc.timeframes["1D"]).toBe(true);

    await expectError(await call("/app/assets/BTC/chart?overlays=wma:5", { cookie }), 400, "invalid_param");
    await expectError(await call("/app/assets/BTC/chart?range=5Y", { cookie }), 400, "invalid_param");
    await expectError(await call("/app/assets/BTC/chart?compare=ZZZQ", { cookie }), 400, "invalid_param", "compare");
  });
});

describe("search", () => {
  it("by symbol and name, ranked; nothing found → did-you-mean suggestions", async () => {
    const cookie = await signIn(address("search"), freshIp());
    const sol = (await json(await call("/app/search?q=sol", { cookie }))).data;
    expect(sol.hits[0]).toEqual({ symbol: "SOL", name: "Solana", assetClass: "crypto", source: "registry" });
    const apple = (await json(await call("/app/search?q=appl", { cookie }))).data;
    expect(apple.hits.map((h: { symbol: string }) => h.symbol)).toContain("AAPL");
    const none = (await json(await call("/app/search?q=solanna", { cookie }))).data;
    expect(none.hits).toEqual([]);
    expect(none.suggestions).toContain("SOL");
    await expectError(await call(`/app/search?q=${"x".repeat(41)}`, { cookie }), 400, "invalid_param");
  });
});

describe("watchlist prices", () => {
  it("price, 24 h change, distance to target and a 30-day sparkline for every item in one request", async () => {
    const user = await apiUser(address("prices"), ["watchlist:read", "watchlist:write"], { ip: freshIp() });
    const w = (await json(await call("/app/watchlists", { body: { name: "W" }, cookie: user.cookie }))).data.id as string;
    const eth = (await json(await call(`/app/watchlists/${w}/items`, { body: { symbol: "ETH" }, cookie: user.cookie }))).data;
    await call(`/app/watchlists/${w}/items`, { body: { symbol: "SOL" }, cookie: user.cookie });
    const first = (await json(await call(`/app/watchlists/${w}/prices`, { cookie: user.cookie }))).data;
    const price = first.find((r: { symbol: string }) => r.symbol === "ETH").price as number;
    expect(price).toBeGreaterThan(0);
    // A target 10 % under the price is −10 % away.
    expect((await call(`/app/watchlists/${w}/items/${eth.id}`, { method: "PATCH", body: { entryTarget: price * 0.9 }, cookie: user.cookie })).status).toBe(200);
    const rows = (await json(await call(`/app/watchlists/${w}/prices`, { cookie: user.cookie }))).data;
    expect(rows.map((r: { symbol: string }) => r.symbol)).toEqual(["ETH", "SOL"]);
    expect(rows[0].distancePct).toBeCloseTo(-10, 6);
    expect(rows[1].distancePct).toBeNull();
    expect(rows[0].sparkline).toHaveLength(30);
    expect(rows[0].sparkline.at(-1)).toBe(price);
    expect(typeof rows[0].change24hPct).toBe("number");
    // Another account's list is a 404, not its prices.
    const other = await signIn(address("other"), freshIp());
    await expectError(await call(`/app/watchlists/${w}/prices`, { cookie: other }), 404, "not_found");
    // /v1 refuses unknown symbols too (the same rule; see known-symbols.test.ts for the rest).
    await expectError(await v1(`/watchlists/${w}/items`, { key: user.key, body: { symbol: "ZZZZ" } }), 400, "invalid_param", "symbol");
  });
});
