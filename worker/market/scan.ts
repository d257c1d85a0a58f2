import { and, asc, eq, gte, lte } from "drizzle-orm";
import { marketEvents, marketScanRuns, marketSnapshots } from "../db/market-schema";
import type { Bindings } from "../env";
import { ASSETS, getAsset } from "./assets";
import { backoffFor } from "./backoff";
import { COINGECKO, fetchTopOfMarket } from "./providers/coingecko";
import { getCandles } from "./candles";
import { replayMoment } from "./replay/clock";
import { getDefiProtocol, refreshDefiLists } from "./defi";
import { marketDeps, type MarketDeps } from "./deps";
import { ongoingDepeg, type PricePoint } from "./events/depeg";
import { nextDepegRow } from "./events/depeg-event";
import { hackEvent, hacksBetween } from "./events/hacks";
import { headlineEvent } from "./events/headlines";
import { computeMovers } from "./movers";
import { dedupeNews, fetchFeed } from "./providers/news";
import { fetchStatus, statusEvent } from "./providers/statuspage";
import { getQuotes } from "./quotes";
import { dailySeries, fiveMinuteSeries, lastClosedIndex } from "./replay/series";
import { REPLAY_SOURCE } from "./replay/source";
import { insertEventIfNew, openEvent, providerBackoffs, putEvent, recordProviderOutcome, saveNews, saveSnapshots, writeCache } from "./store";
import { scanUniverse } from "./universe";
import type { Asset, Candle, Quote } from "./types";

/**
 * The platform-wide scan run by Cron Triggers. The 15-minute run prices every distinct asset
 * once (batched per provider), writes snapshots, detects depegs and ranks movers; the hourly run
 * also reads news, exploits and DeFi. Every write is keyed by what was observed (symbol, source,
 * asOf; event ids from kind/subject/start), so running the same tick twice changes nothing.
 */
export const SCAN_KINDS = { "*/15 * * * *": "prices", "0 * * * *": "hourly" } as const;

/** Daily replay closes are up to a day old by design; anything older is not "now". */
const MAX_OBSERVATION_AGE_MS = 2 * 86_400_000;

export async function runMarketScan(env: Bindings, cron: string, scheduledTime: number): Promise<ScanSummary> {
  const kind = SCAN_KINDS[cron as keyof typeof SCAN_KINDS] ?? "prices";
  return runScan(marketDeps(env, scheduledTime), { cron, kind });
}

export interface ScanSummary {
  cron: string;
  kind: "prices" | "hourly";
  assets: number;
  unknown: string[];
  upstreamCalls: number;
  snapshots: number;
  events: number;
  sources: Record<string, number>;
}

export interface ScanOptions {
  cron: string;
  kind: "prices" | "hourly";
  /** The scan universe; by default the registry plus every symbol users hold or watch. */
  assets?: Asset[];
  unknown?: string[];
}

export async function runScan(deps: MarketDeps, options: ScanOptions): Promise<ScanSummary> {
  let assets = options.assets;
  let unknown = options.unknown ?? [];
  if (!assets) {
    ({ assets, unknown } = await scanUniverse(deps.db));
  }
  const sources: Record<string, number> = {};
  let snapshots = 0;
  let events = 0;
  // At the top of the hour both crons fire; only the 15-minute one prices, so nothing is fetched twice.
  if (options.kind === "prices") {
    const report = await getQuotes(deps, assets, { freshMs: 0 });
    for (const q of report.quotes) sources[q.source] = (sources[q.source] ?? 0) + 1;
    // Replay observations are snapshots too: they are what the product showed at that time.
    const replayRows = report.quotes.filter((q) => q.source === REPLAY_SOURCE);
    snapshots = report.written + (await saveSnapshots(deps.db, replayRows, deps.now));
    const bySymbol = new Map(assets.map((a) => [a.symbol, a]));
    const replayAt = await replayMoment(deps);
    for (const q of report.quotes) {
      const asset = bySymbol.get(q.symbol);
      // Only current observations count: a series past its end of data (or a stale fallback)
      // says nothing about the peg now.
      const observedNow = q.source === REPLAY_SOURCE ? replayAt : deps.now;
      if (asset?.peg === undefined || q.stale || observedNow - q.asOf > MAX_OBSERVATION_AGE_MS) continue;
      events += await detectDepeg(deps, asset, q);
    }
    const top = await topOfMarket(deps, report.quotes);
    // Held or watched coins outside the registry get a snapshot when the top of the market has them.
    const wanted = new Set(unknown);
    snapshots += await saveSnapshots(deps.db, top.quotes.filter((q) => wanted.has(q.symbol)), deps.now);
    await saveMovers(deps, report.quotes, top);
  } else {
    events += await recordExploits(deps);
    events += await readNews(deps);
    events += await readStatusPages(deps);
    await refreshDefi(deps);
  }

  const summary: ScanSummary = { cron: options.cron, kind: options.kind, assets: assets.length, unknown, upstreamCalls: deps.up.calls.count, snapshots, events, sources };
  await deps.db
    .insert(marketScanRuns)
    .values({ cron: options.cron, scheduledTime: deps.now, assets: assets.length, upstreamCalls: summary.upstreamCalls, snapshots, events, summary: JSON.stringify(summary) })
    .onConflictDoNothing()
    .run();
  return summary;
}

/** Recent prices of a stablecoin, oldest first, ending with the quote just taken. */
async function depegHistory(deps: MarketDeps, asset: Asset, quote: Quote): Promise<PricePoint[]> {
  const points: PricePoint[] = [];
  if (quote.source === REPLAY_SOURCE) {
    // The replay quote came from the 5-minute bars when they cover the time, else the daily closes.
    const intraday = quote.label?.includes("UTC") ? await fiveMinuteSeries(deps.replay, asset.symbol) : null;
    const series = intraday ?? (await dailySeries(deps.replay, asset.symbol));
    if (series) {
      const end = lastClosedIndex(series, quote.asOf);
      const window = intraday ? 48 * 3_600_000 : 14 * 86_400_000;
      for (let i = end; i >= 0 && series.closeTimes[i]! >= quote.asOf - window; i--) points.unshift({ t: series.closeTimes[i]!, price: series.candles[i]!.close });
    }
  } else {
    const rows = await deps.db
      .select({ t: marketSnapshots.asOf, price: marketSnapshots.price })
      .from(marketSnapshots)
      .where(and(eq(marketSnapshots.symbol, asset.symbol), gte(marketSnapshots.asOf, quote.asOf - 48 * 3_600_000), lte(marketSnapshots.asOf, quote.asOf)))
      .orderBy(asc(marketSnapshots.asOf))
      .all();
    points.push(...rows);
  }
  if (points.at(-1)?.t !== quote.asOf) points.push({ t: quote.asOf, price: quote.price });
  return points;
}

async function detectDepeg(deps: MarketDeps, asset: Asset, quote: Quote): Promise<number> {
  const history = await depegHistory(deps, asset, quote);
  const episode = ongoingDepeg(history, asset.peg!);
  const existing = await openEvent(deps.db, "depeg", asset.symbol);
  const row = nextDepegRow(existing, episode, quote, asset, deps.now);
  if (!row) return 0;
  if (existing && JSON.stringify(existing) === JSON.stringify(row)) return 0;
  await putEvent(deps.db, row);
  return 1;
}

/** The top of the market (one call), as quotes for the coins the registry does not track. */
async function topOfMarket(deps: MarketDeps, known: readonly Quote[]): Promise<{ quotes: Quote[]; names: Map<string, string> }> {
  const names = new Map<string, string>();
  if (deps.config.mode !== "live") return { quotes: [], names };
  const state = (await providerBackoffs(deps.db)).get(COINGECKO);
  if (state && state.backoffUntil > deps.now) return { quotes: [], names };
  const res = await fetchTopOfMarket(deps.config.coingecko, 100, { up: deps.up, now: deps.now });
  if (!res.ok) {
    await recordProviderOutcome(deps.db, COINGECKO, { ok: false, ...backoffFor(res, state?.failures ?? 0, deps.now), error: `${res.reason}: ${res.message}` }, deps.now);
    return { quotes: [], names };
  }
  const have = new Set(known.map((q) => q.symbol));
  const quotes: Quote[] = [];
  for (const r of res.data) {
    if (have.has(r.symbol) || getAsset(r.symbol)) continue;
    have.add(r.symbol);
    names.set(r.symbol, r.name);
    quotes.push({ symbol: r.symbol, price: r.price, change24hPct: r.change24hPct, marketCap: r.marketCap, volume24h: r.volume24h, source: COINGECKO, asOf: r.asOf });
  }
  return { quotes, names };
}

async function saveMovers(deps: MarketDeps, registryQuotes: readonly Quote[], top: { quotes: Quote[]; names: Map<string, string> }): Promise<void> {
  const quotes = [...registryQuotes, ...top.quotes];
  const candles = new Map<string, Candle[]>();
  const ranked = [...quotes].filter((q) => q.change24hPct != null).sort((a, b) => Math.abs(b.change24hPct!) - Math.abs(a.change24hPct!));
  // Reasons need daily candles; only the biggest movers get them, so the cost stays bounded.
  for (const q of ranked.filter((x) => getAsset(x.symbol)).slice(0, 10)) {
    const series = await getCandles(deps, q.symbol, "1d", { from: q.asOf - 60 * 86_400_000 });
    if (series) candles.set(q.symbol, series.candles);
  }
  const movers = computeMovers(quotes, candles, 5, top.names);
  const asOf = Math.max(0, ...quotes.map((q) => q.asOf));
  await writeCache(deps.db, "movers", { body: movers, source: "scan", asOf }, deps.now, 30 * 60_000);
}

/** Exploits dated within the last 7 days of the (replay) clock. */
async function recordExploits(deps: MarketDeps): Promise<number> {
  const at = deps.config.mode === "replay" ? await replayMoment(deps) : deps.now;
  let n = 0;
  for (const h of await hacksBetween(deps.replay, at - 7 * 86_400_000, at)) n += await insertEventIfNew(deps.db, hackEvent(h, deps.now));
  return n;
}

async function readNews(deps: MarketDeps): Promise<number> {
  if (deps.config.mode !== "live") return 0;
  const results = await Promise.all(deps.config.newsFeeds.map((url) => fetchFeed(url, { up: deps.up, now: deps.now })));
  const items = dedupeNews(results.flatMap((r) => (r.ok ? r.data : [])));
  await saveNews(deps.db, items, deps.now);
  let n = 0;
  for (const item of items) {
    const row = headlineEvent(item, deps.now);
    if (row) n += await insertEventIfNew(deps.db, row);
  }
  return n;
}

/** Bridge status pages: an incident is recorded once and follows the page to its resolution. */
async function readStatusPages(deps: MarketDeps): Promise<number> {
  if (deps.config.mode !== "live") return 0;
  let n = 0;
  for (const page of deps.config.statusPages) {
    const res = await fetchStatus(page.url, { up: deps.up, now: deps.now });
    if (!res.ok) continue;
    for (const incident of res.data) {
      const row = statusEvent(page.name, incident, deps.now);
      const existing = await deps.db.select().from(marketEvents).where(eq(marketEvents.id, row.id)).get();
      if (existing && JSON.stringify({ ...existing, detectedAt: 0 }) === JSON.stringify({ ...row, detectedAt: 0 })) continue;
      n += await putEvent(deps.db, existing ? { ...row, detectedAt: existing.detectedAt } : row);
    }
  }
  return n;
}

async function refreshDefi(deps: MarketDeps): Promise<void> {
  if (deps.config.mode !== "live") return;
  const slugs = [...new Set(ASSETS.map((a) => a.defillamaSlug).filter((s): s is string => Boolean(s)))];
  for (const slug of slugs) await getDefiProtocol(deps, slug, { force: true });
  await refreshDefiLists(deps, slugs);
}
