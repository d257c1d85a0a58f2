import type { MarketReader } from "../agent/market";
import type { FlatRecord } from "../agent/results";
import type { Candle, Quote } from "../market/types";
import type { CheckSpec, CustomCheck } from "./checks";
import type { Condition } from "./conditions";

/**
 * Runs the custom checks inside a pass: like the layers, it reads only what the scan stored
 * (quotes already read by the pass, daily candles through the `live: false` reader, each symbol's
 * read once per pass however many checks ask), and turns each hit into a Condition so dedup,
 * Inbox, Activity and the channels work exactly as for every other alert.
 */

export interface CheckScope {
  held: readonly string[];
  watched: readonly string[];
}

function symbolsOf(spec: CheckSpec, scope: CheckScope): string[] {
  if (spec.kind === "note") return [];
  if (spec.scope === "holdings") return [...new Set(scope.held)];
  if (spec.scope === "watchlist") return [...new Set(scope.watched)];
  return spec.symbol ? [spec.symbol] : [];
}

/** Symbols the checks need quotes for (the pass reads them with everything else, in one call). */
export function checkSymbols(checks: readonly CustomCheck[], scope: CheckScope): string[] {
  return [...new Set(checks.flatMap((c) => symbolsOf(c.spec, scope)))];
}

const DAY_MS = 86_400_000;
const short = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);
// One formatter for the pass (toLocaleString builds a new one per call, which dominates a busy pass).
const DOLLARS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const money = (n: number) => (n >= 1 ? DOLLARS.format(n) : n.toPrecision(4));

export interface CheckRun {
  conditions: Condition[];
  /** One line per check, for the pass's Activity entry. */
  results: FlatRecord;
}

export async function runChecks(checks: readonly CustomCheck[], scope: CheckScope, quotes: ReadonlyMap<string, Quote>, market: MarketReader, now: number): Promise<CheckRun> {
  // One read per symbol per pass, however many checks (and windows) ask: the window is cut here.
  const candleCache = new Map<string, Promise<Candle[]>>();
  // The window ends at the quote's own as-of, not the wall clock: replay data (and a stale cache)
  // is dated in the past, and a window cut from "now" held no candles, so the check never fired.
  const candles = async (symbol: string, days: number, asOf: number) => {
    if (!candleCache.has(symbol)) candleCache.set(symbol, market.candles(symbol, "1d").then((s) => s?.candles ?? []).catch(() => []));
    return windowOf(await candleCache.get(symbol)!, Math.min(now, asOf), days);
  };
  const conditions: Condition[] = [];
  const results: FlatRecord = {};
  for (const check of checks) {
    const { spec } = check;
    if (spec.kind === "note") {
      results[check.id] = `kept: no scan data for ${spec.topic}`;
      continue;
    }
    const symbols = symbolsOf(spec, scope);
    const hits: string[] = [];
    let read = 0;
    for (const symbol of symbols) {
      const q = quotes.get(symbol);
      if (!q) continue;
      const c = spec.kind === "below_high" ? await belowHigh(check, spec, q, await candles(symbol, spec.days, q.asOf)) : move(check, spec, q);
      read++;
      if (c) conditions.push(c), hits.push(symbol);
    }
    results[check.id] = hits.length ? `fired: ${hits.join(", ")}` : `quiet: ${read} of ${symbols.length} assets read`;
  }
  return { conditions, results };
}

function base(check: CustomCheck, q: Quote) {
  return { key: `check:${check.id}:${q.symbol}`, layer: "check" as const, symbol: q.symbol, source: q.source, asOf: q.asOf, ...(q.label ? { label: q.label } : {}) };
}

/** The daily candles of the `days` days up to `end` (both ends included). */
export function windowOf(candles: readonly Candle[], end: number, days: number): Candle[] {
  const from = end - days * DAY_MS;
  return candles.filter((c) => c.t >= from && c.t <= end);
}

/**
 * The spec's "high" is the highest daily close (what a chart of closes and the user's own
 * arithmetic show), not an intraday wick; the quote counts too when it is above every close.
 */
export async function belowHigh(check: CustomCheck, spec: Extract<CheckSpec, { kind: "below_high" }>, q: Quote, series: readonly Candle[]): Promise<Condition | null> {
  const high = Math.max(q.price, ...series.map((c) => c.close));
  if (!(high > 0) || series.length === 0) return null;
  const below = ((high - q.price) / high) * 100;
  if (below <= spec.pct) return null;
  return {
    ...base(check, q),
    crossed: `Your check “${short(check.instruction)}”: ${q.symbol} is ${below.toFixed(2)}% below its ${spec.days}-day high of $${money(high)} (now $${money(q.price)})`,
    by: `${(below - spec.pct).toFixed(2)} percentage points past your ${spec.pct}% line`,
    magnitude: below - spec.pct,
  };
}

function move(check: CustomCheck, spec: Extract<CheckSpec, { kind: "move_24h" }>, q: Quote): Condition | null {
  const c = q.change24hPct;
  if (c === null || c === undefined || Math.abs(c) <= spec.pct) return null;
  return {
    ...base(check, q),
    key: `check:${check.id}:${q.symbol}:${c > 0 ? "up" : "down"}`,
    crossed: `Your check “${short(check.instruction)}”: ${q.symbol} moved ${c >= 0 ? "+" : ""}${c.toFixed(2)}% in 24 hours (now $${money(q.price)})`,
    by: `${(Math.abs(c) - spec.pct).toFixed(2)} percentage points past your ${spec.pct}% line`,
    magnitude: Math.abs(c) - spec.pct,
  };
}
