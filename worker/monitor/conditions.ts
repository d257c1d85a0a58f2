import type { MarketEvent } from "../market/reader";
import type { NewsItem, Quote } from "../market/types";
import type { AlertRule } from "../agent/workspace";

/**
 * The monitoring layers and alert rules as pure functions: quotes, events and rules in,
 * conditions out. No I/O, no clock: the pass (pass.ts) reads, this decides, marks.ts dedups.
 */

/** Held assets alert past this absolute 24 h move (10% is quiet, 10.01% alerts). */
export const HOLDING_MOVE_PCT = 10;
/** Watched assets alert past this absolute move on the day (5% is quiet, 5.01% alerts). */
export const TRACKED_MOVE_PCT = 5;
/** Wider-market events that alert: these kinds, open, at warning or critical severity. */
export const MARKET_EVENT_KINDS = ["depeg", "exploit", "governance", "bridge_halt"] as const;

export type Layer = "holding" | "tracked" | "market" | "rule" | "check";

export interface Condition {
  /** Stable per condition (not per pass): the dedup key. */
  key: string;
  layer: Layer;
  symbol: string | null;
  /** What crossed, in words ("BTC moved -12.40% in 24 hours"). */
  crossed: string;
  /** By how much, in words ("2.40 points past the 10% line"). */
  by: string;
  /** How far past the line (percentage points, or severity × 100 for events): a larger one is "worse". */
  magnitude: number;
  source: string;
  asOf: number;
  label?: string;
  /** Supporting headline (tracked layer: major news about the asset). */
  news?: { title: string; link: string; feed: string };
}

const pct = (n: number) => `${n >= 0 ? "+" : ""}${n.toFixed(2)}%`;
const pts = (n: number) => `${n.toFixed(2)} percentage points`;
const price = (n: number) => (n >= 1 ? n.toLocaleString("en-US", { maximumFractionDigits: 2 }) : n.toPrecision(4));
const provenance = (q: Quote) => ({ source: q.source, asOf: q.asOf, ...(q.label ? { label: q.label } : {}) });

/** Layer 1: a holding that moved more than 10% in the last 24 hours. */
export function holdingMoves(held: readonly string[], quotes: ReadonlyMap<string, Quote>): Condition[] {
  const out: Condition[] = [];
  for (const symbol of new Set(held)) {
    const q = quotes.get(symbol);
    const c = q?.change24hPct;
    if (!q || c === null || c === undefined || Math.abs(c) <= HOLDING_MOVE_PCT) continue;
    out.push({ key: `holding:${symbol}:${c > 0 ? "up" : "down"}`, layer: "holding", symbol, crossed: `Your holding ${symbol} moved ${pct(c)} in 24 hours (now $${price(q.price)})`, by: `${pts(Math.abs(c) - HOLDING_MOVE_PCT)} past the ${HOLDING_MOVE_PCT}% line`, magnitude: Math.abs(c), ...provenance(q) });
  }
  return out;
}

/** Layer 2: a watched asset that moved more than 5% on the day, with the latest headline about it. */
export function trackedMoves(watched: readonly string[], quotes: ReadonlyMap<string, Quote>, skip: ReadonlySet<string>, news: ReadonlyMap<string, NewsItem>): Condition[] {
  const out: Condition[] = [];
  for (const symbol of new Set(watched)) {
    const q = quotes.get(symbol);
    const c = q?.change24hPct;
    if (skip.has(symbol) || !q || c === null || c === undefined || Math.abs(c) <= TRACKED_MOVE_PCT) continue;
    const n = news.get(symbol);
    out.push({
      key: `tracked:${symbol}:${c > 0 ? "up" : "down"}`,
      layer: "tracked",
      symbol,
      crossed: `${symbol} on your watchlist moved ${pct(c)} on the day (now $${price(q.price)})`,
      by: `${pts(Math.abs(c) - TRACKED_MOVE_PCT)} past the ${TRACKED_MOVE_PCT}% line`,
      magnitude: Math.abs(c),
      ...provenance(q),
      ...(n ? { news: { title: n.title, link: n.link, feed: n.feed } } : {}),
    });
  }
  return out;
}

const SEVERITY: Record<MarketEvent["severity"], number> = { info: 0, warning: 1, critical: 2 };

/**
 * Layer 3: the wider market — open depegs, exploits, governance emergencies, bridge halts last
 * seen since `since` (an event the scan stopped seeing is not news any more).
 */
export function marketEvents(events: readonly MarketEvent[], since: number): Condition[] {
  return events
    .filter((e) => e.status === "open" && e.lastSeenAt >= since && SEVERITY[e.severity] >= SEVERITY.warning && (MARKET_EVENT_KINDS as readonly string[]).includes(e.kind))
    .map((e) => ({
      key: `event:${e.id}`,
      layer: "market" as const,
      symbol: e.subject,
      crossed: `Market event: ${e.title}`,
      by: `severity ${e.severity} (${e.kind.replace("_", " ")})`,
      magnitude: SEVERITY[e.severity] * 100,
      source: e.source,
      asOf: e.asOf,
      ...(e.label ? { label: e.label } : {}),
    }));
}

/** Symbols a set of rules needs quotes for (ratio rules need both sides). */
export function ruleSymbols(rules: readonly AlertRule[]): string[] {
  return [...new Set(rules.flatMap((r) => (r.otherSymbol ? [r.symbol, r.otherSymbol] : [r.symbol])))];
}

/** The rule's observed value and whether it is past the rule's line, or null when it cannot be read. */
export function ruleReading(rule: AlertRule, quotes: ReadonlyMap<string, Quote>): { observed: number; past: boolean; magnitude: number; q: Quote } | null {
  const q = quotes.get(rule.symbol);
  if (!q) return null;
  const beyond = (a: number, b: number) => (Math.abs(a - b) / Math.abs(b)) * 100;
  switch (rule.type) {
    case "price_above":
      return { observed: q.price, past: q.price > rule.value, magnitude: beyond(q.price, rule.value), q };
    case "price_below":
      return { observed: q.price, past: q.price < rule.value, magnitude: beyond(q.price, rule.value), q };
    case "change_24h": {
      if (q.change24hPct === null) return null;
      const c = q.change24hPct;
      return { observed: c, past: Math.abs(c) > Math.abs(rule.value), magnitude: Math.abs(c) - Math.abs(rule.value), q };
    }
    case "ratio_above":
    case "ratio_below": {
      const o = rule.otherSymbol ? quotes.get(rule.otherSymbol) : undefined;
      if (!o || o.price <= 0) return null;
      const ratio = q.price / o.price;
      const past = rule.type === "ratio_above" ? ratio > rule.value : ratio < rule.value;
      // The older of the two quotes is the ratio's asOf.
      return { observed: ratio, past, magnitude: beyond(ratio, rule.value), q: o.asOf < q.asOf ? o : q };
    }
  }
}

const RULE_WORDS: Record<AlertRule["type"], (r: AlertRule, v: number) => string> = {
  price_above: (r, v) => `${r.symbol} is at $${price(v)}, above your $${price(r.value)} alert`,
  price_below: (r, v) => `${r.symbol} is at $${price(v)}, below your $${price(r.value)} alert`,
  change_24h: (r, v) => `${r.symbol} moved ${pct(v)} in 24 hours, past your ${Math.abs(r.value)}% alert`,
  ratio_above: (r, v) => `${r.symbol}/${r.otherSymbol} is at ${v.toPrecision(4)}, above your ${r.value} alert`,
  ratio_below: (r, v) => `${r.symbol}/${r.otherSymbol} is at ${v.toPrecision(4)}, below your ${r.value} alert`,
};

/** Every rule past its line, as a condition. */
export function ruleHits(rules: readonly AlertRule[], quotes: ReadonlyMap<string, Quote>): Condition[] {
  const out: Condition[] = [];
  for (const rule of rules) {
    const r = ruleReading(rule, quotes);
    if (!r || !r.past) continue;
    const by = rule.type === "change_24h" ? `${pts(r.magnitude)} past the line` : `${r.magnitude.toFixed(2)}% past the line`;
    out.push({ key: `rule:${rule.id}`, layer: "rule", symbol: rule.symbol, crossed: RULE_WORDS[rule.type](rule, r.observed), by, magnitude: r.magnitude, ...provenance(r.q) });
  }
  return out;
}
