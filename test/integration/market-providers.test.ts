import { describe, expect, it } from "vitest";
import { getCandles } from "../../worker/market/candles";
import { getDefiProtocol } from "../../worker/market/defi";
import { marketDeps } from "../../worker/market/deps";
import { fetchFeed } from "../../worker/market/providers/news";
import { getQuotes } from "../../worker/market/quotes";
import { env } from "./helpers";

/**
 * The live providers against the fake upstream (test/fakes/market-upstream.ts, wired in
 * vitest.config.ts `outboundService`), which serves the real response samples. Failure modes are
 * chosen per provider through its base URL. Each test uses its own clock era so snapshots and
 * back-off state from one test never satisfy another.
 */
const fake = (host: string, mode: string, rest = "") => `https://${host}/_fake/${mode}${rest}`;
const CG = (mode: string) => fake("api.coingecko.com", mode, "/api/v3");
const BN = (mode: string) => fake("api.binance.com", mode);

function deps(now: string, overrides: Record<string, string> = {}) {
  return marketDeps({ ...env, MARKET_FETCH_TIMEOUT_MS: "300", TWELVEDATA_API_KEY: "test-key", ...overrides } as typeof env, Date.parse(now));
}

describe("quotes: providers in order, then last good snapshot, then replay", () => {
  it("takes CoinGecko, Binance and Twelve Data answers in their real shapes, batched: one call per provider", async () => {
    const d = deps("2026-11-01T00:00:00Z");
    const r = await getQuotes(d, ["BTC", "ETH", "SOL", "AAPL", "MSFT"], { freshMs: 0 });
    const by = new Map(r.quotes.map((q) => [q.symbol, q]));
    expect(by.get("BTC")).toMatchObject({ source: "coingecko", price: 84449, change24hPct: 0.37101197850827694, volume24h: 21971999782.491917 });
    expect(by.get("ETH")).toMatchObject({ source: "coingecko", price: 2686.81 });
    // simple/price did not know SOL and Binance's sample has only BTCUSDT: SOL comes from replay, labelled.
    expect(by.get("SOL")!.source).toBe("replay");
    expect(by.get("SOL")!.label).toBe("replay data from 2025-09-26");
    expect(by.get("AAPL")).toMatchObject({ source: "twelvedata", price: 209.28, asOf: 1745524800000, change24hPct: 0.43672 });
    expect(by.get("MSFT")).toMatchObject({ source: "twelvedata", price: 390.9 });
    expect(d.up.calls.count).toBe(3);
    expect(r.written).toBe(4);
  });

  it("on a CoinGecko 429 uses Binance, and leaves CoinGecko alone for its Retry-After", async () => {
    const d = deps("2026-11-02T00:00:00Z", { COINGECKO_BASE_URL: CG("rate_limited") });
    const r = await getQuotes(d, ["BTC", "ETH"], { freshMs: 0 });
    expect(r.quotes[0]).toMatchObject({ symbol: "BTC", source: "binance", price: 60755.18, change24hPct: -3.003, asOf: 1634944401452 });
    // ETH: Binance has no ETH in its sample, so the last good CoinGecko value (test above) stands in, marked stale.
    expect(r.quotes[1]).toMatchObject({ symbol: "ETH", source: "coingecko", stale: true });
    const state = await env.DB.prepare("select * from market_provider_state where provider = 'coingecko'").first<Record<string, any>>();
    expect(state!.backoff_until).toBe(Date.parse("2026-11-02T00:00:30Z"));
    expect(state!.last_error).toMatch(/^rate_limited/);

    const again = deps("2026-11-02T00:00:10Z", { COINGECKO_BASE_URL: CG("rate_limited") });
    await getQuotes(again, ["BTC"], { freshMs: 0 });
    expect(again.up.calls.count).toBe(1); // Binance only
    const after = deps("2026-11-02T00:00:31Z", { COINGECKO_BASE_URL: CG("ok") });
    const healed = await getQuotes(after, ["BTC"], { freshMs: 0 });
    expect(healed.quotes[0]!.source).toBe("coingecko");
    const cleared = await env.DB.prepare("select failures, backoff_until from market_provider_state where provider = 'coingecko'").first();
    expect(cleared).toEqual({ failures: 0, backoff_until: 0 });
  });

  it.each(["server_error", "timeout", "bad_json"])("when every provider fails (%s) it serves the last good snapshot, marked stale", async (mode) => {
    const era = { server_error: "2026-11-03", timeout: "2026-11-04", bad_json: "2026-11-05" }[mode]!;
    // Seed a good value an hour earlier (the previous era's state is irrelevant: backoffs expire).
    await getQuotes(deps(`${era}T00:00:00Z`), ["ETH"], { freshMs: 0 });
    const d = deps(`${era}T01:00:00Z`, { COINGECKO_BASE_URL: CG(mode), BINANCE_BASE_URL: BN(mode) });
    const started = Date.now();
    const r = await getQuotes(d, ["ETH"], { freshMs: 0 });
    expect(r.quotes[0]).toMatchObject({ symbol: "ETH", source: "coingecko", price: 2686.81, stale: true });
    // A hung upstream costs the configured timeout, not the upstream's 3 s.
    expect(Date.now() - started).toBeLessThan(2500);
    const states = await env.DB.prepare("select provider, last_error from market_provider_state where updated_at = ?").bind(Date.parse(`${era}T01:00:00Z`)).all();
    expect(states.results.map((s: any) => s.provider).sort()).toEqual(["binance", "coingecko"]);
    expect(states.results.every((s: any) => String(s.last_error).startsWith(mode === "bad_json" ? "bad_body" : mode))).toBe(true);
  });

  it("with no good value at all falls back to replay — never an error", async () => {
    const d = deps("2026-11-06T00:00:00Z", { COINGECKO_BASE_URL: CG("server_error"), BINANCE_BASE_URL: BN("server_error") });
    const r = await getQuotes(d, ["DOGE"], { freshMs: 0 });
    expect(r.quotes[0]).toMatchObject({ symbol: "DOGE", source: "replay", label: "replay data from 2025-09-26" });
  });

  it("freshness counts from when we read a quote: a closed market's old quote is not re-asked for 20 minutes", async () => {
    const first = deps("2026-11-12T00:00:00Z");
    const r = await getQuotes(first, ["AAPL"], { freshMs: 0 });
    expect(r.quotes[0]).toMatchObject({ source: "twelvedata", asOf: 1745524800000 });
    const soon = deps("2026-11-12T00:15:00Z");
    expect((await getQuotes(soon, ["AAPL"])).quotes[0]).toMatchObject({ source: "twelvedata", asOf: 1745524800000 });
    expect(soon.up.calls.count).toBe(0);
    const later = deps("2026-11-12T00:25:00Z");
    await getQuotes(later, ["AAPL"]);
    expect(later.up.calls.count).toBe(1);
  });

  it("a fresh snapshot answers without calling anyone", async () => {
    await getQuotes(deps("2026-11-07T00:00:00Z"), ["BTC"], { freshMs: 0 });
    const d = deps("2026-11-07T00:10:00Z");
    const r = await getQuotes(d, ["BTC"], { freshMs: 20 * 60_000 });
    expect(r.quotes[0]!.source).toBe("coingecko");
    expect(d.up.calls.count).toBe(0);
  });
});

describe("candles, DeFi and news against the real shapes", () => {
  it("parses Binance klines (strings, positional arrays) and caches them", async () => {
    const d = deps("2026-11-08T00:00:00Z");
    const s = (await getCandles(d, "BTC", "1h"))!;
    expect(s.source).toBe("binance");
    expect(s.candles).toHaveLength(10);
    expect(s.candles[0]).toEqual({ t: 1634943780000, open: 60685.22, high: 60729.84, low: 60670.9, close: 60719.27, volume: 21.63272 });
    const again = deps("2026-11-08T00:05:00Z");
    await getCandles(again, "BTC", "1h");
    expect(again.up.calls.count).toBe(0);
  });

  it("a reader that must not call out gets the cached candles (marked stale when old), else replay", async () => {
    const { createMarketReader } = await import("../../worker/market/reader");
    const { fixedClock } = await import("../../worker/lib/clock");
    const offline = createMarketReader(env, fixedClock(Date.parse("2026-11-08T03:00:00Z")), { live: false, fetch: () => Promise.reject(new Error("no calls")) });
    const cached = (await offline.candles("BTC", "1h"))!;
    expect(cached).toMatchObject({ source: "binance", stale: true });
    expect(cached.candles).toHaveLength(10);
    const eth = (await offline.candles("ETH", "1d"))!;
    expect(eth.source).toBe("replay");
    expect(offline.deps.up.calls.count).toBe(0);
  });

  it("falls back to replay candles when Binance fails", async () => {
    const d = deps("2026-11-09T00:00:00Z", { BINANCE_BASE_URL: BN("server_error") });
    const s = (await getCandles(d, "ETH", "1d", { from: Date.parse("2025-09-01T00:00:00Z") }))!;
    expect(s.source).toBe("replay");
    expect(s.label).toBe("replay data from 2025-09-26");
    expect(s.candles[0]!.t).toBe(Date.parse("2025-09-01T00:00:00Z"));
    // Nothing past the replay clock, though ETH's file runs to 2026-01-05.
    expect(s.candles.at(-1)!.t).toBe(Date.parse("2025-09-25T00:00:00Z"));
  });

  it("reads a DefiLlama protocol; unknown protocols are null, not errors", async () => {
    const d = deps("2026-11-10T00:00:00Z");
    const uni = (await getDefiProtocol(d, "uniswap"))!;
    expect(uni).toMatchObject({ name: "Uniswap", symbol: "UNI", category: "Dexes", chains: ["Ethereum"], source: "defillama", fees24hUsd: null });
    // The sample's last USD point on Ethereum.
    expect(uni.tvlByChain).toEqual({ Ethereum: 3.206759871028627 });
    expect(await getDefiProtocol(d, "no-such-protocol")).toBeNull();
  });

  it("parses the CoinDesk RSS sample, tags assets and classifies the heist as an exploit headline", async () => {
    const d = deps("2026-11-11T00:00:00Z");
    const r = await fetchFeed("https://www.coindesk.com/arc/outboundfeeds/rss/", { up: d.up, now: d.now });
    if (!r.ok) throw new Error(r.message);
    expect(r.data).toHaveLength(3);
    expect(r.data[0]).toMatchObject({ title: "Circle and Tether step in to freeze hacker wallet after massive Bitget crypto heist", feed: "www.coindesk.com", publishedAt: Date.parse("2026-09-25T14:41:53Z"), symbols: ["USDT"] });
    const bad = await fetchFeed("https://www.coindesk.com/_fake/bad_json/rss", { up: d.up, now: d.now });
    expect(bad.ok).toBe(false);
  });
});
