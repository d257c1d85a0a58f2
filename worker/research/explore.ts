import { guardText } from "../agent/guard";
import { ASSETS, capBand, type CapBand } from "../market/assets";
import type { Asset } from "../market/types";
import type { ResearchData } from "./data";
import { type Candidate, type ExploreClass, type ExploreResult, type Timeframe } from "./explore-types";

export { CAP_BANDS, EXPLORE_CLASSES, TIMEFRAMES, type Candidate, type ExploreClass, type ExploreResult, type Timeframe } from "./explore-types";
import { figure, fmt, type Figure } from "./figures";
import { figureLabel } from "./figure-names";
import { marketCapOf, readSnapshot, type MetricName, type Snapshot } from "./metrics";

/**
 * Explore (DESIGN.md "Research pipeline"): the registry filtered by class and market-cap band,
 * ranked for the timeframe from momentum, trend, volume and drawdown. Each factor is turned into
 * a percentile among the candidates (rank-based, so one outlier cannot dominate), and the score
 * is their weighted mean, 0–100.
 */

/** Which figure measures each factor, per timeframe (near: days–2 weeks, mid: weeks–months, long: months+). */
const FACTORS: Record<Timeframe, { momentum: MetricName; trend: MetricName; volume: MetricName; drawdown: MetricName; trendAverage: string }> = {
  near: { momentum: "change7", trend: "sma20", volume: "volumeRatio7_30", drawdown: "drawdown30", trendAverage: "SMA20" },
  mid: { momentum: "change30", trend: "sma50", volume: "volumeRatio7_30", drawdown: "drawdown90", trendAverage: "SMA50" },
  long: { momentum: "change90", trend: "sma200", volume: "volumeRatio30_180", drawdown: "drawdown365", trendAverage: "SMA200" },
};
const WEIGHTS = { momentum: 0.4, trend: 0.3, volume: 0.15, drawdown: 0.15 };

function inClass(a: Asset, c: ExploreClass): boolean {
  return c === "crypto" ? a.assetClass === "crypto" : a.assetClass === "stock" || a.assetClass === "etf";
}

/** Percentile of each value among the others (0 = lowest, 100 = highest); ties share the mean rank. */
export function percentiles(values: readonly number[]): number[] {
  if (values.length === 1) return [50];
  return values.map((v) => {
    const below = values.filter((x) => x < v).length;
    const equal = values.filter((x) => x === v).length - 1;
    return ((below + equal / 2) / (values.length - 1)) * 100;
  });
}

interface Row {
  s: Snapshot;
  cap: { value: number | null; how: string; source: string };
  f: { momentum: number; trend: number; volume: number; drawdown: number };
}

export async function explore(data: ResearchData, assetClass: ExploreClass, timeframe: Timeframe, band: CapBand): Promise<ExploreResult> {
  const k = FACTORS[timeframe];
  const rows: Row[] = [];
  const excluded: { symbol: string; reason: string }[] = [];
  for (const asset of ASSETS.filter((a) => inClass(a, assetClass))) {
    const s = await readSnapshot(data, asset.symbol);
    if (!s) {
      excluded.push({ symbol: asset.symbol, reason: "no data by this date" });
      continue;
    }
    if (s.ended) {
      excluded.push({ symbol: asset.symbol, reason: `series ended ${new Date(s.asOf).toISOString().slice(0, 10)}` });
      continue;
    }
    const cap = marketCapOf(data, s);
    const b = capBand(cap.value);
    if (b === null) {
      excluded.push({ symbol: asset.symbol, reason: `market cap ${cap.how}` });
      continue;
    }
    if (b !== band) continue;
    const trendAvg = s.values[k.trend];
    const f = { momentum: s.values[k.momentum], trend: trendAvg ? (s.close / trendAvg - 1) * 100 : null, volume: s.values[k.volume], drawdown: s.values[k.drawdown] };
    if (f.momentum === null || f.trend === null || f.volume === null || f.drawdown === null) {
      excluded.push({ symbol: asset.symbol, reason: `not enough history for the ${timeframe} timeframe (${s.candles} days)` });
      continue;
    }
    rows.push({ s, cap, f: { momentum: f.momentum, trend: f.trend, volume: f.volume, drawdown: f.drawdown } });
  }
  const candidates = rank(rows, timeframe);
  return {
    asOf: new Date(data.asOf).toISOString(),
    assetClass,
    timeframe,
    band,
    candidates,
    excluded,
    emptyReason: candidates.length > 0 ? null : guardText(emptyReason(assetClass, band, excluded), "report").text,
    method: `score = 40% momentum (${lower(k.momentum)}) + 30% trend (close vs the ${lower(k.trend)}) + 15% volume (${lower(k.volume)}) + 15% drawdown (${lower(k.drawdown)}), each as a percentile among the band's candidates`,
  };
}

function rank(rows: Row[], timeframe: Timeframe): Candidate[] {
  const pct = {
    momentum: percentiles(rows.map((r) => r.f.momentum)),
    trend: percentiles(rows.map((r) => r.f.trend)),
    volume: percentiles(rows.map((r) => r.f.volume)),
    drawdown: percentiles(rows.map((r) => r.f.drawdown)),
  };
  const k = FACTORS[timeframe];
  const scored = rows.map((r, i) => {
    const score = WEIGHTS.momentum * pct.momentum[i]! + WEIGHTS.trend * pct.trend[i]! + WEIGHTS.volume * pct.volume[i]! + WEIGHTS.drawdown * pct.drawdown[i]!;
    const at = r.s.asOf;
    const figures = {
      momentum: figure(r.f.momentum, "pct", r.s.source, at, `${figureLabel(k.momentum)}: close vs ${k.momentum.replace("change", "")} days earlier`),
      trend: figure(r.f.trend, "pct", r.s.source, at, `close vs the ${lower(k.trend)}`),
      volume: figure(r.f.volume, "ratio", r.s.source, at, figureLabel(k.volume)),
      drawdown: figure(r.f.drawdown, "pct", r.s.source, at, `${figureLabel(k.drawdown)}: close vs the highest close of the window`),
      marketCap: figure(r.cap.value, "usd", r.cap.source, at, r.cap.how),
      price: figure(r.s.close, "usd", r.s.source, at, "last daily close"),
    };
    return { r, score: Math.round(score * 10) / 10, figures };
  });
  scored.sort((a, b) => b.score - a.score || a.r.s.symbol.localeCompare(b.r.s.symbol));
  return scored.map((x, i) => ({
    rank: i + 1,
    symbol: x.r.s.symbol,
    name: x.r.s.asset.name,
    category: x.r.s.asset.category,
    score: x.score,
    figures: x.figures,
    // Template words around the figures; still through the research-only guard like every shown text.
    why: guardText(whyOf(x.figures, k.trendAverage), "report").text,
  }));
}

/** A figure's label inside a sentence ("30-day change"). */
const lower = (name: MetricName) => figureLabel(name).replace(/^[A-Z](?=[a-z])/u, (c) => c.toLowerCase());

function whyOf(f: Candidate["figures"], average: string): string {
  const parts = [
    `${fmt(f.momentum)} over the window`,
    `${f.trend.value! >= 0 ? "above" : "below"} its ${average} by ${fmt(Math.abs(f.trend.value!), "pct").replace("+", "")}`,
    `volume ${fmt(f.volume.value, "x")} its longer average`,
    `${fmt(f.drawdown)} from the window's high`,
  ];
  return `${parts.join(", ")}.`;
}

/**
 * Stocks and funds are not banded (worker/research/README.md "Market caps"): research reads the
 * bundled replay data, whose stock and fund samples hold prices and volumes but no shares
 * outstanding, and Fathom does not invent share counts or band by a stand-in measure.
 */
export const EQUITIES_NO_BANDS =
  "No market caps for stocks and funds: the replay data research runs on has prices and volumes for them but no shares outstanding, and Fathom does not estimate share counts, so they cannot be placed in a market-cap band. To research one, save it as an Idea in the Notebook (e.g. AAPL) and analyze it, or make a DeepDive report.";

function emptyReason(c: ExploreClass, band: CapBand, excluded: { symbol: string; reason: string }[]): string {
  const noCap = excluded.filter((e) => e.reason.startsWith("market cap"));
  if (c === "equities" && noCap.length > 0) return EQUITIES_NO_BANDS;
  const bounds = { micro: "under $300M", medium: "$300M–$10B", large: "$10B and over" }[band];
  return `No ${c} asset in the registry has a market cap ${bounds} at this date${excluded.length > 0 ? ` (${excluded.length} left out: ${excluded.map((e) => `${e.symbol} — ${e.reason}`).join("; ")})` : ""}.`;
}
