import { last } from "../market/indicators/moving-averages";
import { supportResistance, type Levels } from "../market/indicators/swings";
import { atr as atrSeries } from "../market/indicators/wilder";
import type { Candle } from "../market/types";
import type { Figure } from "./figures";
import { figure } from "./figures";
import type { Snapshot } from "./metrics";

/**
 * Validation (above) and invalidation (below) levels: the nearest confirmed swing high above the
 * close and swing low below it (fractal swings, 5 candles each side); where there is none, or
 * it lies further than 4 ATR away, a volatility band of 2 × ATR14 from the close instead.
 */
export interface LevelsResult {
  close: Figure;
  validation: Figure;
  invalidation: Figure;
  atr14: Figure;
}

const BAND_ATR = 2;
const FAR_ATR = 4;

export function levelsOf(s: Snapshot): LevelsResult | null {
  return levelsAt({ close: s.close, atr: s.values.atr14, swings: s.levels, source: s.source, asOf: s.asOf });
}

/** How many daily candles the levels are read from, in research and in chat alike (metrics.ts reads the same window). */
export const LEVELS_WINDOW = 500;

/**
 * The same levels from a daily series as the market reader returns it (the chat's chart, the
 * asset page): one computation path, so chat and the Notebook name the same levels for a date.
 */
export function levelsOfCandles(candles: readonly Candle[], source: string, asOf: number): LevelsResult | null {
  const window = candles.slice(-LEVELS_WINDOW);
  const lastCandle = window.at(-1);
  if (!lastCandle) return null;
  return levelsAt({ close: lastCandle.close, atr: last(atrSeries(window, 14)), swings: supportResistance(window, 5), source, asOf });
}

function levelsAt(s: { close: number; atr: number | null; swings: Levels; source: string; asOf: number }): LevelsResult | null {
  const atr = s.atr;
  if (atr === null || atr <= 0) return null;
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  const hi = s.swings.resistance;
  const lo = s.swings.support;
  const useHi = hi !== null && hi.price - s.close <= FAR_ATR * atr;
  const useLo = lo !== null && s.close - lo.price <= FAR_ATR * atr;
  const validation = useHi
    ? figure(hi!.price, "usd", s.source, s.asOf, `nearest confirmed swing high above the close (${day(hi!.t)})`)
    : figure(s.close + BAND_ATR * atr, "usd", s.source, s.asOf, hi ? `close + 2 × ATR14 (the swing high of ${day(hi.t)} is more than 4 ATR away)` : "close + 2 × ATR14 (no confirmed swing high above the close)");
  const invalidation = useLo
    ? figure(lo!.price, "usd", s.source, s.asOf, `nearest confirmed swing low below the close (${day(lo!.t)})`)
    : figure(s.close - BAND_ATR * atr, "usd", s.source, s.asOf, lo ? `close − 2 × ATR14 (the swing low of ${day(lo.t)} is more than 4 ATR away)` : "close − 2 × ATR14 (no confirmed swing low below the close)");
  return {
    close: figure(s.close, "usd", s.source, s.asOf, "last daily close"),
    validation,
    invalidation,
    atr14: figure(atr, "usd", s.source, s.asOf, "Wilder ATR over 14 days"),
  };
}

/**
 * Trade readiness arithmetic: reward = validation − entry, risk = entry − invalidation. When the
 * ratio is under 2, the entry that would make it exactly 2 solves T − e = 2(e − S): e = (T + 2S) / 3.
 */
export function rewardRisk(entry: number, validation: number, invalidation: number): { reward: number; risk: number; ratio: number | null; entryFor2x: number } {
  const reward = validation - entry;
  const risk = entry - invalidation;
  return { reward, risk, ratio: risk > 0 ? reward / risk : null, entryFor2x: (validation + 2 * invalidation) / 3 };
}
