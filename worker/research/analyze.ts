import { ASSETS } from "../market/assets";
import { AppError } from "../http/errors";
import type { ResearchData } from "./data";
import { figure, fmt, type Figure } from "./figures";
import { levelsOf, type LevelsResult } from "./levels";
import { marketCapOf, readSnapshot, type Snapshot } from "./metrics";

/**
 * Analyze: conviction (a score and the points it rests on), levels, same-category peers and
 * valuation, each figure with its source and as-of. Deterministic over point-in-time data.
 */
export interface ConvictionPoint {
  factor: string;
  points: number;
  max: number;
  figure: Figure;
}

export interface Analysis {
  symbol: string;
  name: string;
  assetClass: string;
  category: string;
  asOf: string;
  label: string;
  conviction: { score: number; restsOn: ConvictionPoint[] };
  levels: LevelsResult;
  competitors: { note: string; peers: PeerRow[] };
  valuation: { figures: Record<string, Figure>; notAvailable: { item: string; reason: string }[] };
  indicators: Record<string, Figure>;
}

export interface PeerRow {
  symbol: string;
  change30: Figure;
  volatility30: Figure;
  drawdown365: Figure;
  rsi14: Figure;
  marketCap: Figure;
}

function pointsFor(s: Snapshot): ConvictionPoint[] {
  const v = s.values;
  const f = (value: number | null, unit: Figure["unit"], how: string) => figure(value, unit, s.source, s.asOf, how);
  const above = (avg: number | null) => (avg === null ? null : (s.close / avg - 1) * 100);
  const rs = s.asset.assetClass === "crypto" ? v.rsBtc30 : v.rsSpy30;
  const rsName = s.asset.assetClass === "crypto" ? "BTC" : "SPY";
  const rsi = v.rsi14;
  return [
    { factor: "Long trend: close above SMA200", points: above(v.sma200) !== null && above(v.sma200)! > 0 ? 25 : 0, max: 25, figure: f(above(v.sma200), "pct", "close vs SMA200") },
    { factor: "Medium trend: SMA50 above SMA200", points: v.sma50 !== null && v.sma200 !== null && v.sma50 > v.sma200 ? 15 : 0, max: 15, figure: f(v.sma50 !== null && v.sma200 !== null ? (v.sma50 / v.sma200 - 1) * 100 : null, "pct", "SMA50 vs SMA200") },
    { factor: "30-day momentum positive", points: v.change30 !== null && v.change30 > 0 ? 15 : 0, max: 15, figure: f(v.change30, "pct", "close vs 30 days earlier") },
    { factor: "RSI14 between 40 and 70 (not stretched)", points: rsi !== null && rsi >= 40 && rsi <= 70 ? 15 : 0, max: 15, figure: f(rsi, "score", "Wilder RSI over 14 days") },
    { factor: "Within 25% of its one-year high", points: v.drawdown365 !== null && v.drawdown365 > -25 ? 15 : 0, max: 15, figure: f(v.drawdown365, "pct", "close vs the highest close of 365 days") },
    { factor: `Outperformed ${rsName} over 30 days`, points: rs !== null && rs > 0 ? 15 : 0, max: 15, figure: f(rs, "pct", `30-day return minus ${rsName}'s, percentage points`) },
  ];
}

async function peersOf(data: ResearchData, s: Snapshot): Promise<{ note: string; peers: PeerRow[] }> {
  const same = ASSETS.filter((a) => a.symbol !== s.symbol && a.category === s.asset.category);
  const pool = same.length > 0 ? same : ASSETS.filter((a) => a.symbol !== s.symbol && a.assetClass === s.asset.assetClass);
  const peers: PeerRow[] = [];
  for (const a of [s.asset, ...pool]) {
    const p = a.symbol === s.symbol ? s : await readSnapshot(data, a.symbol);
    if (!p || p.ended) continue;
    const f = (value: number | null, unit: Figure["unit"], how: string) => figure(value, unit, p.source, p.asOf, how);
    const cap = marketCapOf(data, p);
    peers.push({
      symbol: p.symbol,
      change30: f(p.values.change30, "pct", "30-day change"),
      volatility30: f(p.values.volatility30, "pct", "annualised 30-day realised volatility"),
      drawdown365: f(p.values.drawdown365, "pct", "below the one-year high"),
      rsi14: f(p.values.rsi14, "score", "RSI14"),
      marketCap: figure(cap.value, "usd", cap.source, p.asOf, cap.how),
    });
    if (peers.length >= 6) break;
  }
  const note = same.length > 0 ? `Same category (${s.asset.category}) in the registry.` : `No other ${s.asset.category} asset in the registry; compared with its asset class (${s.asset.assetClass}).`;
  return { note, peers };
}

function valuationOf(data: ResearchData, s: Snapshot): Analysis["valuation"] {
  const cap = marketCapOf(data, s);
  const supply = data.supply(s.symbol);
  const figures: Record<string, Figure> = {};
  const notAvailable: { item: string; reason: string }[] = [];
  if (cap.value !== null) figures.marketCap = figure(cap.value, "usd", cap.source, s.asOf, cap.how);
  else notAvailable.push({ item: "market cap", reason: cap.how.replace(/^not available: /, "") });
  const maxSupply = supply?.supply.max ?? supply?.supply.total ?? null;
  if (supply && maxSupply) {
    const fdv = maxSupply * s.close;
    figures.fdv = figure(fdv, "usd", supply.source, s.asOf, `${supply.supply.max ? "max" : "total"} supply × close`);
    figures.marketCapToFdv = figure(cap.value! / fdv, "ratio", supply.source, s.asOf, "market cap ÷ FDV (1 = fully diluted already)");
  } else notAvailable.push({ item: "FDV", reason: s.asset.assetClass === "crypto" ? "no supply figure in the replay data" : "not applicable to stocks and funds" });
  const defi = s.asset.assetClass === "crypto" ? "DefiLlama figures are read live and not kept historically, so none is available as of a past date" : "the replay data has no earnings or revenue for stocks";
  notAvailable.push({ item: s.asset.assetClass === "crypto" ? "fees, revenue and TVL multiples" : "earnings and revenue multiples", reason: defi });
  return { figures, notAvailable };
}

export async function analyze(data: ResearchData, symbol: string): Promise<Analysis> {
  const s = await readSnapshot(data, symbol);
  if (!s || s.candles < 60) throw new AppError("conflict", { message: `Not enough price history for ${symbol} by ${new Date(data.asOf).toISOString().slice(0, 10)} to analyze it.`, param: "symbol", hint: "Choose a later date or another asset." });
  const levels = levelsOf(s);
  if (!levels) throw new AppError("conflict", { message: `No volatility figure for ${symbol} at this date.`, param: "symbol" });
  const restsOn = pointsFor(s);
  const f = (value: number | null, unit: Figure["unit"], how: string) => figure(value, unit, s.source, s.asOf, how);
  return {
    symbol: s.symbol,
    name: s.asset.name,
    assetClass: s.asset.assetClass,
    category: s.asset.category,
    asOf: new Date(s.asOf).toISOString(),
    label: s.label,
    conviction: { score: restsOn.reduce((t, p) => t + p.points, 0), restsOn },
    levels,
    competitors: await peersOf(data, s),
    valuation: valuationOf(data, s),
    indicators: {
      sma20: f(s.values.sma20, "usd", "simple average of 20 closes"),
      sma50: f(s.values.sma50, "usd", "simple average of 50 closes"),
      sma200: f(s.values.sma200, "usd", "simple average of 200 closes"),
      rsi14: f(s.values.rsi14, "score", "Wilder RSI over 14 days"),
      volatility30: f(s.values.volatility30, "pct", "annualised 30-day realised volatility"),
      change7: f(s.values.change7, "pct", "7-day change"),
      change30: f(s.values.change30, "pct", "30-day change"),
      change90: f(s.values.change90, "pct", "90-day change"),
      drawdown365: f(s.values.drawdown365, "pct", "below the one-year high"),
    },
  };
}

/** The template narrator's summary (no model): words around the same figures. */
export function analysisSummary(a: Analysis): string {
  // Lower-case only a leading word, so "SMA200", "RSI14" and "BTC" keep their capitals.
  const held = a.conviction.restsOn.filter((p) => p.points > 0).map((p) => (/^[A-Z][a-z]/u.test(p.factor) ? p.factor[0]!.toLowerCase() + p.factor.slice(1) : p.factor));
  return `${a.name} (${a.symbol}) as of ${a.asOf.slice(0, 10)}: conviction ${a.conviction.score}/100, resting on ${held.length > 0 ? held.join("; ") : "none of the six checks"}. Validation ${fmt(a.levels.validation)}, invalidation ${fmt(a.levels.invalidation)} (close ${fmt(a.levels.close)}).`;
}
