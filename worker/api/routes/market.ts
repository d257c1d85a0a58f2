import { z } from "@hono/zod-openapi";
import { AppError } from "../../http/errors";
import { ok } from "../../http/respond";
import { capBand, getAsset } from "../../market/assets";
import { marketCapOf } from "../../market/market-cap";
import { INDICATOR_KINDS, parseIndicatorSpecs, DEFAULT_INDICATORS } from "../../market/indicators/summary";
import { createMarketReader, type MarketEvent, type MarketReader } from "../../market/reader";
import type { Asset, Candle, Quote } from "../../market/types";
import type { Bindings } from "../../env";
import type { Clock } from "../../lib/clock";
import { operation } from "../operation";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import * as S from "./market-schemas";

/**
 * The /v1/market/* and /v1/assets/* routes (scope market:read). Provider trouble never becomes
 * a 500: a missing number is a 503 `upstream_unavailable`, an unknown ticker a 400 naming it.
 */
const iso = (t: number) => new Date(t).toISOString();
const provenance = (p: { source: string; asOf: number; label?: string; stale?: boolean }) => ({
  source: p.source,
  asOf: iso(p.asOf),
  ...(p.label ? { label: p.label } : {}),
  ...(p.stale ? { stale: true } : {}),
});

function assetView(a: Asset) {
  return { symbol: a.symbol, name: a.name, assetClass: a.assetClass, category: a.category, chain: a.chain ?? null, peg: a.peg ?? null };
}

function priceView(q: Quote) {
  const a = getAsset(q.symbol);
  // One market cap for every surface: reported, else the labelled supply × price estimate.
  const cap = marketCapOf(q.symbol, q.price, q.asOf, { value: q.marketCap, source: q.source });
  return {
    symbol: q.symbol,
    name: a?.name ?? q.symbol,
    assetClass: a?.assetClass ?? "crypto",
    price: q.price,
    change24hPct: q.change24hPct,
    marketCap: cap.value,
    marketCapEstimate: cap.estimate,
    capBand: capBand(cap.value),
    volume24h: q.volume24h,
    ...provenance(q),
  };
}

function candleView(c: Candle) {
  return { t: iso(c.t), open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume };
}

function eventView(e: MarketEvent) {
  const { id, kind, subject, title, status, severity, evidence } = e;
  return { id, kind, subject, title, status, severity, startedAt: iso(e.startedAt), endedAt: e.endedAt === null ? null : iso(e.endedAt), lastSeenAt: iso(e.lastSeenAt), evidence, ...provenance(e) };
}

/** The asset or a 400 naming the parameter (an unknown ticker is the caller's input, not a missing page). */
function knownAsset(reader: MarketReader, symbol: string, param: string): Asset {
  const asset = getAsset(symbol) ?? reader.resolve(symbol);
  if (!asset) throw new AppError("invalid_param", { param, message: `${param}: unknown symbol ${symbol}. Use GET /v1/assets/search?q= to find one.` });
  return asset;
}

const readerFor = (c: { env: Bindings; get(key: "clock"): Clock }): MarketReader => createMarketReader(c.env, c.get("clock"));

const prices = operation(
  "market:read",
  { method: "get", path: "/market/prices", summary: "Snapshot prices, 24h change, market cap", request: { query: S.PricesQuery }, responses: jsonResponses(z.array(S.PriceView), "One entry per requested symbol, in request order") },
  async (c) => {
    const reader = readerFor(c);
    const list = [...new Set(c.req.valid("query").symbols.split(",").map((s) => s.trim()).filter(Boolean))];
    if (list.length === 0 || list.length > 50) throw new AppError("invalid_param", { param: "symbols", message: "symbols: give 1 to 50 comma-separated symbols." });
    // Registry symbols, plus any other the scan has priced (top of the market); else a 400 naming it.
    const symbolsToRead = list.map((s) => getAsset(s)?.symbol ?? reader.resolve(s)?.symbol ?? s.toUpperCase());
    const { quotes, missing } = await reader.quotes(symbolsToRead);
    const unknown = missing.find((s) => !getAsset(s));
    if (unknown) throw new AppError("invalid_param", { param: "symbols", message: `symbols: unknown symbol ${unknown}. Use GET /v1/assets/search?q= to find one.` });
    if (quotes.length === 0) throw new AppError("upstream_unavailable");
    return ok(c, quotes.map(priceView), { asOf: iso(Math.min(...quotes.map((q) => q.asOf))) });
  },
);

const candles = operation(
  "market:read",
  { method: "get", path: "/market/candles", summary: "OHLCV candles", request: { query: S.CandlesQuery }, responses: jsonResponses(S.CandlesView, "Closed candles, oldest first (at most 1,000)") },
  async (c) => {
    const q = c.req.valid("query");
    const reader = readerFor(c);
    const asset = knownAsset(reader, q.symbol, "symbol");
    const from = q.from ? Date.parse(q.from) : undefined;
    const to = q.to ? Date.parse(q.to) : undefined;
    if (from !== undefined && to !== undefined && from > to) throw new AppError("invalid_param", { param: "from", message: "from: must not be after to." });
    const series = await reader.candles(asset.symbol, q.interval, { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) });
    if (!series) throw new AppError("invalid_param", { param: "interval", message: `interval: ${q.interval} candles are not available for ${asset.symbol} right now; 1d always is.` });
    // Without a range the most recent 200 candles; never more than 1,000 in one answer.
    const list = from === undefined ? series.candles.slice(-200) : series.candles.slice(0, 1000);
    return ok(c, { symbol: series.symbol, interval: series.interval, candles: list.map(candleView), ...provenance(series) }, { asOf: iso(series.asOf) });
  },
);

const indicators = operation(
  "market:read",
  {
    method: "get",
    path: "/market/indicators",
    summary: "SMA, EMA, RSI, ATR, volatility, drawdown, levels, change, relative strength",
    request: { query: S.IndicatorsQuery },
    responses: jsonResponses(S.IndicatorsView, "Latest value of each indicator on daily candles"),
  },
  async (c) => {
    const q = c.req.valid("query");
    const reader = readerFor(c);
    const asset = knownAsset(reader, q.symbol, "symbol");
    const names = q.indicators ? q.indicators.split(",").map((s) => s.trim()).filter(Boolean) : DEFAULT_INDICATORS;
    const parsed = parseIndicatorSpecs(names);
    if (!parsed.ok) throw new AppError("invalid_param", { param: "indicators", message: `indicators: ${parsed.bad} is not one of ${INDICATOR_KINDS.join(", ")} (optionally :period, 1–1000).` });
    const report = await reader.indicators(asset.symbol, names);
    if (!report) throw new AppError("upstream_unavailable");
    return ok(c, { symbol: report.symbol, interval: report.interval, lastClose: report.lastClose, candles: report.candles, values: report.values, ...provenance(report) }, { asOf: iso(report.asOf) });
  },
);

const movers = operation(
  "market:read",
  { method: "get", path: "/market/movers", summary: "Top movers with reasons", request: { query: S.MoversQuery }, responses: jsonResponses(S.MoversView, "Biggest 24h gainers and losers, with computed reasons") },
  async (c) => {
    const m = await readerFor(c).movers(c.req.valid("query").limit);
    const view = (x: (typeof m.gainers)[number]) => ({ symbol: x.symbol, name: x.name, price: x.price, change24hPct: x.change24hPct, direction: x.direction, reasons: x.reasons, ...provenance(x) });
    return ok(c, { gainers: m.gainers.map(view), losers: m.losers.map(view), source: m.source, asOf: iso(m.asOf) }, { asOf: iso(m.asOf) });
  },
);

const events = operation(
  "market:read",
  { method: "get", path: "/market/events", summary: "Depegs, exploits, governance emergencies, bridge halts", request: { query: S.EventsQuery }, responses: jsonResponses(z.array(S.EventView), "Newest first, paginated") },
  async (c) => {
    const q = c.req.valid("query");
    const reader = readerFor(c);
    const since = q.since ? Date.parse(q.since) : undefined;
    const page = await paginate(
      c,
      `market-events:${q.kind ?? "all"}:${since ?? ""}`,
      q,
      (after, take) => reader.events({ ...(q.kind ? { kind: q.kind } : {}), ...(since !== undefined ? { since } : {}), limit: take, after }),
      (e) => ({ k: e.startedAt, i: e.id }),
    );
    return ok(c, page.items.map(eventView), { pagination: page.pagination });
  },
);

const defi = operation(
  "market:read",
  {
    method: "get",
    path: "/market/defi/{protocol}",
    summary: "TVL, fees, revenue, DEX volume and top yield pools of a DeFi protocol",
    request: { params: S.ProtocolParam },
    responses: jsonResponses(S.DefiView, "DefiLlama figures (cached up to an hour)"),
  },
  async (c) => {
    const d = await readerFor(c).defi(c.req.valid("param").protocol.toLowerCase());
    if (!d) throw new AppError("upstream_unavailable", { message: "DeFi data for this protocol is not available right now (DefiLlama did not answer and nothing is cached)." });
    const { stale, source, asOf, ...rest } = d;
    return ok(c, { ...rest, ...provenance({ source, asOf, ...(stale ? { stale } : {}) }) }, { asOf: iso(asOf) });
  },
);

const search = operation(
  "market:read",
  { method: "get", path: "/assets/search", summary: "Resolve names and symbols", request: { query: S.SearchQuery }, responses: jsonResponses(z.array(S.AssetView), "Best matches first") },
  async (c) => ok(c, readerFor(c).search(c.req.valid("query").q).map(assetView)),
);

const asset = operation(
  "market:read",
  {
    method: "get",
    path: "/assets/{symbol}",
    summary: "One asset, with its latest price",
    request: { params: S.AssetParam },
    responses: jsonResponses(S.AssetView.extend({ price: S.PriceView.nullable() }), "The asset"),
  },
  async (c) => {
    const { symbol } = c.req.valid("param");
    const reader = readerFor(c);
    const found = getAsset(symbol) ?? reader.resolve(symbol);
    if (!found) throw new AppError("not_found", { message: `No asset ${symbol}.` });
    const { quotes } = await reader.quotes([found.symbol]);
    const price = quotes[0] ? priceView(quotes[0]) : null;
    return ok(c, { ...assetView(found), price }, price ? { asOf: price.asOf } : {});
  },
);

/** In registration order: `/assets/search` before `/assets/{symbol}`, so "search" is never a symbol. */
export const marketOperations = [prices, candles, indicators, movers, events, defi, search, asset];
