import type { Bindings } from "../env";
import { ASSETS } from "../market/assets";
import { getCandles } from "../market/candles";
import { marketDeps } from "../market/deps";
import { computeMovers } from "../market/movers";
import { getQuotes } from "../market/quotes";
import type { Quote as MarketQuote } from "../market/types";
import type { MarketReader, Quote } from "./market";

/**
 * The agent's MarketReader over worker/market: fresh D1 snapshot → live providers → last good
 * snapshot → labelled replay data, exactly as the market layer decides. Only this file knows
 * the market layer's shapes.
 */
export function marketReader(env: Bindings, now: () => number): MarketReader {
  const deps = () => marketDeps(env, now());
  const source = (q: { source: string; label?: string; stale?: boolean }) => `${q.source}${q.label ? ` (${q.label})` : ""}${q.stale ? " (stale)" : ""}`;
  const toQuote = (q: MarketQuote): Quote => ({ symbol: q.symbol, price: q.price, change24hPct: q.change24hPct, asOf: new Date(q.asOf).toISOString(), source: source(q) });
  return {
    async quote(symbol) {
      const report = await getQuotes(deps(), [symbol.toUpperCase()]);
      const q = report.quotes[0];
      return q ? toQuote(q) : null;
    },
    async candles(symbol, days) {
      const d = deps();
      const s = await getCandles(d, symbol.toUpperCase(), "1d", { from: d.now - (days + 5) * 86_400_000 });
      // Past the end of the bundled history the window can be empty: take the last `days` then.
      const all = s && s.candles.length > 0 ? s : await getCandles(d, symbol.toUpperCase(), "1d");
      if (!all || all.candles.length === 0) return null;
      const candles = all.candles.slice(-days).map((c) => ({ time: Math.floor(c.t / 1000), open: c.open, high: c.high, low: c.low, close: c.close }));
      return { symbol: all.symbol, interval: "1d", candles, asOf: new Date(all.asOf).toISOString(), source: source(all) };
    },
    async movers(limit) {
      const d = deps();
      const report = await getQuotes(d, ASSETS.filter((a) => a.assetClass !== "stablecoin"));
      const { gainers, losers } = computeMovers(report.quotes, new Map(), limit);
      const movers = [...gainers, ...losers]
        .sort((a, b) => Math.abs(b.change24hPct) - Math.abs(a.change24hPct))
        .slice(0, limit)
        .map((m) => ({ symbol: m.symbol, price: m.price, change24hPct: m.change24hPct, asOf: new Date(m.asOf).toISOString(), source: source(m) }));
      const asOf = movers.reduce((max, q) => (q.asOf > max ? q.asOf : max), "");
      return { asOf: asOf || new Date(d.now).toISOString(), source: movers[0]?.source ?? "replay", movers };
    },
  };
}
