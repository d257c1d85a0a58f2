import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { fixedClock } from "../../worker/lib/clock";
import { createMarketReader } from "../../worker/market/reader";
import { env } from "./helpers";

/**
 * The platform-wide scan through the real `scheduled()` handler in workerd, on the bundled
 * replay data (MARKET_SOURCE=replay: no provider is called), at real historical instants.
 */
const replayEnv = { ...env, MARKET_SOURCE: "replay" } as typeof env;
const PRICES = "*/15 * * * *";
const HOURLY = "0 * * * *";

async function tick(cron: string, iso: string, e = replayEnv) {
  const controller = createScheduledController({ scheduledTime: Date.parse(iso), cron });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, e, ctx);
  await waitOnExecutionContext(ctx);
}

async function rows(table: string): Promise<Record<string, unknown>[]> {
  return (await env.DB.prepare(`select * from ${table} order by 1, 2, 3`).all()).results;
}

async function dump() {
  const out: Record<string, unknown> = {};
  for (const t of ["market_snapshots", "market_events", "market_cache", "market_provider_state", "market_news", "market_scan_runs"]) out[t] = await rows(t);
  return out;
}

async function depegEvent(symbol: string) {
  const r = await env.DB.prepare("select * from market_events where kind = 'depeg' and subject = ? order by started_at desc").bind(symbol).first<Record<string, any>>();
  return r ? ({ ...r, evidence: JSON.parse(r.evidence) } as Record<string, any>) : null;
}

describe("market scan via scheduled()", () => {
  it("on 11 March 2023 writes a snapshot per asset and detects the USDC depeg from replay data", async () => {
    await tick(PRICES, "2023-03-11T07:30:00Z");
    const snaps = await rows("market_snapshots");
    // Every registry asset with data on that day (ARB listed 23 March, POL in 2024: none yet).
    const symbols = new Set(snaps.map((s) => s.symbol));
    expect(symbols.has("BTC") && symbols.has("AAPL") && symbols.has("USDC")).toBe(true);
    expect(symbols.has("ARB") || symbols.has("POL")).toBe(false);
    expect(snaps.every((s) => s.source === "replay" && String(s.label).startsWith("replay data from "))).toBe(true);
    const usdcSnap = snaps.find((s) => s.symbol === "USDC")!;
    expect(usdcSnap.as_of).toBe(Date.parse("2023-03-11T07:30:00Z"));
    expect(usdcSnap.label).toBe("replay data from 2023-03-11 07:30 UTC");

    const usdc = (await depegEvent("USDC"))!;
    expect(usdc.status).toBe("open");
    expect(usdc.severity).toBe("critical");
    // Started with the first 5-minute close below 0.99 (bar 04:35–04:40 UTC).
    expect(new Date(usdc.started_at).toISOString()).toBe("2023-03-11T04:40:00.000Z");
    expect(usdc.evidence.worstPrice).toBeCloseTo(0.88, 6);
    expect(usdc.evidence.durationMs).toBe(Date.parse("2023-03-11T07:30:00Z") - Date.parse("2023-03-11T04:40:00Z"));
    expect(usdc.label).toBe("replay data from 2023-03-11 07:30 UTC");

    const runs = await rows("market_scan_runs");
    expect(runs).toHaveLength(1);
    expect(runs[0]!.upstream_calls).toBe(0);
  });

  it("a second run of the same tick changes nothing (both crons)", async () => {
    const before = await dump();
    await tick(PRICES, "2023-03-11T07:30:00Z");
    expect(await dump()).toEqual(before);
    await tick(HOURLY, "2023-03-11T08:00:00Z");
    const afterHourly = await dump();
    expect((afterHourly.market_scan_runs as unknown[]).length).toBe(2);
    await tick(HOURLY, "2023-03-11T08:00:00Z");
    expect(await dump()).toEqual(afterHourly);
  });

  it("resolves the USDC depeg once it is back on peg, with its duration", async () => {
    await tick(PRICES, "2023-03-12T12:00:00Z");
    const during = (await depegEvent("USDC"))!;
    expect(during.status).toBe("open");
    await tick(PRICES, "2023-03-13T14:00:00Z");
    const after = (await depegEvent("USDC"))!;
    expect(after.id).toBe(during.id);
    expect(after.status).toBe("resolved");
    expect(after.ended_at).toBe(Date.parse("2023-03-13T14:00:00Z"));
    expect(after.evidence.durationMs).toBe(Date.parse("2023-03-13T14:00:00Z") - Date.parse("2023-03-11T04:40:00Z"));
    expect(after.evidence.worstPrice).toBeCloseTo(0.88, 6);
  });

  it("the hourly run records the Euler exploit from the bundled DeFiHackLabs list", async () => {
    await tick(HOURLY, "2023-03-14T00:00:00Z");
    const euler = await env.DB.prepare("select * from market_events where kind = 'exploit' and subject = 'EulerFinance'").first<Record<string, any>>();
    expect(euler).not.toBeNull();
    expect(euler!.source).toBe("defihacklabs");
    expect(euler!.started_at).toBe(Date.parse("2023-03-13T00:00:00Z"));
    expect(JSON.parse(euler!.evidence).lostAsStated).toBe("~$200M");
  });

  it("detects the UST collapse of May 2022 from the daily replay closes", async () => {
    await tick(PRICES, "2022-05-08T12:00:00Z");
    expect(await depegEvent("USTC")).toBeNull();
    await tick(PRICES, "2022-05-10T01:00:00Z");
    const ust = (await depegEvent("USTC"))!;
    expect(ust.status).toBe("open");
    expect(ust.evidence.price).toBeCloseTo(0.793393, 6);
    expect(ust.label).toBe("replay data from 2022-05-10");
    await tick(PRICES, "2022-05-14T01:00:00Z");
    const later = (await depegEvent("USTC"))!;
    expect(later.id).toBe(ust.id);
    expect(later.evidence.worstPrice).toBeCloseTo(0.154002, 6);
  });
});

describe("live scan via scheduled() (providers answered by the fake upstream)", () => {
  const liveEnv = { ...env, MARKET_FETCH_TIMEOUT_MS: "500" } as typeof env;

  it("prices every distinct asset once per provider batch; the hourly run reads news, exploits and DeFi without re-pricing", async () => {
    await tick(PRICES, "2026-11-20T10:00:00Z", liveEnv);
    const run = await env.DB.prepare("select * from market_scan_runs where scheduled_time = ?").bind(Date.parse("2026-11-20T10:00:00Z")).first<Record<string, any>>();
    const summary = JSON.parse(run!.summary);
    // One CoinGecko batch, one Binance batch for what CoinGecko's sample lacks, at most 10 candle reads for the movers' reasons.
    expect(summary.upstreamCalls).toBeGreaterThanOrEqual(2);
    expect(summary.upstreamCalls).toBeLessThanOrEqual(12);
    expect(summary.sources.coingecko).toBe(2);
    const btc = await env.DB.prepare("select * from market_snapshots where symbol = 'BTC' and source = 'coingecko'").first<Record<string, any>>();
    expect(btc!.price).toBe(84449);

    await tick(HOURLY, "2026-11-20T11:00:00Z", liveEnv);
    const hourly = await env.DB.prepare("select * from market_scan_runs where cron = ? and scheduled_time = ?").bind(HOURLY, Date.parse("2026-11-20T11:00:00Z")).first<Record<string, any>>();
    expect(hourly!.snapshots).toBe(0);
    const news = await rows("market_news");
    expect(news).toHaveLength(3);
    const reader = createMarketReader(liveEnv, fixedClock(Date.parse("2026-11-20T11:05:00Z")), { live: false });
    const tether = await reader.news({ symbol: "usdt" });
    expect(tether.map((n) => n.title)).toEqual([
      "Circle and Tether step in to freeze hacker wallet after massive Bitget crypto heist",
      "Tether confirms minimal EQIBank exposure following $89M US asset seizure",
    ]);
    const heist = await env.DB.prepare("select * from market_events where kind = 'exploit' and source = 'news:www.coindesk.com'").first<Record<string, any>>();
    expect(heist!.title).toBe("Circle and Tether step in to freeze hacker wallet after massive Bitget crypto heist");
    const uni = await env.DB.prepare("select * from market_cache where key = 'defi:uniswap'").first<Record<string, any>>();
    expect(JSON.parse(uni!.body).name).toBe("Uniswap");
    const stables = (await reader.stablecoins())!;
    expect(stables.items.map((s) => [s.symbol, s.circulatingUsd, s.price])).toEqual([
      ["USDT", 159510682147.76874, 1.001],
      ["USDC", 60123456789.5, 0.9998],
    ]);
    const aave = await reader.defi("uniswap");
    expect(aave!.yields.map((p) => p.project)).toEqual(["uniswap-v3"]);
  });
});


describe("scan universe", () => {
  it("counts each held or watched symbol once, however many users hold it", async () => {
    const { scanUniverse } = await import("../../worker/market/universe");
    const { marketDb } = await import("../../worker/market/store");
    const statements = [];
    for (let u = 0; u < 50; u++) {
      statements.push(env.DB.prepare("insert into users (id, email, created_at) values (?, ?, 0)").bind(`u${u}`, `u${u}@universe.example`));
      statements.push(env.DB.prepare("insert into portfolios (id, user_id, name, created_at, updated_at) values (?, ?, 'p', 0, 0)").bind(`p${u}`, `u${u}`));
      statements.push(env.DB.prepare("insert into holdings (id, portfolio_id, symbol, quantity, created_at, updated_at) values (?, ?, ?, 1, 0, 0)").bind(`h${u}`, `p${u}`, u % 2 ? "btc" : "WIF"));
    }
    await env.DB.batch(statements);
    const { assets, unknown } = await scanUniverse(marketDb(env.DB));
    expect(assets.filter((a) => a.symbol === "BTC")).toHaveLength(1);
    expect(unknown).toEqual(["WIF"]);
    expect(new Set(assets.map((a) => a.symbol)).size).toBe(assets.length);
  });
});

describe("coins outside the registry", () => {
  it("a held coin from the top of the market gets a snapshot in the live scan and a price for readers", async () => {
    await env.DB.batch([
      env.DB.prepare("insert into users (id, email, created_at) values ('shib-user', 'shib@universe.example', 0)"),
      env.DB.prepare("insert into portfolios (id, user_id, name, created_at, updated_at) values ('shib-p', 'shib-user', 'p', 0, 0)"),
      env.DB.prepare("insert into holdings (id, portfolio_id, symbol, quantity, created_at, updated_at) values ('shib-h', 'shib-p', 'SHIB', 1000000, 0, 0)"),
    ]);
    await tick(PRICES, "2026-11-21T10:00:00Z", { ...env, MARKET_FETCH_TIMEOUT_MS: "500" } as typeof env);
    const reader = createMarketReader(env, fixedClock(Date.parse("2026-11-21T10:05:00Z")), { live: false });
    const { quotes, missing } = await reader.quotes(["SHIB", "WIF"]);
    // Recorded by the scan five minutes earlier: fresh for readers; asOf is CoinGecko's own time (the sample's, July 2023).
    expect(quotes).toEqual([{ symbol: "SHIB", source: "coingecko", price: 8.36e-6, asOf: Date.parse("2023-07-28T20:03:21.347Z"), change24hPct: 7.43238, marketCap: 4926680622, volume24h: expect.any(Number) }]);
    const later = createMarketReader(env, fixedClock(Date.parse("2026-11-21T11:00:00Z")), { live: false });
    expect((await later.quotes(["SHIB"])).quotes[0]!.stale).toBe(true);
    expect(missing).toEqual(["WIF"]);
  });
});

describe("bridge status pages", () => {
  it("an unresolved incident is a bridge halt until the page resolves it", async () => {
    const page = (path: string) => ({ ...env, MARKET_FETCH_TIMEOUT_MS: "500", MARKET_NEWS_FEEDS: "https://www.coindesk.com/arc/outboundfeeds/rss/", MARKET_STATUS_PAGES: `Example Bridge=https://status.bridge.example${path}` }) as typeof env;
    await tick(HOURLY, "2026-11-19T10:00:00Z", page("/api/v2/summary.json"));
    const id = "bridge_halt:status:Example Bridge:cp306tmzcl0y";
    const open = await env.DB.prepare("select * from market_events where id = ?").bind(id).first<Record<string, any>>();
    expect(open).toMatchObject({ kind: "bridge_halt", status: "open", severity: "critical", started_at: Date.parse("2026-11-19T08:40:00Z"), subject: "Example Bridge" });
    expect(open!.title).toBe("Example Bridge: Transfers paused while we investigate an issue with the guardian network");
    await tick(HOURLY, "2026-11-19T15:00:00Z", page("/resolved/api/v2/summary.json"));
    const closed = await env.DB.prepare("select * from market_events where id = ?").bind(id).first<Record<string, any>>();
    expect(closed).toMatchObject({ status: "resolved", ended_at: Date.parse("2026-11-19T14:05:00Z"), detected_at: open!.detected_at });
  });
});
