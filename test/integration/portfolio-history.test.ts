import { describe, expect, it } from "vitest";
import { createMarketReader } from "../../worker/market/reader";
import { call, env, expectError, identities, json } from "./helpers";
import { apiUser, roomyLimits, v1 } from "./api-helpers";

/**
 * A portfolio's value history on the replay data (offline, real D1 and the bundled replay files):
 * current quantities priced at each day's close, across assets whose series end on different days.
 */
const { address, freshIp } = identities("portfolio-history.example", 173);
type Point = { date: string; value: number };

async function portfolioWith(cookie: string, holdings: { symbol: string; quantity: number; costBasis?: number }[]) {
  const id = (await json(await call("/app/portfolios", { body: { name: "History" }, cookie }))).data.id as string;
  for (const h of holdings) expect((await call(`/app/portfolios/${id}/holdings`, { body: h, cookie })).status).toBe(201);
  return id;
}

/**
 * Each symbol's daily closes by UTC date, as the offline market layer serves them (`live: false`,
 * the labelled replay data): what the portfolio's value must be built from.
 */
async function closesByDate(symbol: string): Promise<Map<string, number>> {
  const series = await createMarketReader(env, { now: () => Date.now() }, { live: false }).candles(symbol, "1d");
  expect(series?.label).toMatch(/^replay data/);
  return new Map(series!.candles.map((c) => [new Date(c.t).toISOString().slice(0, 10), c.close]));
}

describe("portfolio value history", () => {
  it("prices a crypto and a stock holding together, 30 days up to the newest day a held series reaches", { timeout: 60_000 }, async () => {
    const user = await apiUser(address("mixed"), ["portfolio:read"], { ip: freshIp() });
    await roomyLimits(user.keyId);
    const id = await portfolioWith(user.cookie, [
      { symbol: "BTC", quantity: 0.5, costBasis: 30000 },
      { symbol: "AAPL", quantity: 10 },
    ]);
    const snap = (await json(await v1(`/portfolios/${id}/snapshot`, { key: user.key }))).data as { history: Point[] };
    // Every calendar day of the window: the stock's weekends carry its Friday close.
    expect(snap.history.length).toBeGreaterThanOrEqual(28);
    expect(snap.history.length).toBeLessThanOrEqual(30);
    const dates = snap.history.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    const btc = await closesByDate("BTC");
    const aapl = await closesByDate("AAPL");
    // The window ends on the portfolio's as-of: the newest day a held series reaches.
    const newest = [...btc.keys(), ...aapl.keys()].sort().at(-1)!;
    expect(dates.at(-1)).toBe(newest);
    // On a day both traded, the value is exactly 0.5 BTC + 10 AAPL at that day's closes.
    const both = snap.history.filter((p) => btc.has(p.date) && aapl.has(p.date));
    expect(both.length).toBeGreaterThan(15);
    for (const p of both) expect(p.value).toBeCloseTo(0.5 * btc.get(p.date)! + 10 * aapl.get(p.date)!, 1);
  });

  it("ends at the portfolio's as-of with an ended series (USDT) carried at its last close and named", { timeout: 60_000 }, async () => {
    const user = await apiUser(address("ended"), ["portfolio:read"], { ip: freshIp() });
    await roomyLimits(user.keyId);
    const id = await portfolioWith(user.cookie, [
      { symbol: "BTC", quantity: 0.5 },
      { symbol: "AAPL", quantity: 10 },
      { symbol: "USDT", quantity: 1000 },
    ]);
    const snap = (await json(await v1(`/portfolios/${id}/snapshot`, { key: user.key }))).data as { history: Point[]; ended: { symbol: string; lastDate: string }[]; totals: { asOf: string } };
    const btc = await closesByDate("BTC");
    const aapl = await closesByDate("AAPL");
    const usdt = await closesByDate("USDT");
    const usdtEnd = [...usdt.keys()].sort().at(-1)!;
    expect(snap.history.at(-1)!.date).toBe([...btc.keys(), ...aapl.keys()].sort().at(-1));
    expect(snap.history.length).toBeGreaterThanOrEqual(28);
    expect(snap.history[0]!.date > usdtEnd).toBe(true);
    expect(snap.ended).toEqual([{ symbol: "USDT", lastDate: usdtEnd }]);
  });

  it("is empty only when no holding has a price history, and other accounts cannot read it", { timeout: 60_000 }, async () => {
    const user = await apiUser(address("empty"), ["portfolio:read"], { ip: freshIp() });
    const id = (await json(await call("/app/portfolios", { body: { name: "Empty" }, cookie: user.cookie }))).data.id as string;
    expect((await json(await v1(`/portfolios/${id}/snapshot`, { key: user.key }))).data.history).toEqual([]);
    const other = await apiUser(address("other"), ["portfolio:read"], { ip: freshIp() });
    await expectError(await v1(`/portfolios/${id}/snapshot`, { key: other.key }), 404, "not_found");
  });
});
