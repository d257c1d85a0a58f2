import { resolveAsset } from "../market/assets";

/**
 * What the agent needs from market data, kept small so the agent does not depend on how the
 * market layer is built. `market-adapter.ts` implements it over worker/market.
 */

export interface Quote {
  symbol: string;
  price: number;
  /** Percent change over 24 hours (crypto) or since the previous close (stocks). */
  change24hPct: number | null;
  asOf: string;
  source: string;
}

export interface Candle {
  /** Candle open, Unix seconds (what lightweight-charts takes). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface CandleSeries {
  symbol: string;
  interval: "1d";
  candles: Candle[];
  asOf: string;
  source: string;
}

export interface Headline {
  title: string;
  link: string;
  feed: string;
  publishedAt: string;
}

export interface MarketEventItem {
  kind: string;
  subject: string;
  title: string;
  status: string;
  severity: string;
  startedAt: string;
  source: string;
  asOf: string;
}

export interface MarketReader {
  quote(symbol: string): Promise<Quote | null>;
  candles(symbol: string, days: number): Promise<CandleSeries | null>;
  movers(limit: number): Promise<{ asOf: string; source: string; movers: Quote[] }>;
  news(symbol: string | null, limit: number): Promise<Headline[]>;
  events(limit: number): Promise<MarketEventItem[]>;
}

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
