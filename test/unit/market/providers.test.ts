import { describe, expect, it } from "vitest";
import { ASSETS, getAsset } from "../../../worker/market/assets";
import { backoffFor } from "../../../worker/market/backoff";
import { classifyHeadline } from "../../../worker/market/events/headlines";
import { allHacks, parseCsvLine } from "../../../worker/market/events/hacks";
import { parseKlines, parseTicker } from "../../../worker/market/providers/binance";
import { parseCoinsMarkets, parseSimplePrice } from "../../../worker/market/providers/coingecko";
import { parseProtocol } from "../../../worker/market/providers/defillama";
import { dedupeNews, parseFeed, tagAssets } from "../../../worker/market/providers/news";
import { parseQuotes, parseTimeSeries } from "../../../worker/market/providers/twelvedata";
import { diskReplayFiles } from "./replay-files";

// Node's fs, loaded untyped: the project's type set is the Workers one (vitest runs from the repo root).
const fs: { readFileSync(path: string, encoding: "utf8"): string } = await import("node:" + "fs");
const fixture = (name: string) => fs.readFileSync(`test/fixtures/market/${name}`, "utf8");
const load = (name: string) => JSON.parse(fixture(name));

describe("provider parsers on the real response samples", () => {
  it("CoinGecko simple/price: nested by coin id; asOf falls back to the read time", () => {
    const quotes = parseSimplePrice(load("simple_price.json"), [getAsset("BTC")!, getAsset("ETH")!, getAsset("SOL")!], 1234);
    expect(quotes).toEqual([
      { symbol: "BTC", price: 84449, change24hPct: 0.37101197850827694, marketCap: null, volume24h: 21971999782.491917, source: "coingecko", asOf: 1234 },
      { symbol: "ETH", price: 2686.81, change24hPct: -0.22202209552149546, marketCap: null, volume24h: 8197000559.4700575, source: "coingecko", asOf: 1234 },
    ]);
    expect(parseSimplePrice([], [getAsset("BTC")!], 1)).toEqual([]);
  });

  it("CoinGecko coins/markets: 250 coins with last_updated as asOf", () => {
    const rows = parseCoinsMarkets(load("coins_markets.json"), 0);
    expect(rows).toHaveLength(250);
    expect(rows[0]).toMatchObject({ id: "bitcoin", symbol: "BTC", price: 29309, marketCap: 569778313238, asOf: Date.parse("2023-07-28T20:03:29.093Z") });
  });

  it("Binance 24h ticker: decimal strings, USDT quote volume, closeTime as asOf", () => {
    const q = parseTicker(load("ticker_24hr_BTCUSDT.json"), (p) => (p === "BTCUSDT" ? "BTC" : undefined))!;
    expect(q).toEqual({ symbol: "BTC", price: 60755.18, change24hPct: -3.003, marketCap: null, volume24h: 3289695271.6771771, source: "binance", asOf: 1634944401452 });
    expect(parseTicker({ symbol: "BTCUSDT", lastPrice: "x" }, () => "BTC")).toBeNull();
  });

  it("Binance klines: positional arrays; a candle still open at `now` is dropped", () => {
    const body = load("klines_BTCUSDT_1m.json");
    expect(parseKlines(body, Date.parse("2030-01-01"))!.candles).toHaveLength(10);
    const lastClose = body[9][6] as number;
    expect(parseKlines(body, lastClose)!.candles).toHaveLength(9);
    expect(parseKlines([["bad"]], 0)).toBeNull();
  });

  it("Twelve Data: batch quotes keyed by ticker, time series newest-first turned ascending", () => {
    const quotes = parseQuotes(load("twelvedata_quote_batch.json"), [getAsset("AAPL")!, getAsset("MSFT")!]);
    expect(quotes.map((q) => [q.symbol, q.price, q.asOf])).toEqual([
      ["AAPL", 209.28, 1745524800000],
      ["MSFT", 390.9, 1745524800000],
    ]);
    const candles = parseTimeSeries(load("twelvedata_time_series.json"))!;
    expect(candles.map((c) => c.close)).toEqual([204.60001, 208.37, 209.28]);
    expect(parseQuotes(load("twelvedata_quote_batch.json").AAPL, [getAsset("AAPL")!]).map((q) => q.price)).toEqual([209.28]);
    expect(parseTimeSeries(load("twelvedata_error_429.json"))).toBeNull();
    expect(parseQuotes(load("twelvedata_error_429.json"), [getAsset("AAPL")!])).toEqual([]);
  });

  it("DefiLlama protocol: USD TVL per chain from the last point that states one", () => {
    const p = parseProtocol(load("protocol_uniswap.json"), "uniswap", 5)!;
    expect(p).toMatchObject({ name: "Uniswap", symbol: "UNI", category: "Dexes", tvlUsd: 3.206759871028627, asOf: 1588802400000 });
    expect(parseProtocol({ message: "not found" }, "x", 0)).toBeNull();
  });
});

describe("news", () => {
  it("parses RSS items, de-duplicates by guid and link, tags assets", () => {
    const items = parseFeed(fixture("coindesk.xml"), "coindesk")!;
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.symbols)).toEqual([["USDT"], [], ["USDT"]]);
    expect(dedupeNews([...items, { ...items[0]!, id: "other", link: `${items[0]!.link}?utm=x` }])).toHaveLength(3);
  });

  it("parses Atom too, and refuses what is neither", () => {
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><id>x1</id><title>Solana bridge paused after exploit</title><link href="https://e.x/a"/><updated>2026-01-02T03:04:05Z</updated></entry></feed>`;
    expect(parseFeed(atom, "e.x")).toEqual([{ id: expect.any(String), title: "Solana bridge paused after exploit", link: "https://e.x/a", feed: "e.x", publishedAt: Date.parse("2026-01-02T03:04:05Z"), symbols: ["SOL"] }]);
    expect(parseFeed("<html><body>nope</body></html>", "x")).toBeNull();
  });

  it("tags tickers as words, not English words", () => {
    expect(tagAssets("BTC and ETH rally; Apple earnings")).toEqual(["AAPL", "BTC", "ETH"]);
    expect(tagAssets("Connect the dots: a link to the op-ed")).toEqual([]);
    expect(tagAssets("LINK and OP jump")).toEqual(["LINK", "OP"]);
  });

  it("classifies event headlines conservatively", () => {
    expect(classifyHeadline("Wormhole bridge halts withdrawals")).toBe("bridge_halt");
    expect(classifyHeadline("Protocol X drained of $20M in exploit")).toBe("exploit");
    expect(classifyHeadline("Aave DAO passes emergency proposal to freeze market")).toBe("governance");
    expect(classifyHeadline("Bitcoin hits a new high")).toBeNull();
  });
});

describe("DeFiHackLabs list and back-off", () => {
  it("parses every incident with a date and a protocol", async () => {
    const hacks = (await allHacks(diskReplayFiles, ));
    expect(hacks.length).toBe(855);
    expect(hacks.every((h) => /^\d{4}-\d{2}-\d{2}$/.test(h.date) && h.protocol.length > 0)).toBe(true);
    expect(parseCsvLine('a,"b, ""c""",d')).toEqual(["a", 'b, "c"', "d"]);
  });

  it("honours Retry-After, then doubles to a cap", () => {
    expect(backoffFor({ ok: false, reason: "rate_limited", retryAfterMs: 30_000, message: "" }, 0, 0)).toEqual({ backoffUntil: 30_000, failures: 1 });
    expect(backoffFor({ ok: false, reason: "server_error", message: "" }, 0, 0).backoffUntil).toBe(15_000);
    expect(backoffFor({ ok: false, reason: "server_error", message: "" }, 1, 0).backoffUntil).toBe(30_000);
    expect(backoffFor({ ok: false, reason: "timeout", message: "" }, 20, 0).backoffUntil).toBe(10 * 60_000);
  });

  it("every registry asset is reachable by at least one provider", () => {
    for (const a of ASSETS) expect(Boolean(a.coingeckoId || a.binancePair || a.ticker), a.symbol).toBe(true);
  });
});

describe("top of the market", () => {
  it("ranks the real coins/markets sample: unregistered coins named, pegged ones left out", async () => {
    const { computeMovers } = await import("../../../worker/market/movers");
    const rows = parseCoinsMarkets(load("coins_markets.json"), 0).slice(0, 100);
    const quotes = rows.map((r) => ({ symbol: r.symbol, price: r.price, change24hPct: r.change24hPct, marketCap: r.marketCap, volume24h: r.volume24h, source: "coingecko", asOf: r.asOf }));
    const names = new Map(rows.map((r) => [r.symbol, r.name]));
    const m = computeMovers(quotes, new Map(), 3, names);
    expect(m.gainers.map((g) => [g.symbol, g.name])).toEqual([
      ["SHIB", "Shiba Inu"],
      ["ICP", "Internet Computer"],
      ["QNT", "Quant"],
    ]);
    expect(m.losers.map((g) => g.symbol)).toEqual(["TON", "SNX", "KAS"]);
    const all = computeMovers(quotes, new Map(), 100, names);
    const listed = [...all.gainers, ...all.losers].map((x) => x.name);
    expect(listed.some((n) => /usd|tether|dai/i.test(n))).toBe(false);
  });
});

describe("DefiLlama lists (shapes from DefiLlama's OpenAPI examples)", () => {
  it("stablecoin supplies, largest first", async () => {
    const { parseStablecoins } = await import("../../../worker/market/providers/defillama-extra");
    const list = parseStablecoins(load("defillama_stablecoins.json"))!;
    expect(list[0]).toEqual({ symbol: "USDT", name: "Tether", pegType: "peggedUSD", pegMechanism: "fiat-backed", circulatingUsd: 159510682147.76874, price: 1.001, chains: ["Ethereum", "Tron", "BSC"] });
    expect(parseStablecoins({})).toBeNull();
  });

  it("yield pools grouped under the registry's protocol slugs, versions included, by TVL", async () => {
    const { parsePools } = await import("../../../worker/market/providers/defillama-extra");
    const pools = parsePools(load("defillama_pools.json"), ["aave", "uniswap", "makerdao"])!;
    expect(pools.aave!.map((p) => [p.project, p.symbol])).toEqual([
      ["aave-v3", "USDC"],
      ["aave-v3", "WETH"],
      ["aave-v2", "DAI"],
    ]);
    expect(pools.uniswap).toHaveLength(1);
    expect(pools.makerdao).toEqual([]);
  });
});

describe("status pages", () => {
  it("parses a Statuspage summary and the MARKET_STATUS_PAGES setting", async () => {
    const { parseStatusSummary, parseStatusPages } = await import("../../../worker/market/providers/statuspage");
    const incidents = parseStatusSummary(load("statuspage_summary.json"))!;
    expect(incidents).toEqual([
      { id: "cp306tmzcl0y", name: "Transfers paused while we investigate an issue with the guardian network", status: "investigating", impact: "major", createdAt: Date.parse("2026-11-19T08:40:00Z"), updatedAt: Date.parse("2026-11-19T09:12:30Z"), resolvedAt: null, link: "http://stspg.io/example" },
    ]);
    expect(parseStatusSummary({ page: {} })).toBeNull();
    expect(parseStatusPages("Wormhole=https://a.example/s.json, bad, x=ftp://nope")).toEqual([{ name: "Wormhole", url: "https://a.example/s.json" }]);
  });
});
