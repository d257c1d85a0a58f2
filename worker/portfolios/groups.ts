import type { PositionValue } from "./valuation";

/**
 * The portfolio page's view of its holdings: one row per asset (lots of the same symbol merged,
 * the lots kept underneath), and which prices are as of when. Pure arithmetic on the valued
 * positions, so the page shows the same numbers as /v1.
 */
export interface AssetGroup {
  symbol: string;
  quantity: number;
  /** Cost of the lots that have one; null when no lot has a cost. */
  cost: number | null;
  /** Average cost per unit over the lots with a cost. */
  avgCost: number | null;
  price: number | null;
  value: number | null;
  /** Unrealised: value minus cost, over the lots with a cost. */
  pnl: number | null;
  pnlPct: number | null;
  change24hPct: number | null;
  change24hValue: number | null;
  source: string | null;
  label: string | null;
  asOf: string | null;
  lots: PositionValue[];
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function groupPositions(positions: readonly PositionValue[]): AssetGroup[] {
  const bySymbol = new Map<string, PositionValue[]>();
  for (const p of positions) bySymbol.set(p.symbol, [...(bySymbol.get(p.symbol) ?? []), p]);
  return [...bySymbol.entries()].map(([symbol, lots]) => {
    const first = lots[0]!;
    const quantity = sum(lots.map((l) => l.quantity));
    const costed = lots.filter((l) => l.cost !== null);
    const cost = costed.length ? round(sum(costed.map((l) => l.cost!))) : null;
    const costedQty = sum(costed.map((l) => l.quantity));
    const value = first.price === null ? null : round(first.price * quantity);
    // P&L only over the lots with a cost: a lot without one is value, not profit.
    const pnl = first.price === null || cost === null ? null : round(first.price * costedQty - cost);
    return {
      symbol,
      quantity,
      cost,
      avgCost: cost !== null && costedQty > 0 ? cost / costedQty : null,
      price: first.price,
      value,
      pnl,
      pnlPct: pnl !== null && cost ? round((pnl / cost) * 100) : null,
      change24hPct: first.change24hPct,
      change24hValue: lots.every((l) => l.change24hValue === null) ? null : round(sum(lots.map((l) => l.change24hValue ?? 0))),
      source: first.source,
      label: first.label,
      asOf: first.asOf,
      lots,
    };
  }).sort((a, b) => (b.value ?? -1) - (a.value ?? -1));
}

/** Which symbols' prices are as of which moment, newest first: the header says each, not just the oldest. */
export function asOfGroups(positions: readonly PositionValue[]): { asOf: string; symbols: string[] }[] {
  const byAsOf = new Map<string, Set<string>>();
  for (const p of positions) if (p.asOf) byAsOf.set(p.asOf, (byAsOf.get(p.asOf) ?? new Set()).add(p.symbol));
  return [...byAsOf.entries()].sort((a, b) => b[0].localeCompare(a[0])).map(([asOf, s]) => ({ asOf, symbols: [...s].sort() }));
}
