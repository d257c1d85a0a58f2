import { z } from "zod";
import type { Series } from "../../market/indicators/moving-averages";
import { overlays, rsiPoints, since, toBars, type Overlay, type OverlaySpec } from "../../assets/series";
import type { Candle as MarketCandle } from "../market";
import { TickerField, intField, symbolOf, unknownSymbol } from "./fields";
import { iso, pct, sourceOf, usd } from "./format";
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

/** "sma:50" and its spellings ("SMA 50", "50 sma", "ema50") → the spec; anything else is refused with the reason. */
export function parseOverlay(raw: string): OverlaySpec | null {
  const t = raw.trim().toLowerCase();
  const m = /^(sma|ema)\s*[:\s-]?\s*(\d{1,3})$/u.exec(t) ?? /^(\d{1,3})\s*[-\s]?(?:day\s+)?(sma|ema)$/u.exec(t);
  if (!m) return null;
  const [kind, period] = /^\d/u.test(m[1]!) ? [m[2]!, Number(m[1])] : [m[1]!, Number(m[2])];
  return period >= 2 && period <= 400 ? { kind: kind as OverlaySpec["kind"], period } : null;
}

const DEFAULT_OVERLAYS: OverlaySpec[] = [{ kind: "sma", period: 20 }, { kind: "ema", period: 50 }];

const OverlayField = z
  .string()
  .max(20)
  .refine((s) => parseOverlay(s) !== null, { message: "An overlay is sma:N or ema:N with N from 2 to 400, e.g. sma:50." })
  .describe("A moving average to draw: sma:N or ema:N, e.g. sma:50, sma:200, ema:21");

function chartSummary(s: string, candles: readonly ChartCandle[], lines: readonly Overlay[], rsiNow: number | null): string {
  const last = candles.at(-1)!;
  const first = candles[0]!;
  const change = ((last.close - first.close) / first.close) * 100;
  const levels = recentLevels(candles);
  const avg = lines.map((l) => `${l.name}: ${l.points.length ? `${usd(l.points.at(-1)!.value)}` : "n/a (not enough history)"}`).join("; ");
  return (
    `${s} over ${candles.length} days: ${usd(first.close)} → ${usd(last.close)} (${pct(change)}). ${avg}.${rsiNow !== null ? ` RSI: ${rsiNow.toFixed(1)}.` : ""} ` +
    `Levels: validation above ${usd(levels.high)} (30-day high), invalidation below ${usd(levels.low)} (30-day low). Risk: daily volatility ${levels.volatilityPct.toFixed(2)}%, largest 30-day drawdown ${levels.drawdownPct.toFixed(1)}%.`
  );
}

/** The first SMA and EMA under their old keys, for cards and widgets that read that shape. */
function legacyOverlays(lines: readonly Overlay[]) {
  const pick = (kind: OverlaySpec["kind"]) => lines.find((l) => l.kind === kind);
  const sma = pick("sma");
  const ema = pick("ema");
  return { ...(sma ? { sma: { period: sma.period, points: sma.points } } : {}), ...(ema ? { ema: { period: ema.period, points: ema.points } } : {}) };
}

export const showChart = defineTool({
  name: "show_chart",
  description: "An interactive daily price chart shown inline in chat, with the moving averages asked for (default SMA 20 and EMA 50) and optionally an RSI pane.",
  capabilities: ["chart"],
  input: z.object({
    symbol: TickerField,
    days: intField(20, 365, "days").default(120),
    overlays: z.array(OverlayField).max(6, { message: "At most 6 overlays." }).optional(),
    rsi: intField(2, 100, "rsi").optional().describe("RSI period for a pane under the chart, e.g. 14"),
  }),
  async run({ symbol, days, overlays: asked, rsi: rsiPeriod }, ctx) {
    const s = symbolOf(symbol);
    if (!s) return unknownSymbol("show_chart", symbol);
    const series = await ctx.market.candles(s, "1d");
    const all = toBars(series?.candles ?? []);
    const from = all.at(-days)?.time ?? 0;
    const candles = chartCandles(series?.candles.slice(-days) ?? []);
    if (!series || candles.length === 0) return fail("show_chart", "not_found", `No price history for ${s}.`);
    const specs = asked?.length ? asked.map((o) => parseOverlay(o)!) : DEFAULT_OVERLAYS;
    // Averages over the whole history, then cut: a 200-day average exists on the first day shown.
    const lines = overlays(all, specs).map((o) => ({ ...o, points: since(o.points, from) }));
    const rsiLine = rsiPeriod ? since(rsiPoints(all, rsiPeriod), from) : null;
    return {
      ok: true,
      tool: "show_chart",
      summary: chartSummary(series.symbol, candles, lines, rsiLine?.at(-1)?.value ?? null),
      data: { symbol: series.symbol, candles, lines, overlays: legacyOverlays(lines), ...(rsiLine ? { rsi: { period: rsiPeriod, points: rsiLine } } : {}), levels: recentLevels(candles) },
      asOf: iso(series.asOf),
      source: sourceOf(series),
    };
  },
});
