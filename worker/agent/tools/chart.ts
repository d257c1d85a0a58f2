import { z } from "zod";
import { ema, sma, type Series } from "../../market/indicators/moving-averages";
import type { Candle as MarketCandle } from "../market";
import { TickerField, intField, symbolOf } from "./fields";
import { fmt, iso, pct, sourceOf } from "./format";
import { defineTool, fail } from "./types";

export interface Point {
  time: number;
  value: number;
}

/** A candle as the chart library takes it. */
export interface ChartCandle {
  /** Candle open, Unix seconds (what lightweight-charts takes). */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** The one place market time (Unix ms) becomes chart time (Unix seconds). */
export function chartCandles(candles: readonly MarketCandle[]): ChartCandle[] {
  return candles.map((c) => ({ time: Math.floor(c.t / 1000), open: c.open, high: c.high, low: c.low, close: c.close }));
}

/** A series aligned with its candles → the chart's points (the leading nulls dropped). */
export function overlayPoints(candles: readonly { time: number }[], series: Series): Point[] {
  const out: Point[] = [];
  series.forEach((value, i) => {
    if (value !== null) out.push({ time: candles[i]!.time, value });
  });
  return out;
}

/** The last 30 candles' range, volatility (stdev of daily returns) and worst peak-to-trough fall. */
export function recentLevels(candles: readonly { high: number; low: number; close: number }[]) {
  const window = candles.slice(-30);
  const high = Math.max(...window.map((c) => c.high));
  const low = Math.min(...window.map((c) => c.low));
  const returns = window.slice(1).map((c, i) => c.close / window[i]!.close - 1);
  const mean = returns.reduce((a, b) => a + b, 0) / Math.max(1, returns.length);
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / Math.max(1, returns.length);
  let peak = -Infinity;
  let drawdown = 0;
  for (const c of window) {
    peak = Math.max(peak, c.close);
    drawdown = Math.max(drawdown, (peak - c.close) / peak);
  }
  return { high, low, volatilityPct: Math.sqrt(variance) * 100, drawdownPct: drawdown * 100 };
}

function chartSummary(s: string, candles: readonly ChartCandle[], sma20: Point[], ema50: Point[]): string {
  const last = candles.at(-1)!;
  const first = candles[0]!;
  const change = ((last.close - first.close) / first.close) * 100;
  const levels = recentLevels(candles);
  return (
    `${s} over ${candles.length} days: $${fmt(first.close)} → $${fmt(last.close)} (${pct(change)}). SMA 20: ${sma20.length ? `$${fmt(sma20.at(-1)!.value)}` : "n/a"}; EMA 50: ${ema50.length ? `$${fmt(ema50.at(-1)!.value)}` : "n/a"}. ` +
    `Levels: validation above $${fmt(levels.high)} (30-day high), invalidation below $${fmt(levels.low)} (30-day low). Risk: daily volatility ${levels.volatilityPct.toFixed(2)}%, largest 30-day drawdown ${levels.drawdownPct.toFixed(1)}%.`
  );
}

export const showChart = defineTool({
  name: "show_chart",
  description: "An interactive daily price chart with SMA and EMA overlays, shown inline in chat.",
  capabilities: ["chart"],
  input: z.object({ symbol: TickerField, days: intField(20, 365, "days").default(120) }),
  async run({ symbol, days }, ctx) {
    const s = symbolOf(symbol);
    if (!s) return fail("show_chart", "invalid_param", `"${symbol}" is not a symbol I know.`);
    const series = await ctx.market.candles(s, "1d");
    const candles = chartCandles(series?.candles.slice(-days) ?? []);
    if (!series || candles.length === 0) return fail("show_chart", "not_found", `No price history for ${s}.`);
    const closes = candles.map((c) => c.close);
    const sma20 = overlayPoints(candles, sma(closes, 20));
    const ema50 = overlayPoints(candles, ema(closes, 50));
    return {
      ok: true,
      tool: "show_chart",
      summary: chartSummary(series.symbol, candles, sma20, ema50),
      data: { symbol: series.symbol, candles, overlays: { sma: { period: 20, points: sma20 }, ema: { period: 50, points: ema50 } }, levels: recentLevels(candles) },
      asOf: iso(series.asOf),
      source: sourceOf(series),
    };
  },
});
