import type { Bindings } from "../env";
import { ASSETS } from "../market/assets";
import { marketConfig, replayTime } from "../market/config";
import { replayCandles, replayQuote } from "../market/replay/source";
import type { MarketReader, Quote } from "./market";

/**
 * ADAPTER: the agent's MarketReader over worker/market. Today it reads the market layer's replay
 * source (real historical data, labelled "replay data from …", asOf = the real historical time).
 * When the market layer exposes its live-with-fallback service, only this file changes.
 */
export function marketReader(env: Bindings, now: () => number): MarketReader {
  const config = marketConfig(env);
  const at = () => replayTime(config, now());
  const toQuote = (q: NonNullable<ReturnType<typeof replayQuote>>): Quote => ({
    symbol: q.symbol,
    price: q.price,
    change24hPct: q.change24hPct,
    asOf: new Date(q.asOf).toISOString(),
    source: q.label ? `${q.source} (${q.label})` : q.source,
  });
  return {
    async quote(symbol) {
      const q = replayQuote(symbol.toUpperCase(), at());
      return q ? toQuote(q) : null;
    },
    async candles(symbol, days) {
      const t = at();
      const s = replayCandles(symbol.toUpperCase(), "1d", t);
      if (!s || s.candles.length === 0) return null;
      const candles = s.candles.slice(-days).map((c) => ({ time: Math.floor(c.t / 1000), open: c.open, high: c.high, low: c.low, close: c.close }));
      return { symbol: s.symbol, interval: "1d", candles, asOf: new Date(s.asOf).toISOString(), source: s.label ? `${s.source} (${s.label})` : s.source };
    },
    async movers(limit) {
      const t = at();
      const quotes = ASSETS.filter((a) => a.assetClass !== "stablecoin")
        .map((a) => replayQuote(a.symbol, t))
        .filter((q): q is NonNullable<typeof q> => q !== null && q.change24hPct !== null)
        .sort((a, b) => Math.abs(b.change24hPct!) - Math.abs(a.change24hPct!))
        .slice(0, limit)
        .map(toQuote);
      const asOf = quotes.reduce((m, q) => (q.asOf > m ? q.asOf : m), "");
      return { asOf: asOf || new Date(t).toISOString(), source: quotes[0]?.source ?? "replay", movers: quotes };
    },
  };
}
