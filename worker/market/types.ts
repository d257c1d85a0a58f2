/**
 * Shared shapes of the market layer. Every datum says where it came from (`source`) and when it
 * was true (`asOf`, Unix ms); replay data also carries a human label ("replay data from …") so no
 * surface can show an old number as if it were live.
 */
export type AssetClass = "crypto" | "stablecoin" | "stock" | "etf" | "index";

export interface Asset {
  symbol: string;
  name: string;
  assetClass: AssetClass;
  category: string;
  chain?: string;
  /** CoinGecko coin id, Binance USDT pair, DefiLlama protocol slug, equities provider ticker. */
  coingeckoId?: string;
  binancePair?: string;
  defillamaSlug?: string;
  ticker?: string;
  /** For stablecoins: the price it is meant to hold. */
  peg?: number;
  aliases: readonly string[];
}

export interface Candle {
  /** Open time, Unix ms. */
  t: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type Interval = "5m" | "1h" | "4h" | "1d";

export const INTERVAL_MS: Record<Interval, number> = {
  "5m": 5 * 60_000,
  "1h": 3_600_000,
  "4h": 4 * 3_600_000,
  "1d": 86_400_000,
};

export interface Provenance {
  source: string;
  asOf: number;
  /** Present on replay data: "replay data from 2023-03-11". */
  label?: string;
  /** True when a live provider failed and this is the last good value. */
  stale?: boolean;
}

export interface Quote extends Provenance {
  symbol: string;
  price: number;
  change24hPct: number | null;
  marketCap: number | null;
  volume24h: number | null;
}

export interface CandleSeries extends Provenance {
  symbol: string;
  interval: Interval;
  candles: Candle[];
}

export type MarketEventKind = "depeg" | "exploit" | "governance" | "bridge_halt";

export interface NewsItem {
  id: string;
  title: string;
  link: string;
  feed: string;
  publishedAt: number;
  symbols: string[];
}
