import type { MarketEvent, MarketReader, NewsItem, Quote } from "../../worker/agent/market";
import type { Mover } from "../../worker/market/movers";

/**
 * Builders for the agent's market reader in tests: the market layer's own shapes (times in Unix
 * ms), filled with neutral defaults so each test states only what it checks.
 */
const ms = (iso: string) => Date.parse(iso);

export function fakeQuote(symbol: string, price: number, change24hPct: number | null, asOf: string, source = "fake"): Quote {
  return { symbol, price, change24hPct, marketCap: null, volume24h: null, source, asOf: ms(asOf) };
}

export function fakeMover(symbol: string, price: number, change24hPct: number, asOf: string, source = "fake"): Mover {
  return { symbol, name: symbol, price, change24hPct, direction: change24hPct >= 0 ? "up" : "down", reasons: [], source, asOf: ms(asOf) };
}

export function fakeNews(title: string, feed: string, publishedAt: string, link = "https://news.example/1"): NewsItem {
  return { id: link, title, link, feed, publishedAt: ms(publishedAt), symbols: [] };
}

export function fakeEvent(e: Pick<MarketEvent, "kind" | "subject" | "title" | "status" | "severity"> & { startedAt: string; asOf: string; source?: string }): MarketEvent {
  const startedAt = ms(e.startedAt);
  return { id: `ev_${e.subject}`, kind: e.kind, subject: e.subject, title: e.title, status: e.status, severity: e.severity, startedAt, endedAt: null, lastSeenAt: ms(e.asOf), source: e.source ?? "fake", asOf: ms(e.asOf), evidence: {} };
}

/** Daily candles at `startSec` + i days (seconds, as the chart shows them), closes from `close(i)`. */
export function fakeDailyCandles(count: number, startSec: number, close: (i: number) => number) {
  return Array.from({ length: count }, (_, i) => {
    const c = close(i);
    return { t: (startSec + i * 86_400) * 1000, open: c - 1, high: c + 2, low: c - 2, close: c, volume: 0 };
  });
}

/** A reader with nothing in it; override the methods a test needs. */
export function emptyMarket(overrides: Partial<MarketReader> = {}): MarketReader {
  return {
    quotes: async () => ({ quotes: [], missing: [] }),
    candles: async () => null,
    movers: async () => ({ gainers: [], losers: [], source: "fake", asOf: 0 }),
    news: async () => [],
    events: async () => [],
    ...overrides,
  };
}

/** Quotes priced 100 + the symbol's length, as the chat tests have always used. */
export function lengthPricedQuotes(asOf: string): MarketReader["quotes"] {
  return async (symbols) => ({ quotes: symbols.map((s) => fakeQuote(s, 100 + s.length, 2.5, asOf)), missing: [] });
}
