import type { Bindings } from "../env";
import { getAsset } from "../market/assets";
import { levelsOf } from "../research/levels";
import { readSnapshot } from "../research/metrics";
import { researchData } from "../research/service";

/**
 * The market facts a claim is checked against: price, trend averages, RSI, volatility, drawdown
 * and the validation/invalidation levels, each with its source and asOf. Read the way Verdicts
 * read them (worker/research: the point-in-time replay reader, which never calls a provider),
 * so a KOL check and a Verdict on the same day see the same numbers.
 */
export interface MarketFacts {
  symbol: string;
  close: number;
  sma50: number | null;
  sma200: number | null;
  rsi14: number | null;
  /** Annualised %, 30 days. */
  volatility30: number | null;
  /** % below the one-year high (≤ 0). */
  drawdown365: number | null;
  validation: number | null;
  invalidation: number | null;
  source: string;
  asOf: string;
}

export async function readFacts(env: Bindings, symbol: string, at?: number): Promise<MarketFacts | null> {
  if (!getAsset(symbol)) return null;
  const s = await readSnapshot(await researchData(env, at), symbol);
  if (!s) return null;
  const levels = levelsOf(s);
  const v = s.values;
  return {
    symbol,
    close: s.close,
    sma50: v.sma50,
    sma200: v.sma200,
    rsi14: v.rsi14,
    volatility30: v.volatility30,
    drawdown365: v.drawdown365,
    validation: levels?.validation.value ?? null,
    invalidation: levels?.invalidation.value ?? null,
    source: s.label || s.source,
    asOf: new Date(s.asOf).toISOString(),
  };
}

export function usd(n: number): string {
  return n >= 1000 ? `$${Math.round(n).toLocaleString("en-US")}` : `$${Number(n.toPrecision(4))}`;
}
