import type { Bindings } from "../env";
import { createMarketReader } from "../market/reader";
import type { MarketReader } from "./market";

/**
 * The agent's market reader: the market layer's reader, read two ways. Quotes, movers, events
 * and news come from the snapshots the cron scan keeps fresh (`live: false`: the agent never
 * calls a provider for one user); candles go through the market layer's shared per-interval
 * cache, falling back to the bundled replay data.
 */
export function marketReader(env: Bindings, now: () => number): MarketReader {
  const snapshots = () => createMarketReader(env, { now }, { live: false });
  return {
    quotes: (symbols) => snapshots().quotes(symbols),
    candles: (symbol, interval, range) => createMarketReader(env, { now }, { live: true }).candles(symbol, interval, range),
    movers: (limit) => snapshots().movers(limit),
    news: (options) => snapshots().news(options),
    events: (options) => snapshots().events(options),
  };
}
