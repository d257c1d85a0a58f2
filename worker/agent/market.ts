import { resolveAsset } from "../market/assets";

import type { MarketReader as MarketLayerReader } from "../market/reader";

/**
 * What the agent reads from market data: a slice of the market layer's own reader — the same
 * methods and the same Quote, CandleSeries, NewsItem and MarketEvent types (timestamps in Unix
 * ms), not a copy. `market-adapter.ts` builds it; the chart tool is the one place that turns
 * candle times into the seconds the chart library takes.
 */
export type MarketReader = Pick<MarketLayerReader, "quotes" | "candles" | "movers" | "news" | "events">;
export type { Candle, CandleSeries, NewsItem, Quote } from "../market/types";
export type { MarketEvent, MoversReport } from "../market/reader";

const NAMES: Record<string, string> = {
  bitcoin: "BTC", btc: "BTC", ethereum: "ETH", ether: "ETH", eth: "ETH", solana: "SOL", sol: "SOL",
  ripple: "XRP", xrp: "XRP", cardano: "ADA", dogecoin: "DOGE", doge: "DOGE", chainlink: "LINK",
  avalanche: "AVAX", polkadot: "DOT", uniswap: "UNI", aave: "AAVE", arbitrum: "ARB", optimism: "OP",
  bnb: "BNB", apple: "AAPL", amazon: "AMZN", google: "GOOGL", alphabet: "GOOGL", meta: "META",
  microsoft: "MSFT", nvidia: "NVDA", tesla: "TSLA", coinbase: "COIN", microstrategy: "MSTR",
  gold: "GLD", "s&p": "SPY", "s&p 500": "SPY", nasdaq: "QQQ",
};

/** A user's word for an asset → its ticker, or null when it does not look like one. */
export function normaliseSymbol(word: string): string | null {
  const w = word.trim().replace(/^\$/u, "").replace(/[?.!,]+$/u, "");
  if (!w) return null;
  const known = resolveAsset(w);
  if (known && (w.length > 2 || w === w.toUpperCase())) return known.symbol;
  const named = NAMES[w.toLowerCase()];
  if (named) return named;
  if (/^[A-Za-z]{2,6}$/u.test(w) && w === w.toUpperCase()) return w.toUpperCase();
  return null;
}
