import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { expectContract } from "./contract";
import { apiUser, mintKey, v1 } from "./api-helpers";
import { call, env, expectError, json, ORIGIN, signIn } from "./helpers";

/**
 * The /v1 market routes over HTTP with a site session (all scopes). Default env: live providers,
 * answered by the fake upstream. `replay(...)` runs the same Worker with MARKET_SOURCE=replay —
 * what an offline `npm start` serves.
 */
let cookie = "";
beforeAll(async () => {
  cookie = await signIn("markets@example.com", "198.51.100.40");
});

async function get(path: string, extraEnv: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}/v1${path}`, { headers: { cookie, "cf-connecting-ip": "198.51.100.40" } }), { ...env, ...extraEnv } as typeof env, ctx);
  await waitOnExecutionContext(ctx);
  await expectContract("GET", `/v1${path}`, response);
  return response;
}
const replay = (path: string) => get(path, { MARKET_SOURCE: "replay" });

describe("/v1/market", () => {
  it("needs credentials, and a key needs market:read", async () => {
    await expectError(await call("/v1/market/prices?symbols=BTC"), 401, "unauthorized");
    const user = await apiUser("market-keys@example.com", ["portfolio:read"], { ip: "198.51.100.41" });
    await expectError(await v1("/market/prices?symbols=BTC", { key: user.key }), 403, "insufficient_scope");
    await expectError(await v1("/market/prices?symbols=NOPE", { key: user.key }), 403, "insufficient_scope");
    const reader = await mintKey("market-keys@example.com", ["market:read"]);
    const ok = await v1("/market/prices?symbols=BTC", { key: reader.key });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("x-ratelimit-bucket")).toBe("read");
  });

  it("prices from the live providers carry source and asOf", async () => {
    const res = await get("/market/prices?symbols=BTC,eth");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data.map((p: any) => [p.symbol, p.source, p.price])).toEqual([
      ["BTC", "coingecko", 84449],
      ["ETH", "coingecko", 2686.81],
    ]);
    expect(body.meta.asOf).toBe(body.data[0].asOf);
  });

  it("offline, prices are replay data, labelled, with the real historical asOf on one clock", async () => {
    const body = await json(await replay("/market/prices?symbols=BTC,ETH"));
    for (const p of body.data) {
      expect(p.source).toBe("replay");
      // BTC and ETH run to 2026-01-05, but SPY (a clock anchor) ends 2025-09-26: every asset is
      // read at that one moment, so the crypto rows are the 2025-09-25 closes, not their own ends.
      expect(p.label).toBe("replay data from 2025-09-26");
      expect(p.asOf).toBe("2025-09-26T00:00:00.000Z");
    }
    expect(body.data[0].price).toBeGreaterThan(1000);
  });

  it("refuses unknown symbols, naming the parameter", async () => {
    await expectError(await get("/market/prices?symbols=BTC,NOPE"), 400, "invalid_param", "symbols");
    await expectError(await get("/market/candles?symbol=BTC&interval=7m"), 400, "invalid_param", "interval");
  });

  it("candles in a range, oldest first", async () => {
    const body = await json(await replay("/market/candles?symbol=BTC&interval=1d&from=2023-03-01&to=2023-03-10"));
    expect(body.data.candles).toHaveLength(10);
    expect(body.data.candles[0].t).toBe("2023-03-01T00:00:00.000Z");
    expect(body.data.label).toBe("replay data from 2025-09-26");
  });

  it("indicators by name, and a 400 for an unknown one", async () => {
    const body = await json(await replay("/market/indicators?symbol=ETH&indicators=sma:50,rsi,levels"));
    expect(Object.keys(body.data.values)).toEqual(["sma:50", "rsi:14", "levels:5"]);
    expect(body.data.values["rsi:14"]).toBeGreaterThanOrEqual(0);
    expect(body.data.values["rsi:14"]).toBeLessThanOrEqual(100);
    expect(body.data.source).toBe("replay");
    await expectError(await replay("/market/indicators?symbol=ETH&indicators=macd"), 400, "invalid_param", "indicators");
  });

  it("movers with reasons", async () => {
    const body = await json(await replay("/market/movers?limit=3"));
    expect(body.data.gainers.length + body.data.losers.length).toBeGreaterThan(0);
    const m = body.data.gainers[0] ?? body.data.losers[0];
    expect(m.reasons[0]).toMatch(/^(up|down) \d+\.\d\d% in 24h$/);
    expect(m.label).toMatch(/^replay data from /);
    // The report's as-of is a date one of the listed movers has (the newest), not another asset's.
    const listed = [...body.data.gainers, ...body.data.losers].map((x: { asOf: string }) => x.asOf).sort();
    expect(body.meta.asOf).toBe(listed.at(-1));
    expect(body.data.asOf).toBe(listed.at(-1));
  });

  it("events from the scan, newest first and paginated", async () => {
    // Both crons of the top of the hour, on a replay clock pinned inside the USDC depeg.
    for (const cron of ["*/15 * * * *", "0 * * * *"]) {
      const controller = createScheduledController({ scheduledTime: Date.parse("2023-03-14T00:00:00Z"), cron });
      const ctx = createExecutionContext();
      await worker.scheduled(controller, { ...env, MARKET_SOURCE: "replay", MARKET_REPLAY_AT: "2023-03-14T00:00:00Z" } as typeof env, ctx);
      await waitOnExecutionContext(ctx);
    }
    const pinned = createScheduledController({ scheduledTime: Date.parse("2023-03-11T07:30:00Z"), cron: "*/15 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(pinned, { ...env, MARKET_SOURCE: "replay" } as typeof env, ctx);
    await waitOnExecutionContext(ctx);
    const depegs = await json(await get("/market/events?kind=depeg"));
    expect(depegs.data.map((e: any) => e.subject)).toContain("USDC");
    const first = await json(await get("/market/events?limit=1"));
    expect(first.data).toHaveLength(1);
    expect(first.meta.pagination.hasMore).toBe(true);
    const second = await json(await get(`/market/events?limit=1&cursor=${encodeURIComponent(first.meta.pagination.cursor)}`));
    expect(second.data[0].id).not.toBe(first.data[0].id);
    expect(second.data[0].startedAt <= first.data[0].startedAt).toBe(true);
  });

  it("DeFi protocol figures, and 503 (retryable) when there are none", async () => {
    const uni = await json(await get("/market/defi/uniswap"));
    expect(uni.data).toMatchObject({ name: "Uniswap", source: "defillama" });
    const none = await expectError(await get("/market/defi/no-such-protocol"), 503, "upstream_unavailable");
    expect(none.error.retryable).toBe(true);
  });
});

describe("/v1/assets", () => {
  it("searches and resolves", async () => {
    const found = await json(await replay("/assets/search?q=apple"));
    expect(found.data[0]).toMatchObject({ symbol: "AAPL", assetClass: "stock" });
    const btc = await json(await replay("/assets/btc"));
    expect(btc.data).toMatchObject({ symbol: "BTC", name: "Bitcoin", price: { source: "replay" } });
    await expectError(await replay("/assets/NOPE"), 404, "not_found");
  });
});
