import { describe, expect, it } from "vitest";
import { asOfGroups, groupPositions } from "../../../worker/portfolios/groups";
import { valuePosition } from "../../../worker/portfolios/valuation";
import type { Quote } from "../../../worker/market/types";

const quote = (symbol: string, price: number, change24hPct: number | null, asOf: number): Quote => ({ symbol, price, change24hPct, marketCap: null, volume24h: null, source: "replay", asOf });
const JAN = Date.UTC(2026, 0, 6);
const APR = Date.UTC(2026, 3, 24);
const btc = quote("BTC", 100, 10, JAN);
const aapl = quote("AAPL", 200, -1, APR);
const lot = (id: string, symbol: string, quantity: number, costBasis: number | null, q: Quote) => valuePosition({ id, symbol, quantity, costBasis, notes: null }, q);

describe("positions merged per asset", () => {
  const positions = [lot("a", "BTC", 1, 50, btc), lot("b", "AAPL", 2, null, aapl), lot("c", "BTC", 3, 90, btc), lot("d", "BTC", 1, null, btc)];
  const groups = groupPositions(positions);

  it("one row per asset, biggest value first, with its lots underneath", () => {
    expect(groups.map((g) => [g.symbol, g.quantity, g.value, g.lots.map((l) => l.id)])).toEqual([
      ["BTC", 5, 500, ["a", "c", "d"]],
      ["AAPL", 2, 400, ["b"]],
    ]);
  });

  it("unrealised P&L and average cost count only the lots with a cost", () => {
    const b = groups[0]!;
    // Lots a and c: cost 50 + 270 = 320 for 4 units, worth 400 now.
    expect(b.cost).toBe(320);
    expect(b.avgCost).toBe(80);
    expect(b.pnl).toBe(80);
    expect(b.pnlPct).toBe(25);
    expect(groups[1]!.pnl).toBeNull();
  });

  it("today's move in money adds up over the lots", () => {
    // 500 worth after +10%: 500 - 500/1.1 = 45.45.
    expect(groups[0]!.change24hValue).toBeCloseTo(45.45, 1);
  });
});

describe("as-of in the header", () => {
  it("says each moment with its symbols, newest first, not only the oldest", () => {
    const positions = [lot("a", "BTC", 1, null, btc), lot("b", "AAPL", 1, null, aapl), lot("c", "ETH", 1, null, quote("ETH", 10, 1, JAN))];
    expect(asOfGroups(positions)).toEqual([
      { asOf: new Date(APR).toISOString(), symbols: ["AAPL"] },
      { asOf: new Date(JAN).toISOString(), symbols: ["BTC", "ETH"] },
    ]);
  });
});
