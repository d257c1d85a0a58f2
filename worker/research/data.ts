import { getAsset } from "../market/assets";
import type { ReplayFiles } from "../market/replay/files";
import { replayLabel } from "../market/replay/source";
import { dailySeries, lastClosedIndex } from "../market/replay/series";
import { replaySupply, SUPPLY_AS_OF, SUPPLY_SOURCE, type Supply } from "../market/replay/supply";
import type { Asset, Candle } from "../market/types";

/**
 * Point-in-time market data for research: every read is cut at the as-of moment, so nothing
 * computed downstream can see a candle that closed later (look-ahead is impossible by
 * construction, and test/unit/research proves it by poisoning the future).
 */
export interface DailyAt {
  symbol: string;
  /** Candles closed by `asOf`, ascending. A copy: callers may not reach past it. */
  candles: Candle[];
  source: string;
  /** When the last of these candles closed. */
  asOf: number;
  label: string;
  /** The series stopped more than a week before the research moment (delisted, migrated, file ends). */
  ended: boolean;
}

export interface ResearchData {
  /** The research moment (Unix ms). */
  readonly asOf: number;
  daily(symbol: string): Promise<DailyAt | null>;
  supply(symbol: string): { supply: Supply; source: string; asOf: number } | null;
  asset(symbol: string): Asset | undefined;
}

const WEEK = 7 * 86_400_000;

export function replayResearchData(files: ReplayFiles, asOf: number): ResearchData {
  const memo = new Map<string, DailyAt | null>();
  return {
    asOf,
    asset: getAsset,
    async daily(symbol) {
      if (memo.has(symbol)) return memo.get(symbol)!;
      const series = await dailySeries(files, symbol);
      const index = series ? lastClosedIndex(series, asOf) : -1;
      const at =
        series && index >= 0
          ? {
              symbol,
              candles: series.candles.slice(0, index + 1),
              source: `replay (${series.origin})`,
              asOf: series.closeTimes[index]!,
              label: replayLabel(series.closeTimes[index]!),
              ended: series.closeTimes[index]! < asOf - WEEK,
            }
          : null;
      memo.set(symbol, at);
      return at;
    },
    supply(symbol) {
      const supply = replaySupply(symbol);
      return supply ? { supply, source: SUPPLY_SOURCE, asOf: SUPPLY_AS_OF } : null;
    },
  };
}
