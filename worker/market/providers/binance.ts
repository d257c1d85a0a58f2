import type { MarketConfig } from "../config";
import type { Asset, Candle, Interval, Quote } from "../types";
import { getJson, num } from "./http";
import type { CandleProvider, QuoteProvider } from "./types";

/**
 * Binance public market data (no key): 24h tickers in one batched call, and klines. Numbers come
 * as decimal strings and klines as positional arrays. Prices are in USDT.
 */
export const BINANCE = "binance";

export function parseTicker(row: unknown, symbolOf: (pair: string) => string | undefined): Quote | null {
  if (!row || typeof row !== "object") return null;
  const r = row as Record<string, unknown>;
  const symbol = typeof r.symbol === "string" ? symbolOf(r.symbol) : undefined;
  const price = num(r.lastPrice);
  const closeTime = num(r.closeTime);
  if (!symbol || price === null || closeTime === null) return null;
  return {
    symbol,
    price,
    change24hPct: num(r.priceChangePercent),
    marketCap: null,
    // quoteVolume is in USDT, comparable across assets (volume is in base units).
    volume24h: num(r.quoteVolume),
    source: BINANCE,
    asOf: closeTime,
  };
}

/** Klines: [openTime, open, high, low, close, volume, closeTime, …]; an unfinished last candle is dropped. */
export function parseKlines(body: unknown, now: number): { candles: Candle[]; asOf: number } | null {
  if (!Array.isArray(body)) return null;
  const candles: Candle[] = [];
  let asOf = 0;
  for (const k of body) {
    if (!Array.isArray(k)) return null;
    const [t, o, h, l, c, v, closeTime] = [num(k[0]), num(k[1]), num(k[2]), num(k[3]), num(k[4]), num(k[5]), num(k[6])];
    if (t === null || o === null || h === null || l === null || c === null || v === null || closeTime === null) return null;
    if (closeTime >= now) continue;
    candles.push({ t, open: o, high: h, low: l, close: c, volume: v });
    asOf = closeTime + 1;
  }
  return { candles, asOf };
}

const BINANCE_INTERVAL: Record<Interval, string> = { "5m": "5m", "1h": "1h", "4h": "4h", "1d": "1d" };

export function binanceProvider(config: MarketConfig["binance"], assets: readonly Asset[]): QuoteProvider & CandleProvider {
  const byPair = new Map(assets.filter((a) => a.binancePair).map((a) => [a.binancePair!, a.symbol]));
  return {
    name: BINANCE,
    supportsQuote: (a) => Boolean(a.binancePair),
    supportsCandles: (a) => Boolean(a.binancePair),
    async quotes(list, ctx) {
      const pairs = list.map((a) => a.binancePair).filter(Boolean);
      const res = await getJson(ctx.up, `${config.base}/api/v3/ticker/24hr?symbols=${encodeURIComponent(JSON.stringify(pairs))}`);
      if (!res.ok) return res;
      const rows = Array.isArray(res.data) ? res.data : [res.data];
      const quotes = rows.map((r) => parseTicker(r, (p) => byPair.get(p))).filter((q): q is Quote => q !== null);
      if (quotes.length === 0 && rows.length > 0) return { ok: false, reason: "bad_body", message: "binance: unexpected ticker shape" };
      return { ok: true, data: quotes };
    },
    async candles(asset, interval, range, ctx) {
      const params = new URLSearchParams({ symbol: asset.binancePair!, interval: BINANCE_INTERVAL[interval], limit: "1000" });
      if (range.from !== undefined) params.set("startTime", String(range.from));
      if (range.to !== undefined) params.set("endTime", String(range.to));
      const res = await getJson(ctx.up, `${config.base}/api/v3/klines?${params}`);
      if (!res.ok) return res;
      const parsed = parseKlines(res.data, ctx.now);
      if (!parsed) return { ok: false, reason: "bad_body", message: "binance: unexpected klines shape" };
      return { ok: true, data: { symbol: asset.symbol, interval, candles: parsed.candles, source: BINANCE, asOf: parsed.asOf || ctx.now } };
    },
  };
}
