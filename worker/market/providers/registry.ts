import type { MarketConfig } from "../config";
import { ASSETS } from "../assets";
import { binanceProvider } from "./binance";
import { coingeckoProvider } from "./coingecko";
import { twelveDataProvider } from "./twelvedata";
import type { CandleProvider, QuoteProvider } from "./types";

/** Providers in order of preference; the next one is tried for whatever the previous could not serve. */
export function quoteProviders(config: MarketConfig): QuoteProvider[] {
  return [coingeckoProvider(config.coingecko), binanceProvider(config.binance, ASSETS), twelveDataProvider(config.twelveData)];
}

export function candleProviders(config: MarketConfig): CandleProvider[] {
  return [binanceProvider(config.binance, ASSETS), twelveDataProvider(config.twelveData)];
}

/** Largest batch each provider takes in one call (URL length, per-minute credits). */
export const BATCH_SIZE: Record<string, number> = { coingecko: 100, binance: 100, twelvedata: 8 };
