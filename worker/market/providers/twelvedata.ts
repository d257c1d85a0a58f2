import type { MarketConfig } from "../config";
import type { Asset, Candle, Quote } from "../types";
import { getJson, num } from "./http";
import type { CandleProvider, QuoteProvider } from "./types";

/**
 * Stocks, ETFs and indexes: Twelve Data. Chosen because its free key (800 credits a day, 8 a
 * minute) covers quotes and daily candles for US listings, and `quote` takes a comma-separated
 * batch. It reports errors, rate limits included, as `{status:"error", code}` — sometimes with
 * HTTP 200 — so the body decides, not only the status.
 */
export const TWELVEDATA = "twelvedata";

function bodyError(body: unknown): { code: number; message: string } | null {
  if (body && typeof body === "object" && (body as { status?: unknown }).status === "error") {
    const b = body as { code?: unknown; message?: unknown };
    return { code: Number(b.code) || 0, message: String(b.message ?? "error") };
  }
  return null;
}

export function parseQuote(row: unknown, symbol: string): Quote | null {
  if (!row || typeof row !== "object" || bodyError(row)) return null;
  const r = row as Record<string, unknown>;
  const price = num(r.close);
  const ts = num(r.last_quote_at) ?? num(r.timestamp);
  if (price === null || ts === null) return null;
  return { symbol, price, change24hPct: num(r.percent_change), marketCap: null, volume24h: num(r.volume), source: TWELVEDATA, asOf: ts * 1000 };
}

/** `quote` answers one object for one symbol and a map keyed by ticker for several. */
export function parseQuotes(body: unknown, assets: Asset[]): Quote[] {
  const tickerOf = (a: Asset) => a.ticker ?? a.symbol;
  if (assets.length === 1) {
    const q = parseQuote(body, assets[0]!.symbol);
    return q ? [q] : [];
  }
  if (!body || typeof body !== "object") return [];
  const map = body as Record<string, unknown>;
  return assets.map((a) => parseQuote(map[tickerOf(a)], a.symbol)).filter((q): q is Quote => q !== null);
}

export function parseTimeSeries(body: unknown): Candle[] | null {
  if (!body || typeof body !== "object" || bodyError(body)) return null;
  const values = (body as { values?: unknown }).values;
  if (!Array.isArray(values)) return null;
  const out: Candle[] = [];
  for (const v of values as Record<string, unknown>[]) {
    const t = typeof v.datetime === "string" ? Date.parse(`${v.datetime.slice(0, 10)}T00:00:00Z`) : NaN;
    const [o, h, l, c] = [num(v.open), num(v.high), num(v.low), num(v.close)];
    if (!Number.isFinite(t) || o === null || h === null || l === null || c === null) return null;
    out.push({ t, open: o, high: h, low: l, close: c, volume: num(v.volume) ?? 0 });
  }
  // Newest first upstream; ascending here like every other series.
  return out.sort((a, b) => a.t - b.t);
}

export function twelveDataProvider(config: MarketConfig["twelveData"]): QuoteProvider & CandleProvider {
  const key = config.key ?? "";
  const isEquity = (a: Asset) => a.assetClass === "stock" || a.assetClass === "etf" || a.assetClass === "index";
  return {
    name: TWELVEDATA,
    supportsQuote: (a) => Boolean(config.key) && isEquity(a),
    supportsCandles: (a, interval) => Boolean(config.key) && isEquity(a) && interval === "1d",
    async quotes(assets, ctx) {
      const symbols = assets.map((a) => a.ticker ?? a.symbol).join(",");
      const res = await getJson(ctx.up, `${config.base}/quote?symbol=${encodeURIComponent(symbols)}&apikey=${encodeURIComponent(key)}`);
      if (!res.ok) return res;
      const err = bodyError(res.data);
      if (err) return { ok: false, reason: err.code === 429 ? "rate_limited" : err.code >= 500 ? "server_error" : "client_error", status: err.code, message: `twelvedata: ${err.message}` };
      return { ok: true, data: parseQuotes(res.data, assets) };
    },
    async candles(asset, interval, range, ctx) {
      const params = new URLSearchParams({ symbol: asset.ticker ?? asset.symbol, interval: "1day", outputsize: "500", apikey: key });
      const res = await getJson(ctx.up, `${config.base}/time_series?${params}`);
      if (!res.ok) return res;
      const err = bodyError(res.data);
      if (err) return { ok: false, reason: err.code === 429 ? "rate_limited" : "client_error", status: err.code, message: `twelvedata: ${err.message}` };
      const candles = parseTimeSeries(res.data);
      if (!candles) return { ok: false, reason: "bad_body", message: "twelvedata: unexpected time_series shape" };
      const inRange = candles.filter((c) => (range.from === undefined || c.t >= range.from) && (range.to === undefined || c.t <= range.to));
      return { ok: true, data: { symbol: asset.symbol, interval, candles: inRange, source: TWELVEDATA, asOf: ctx.now } };
    },
  };
}
