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

export function valuePosition(holding: ValuedHolding, quote: Quote | undefined): PositionValue {
  const cost = holding.costBasis === null ? null : holding.costBasis * holding.quantity;
  const value = quote ? quote.price * holding.quantity : null;
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

/** Value history: the current quantities priced at each day's close. */
export function valueHistory(holdingsList: readonly ValuedHolding[], closes: Map<string, { t: number; close: number }[]>): { date: string; value: number }[] {
  const byDay = new Map<number, number>();
  const days = new Set<number>();
  for (const series of closes.values()) for (const c of series) days.add(c.t);
  const sortedDays = [...days].sort((a, b) => a - b);
  for (const day of sortedDays) {
    let total = 0;
    let complete = true;
    for (const h of holdingsList) {
      const series = closes.get(h.symbol);
      if (!series) continue;
      const point = series.find((c) => c.t === day);
      if (!point) {
        complete = false;
        break;
      }
      total += point.close * h.quantity;
    }
    if (complete) byDay.set(day, total);
  }
  return [...byDay.entries()].map(([t, value]) => ({ date: new Date(t).toISOString().slice(0, 10), value: round(value) }));
}
