import type { Candle } from "../types";
import { ema, last, sma } from "./moving-averages";
import { atr, rsi } from "./wilder";
import { changePct, drawdown, realizedVolatility, relativeStrength } from "./risk";
import { supportResistance } from "./swings";

/**
 * Named indicators over a daily series. A request names them as `kind` or `kind:period`
 * (e.g. `sma:50`); this module parses those names and computes the latest value of each.
 */
export const INDICATOR_KINDS = ["sma", "ema", "rsi", "atr", "volatility", "drawdown", "levels", "change", "rs_btc", "rs_spy"] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];

const DEFAULT_PERIOD: Record<IndicatorKind, number> = {
  sma: 20,
  ema: 20,
  rsi: 14,
  atr: 14,
  volatility: 30,
  drawdown: 365,
  levels: 5,
  change: 1,
  rs_btc: 30,
  rs_spy: 30,
};

export const DEFAULT_INDICATORS = ["sma:20", "sma:50", "sma:200", "ema:20", "rsi:14", "atr:14", "volatility:30", "drawdown", "levels", "change:1", "change:7", "change:30", "rs_btc:30", "rs_spy:30"];

export interface IndicatorSpec {
  name: string;
  kind: IndicatorKind;
  period: number;
}

/** Returns the parsed specs, or the first name that is not valid. */
export function parseIndicatorSpecs(names: readonly string[]): { ok: true; specs: IndicatorSpec[] } | { ok: false; bad: string } {
  const specs: IndicatorSpec[] = [];
  for (const raw of names) {
    const name = raw.trim().toLowerCase();
    const [kind, p] = name.split(":");
    if (!(INDICATOR_KINDS as readonly string[]).includes(kind ?? "")) return { ok: false, bad: raw };
    const period = p === undefined ? DEFAULT_PERIOD[kind as IndicatorKind] : Number(p);
    if (!Number.isInteger(period) || period < 1 || period > 1000) return { ok: false, bad: raw };
    specs.push({ name: p === undefined ? `${kind}:${period}` : name, kind: kind as IndicatorKind, period });
  }
  return { ok: true, specs };
}

export interface Benchmarks {
  btc?: readonly Candle[];
  spy?: readonly Candle[];
}

export type IndicatorValue = number | null | Record<string, unknown>;

/** `periodsPerYear`: 365 for crypto, 252 for exchange-traded assets. */
export function computeIndicators(
  candles: readonly Candle[],
  specs: readonly IndicatorSpec[],
  benchmarks: Benchmarks = {},
  periodsPerYear = 365,
): Record<string, IndicatorValue> {
  const closes = candles.map((c) => c.close);
  const out: Record<string, IndicatorValue> = {};
  for (const s of specs) {
    switch (s.kind) {
      case "sma":
        out[s.name] = last(sma(closes, s.period));
        break;
      case "ema":
        out[s.name] = last(ema(closes, s.period));
        break;
      case "rsi":
        out[s.name] = last(rsi(closes, s.period));
        break;
      case "atr":
        out[s.name] = last(atr(candles, s.period));
        break;
      case "volatility":
        out[s.name] = realizedVolatility(closes, s.period, periodsPerYear);
        break;
      case "drawdown": {
        const d = drawdown(candles.slice(-s.period));
        out[s.name] = d ? { ...d, window: s.period } : null;
        break;
      }
      case "levels": {
        const l = supportResistance(candles, s.period);
        out[s.name] = { support: l.support?.price ?? null, supportAt: l.support?.t ?? null, resistance: l.resistance?.price ?? null, resistanceAt: l.resistance?.t ?? null };
        break;
      }
      case "change":
        out[s.name] = changePct(closes, s.period);
        break;
      case "rs_btc":
        out[s.name] = benchmarks.btc ? relativeStrength(candles, benchmarks.btc, s.period) : null;
        break;
      case "rs_spy":
        out[s.name] = benchmarks.spy ? relativeStrength(candles, benchmarks.spy, s.period) : null;
        break;
    }
  }
  return out;
}
