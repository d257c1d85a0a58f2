import type { Bindings } from "../env";
import type { Quote } from "../market/types";

/**
 * Where portfolios get prices: the market layer's latest known quote per symbol (snapshot, then
 * replay). Kept behind this one function so valuation never knows about providers.
 */
export async function latestQuotes(_env: Bindings, _symbols: string[], _now: number): Promise<Map<string, Quote>> {
  return new Map();
}

export async function dailyCloses(_env: Bindings, _symbols: string[], _days: number, _now: number): Promise<Map<string, { t: number; close: number }[]>> {
  return new Map();
}
