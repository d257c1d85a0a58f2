import type { Bindings } from "../env";
import { createMarketReader } from "../market/reader";
import type { Quote as MarketQuote } from "../market/types";
import type { MarketReader, Quote } from "./market";

/**
 * The agent's MarketReader over worker/market's reader. Quotes, movers, events and news are read
 * from the snapshots the cron scan keeps fresh (`live: false`: the agent never calls a provider
 * for one user); candles go through the market layer's shared per-interval cache, falling back to
 * the bundled replay data. Only this file knows the market layer's shapes.
 */
export function marketReader(env: Bindings, now: () => number): MarketReader {
  const snapshots = () => createMarketReader(env, { now }, { live: false });
  const iso = (ms: number) => new Date(ms).toISOString();
  const source = (q: { source: string; label?: string; stale?: boolean }) => `${q.source}${q.label ? ` (${q.label})` : ""}${q.stale ? " (stale)" : ""}`;
  const toQuote = (q: MarketQuote): Quote => ({ symbol: q.symbol, price: q.price, change24hPct: q.change24hPct, asOf: iso(q.asOf), source: source(q) });
  return {
    async quote(symbol) {
      const { quotes } = await snapshots().quotes([symbol.toUpperCase()]);
      return quotes[0] ? toQuote(quotes[0]) : null;
    },
    async candles(symbol, days) {
      const market = createMarketReader(env, { now }, { live: true });
      const s = await market.candles(symbol.toUpperCase(), "1d");
      if (!s || s.candles.length === 0) return null;
      const candles = s.candles.slice(-days).map((c) => ({ time: Math.floor(c.t / 1000), open: c.open, high: c.high, low: c.low, close: c.close }));
      return { symbol: s.symbol, interval: "1d", candles, asOf: iso(s.asOf), source: source(s) };
    },
    async movers(limit) {
      const m = await snapshots().movers(limit);
      const movers = [...m.gainers, ...m.losers]
        .sort((a, b) => Math.abs(b.change24hPct) - Math.abs(a.change24hPct))
        .slice(0, limit)
        .map((x) => ({ symbol: x.symbol, price: x.price, change24hPct: x.change24hPct, asOf: iso(x.asOf), source: source(x) }));
      return { asOf: iso(m.asOf), source: m.source, movers };
    },
    async news(symbol, limit) {
      const items = await snapshots().news({ ...(symbol ? { symbol } : {}), limit });
      return items.map((n) => ({ title: n.title, link: n.link, feed: n.feed, publishedAt: iso(n.publishedAt) }));
    },
    async events(limit) {
      const rows = await snapshots().events({ limit });
      return rows.map((e) => ({ kind: e.kind, subject: e.subject, title: e.title, status: e.status, severity: e.severity, startedAt: iso(e.startedAt), source: source(e), asOf: iso(e.asOf) }));
    },
  };
}
