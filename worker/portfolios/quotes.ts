import type { Bindings } from "../env";
import type { Clock } from "../lib/clock";
import { createMarketReader } from "../market/reader";
import type { Quote } from "../market/types";

/**
 * Where portfolios get prices: the market layer's latest known value per symbol — the cron scan's
 * snapshot, else the labelled replay data. Never a provider call per page view (`live: false`).
 */
const clockAt = (now: number): Clock => ({ now: () => now });

export async function latestQuotes(env: Bindings, symbols: string[], now: number): Promise<Map<string, Quote>> {
  if (symbols.length === 0) return new Map();
  const { quotes } = await createMarketReader(env, clockAt(now), { live: false }).quotes(symbols);
  return new Map(quotes.map((q) => [q.symbol, q]));
}

/**
 * Daily closes for the value history, from the same source. Whole series (not the last `days`
 * of each): series ending on different days are aligned by valueHistory, which needs their overlap.
 */
export async function dailyCloses(env: Bindings, symbols: string[], days: number, now: number): Promise<Map<string, { t: number; close: number }[]>> {
  const reader = createMarketReader(env, clockAt(now), { live: false });
  const out = new Map<string, { t: number; close: number }[]>();
  for (const symbol of symbols) {
    const series = await reader.candles(symbol, "1d");
    if (!series) continue;
    // Enough history for the window even when this series ends months after another held one.
    out.set(symbol, series.candles.slice(-(days + 800)).map((c) => ({ t: c.t, close: c.close })));
  }
  return out;
}
