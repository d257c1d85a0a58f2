import type { Db } from "../db/client";
import { getAsset } from "../market/assets";
import type { MarketReader } from "../market/reader";
import { marketCapOf } from "../market/market-cap";
import { replaySupply } from "../market/replay/supply";
import type { Asset, Quote } from "../market/types";
import { userHolds } from "./holders";
import type { AssetView, Fundamentals } from "./types";

/**
 * The asset page in one typed answer: identity, price, indicators and levels, what the data has
 * on size (market cap and supply for crypto; for stocks and funds the replay has no fundamentals
 * and says so), news and events about it, and where the user already follows it. Reads never
 * call a provider (`live: false` reader): the scan keeps the snapshots fresh.
 */
const ISO = (t: number) => new Date(t).toISOString();
export const ASSET_INDICATORS = ["sma:20", "sma:50", "sma:200", "ema:20", "ema:50", "rsi:14", "levels", "change:7", "change:30", "volatility:30", "drawdown"];


function fundamentals(asset: Asset, quote: Quote | null): Fundamentals {
  if (asset.assetClass === "crypto" || asset.assetClass === "stablecoin") {
    const supply = replaySupply(asset.symbol);
    const cap = quote ? marketCapOf(asset.symbol, quote.price, quote.asOf, { value: quote.marketCap, source: quote.source }) : null;
    if (cap && cap.value !== null) {
      return { kind: "crypto", marketCap: cap.value, circulating: supply?.circulating ?? null, total: supply?.total ?? null, max: supply?.max ?? null, source: cap.source, asOf: ISO(quote!.asOf), how: cap.how };
    }
    return { kind: "none", reason: `No supply figures for ${asset.symbol} in the data.` };
  }
  return { kind: "none", reason: "The replay data has prices only for stocks, funds and indexes: no shares outstanding, earnings or ratios. A configured equities provider gives prices, not fundamentals." };
}

export async function assetView(db: Db, reader: MarketReader, userId: string, symbol: string): Promise<AssetView | null> {
  const asset = getAsset(symbol);
  if (!asset) return null;
  const [{ quotes }, indicators, news, events, holds] = await Promise.all([
    reader.quotes([asset.symbol]),
    reader.indicators(asset.symbol, ASSET_INDICATORS),
    reader.news({ symbol: asset.symbol, limit: 8 }),
    reader.events({ limit: 200 }),
    userHolds(db, userId, asset.symbol),
  ]);
  const quote = quotes[0] ?? null;
  const names = [asset.symbol, asset.name, ...asset.aliases].map((n) => n.toLowerCase());
  return {
    asset: { symbol: asset.symbol, name: asset.name, assetClass: asset.assetClass, category: asset.category, chain: asset.chain ?? null, peg: asset.peg ?? null },
    quote: quote ? { price: quote.price, change24hPct: quote.change24hPct, volume24h: quote.volume24h, source: quote.source, asOf: ISO(quote.asOf), label: quote.label ?? null, stale: quote.stale ?? false } : null,
    indicators: indicators ? { values: indicators.values, lastClose: indicators.lastClose, candles: indicators.candles, source: indicators.source, asOf: ISO(indicators.asOf), label: indicators.label ?? null } : null,
    fundamentals: fundamentals(asset, quote),
    news: news.filter((n) => /^https?:\/\//i.test(n.link)).map((n) => ({ id: n.id, title: n.title, link: n.link, feed: n.feed, publishedAt: ISO(n.publishedAt) })),
    events: events
      .filter((e) => names.includes(e.subject.toLowerCase()))
      .slice(0, 10)
      .map((e) => ({ id: e.id, kind: e.kind, title: e.title, status: e.status, severity: e.severity, startedAt: ISO(e.startedAt), endedAt: e.endedAt ? ISO(e.endedAt) : null, source: e.source, label: e.label ?? null })),
    ...holds,
  };
}
