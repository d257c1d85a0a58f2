import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { AppError } from "../../http/errors";
import { ok } from "../../http/respond";
import { capBand, getAsset } from "../../market/assets";
import { INDICATOR_KINDS, parseIndicatorSpecs, DEFAULT_INDICATORS } from "../../market/indicators/summary";
import { createMarketReader, type MarketReader } from "../../market/reader";
import type { Asset, Candle, Quote } from "../../market/types";
import { apiRoute, handle } from "../define";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import { PageQuerySchema } from "../schemas";
import { valid } from "../valid";

/**
 * The /v1/market/* and /v1/assets/* routes (scope market:read). Every number carries `source`
 * and `asOf`; replay numbers also carry `label` ("replay data from …"), and a live provider's
 * last good value after a failure carries `stale: true`. Provider trouble never becomes a 500.
 */
const Iso = z.string().openapi({ format: "date-time" });
const Provenance = {
  source: z.string().openapi({ description: "coingecko, binance, twelvedata, defillama, replay, …" }),
  asOf: Iso.openapi({ description: "When the number was true upstream (for replay: the real historical time)" }),
  label: z.string().optional().openapi({ description: 'Present on replay data: "replay data from <date>"' }),
  stale: z.boolean().optional().openapi({ description: "True when the live provider failed and this is the last good value" }),
};

const AssetView = z
  .object({ symbol: z.string(), name: z.string(), assetClass: z.enum(["crypto", "stablecoin", "stock", "etf", "index"]), category: z.string(), chain: z.string().nullable(), peg: z.number().nullable() })
  .openapi("Asset");

const PriceView = z
  .object({
    symbol: z.string(),
    name: z.string(),
    assetClass: z.string(),
    price: z.number(),
    change24hPct: z.number().nullable(),
    marketCap: z.number().nullable(),
    capBand: z.enum(["micro", "medium", "large"]).nullable(),
    volume24h: z.number().nullable(),
    ...Provenance,
  })
  .openapi("Price");

const CandleView = z.object({ t: Iso, open: z.number(), high: z.number(), low: z.number(), close: z.number(), volume: z.number() });
const CandlesView = z.object({ symbol: z.string(), interval: z.string(), candles: z.array(CandleView), ...Provenance }).openapi("Candles");
const IndicatorsView = z
  .object({ symbol: z.string(), interval: z.literal("1d"), lastClose: z.number().nullable(), candles: z.number().int(), values: z.record(z.string(), z.unknown()), ...Provenance })
  .openapi("Indicators");
const MoverView = z.object({ symbol: z.string(), name: z.string(), price: z.number(), change24hPct: z.number(), direction: z.enum(["up", "down"]), reasons: z.array(z.string()), ...Provenance });
const MoversView = z.object({ gainers: z.array(MoverView), losers: z.array(MoverView), source: z.string(), asOf: Iso }).openapi("Movers");
const EventView = z
  .object({
    id: z.string(),
    kind: z.enum(["depeg", "exploit", "governance", "bridge_halt"]),
    subject: z.string(),
    title: z.string(),
    status: z.enum(["open", "resolved", "reported"]),
    severity: z.enum(["info", "warning", "critical"]),
    startedAt: Iso,
    endedAt: Iso.nullable(),
    lastSeenAt: Iso,
    evidence: z.record(z.string(), z.unknown()),
    ...Provenance,
  })
  .openapi("MarketEvent");
const DefiView = z
  .object({
    slug: z.string(),
    name: z.string(),
    symbol: z.string().nullable(),
    category: z.string().nullable(),
    chains: z.array(z.string()),
    tvlUsd: z.number().nullable(),
    tvlByChain: z.record(z.string(), z.number()),
    tvlChange7dPct: z.number().nullable(),
    fees24hUsd: z.number().nullable(),
    revenue24hUsd: z.number().nullable(),
    dexVolume24hUsd: z.number().nullable(),
    yields: z.array(
      z.object({ pool: z.string(), project: z.string(), chain: z.string(), symbol: z.string(), tvlUsd: z.number(), apy: z.number().nullable(), apyBase: z.number().nullable(), apyReward: z.number().nullable(), stablecoin: z.boolean() }),
    ),
    ...Provenance,
  })
  .openapi("DefiProtocol");

const SymbolParam = z.string().trim().min(1).max(16).regex(/^[A-Za-z0-9^.\-]+$/, "Use a ticker such as BTC, ETH or AAPL.");
const When = z
  .string()
  .refine((s) => Number.isFinite(Date.parse(s)), "Use an ISO 8601 date or date-time.")
  .optional();

const PricesQuery = z.object({
  symbols: z
    .string()
    .min(1)
    .max(400)
    .openapi({ param: { name: "symbols", in: "query" }, example: "BTC,ETH" }),
});
const CandlesQuery = z.object({
  symbol: SymbolParam.openapi({ param: { name: "symbol", in: "query" }, example: "BTC" }),
  interval: z.enum(["5m", "1h", "4h", "1d"]).default("1d").openapi({ param: { name: "interval", in: "query" } }),
  from: When.openapi({ param: { name: "from", in: "query" }, example: "2025-12-01" }),
  to: When.openapi({ param: { name: "to", in: "query" } }),
});
const IndicatorsQuery = z.object({
  symbol: SymbolParam.openapi({ param: { name: "symbol", in: "query" }, example: "ETH" }),
  indicators: z
    .string()
    .max(400)
    .optional()
    .openapi({ param: { name: "indicators", in: "query" }, description: `Comma-separated kind or kind:period; kinds: ${INDICATOR_KINDS.join(", ")}`, example: "sma:50,rsi:14,atr" }),
});
const MoversQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5).openapi({ param: { name: "limit", in: "query" } }) });
const EventsQuery = PageQuerySchema.extend({
  kind: z.enum(["depeg", "exploit", "governance", "bridge_halt"]).optional().openapi({ param: { name: "kind", in: "query" } }),
  since: When.openapi({ param: { name: "since", in: "query" } }),
});
const SearchQuery = z.object({ q: z.string().trim().min(1).max(64).openapi({ param: { name: "q", in: "query" }, example: "sol" }) });
const AssetParam = z.object({ symbol: SymbolParam.openapi({ param: { name: "symbol", in: "path" }, example: "BTC" }) });
const ProtocolParam = z.object({ protocol: z.string().trim().min(1).max(64).regex(/^[a-z0-9.\-]+$/i).openapi({ param: { name: "protocol", in: "path" }, example: "aave" }) });

const routes = {
  prices: apiRoute("market:read", { method: "get", path: "/market/prices", summary: "Snapshot prices, 24h change, market cap", request: { query: PricesQuery }, responses: jsonResponses(z.array(PriceView), "One entry per requested symbol, in request order") }),
  candles: apiRoute("market:read", { method: "get", path: "/market/candles", summary: "OHLCV candles", request: { query: CandlesQuery }, responses: jsonResponses(CandlesView, "Closed candles, oldest first (at most 1,000)") }),
  indicators: apiRoute("market:read", { method: "get", path: "/market/indicators", summary: "SMA, EMA, RSI, ATR, volatility, drawdown, levels, change, relative strength", request: { query: IndicatorsQuery }, responses: jsonResponses(IndicatorsView, "Latest value of each indicator on daily candles") }),
  movers: apiRoute("market:read", { method: "get", path: "/market/movers", summary: "Top movers with reasons", request: { query: MoversQuery }, responses: jsonResponses(MoversView, "Biggest 24h gainers and losers, with computed reasons") }),
  events: apiRoute("market:read", { method: "get", path: "/market/events", summary: "Depegs, exploits, governance emergencies, bridge halts", request: { query: EventsQuery }, responses: jsonResponses(z.array(EventView), "Newest first, paginated") }),
  defi: apiRoute("market:read", { method: "get", path: "/market/defi/{protocol}", summary: "TVL, fees, revenue, DEX volume and top yield pools of a DeFi protocol", request: { params: ProtocolParam }, responses: jsonResponses(DefiView, "DefiLlama figures (cached up to an hour)") }),
  search: apiRoute("market:read", { method: "get", path: "/assets/search", summary: "Resolve names and symbols", request: { query: SearchQuery }, responses: jsonResponses(z.array(AssetView), "Best matches first") }),
  asset: apiRoute("market:read", { method: "get", path: "/assets/{symbol}", summary: "One asset, with its latest price", request: { params: AssetParam }, responses: jsonResponses(AssetView.extend({ price: PriceView.nullable() }), "The asset") }),
};

const iso = (t: number) => new Date(t).toISOString();
const provenance = (p: { source: string; asOf: number; label?: string; stale?: boolean }) => ({
  source: p.source,
  asOf: iso(p.asOf),
  ...(p.label ? { label: p.label } : {}),
  ...(p.stale ? { stale: true } : {}),
});

export function assetView(a: Asset) {
  return { symbol: a.symbol, name: a.name, assetClass: a.assetClass, category: a.category, chain: a.chain ?? null, peg: a.peg ?? null };
}

export function priceView(q: Quote) {
  const a = getAsset(q.symbol);
  return {
    symbol: q.symbol,
    name: a?.name ?? q.symbol,
    assetClass: a?.assetClass ?? "crypto",
    price: q.price,
    change24hPct: q.change24hPct,
    marketCap: q.marketCap,
    capBand: capBand(q.marketCap),
    volume24h: q.volume24h,
    ...provenance(q),
  };
}

function candleView(c: Candle) {
  return { t: iso(c.t), open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume };
}

/** The asset or a 400 naming the parameter (an unknown ticker is the caller's input, not a missing page). */
function knownAsset(reader: MarketReader, symbol: string, param: string): Asset {
  const asset = getAsset(symbol) ?? reader.resolve(symbol);
  if (!asset) throw new AppError("invalid_param", { param, message: `${param}: unknown symbol ${symbol}. Use GET /v1/assets/search?q= to find one.` });
  return asset;
}

function readerFor(c: Parameters<Parameters<typeof handle>[2]>[0]): MarketReader {
  return createMarketReader(c.env, c.get("clock"));
}

export function registerMarketRoutes(app: OpenAPIHono<AppEnv>): void {
  handle(app, routes.prices, async (c) => {
    const { symbols } = valid(c, "query", PricesQuery);
    const reader = readerFor(c);
    const list = [...new Set(symbols.split(",").map((s) => s.trim()).filter(Boolean))];
    if (list.length === 0 || list.length > 50) throw new AppError("invalid_param", { param: "symbols", message: "symbols: give 1 to 50 comma-separated symbols." });
    // Registry symbols, plus any other the scan has priced (top of the market); else a 400 naming it.
    const symbolsToRead = list.map((s) => getAsset(s)?.symbol ?? reader.resolve(s)?.symbol ?? s.toUpperCase());
    const { quotes, missing } = await reader.quotes(symbolsToRead);
    const unknown = missing.find((s) => !getAsset(s));
    if (unknown) throw new AppError("invalid_param", { param: "symbols", message: `symbols: unknown symbol ${unknown}. Use GET /v1/assets/search?q= to find one.` });
    if (quotes.length === 0) throw new AppError("upstream_unavailable");
    return ok(c, quotes.map(priceView), { asOf: iso(Math.min(...quotes.map((q) => q.asOf))) });
  });

  handle(app, routes.candles, async (c) => {
    const q = valid(c, "query", CandlesQuery);
    const reader = readerFor(c);
    const asset = knownAsset(reader, q.symbol, "symbol");
    const from = q.from ? Date.parse(q.from) : undefined;
    const to = q.to ? Date.parse(q.to) : undefined;
    if (from !== undefined && to !== undefined && from > to) throw new AppError("invalid_param", { param: "from", message: "from: must not be after to." });
    const series = await reader.candles(asset.symbol, q.interval, { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
    if (!series) throw new AppError("invalid_param", { param: "interval", message: `interval: ${q.interval} candles are not available for ${asset.symbol} right now; 1d always is.` });
    // Without a range the most recent 200 candles; never more than 1,000 in one answer.
    const candles = from === undefined ? series.candles.slice(-200) : series.candles.slice(0, 1000);
    return ok(c, { symbol: series.symbol, interval: series.interval, candles: candles.map(candleView), ...provenance(series) }, { asOf: iso(series.asOf) });
  });

  handle(app, routes.indicators, async (c) => {
    const q = valid(c, "query", IndicatorsQuery);
    const reader = readerFor(c);
    const asset = knownAsset(reader, q.symbol, "symbol");
    const names = q.indicators ? q.indicators.split(",").map((s) => s.trim()).filter(Boolean) : DEFAULT_INDICATORS;
    const parsed = parseIndicatorSpecs(names);
    if (!parsed.ok) throw new AppError("invalid_param", { param: "indicators", message: `indicators: ${parsed.bad} is not one of ${INDICATOR_KINDS.join(", ")} (optionally :period, 1–1000).` });
    const report = await reader.indicators(asset.symbol, names);
    if (!report) throw new AppError("upstream_unavailable");
    return ok(c, { symbol: report.symbol, interval: report.interval, lastClose: report.lastClose, candles: report.candles, values: report.values, ...provenance(report) }, { asOf: iso(report.asOf) });
  });

  handle(app, routes.movers, async (c) => {
    const { limit } = valid(c, "query", MoversQuery);
    const m = await readerFor(c).movers(limit);
    const view = (x: (typeof m.gainers)[number]) => ({ symbol: x.symbol, name: x.name, price: x.price, change24hPct: x.change24hPct, direction: x.direction, reasons: x.reasons, ...provenance(x) });
    return ok(c, { gainers: m.gainers.map(view), losers: m.losers.map(view), source: m.source, asOf: iso(m.asOf) }, { asOf: iso(m.asOf) });
  });

  handle(app, routes.events, async (c) => {
    const q = valid(c, "query", EventsQuery);
    const reader = readerFor(c);
    const since = q.since ? Date.parse(q.since) : undefined;
    const page = await paginate(
      c,
      `market-events:${q.kind ?? "all"}:${since ?? ""}`,
      q,
      (after, take) => reader.events({ ...(q.kind ? { kind: q.kind } : {}), ...(since !== undefined ? { since } : {}), limit: take, after }),
      (e) => ({ k: e.startedAt, i: e.id }),
    );
    const items = page.items.map((e) => ({
      id: e.id,
      kind: e.kind,
      subject: e.subject,
      title: e.title,
      status: e.status,
      severity: e.severity,
      startedAt: iso(e.startedAt),
      endedAt: e.endedAt === null ? null : iso(e.endedAt),
      lastSeenAt: iso(e.lastSeenAt),
      evidence: e.evidence,
      ...provenance(e),
    }));
    return ok(c, items, { pagination: page.pagination });
  });

  handle(app, routes.defi, async (c) => {
    const { protocol } = valid(c, "param", ProtocolParam);
    const d = await readerFor(c).defi(protocol.toLowerCase());
    if (!d) throw new AppError("upstream_unavailable", { message: "DeFi data for this protocol is not available right now (DefiLlama did not answer and nothing is cached)." });
    const { stale, source, asOf, ...rest } = d;
    return ok(c, { ...rest, ...provenance({ source, asOf, ...(stale ? { stale } : {}) }) }, { asOf: iso(asOf) });
  });

  handle(app, routes.search, async (c) => {
    const { q } = valid(c, "query", SearchQuery);
    return ok(c, readerFor(c).search(q).map(assetView));
  });

  handle(app, routes.asset, async (c) => {
    const { symbol } = valid(c, "param", AssetParam);
    const reader = readerFor(c);
    const asset = getAsset(symbol) ?? reader.resolve(symbol);
    if (!asset) throw new AppError("not_found", { message: `No asset ${symbol}.` });
    const { quotes } = await reader.quotes([asset.symbol]);
    const price = quotes[0] ? priceView(quotes[0]) : null;
    return ok(c, { ...assetView(asset), price }, price ? { asOf: price.asOf } : {});
  });
}
