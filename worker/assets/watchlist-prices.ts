import type { MarketReader } from "../market/reader";
import type { WatchlistItem } from "../watchlists/store";
import type { ItemPrice } from "../watchlists/view-types";

/**
 * A watchlist's live columns in one answer: price, 24 h change, distance to the entry target and
 * a 30-day sparkline per item. Distance is (target / price − 1) × 100: how far the price has to
 * move, in %, to reach the target (negative = it has to fall).
 */
const SPARK_DAYS = 30;

export const distanceToTarget = (price: number | null, target: number | null): number | null =>
  price && target ? (target / price - 1) * 100 : null;

export async function watchlistPrices(reader: MarketReader, items: readonly WatchlistItem[]): Promise<ItemPrice[]> {
  const symbols = [...new Set(items.map((i) => i.symbol))];
  const { quotes } = await reader.quotes(symbols);
  const bySymbol = new Map(quotes.map((q) => [q.symbol, q]));
  const sparks = new Map(
    await Promise.all(
      symbols.map(async (s) => {
        const series = await reader.candles(s, "1d").catch(() => null);
        return [s, series ? series.candles.slice(-SPARK_DAYS).map((c) => c.close) : []] as const;
      }),
    ),
  );
  return items.map((i) => {
    const q = bySymbol.get(i.symbol);
    return {
      itemId: i.id,
      symbol: i.symbol,
      price: q?.price ?? null,
      change24hPct: q?.change24hPct ?? null,
      distancePct: distanceToTarget(q?.price ?? null, i.entryTarget),
      sparkline: sparks.get(i.symbol) ?? [],
      source: q?.source ?? null,
      asOf: q ? new Date(q.asOf).toISOString() : null,
      label: q?.label ?? null,
    };
  });
}
