import type { Quote } from "../market/types";

/** What valuation reads of a holding (structurally the stored row; kept here so the site can import these types without the store). */
export interface ValuedHolding {
  id: string;
  symbol: string;
  quantity: number;
  costBasis: number | null;
  notes: string | null;
}

/**
 * Values holdings from quotes: pure arithmetic, every number traceable to a quote's source and
 * asOf. A holding with no quote keeps its cost and shows no value rather than a guessed one.
 */
export interface PositionValue {
  id: string;
  symbol: string;
  quantity: number;
  costBasis: number | null;
  notes: string | null;
  price: number | null;
  value: number | null;
  cost: number | null;
  pnl: number | null;
  pnlPct: number | null;
  change24hPct: number | null;
  change24hValue: number | null;
  source: string | null;
  asOf: string | null;
  label: string | null;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Past 1e30 a product is no usable figure (only rows stored before the holding caps can get there,
 * and Infinity would be JSON null): such a position counts as unpriced, so every sum stays finite.
 */
const MAX_FIGURE = 1e30;
const finite = (n: number) => (Number.isFinite(n) && Math.abs(n) <= MAX_FIGURE ? n : null);

export function valuePosition(holding: ValuedHolding, quote: Quote | undefined): PositionValue {
  const cost = holding.costBasis === null ? null : finite(holding.costBasis * holding.quantity);
  const value = quote ? finite(quote.price * holding.quantity) : null;
  const pnl = value !== null && cost !== null ? value - cost : null;
  // The value 24h ago is value / (1 + change); the difference is today's move in money.
  const change24hValue = quote && value !== null && quote.change24hPct !== null ? value - value / (1 + quote.change24hPct / 100) : null;
  return {
    id: holding.id,
    symbol: holding.symbol,
    quantity: holding.quantity,
    costBasis: holding.costBasis,
    notes: holding.notes,
    price: quote?.price ?? null,
    value: value === null ? null : round(value),
    cost: cost === null ? null : round(cost),
    pnl: pnl === null ? null : round(pnl),
    pnlPct: pnl !== null && cost ? round((pnl / cost) * 100) : null,
    change24hPct: quote?.change24hPct ?? null,
    change24hValue: change24hValue === null ? null : round(change24hValue),
    source: quote?.source ?? null,
    asOf: quote ? new Date(quote.asOf).toISOString() : null,
    label: quote?.label ?? null,
  };
}

export interface PortfolioTotals {
  value: number;
  cost: number;
  pnl: number | null;
  pnlPct: number | null;
  change24hValue: number;
  positions: number;
  /** Symbols with no known price: not counted in the value. */
  unpriced: string[];
  asOf: string | null;
}

/**
 * Totals are always numbers (the OpenAPI says so): a position whose value cannot be a finite
 * number counts as unpriced, and the sums below are of finite, capped figures.
 */
export function totalsOf(positions: PositionValue[]): PortfolioTotals {
  const priced = positions.filter((p) => p.value !== null);
  const value = priced.reduce((sum, p) => sum + p.value!, 0);
  const costed = priced.filter((p) => p.cost !== null);
  const cost = costed.reduce((sum, p) => sum + p.cost!, 0);
  const pnl = costed.length > 0 ? costed.reduce((sum, p) => sum + p.pnl!, 0) : null;
  const asOfs = priced.map((p) => p.asOf!).sort();
  return {
    value: round(value),
    cost: round(cost),
    pnl: pnl === null ? null : round(pnl),
    pnlPct: pnl !== null && cost > 0 ? round((pnl / cost) * 100) : null,
    change24hValue: round(priced.reduce((sum, p) => sum + (p.change24hValue ?? 0), 0)),
    positions: positions.length,
    unpriced: positions.filter((p) => p.value === null).map((p) => p.symbol),
    // The oldest price used is what the total is "as of".
    asOf: asOfs[0] ?? null,
  };
}

export function allocationOf(positions: PositionValue[]): { symbol: string; value: number; weightPct: number }[] {
  const bySymbol = new Map<string, number>();
  for (const p of positions) if (p.value !== null) bySymbol.set(p.symbol, (bySymbol.get(p.symbol) ?? 0) + p.value);
  const total = [...bySymbol.values()].reduce((a, b) => a + b, 0);
  return [...bySymbol.entries()]
    .map(([symbol, value]) => ({ symbol, value: round(value), weightPct: total > 0 ? round((value / total) * 100) : 0 }))
    .sort((a, b) => b.value - a.value);
}

const DAY_MS = 86_400_000;
/** A close older than this still prices a day (weekends, market holidays); past it the day is left out. */
const MAX_GAP_DAYS = 4;

/** A held series that ended before the portfolio's as-of: carried at its last close, and said so. */
export interface EndedSeries {
  symbol: string;
  /** The last day the series has (UTC date). */
  lastDate: string;
}

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/**
 * Value history: the current quantities priced at each day's close, one point per calendar day
 * for the last `days` days up to the portfolio's as-of — the newest day any held series reaches,
 * as the header values it. A series that ended earlier (daily USDT stops in December 2024) is
 * carried at its last close and listed in `ended`, never pulling the whole window back to its end.
 * A day with no close for a live holding (a stock's weekend) uses that holding's previous close,
 * up to four days back; a day before a holding's history starts is left out rather than undercounted.
 */
export function valueHistory(
  holdingsList: readonly ValuedHolding[],
  closes: Map<string, { t: number; close: number }[]>,
  days = 30,
): { history: { date: string; value: number }[]; ended: EndedSeries[] } {
  const series = new Map<string, { day: number; close: number }[]>();
  for (const [symbol, points] of closes) {
    if (points.length > 0) series.set(symbol, points.map((p) => ({ day: Math.floor(p.t / DAY_MS) * DAY_MS, close: p.close })).sort((x, y) => x.day - y.day));
  }
  const held = holdingsList.filter((h) => series.has(h.symbol));
  if (held.length === 0) return { history: [], ended: [] };
  const lastDay = (symbol: string) => series.get(symbol)!.at(-1)!.day;
  const end = Math.max(...held.map((h) => lastDay(h.symbol)));
  const out: { date: string; value: number }[] = [];
  const carried = new Set<string>();
  for (let day = end - (days - 1) * DAY_MS; day <= end; day += DAY_MS) {
    let total = 0;
    const used: string[] = [];
    const complete = held.every((h) => {
      const points = series.get(h.symbol)!;
      // Past its end a series stands at its last close; before that, the usual gap rule applies.
      const point = day > lastDay(h.symbol) ? points.at(-1)! : closeOn(points, day);
      if (point) total += point.close * h.quantity;
      if (point && day - point.day > MAX_GAP_DAYS * DAY_MS) used.push(h.symbol);
      return point !== null;
    });
    if (complete) {
      out.push({ date: isoDay(day), value: round(total) });
      for (const s of used) carried.add(s);
    }
  }
  const ended = [...carried].sort().map((symbol) => ({ symbol, lastDate: isoDay(lastDay(symbol)) }));
  return { history: out, ended };
}

/** The last close on or before `day`, if it is recent enough to stand for that day. */
function closeOn(points: readonly { day: number; close: number }[], day: number): { day: number; close: number } | null {
  let lo = 0;
  let hi = points.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.day <= day) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const p = found >= 0 ? points[found]! : null;
  return p && day - p.day <= MAX_GAP_DAYS * DAY_MS ? p : null;
}
