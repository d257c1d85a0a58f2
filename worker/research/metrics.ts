import { computeIndicators, parseIndicatorSpecs } from "../market/indicators/summary";
import { supportResistance, type Levels } from "../market/indicators/swings";
import type { Asset, Candle } from "../market/types";
import type { DailyAt, ResearchData } from "./data";
import { marketCapOf as marketCapAt } from "../market/market-cap";

/**
 * The figures research reads about one asset at one moment, all from the market layer's
 * indicator functions (one computation path with /v1/market/indicators and the agent).
 */
export const METRICS = ["sma20", "sma50", "sma200", "ema20", "rsi14", "atr14", "volatility30", "change7", "change30", "change90", "change180", "drawdown30", "drawdown90", "drawdown365", "volumeRatio7_30", "volumeRatio30_180", "rsBtc30", "rsSpy30"] as const;
export type MetricName = (typeof METRICS)[number];

export interface Snapshot {
  symbol: string;
  asset: Asset;
  source: string;
  asOf: number;
  label: string;
  ended: boolean;
  close: number;
  candles: number;
  /** Named values: sma20, sma50, sma200, ema20, rsi14, atr14, volatility30 (annualised %), change7/30/90/180 (%), drawdown30/90/365 (%, ≤ 0), volumeRatio7/30, volumeRatio30/180, rsBtc30, rsSpy30 (percentage points). */
  values: Record<MetricName, number | null>;
  levels: Levels;
}

const SPECS = parseIndicatorSpecs(["sma:20", "sma:50", "sma:200", "ema:20", "rsi:14", "atr:14", "volatility:30", "change:7", "change:30", "change:90", "change:180", "rs_btc:30", "rs_spy:30"]);

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function avgVolume(candles: readonly Candle[], n: number): number | null {
  if (candles.length < n) return null;
  const slice = candles.slice(-n);
  return slice.reduce((s, c) => s + c.volume, 0) / n;
}

/** Fall from the highest close of the last `n` candles to the latest close, in % (≤ 0). */
function drawdownPct(candles: readonly Candle[], n: number): number | null {
  if (candles.length === 0) return null;
  const slice = candles.slice(-n);
  const peak = Math.max(...slice.map((c) => c.close));
  return (slice[slice.length - 1]!.close / peak - 1) * 100;
}

function ratio(a: number | null, b: number | null): number | null {
  return a !== null && b !== null && b > 0 ? a / b : null;
}

export function snapshotOf(asset: Asset, daily: DailyAt, btc: DailyAt | null, spy: DailyAt | null): Snapshot | null {
  const candles = daily.candles.slice(-500);
  if (candles.length < 2 || !SPECS.ok) return null;
  const perYear = asset.assetClass === "crypto" || asset.assetClass === "stablecoin" ? 365 : 252;
  const raw = computeIndicators(candles, SPECS.specs, { ...(btc ? { btc: btc.candles.slice(-500) } : {}), ...(spy ? { spy: spy.candles.slice(-500) } : {}) }, perYear);
  const vol = num(raw["volatility:30"]);
  const values: Record<MetricName, number | null> = {
    sma20: num(raw["sma:20"]),
    sma50: num(raw["sma:50"]),
    sma200: num(raw["sma:200"]),
    ema20: num(raw["ema:20"]),
    rsi14: num(raw["rsi:14"]),
    atr14: num(raw["atr:14"]),
    volatility30: vol === null ? null : vol * 100,
    change7: num(raw["change:7"]),
    change30: num(raw["change:30"]),
    change90: num(raw["change:90"]),
    change180: num(raw["change:180"]),
    drawdown30: drawdownPct(candles, 30),
    drawdown90: drawdownPct(candles, 90),
    drawdown365: drawdownPct(candles, 365),
    volumeRatio7_30: ratio(avgVolume(candles, 7), avgVolume(candles, 30)),
    volumeRatio30_180: ratio(avgVolume(candles, 30), avgVolume(candles, 180)),
    rsBtc30: asset.symbol === "BTC" ? null : num(raw["rs_btc:30"]),
    rsSpy30: asset.symbol === "SPY" ? null : num(raw["rs_spy:30"]),
  };
  return {
    symbol: asset.symbol,
    asset,
    source: daily.source,
    asOf: daily.asOf,
    label: daily.label,
    ended: daily.ended,
    close: candles[candles.length - 1]!.close,
    candles: candles.length,
    values,
    levels: supportResistance(candles, 5),
  };
}

/** The snapshot of `symbol` as of the data's moment, or null when there is no data by then. */
export async function readSnapshot(data: ResearchData, symbol: string): Promise<Snapshot | null> {
  const asset = data.asset(symbol);
  if (!asset) return null;
  const daily = await data.daily(asset.symbol);
  if (!daily) return null;
  return snapshotOf(asset, daily, await data.daily("BTC"), await data.daily("SPY"));
}

/** Market cap at the snapshot's close: the market layer's one estimate (worker/market/market-cap.ts). */
export function marketCapOf(_data: ResearchData, s: Snapshot): { value: number | null; how: string; source: string } {
  const cap = marketCapAt(s.symbol, s.close, s.asOf);
  return { value: cap.value, how: cap.how, source: cap.source };
}
