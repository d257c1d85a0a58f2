import type { Bindings } from "../env";
import type { Clock } from "../lib/clock";
import { ASSETS, getAsset, resolveAsset, searchAssets, capBand } from "./assets";
import { getCandles } from "./candles";
import { cachedStablecoins, cachedYields, getDefiProtocol } from "./defi";
import type { YieldPool } from "./providers/defillama-extra";
import { marketDeps, type MarketDeps } from "./deps";
import { computeIndicators, DEFAULT_INDICATORS, parseIndicatorSpecs, type IndicatorValue } from "./indicators/summary";
import { computeMovers, type Mover } from "./movers";
import { getQuotes } from "./quotes";
import { listEvents, readCache, recentNews, type EventRow } from "./store";
import type { Asset, Candle, CandleSeries, Interval, NewsItem, Quote } from "./types";

/**
 * The one entry point for reading market data (API routes, the site, the agent, portfolios).
 * Plain functions over D1 and the replay bundle; `live: false` never calls a provider (what an
 * agent pass should use — the cron scan keeps the snapshots fresh for everyone).
 */
export interface MarketReader {
  quotes(symbols: readonly string[]): Promise<{ quotes: Quote[]; missing: string[] }>;
  candles(symbol: string, interval: Interval, range?: { from?: number; to?: number }): Promise<CandleSeries | null>;
  indicators(symbol: string, names?: readonly string[]): Promise<IndicatorReport | null>;
  movers(limit?: number): Promise<MoversReport>;
  events(options?: { since?: number; until?: number; kind?: EventRow["kind"]; limit?: number; after?: { k: number; i: string } | null }): Promise<MarketEvent[]>;
  /** Protocol figures plus its largest yield pools (from the hourly scan's cache). */
  defi(slug: string): Promise<(NonNullable<Awaited<ReturnType<typeof getDefiProtocol>>> & { yields: YieldPool[] }) | null>;
  /** Stablecoin supplies and prices (DefiLlama), as of the last hourly scan; null before the first. */
  stablecoins(): ReturnType<typeof cachedStablecoins>;
  /** Headlines the hourly scan stored, newest first; with a symbol, only those tagged with it. */
  news(options?: { symbol?: string; limit?: number }): Promise<NewsItem[]>;
  resolve(query: string): Asset | undefined;
  search(query: string, limit?: number): Asset[];
  readonly deps: MarketDeps;
}

export interface IndicatorReport {
  symbol: string;
  interval: "1d";
  values: Record<string, IndicatorValue>;
  lastClose: number | null;
  candles: number;
  source: string;
  asOf: number;
  label?: string;
  stale?: boolean;
}

export interface MoversReport {
  gainers: Mover[];
  losers: Mover[];
  source: string;
  asOf: number;
}

export interface MarketEvent {
  id: string;
  kind: EventRow["kind"];
  subject: string;
  title: string;
  status: EventRow["status"];
  severity: EventRow["severity"];
  startedAt: number;
  endedAt: number | null;
  lastSeenAt: number;
  source: string;
  asOf: number;
  label?: string;
  evidence: Record<string, unknown>;
}

/** A quote younger than this is served without calling a provider. */
const FRESH_MS = 20 * 60_000;

export function createMarketReader(env: Bindings, clock: Clock, options: { live?: boolean; fetch?: typeof fetch } = {}): MarketReader {
  const deps = marketDeps(env, clock.now(), options.fetch);
  const live = options.live ?? true;
  return {
    deps,
    resolve: resolveAsset,
    search: searchAssets,
    async quotes(symbols) {
      const { quotes, missing } = await getQuotes(deps, symbols, { freshMs: FRESH_MS, snapshotOnly: !live });
      return { quotes, missing };
    },
    async candles(symbol, interval, range = {}) {
      return getCandles(deps, symbol, interval, range, { cacheOnly: !live });
    },
    indicators(symbol, names = DEFAULT_INDICATORS) {
      return readIndicators((sym) => this.candles(sym, "1d"), symbol, names);
    },
    movers(limit = 5) {
      return readMovers(deps, limit);
    },
    async events(options = {}) {
      const rows = await listEvents(deps.db, { ...options, limit: options.limit ?? 50 });
      return rows.map(eventView);
    },
    async news(options = {}) {
      return recentNews(deps.db, { ...(options.symbol ? { symbol: options.symbol.toUpperCase() } : {}), limit: options.limit ?? 20 });
    },
    async defi(slug) {
      const protocol = await getDefiProtocol(live ? deps : { ...deps, config: { ...deps.config, mode: "replay" } }, slug);
      return protocol ? { ...protocol, yields: await cachedYields(deps, slug) } : null;
    },
    stablecoins() {
      return cachedStablecoins(deps);
    },
  };
}

/** Indicators over the latest ~500 daily candles, wherever the series ends (replay data may end long before now). */
async function readIndicators(daily: (symbol: string) => Promise<CandleSeries | null>, symbol: string, names: readonly string[]) {
  const asset = getAsset(symbol);
  const specs = parseIndicatorSpecs(names);
  if (!asset || !specs.ok) return null;
  const recent = async (symbol: string) => {
    const s = await daily(symbol);
    return s ? { ...s, candles: s.candles.slice(-500) } : null;
  };
  const candles = await recent(asset.symbol);
  if (!candles || candles.candles.length === 0) return null;
  const needs = (k: string) => specs.specs.some((s) => s.kind === k);
  const btc = needs("rs_btc") ? await recent("BTC") : null;
  const spy = needs("rs_spy") ? await recent("SPY") : null;
  const perYear = asset.assetClass === "crypto" || asset.assetClass === "stablecoin" ? 365 : 252;
  const values = computeIndicators(candles.candles, specs.specs, { ...(btc ? { btc: btc.candles } : {}), ...(spy ? { spy: spy.candles } : {}) }, perYear);
  return {
    symbol: asset.symbol,
    interval: "1d" as const,
    values,
    lastClose: candles.candles.at(-1)?.close ?? null,
    candles: candles.candles.length,
    source: candles.source,
    asOf: candles.asOf,
    ...(candles.label ? { label: candles.label } : {}),
    ...(candles.stale ? { stale: true } : {}),
  };
}

/** The scan's cached movers; with no recent scan, ranked from what can be read without calling out. */
async function readMovers(deps: MarketDeps, limit: number): Promise<MoversReport> {
  const cached = await readCache<{ gainers: Mover[]; losers: Mover[] }>(deps.db, "movers");
  if (cached && cached.expiresAt > deps.now) return moversReport(cached.body.gainers.slice(0, limit), cached.body.losers.slice(0, limit), cached.source, cached.asOf);
  const { quotes } = await getQuotes(deps, ASSETS, { freshMs: FRESH_MS, snapshotOnly: true });
  const candles = new Map<string, Candle[]>();
  for (const q of quotes) {
    const s = await getCandles({ ...deps, config: { ...deps.config, mode: "replay" } }, q.symbol, "1d", { from: q.asOf - 60 * 86_400_000 });
    if (s && q.source === "replay") candles.set(q.symbol, s.candles);
  }
  const m = computeMovers(quotes, candles, limit);
  return moversReport(m.gainers, m.losers, quotes.every((q) => q.source === "replay") ? "replay" : "snapshot", Math.max(0, ...quotes.map((q) => q.asOf)));
}

/** The report's asOf is the newest of the movers it lists (a date one of them has), else the fallback. */
function moversReport(gainers: Mover[], losers: Mover[], source: string, fallbackAsOf: number): MoversReport {
  const listed = [...gainers, ...losers];
  return { gainers, losers, source, asOf: listed.length ? Math.max(...listed.map((m) => m.asOf)) : fallbackAsOf };
}

export function eventView(r: EventRow): MarketEvent {
  return {
    id: r.id,
    kind: r.kind,
    subject: r.subject,
    title: r.title,
    status: r.status,
    severity: r.severity,
    startedAt: r.startedAt,
    endedAt: r.endedAt,
    lastSeenAt: r.lastSeenAt,
    source: r.source,
    asOf: r.asOf,
    ...(r.label ? { label: r.label } : {}),
    evidence: JSON.parse(r.evidence) as Record<string, unknown>,
  };
}

export { capBand };
