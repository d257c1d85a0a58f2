import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { latestQuotes, dailyCloses } from "./quotes";
import { allHoldings, type Portfolio } from "./store";
import { allocationOf, totalsOf, valueHistory, valuePosition } from "./valuation";

/** A portfolio's positions valued at the latest known prices. */
export async function valuedPositions(env: Bindings, db: Db, portfolio: Portfolio, now: number) {
  const rows = await allHoldings(db, portfolio.id);
  const quotes = await latestQuotes(env, [...new Set(rows.map((h) => h.symbol))], now);
  return { rows, positions: rows.map((h) => valuePosition(h, quotes.get(h.symbol))) };
}

export async function portfolioSnapshot(env: Bindings, db: Db, portfolio: Portfolio, now: number, days = 30) {
  const { rows, positions } = await valuedPositions(env, db, portfolio, now);
  const closes = await dailyCloses(env, [...new Set(rows.map((h) => h.symbol))], days, now);
  const { history, ended } = valueHistory(rows, closes, days);
  return { id: portfolio.id, totals: totalsOf(positions), allocation: allocationOf(positions), history, ended };
}
