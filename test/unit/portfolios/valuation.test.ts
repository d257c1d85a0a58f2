import { describe, expect, it } from "vitest";
import type { Quote } from "../../../worker/market/types";
import type { Holding } from "../../../worker/portfolios/store";
import { allocationOf, totalsOf, valueHistory, valuePosition } from "../../../worker/portfolios/valuation";

const holding = (symbol: string, quantity: number, costBasis: number | null, createdAt = 1): Holding => ({
  id: `hd_${symbol}`,
  portfolioId: "pf_1",
  symbol,
  quantity,
  costBasis,
  notes: null,
  createdAt,
  updatedAt: createdAt,
});
const quote = (symbol: string, price: number, change24hPct: number | null, asOf = Date.UTC(2024, 0, 2)): Quote => ({
  symbol,
  price,
  change24hPct,
  marketCap: null,
  volume24h: null,
  source: "replay",
  asOf,
  label: "replay data from 2024-01-02",
});

describe("valuation", () => {
  it("values a position: value, cost, P&L, and the 24h move in money", () => {
    const p = valuePosition(holding("BTC", 2, 30000), quote("BTC", 44000, 10));
    expect(p).toMatchObject({ value: 88000, cost: 60000, pnl: 28000, pnlPct: 46.67, change24hPct: 10, source: "replay" });
    // 88000 now after +10% means 80000 a day ago.
    expect(p.change24hValue).toBe(8000);
  });

  it("a value past any real figure (rows stored before the caps) is unpriced, and the totals stay numbers", () => {
    const p = valuePosition(holding("BTC", 1e308, 1e308), quote("BTC", 44000, 10));
    expect(p).toMatchObject({ value: null, cost: null, pnl: null });
    const t = totalsOf([p, valuePosition(holding("ETH", 1, 1000), quote("ETH", 2000, null))]);
    expect(t).toMatchObject({ value: 2000, cost: 1000, unpriced: ["BTC"] });
    expect(JSON.parse(JSON.stringify(t)).value).toBe(2000);
  });

  it("never guesses: no quote means no value, no cost basis means no P&L", () => {
    expect(valuePosition(holding("XYZ", 5, 10), undefined)).toMatchObject({ price: null, value: null, cost: 50, pnl: null });
    expect(valuePosition(holding("ETH", 1, null), quote("ETH", 2000, null))).toMatchObject({ value: 2000, cost: null, pnl: null, change24hValue: null });
  });

  it("totals only priced positions, lists the unpriced, and dates the total by its oldest price", () => {
    const positions = [
      valuePosition(holding("BTC", 1, 40000), quote("BTC", 44000, 0, Date.UTC(2024, 0, 2))),
      valuePosition(holding("ETH", 10, 2500), quote("ETH", 2000, -5, Date.UTC(2024, 0, 1))),
      valuePosition(holding("XYZ", 3, 1), undefined),
    ];
    const totals = totalsOf(positions);
    expect(totals).toMatchObject({ value: 64000, cost: 65000, pnl: -1000, positions: 3, unpriced: ["XYZ"] });
    expect(totals.asOf).toBe("2024-01-01T00:00:00.000Z");
  });

  it("allocates by symbol with weights summing to 100", () => {
    const positions = [valuePosition(holding("BTC", 1, null), quote("BTC", 75, 0)), valuePosition(holding("ETH", 1, null), quote("ETH", 25, 0))];
    expect(allocationOf(positions)).toEqual([
      { symbol: "BTC", value: 75, weightPct: 75 },
      { symbol: "ETH", value: 25, weightPct: 25 },
    ]);
  });

  it("prices the current holdings at each common day's close", () => {
    const d1 = Date.UTC(2024, 0, 1);
    const d2 = Date.UTC(2024, 0, 2);
    const closes = new Map([
      ["BTC", [{ t: d1, close: 100 }, { t: d2, close: 110 }]],
      ["ETH", [{ t: d2, close: 10 }]],
    ]);
    expect(valueHistory([holding("BTC", 2, null), holding("ETH", 3, null)], closes).history).toEqual([{ date: "2024-01-02", value: 250 }]);
  });

  it("ends the window at the newest series, carrying an ended one at its last close (labelled)", () => {
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
    const btc = Array.from({ length: 60 }, (_, i) => ({ t: day("2025-08-28") + i * 86_400_000, close: 100 + i }));
    const closes = new Map([
      ["BTC", btc],
      ["USDT", [{ t: day("2024-12-06"), close: 1 }, { t: day("2024-12-07"), close: 1.001 }]],
    ]);
    const { history, ended } = valueHistory([holding("BTC", 1, null), holding("USDT", 1000, null)], closes, 30);
    expect(history).toHaveLength(30);
    expect(history.at(-1)).toEqual({ date: "2025-10-26", value: 159 + 1001 });
    expect(ended).toEqual([{ symbol: "USDT", lastDate: "2024-12-07" }]);
  });

  it("does not call a stock's weekend an ended series", () => {
    const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
    const closes = new Map([
      ["BTC", [day("2025-09-26"), day("2025-09-27"), day("2025-09-28")].map((t) => ({ t, close: 10 }))],
      ["AAPL", [{ t: day("2025-09-26"), close: 5 }]],
    ]);
    const { history, ended } = valueHistory([holding("BTC", 1, null), holding("AAPL", 1, null)], closes, 3);
    expect(history.map((p) => p.date)).toEqual(["2025-09-26", "2025-09-27", "2025-09-28"]);
    expect(ended).toEqual([]);
  });
});
