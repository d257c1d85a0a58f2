import { parseStatusPages } from "./providers/statuspage";

/**
 * Market settings, all optional. With none set the product tries the keyless live providers and
 * falls back to the bundled replay data; each base URL can point at a loopback fake (tests, bench).
 */
export interface MarketEnv {
  /** "live" (default: providers first, replay when they fail) or "replay" (never call out). */
  MARKET_SOURCE?: string;
  /** Pin the replay clock to a historical instant (ISO 8601), e.g. 2023-03-11T12:00:00Z. */
  MARKET_REPLAY_AT?: string;
  COINGECKO_BASE_URL?: string;
  /** CoinGecko demo key (sent as x-cg-demo-api-key); optional. */
  COINGECKO_API_KEY?: string;
  BINANCE_BASE_URL?: string;
  DEFILLAMA_BASE_URL?: string;
  /** DefiLlama's stablecoin host (supplies, prices) and yields host (pools). */
  DEFILLAMA_STABLECOINS_BASE_URL?: string;
  DEFILLAMA_YIELDS_BASE_URL?: string;
  TWELVEDATA_BASE_URL?: string;
  /** Twelve Data key (free plan: 800 credits/day). Without it equities come from replay. */
  TWELVEDATA_API_KEY?: string;
  /** Comma-separated RSS/Atom feed URLs; replaces the defaults. */
  MARKET_NEWS_FEEDS?: string;
  MARKET_FETCH_TIMEOUT_MS?: string;
  /** Bridge status pages (Atlassian Statuspage summary.json) as `name=url,…`; unresolved incidents become bridge halts. */
  MARKET_STATUS_PAGES?: string;
}

export interface MarketConfig {
  mode: "live" | "replay";
  replayAt: number | null;
  coingecko: { base: string; key: string | null };
  binance: { base: string };
  defillama: { base: string; stablecoins: string; yields: string };
  twelveData: { base: string; key: string | null };
  newsFeeds: string[];
  statusPages: { name: string; url: string }[];
  timeoutMs: number;
}

export const DEFAULT_NEWS_FEEDS = [
  "https://www.coindesk.com/arc/outboundfeeds/rss/",
  "https://cointelegraph.com/rss",
  "https://decrypt.co/feed",
  "https://www.cnbc.com/id/100003114/device/rss/rss.html",
];

export function marketConfig(e: MarketEnv): MarketConfig {
  const replayAt = e.MARKET_REPLAY_AT ? Date.parse(e.MARKET_REPLAY_AT) : NaN;
  const timeout = Number(e.MARKET_FETCH_TIMEOUT_MS);
  return {
    mode: e.MARKET_SOURCE === "replay" ? "replay" : "live",
    replayAt: Number.isFinite(replayAt) ? replayAt : null,
    coingecko: { base: trim(e.COINGECKO_BASE_URL) ?? "https://api.coingecko.com/api/v3", key: e.COINGECKO_API_KEY || null },
    binance: { base: trim(e.BINANCE_BASE_URL) ?? "https://api.binance.com" },
    defillama: {
      base: trim(e.DEFILLAMA_BASE_URL) ?? "https://api.llama.fi",
      stablecoins: trim(e.DEFILLAMA_STABLECOINS_BASE_URL) ?? "https://stablecoins.llama.fi",
      yields: trim(e.DEFILLAMA_YIELDS_BASE_URL) ?? "https://yields.llama.fi",
    },
    twelveData: { base: trim(e.TWELVEDATA_BASE_URL) ?? "https://api.twelvedata.com", key: e.TWELVEDATA_API_KEY || null },
    newsFeeds: e.MARKET_NEWS_FEEDS ? e.MARKET_NEWS_FEEDS.split(",").map((s) => s.trim()).filter(Boolean) : DEFAULT_NEWS_FEEDS,
    statusPages: parseStatusPages(e.MARKET_STATUS_PAGES),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 4000,
  };
}

function trim(url: string | undefined): string | undefined {
  return url ? url.replace(/\/+$/, "") : undefined;
}
