import { describe, expect, it } from "vitest";
import { call, identities, json, signIn } from "./helpers";

/**
 * One market cap everywhere (worker/market/market-cap.ts): offline the Markets overview read
 * `marketCap: null` from /v1/market/prices on every row while the asset page showed an estimate
 * and Explore a third rendering. Now every surface reads the same labelled supply × price estimate.
 */
const { address, freshIp } = identities("market-cap.example", 131);
const ADMIN = { authorization: "Bearer test-admin-token" };

describe("market cap offline", () => {
  it("/v1/market/prices, the asset page and Explore give the same estimate, labelled", async () => {
    const email = address("pro");
    const cookie = await signIn(email, freshIp());
    expect((await call("/admin/set-plan", { body: { email, plan: "pro" }, headers: ADMIN, origin: null })).status).toBe(200);

    const prices = (await json(await call("/v1/market/prices?symbols=BTC,ETH,AAPL", { cookie }))).data as { symbol: string; price: number; marketCap: number | null; marketCapEstimate: boolean; capBand: string | null }[];
    const btc = prices.find((p) => p.symbol === "BTC")!;
    expect(btc.marketCap).toBeCloseTo(19441681 * btc.price, 0);
    expect(btc).toMatchObject({ marketCapEstimate: true, capBand: "large" });
    expect(prices.find((p) => p.symbol === "AAPL")).toMatchObject({ marketCap: null, marketCapEstimate: false, capBand: null });

    const page = (await json(await call("/app/assets/BTC", { cookie }))).data;
    expect(page.fundamentals.marketCap).toBeCloseTo(btc.marketCap!, 0);
    expect(page.fundamentals.how).toMatch(/^estimate: circulating supply/);

    // Research runs on the replay clock (the prices above may come from the test's fake live
    // provider, without a market cap): the same supply × that moment's close, in the same words.
    const explore = (await json(await call("/app/research/explore?assetClass=crypto&timeframe=mid&band=large", { cookie }))).data;
    const row = explore.candidates.find((c: { symbol: string }) => c.symbol === "BTC");
    expect(row.figures.marketCap.value / (19441681 * row.figures.price.value)).toBeCloseTo(1, 6);
    const words = /^estimate: circulating supply 19,441,681 \(CoinGecko \/coins\/markets sample, 2023-07-28\) × the price as of \d{4}-\d\d-\d\d$/;
    expect(row.figures.marketCap.how).toMatch(words);
    expect(page.fundamentals.how).toMatch(words);
  });
});
