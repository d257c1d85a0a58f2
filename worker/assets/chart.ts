import { z } from "zod";
import { getAsset } from "../market/assets";
import type { MarketReader } from "../market/reader";
import type { CandleSeries, Interval } from "../market/types";
import { normalisedPair, overlays, rsiPoints, since, toBars, type ChartBar, type ChartPoint, type Overlay } from "./series";

/**
 * The asset chart's data: candles with volume for a timeframe, the overlays and RSI the user
 * picked, and optionally a second asset normalised to % for comparison. The window is counted
 * back from the series' last candle, because replay data ends in the past.
 */
export const TIMEFRAMES = ["1D", "1W", "1M", "3M", "1Y", "ALL"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
const DAYS: Record<Timeframe, number> = { "1D": 1, "1W": 7, "1M": 30, "3M": 91, "1Y": 365, ALL: Number.POSITIVE_INFINITY };

const Overlay = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(sma|ema):\d{1,3}$/, "Overlays look like sma:50 or ema:20.")
  .transform((s) => {
    const [kind, p] = s.split(":");
    return { kind: kind as "sma" | "ema", period: Number(p) };
  })
  .refine((o) => o.period >= 2 && o.period <= 400, { message: "Overlay periods are 2–400." });

export const ChartQuery = z
  .object({
    range: z.string().trim().toUpperCase().pipe(z.enum(TIMEFRAMES)).default("3M"),
    overlays: z
      .string()
      .max(120)
      .optional()
      .transform((s) => (s ? s.split(",").filter(Boolean) : []))
      .pipe(z.array(Overlay).max(6, "At most 6 overlays.")),
    rsi: z.coerce.number().int().min(2).max(100).optional(),
    compare: z.string().trim().toUpperCase().max(15).optional(),
  })
  .strict();
export type ChartRequest = z.infer<typeof ChartQuery>;

export interface ChartView {
  symbol: string;
  range: Timeframe;
  interval: Interval;
  /** Which timeframe buttons have data: 1D needs intraday candles. */
  timeframes: Record<Timeframe, boolean>;
  candles: ChartBar[];
  overlays: Overlay[];
  rsi: { period: number; points: ChartPoint[] } | null;
  compare: { symbol: string; base: ChartPoint[]; other: ChartPoint[] } | null;
  source: string;
  asOf: string;
  label?: string;
  stale?: boolean;
}

/** Intraday candles covering at least the last day of their series, or null. */
async function intraday(reader: MarketReader, symbol: string): Promise<CandleSeries | null> {
  for (const interval of ["5m", "1h"] as const) {
    const s = await reader.candles(symbol, interval).catch(() => null);
    if (s && s.candles.length >= 12) return s;
  }
  return null;
}

const windowStart = (bars: readonly ChartBar[], days: number) => (bars.length && Number.isFinite(days) ? bars.at(-1)!.time - days * 86_400 : Number.NEGATIVE_INFINITY);

/** null when the asset has no daily history at all (unknown to the replay and no cache). */
export async function chartView(reader: MarketReader, symbol: string, q: ChartRequest): Promise<ChartView | null> {
  const daily = await reader.candles(symbol, "1d");
  if (!daily || daily.candles.length === 0) return null;
  // Read once: it decides both the series of a 1D/1W window and whether the 1D button has data.
  const intra = await intraday(reader, symbol);
  const useIntra = (q.range === "1D" || q.range === "1W") && intra !== null && windowStart(toBars(intra.candles), DAYS[q.range]) >= intra.candles[0]!.t / 1000;
  const series = useIntra && intra ? intra : daily;
  const bars = toBars(series.candles);
  const from = windowStart(bars, DAYS[q.range]);
  const other = q.compare && getAsset(q.compare) && q.compare !== symbol ? await reader.candles(q.compare, series.interval) : null;
  const otherBars = other ? since(toBars(other.candles), from) : null;
  return {
    symbol: series.symbol,
    range: q.range,
    interval: series.interval,
    timeframes: { "1D": intra !== null, "1W": true, "1M": true, "3M": true, "1Y": true, ALL: true },
    candles: since(bars, from),
    overlays: overlays(bars, q.overlays).map((o) => ({ ...o, points: since(o.points, from) })),
    rsi: q.rsi ? { period: q.rsi, points: since(rsiPoints(bars, q.rsi), from) } : null,
    compare: otherBars && other ? { symbol: other.symbol, ...pair(since(bars, from), otherBars) } : null,
    source: series.source,
    asOf: new Date(series.asOf).toISOString(),
    ...(series.label ? { label: series.label } : {}),
    ...(series.stale ? { stale: true } : {}),
  };
}

function pair(a: ChartBar[], b: ChartBar[]) {
  const p = normalisedPair(a, b);
  return { base: p.a, other: p.b };
}
