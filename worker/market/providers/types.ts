import type { Asset, CandleSeries, Interval, Quote } from "../types";
import type { FetchFailure, Upstream } from "./http";

/**
 * Every live source implements the part of this interface it can serve. Answers are partial by
 * nature: a batch can return some symbols and not others; the caller falls back for the rest.
 */
export interface ProviderContext {
  up: Upstream;
  now: number;
}

export type ProviderResult<T> = { ok: true; data: T } | FetchFailure;

export interface QuoteProvider {
  name: string;
  supportsQuote(asset: Asset): boolean;
  quotes(assets: Asset[], ctx: ProviderContext): Promise<ProviderResult<Quote[]>>;
}

export interface CandleProvider {
  name: string;
  supportsCandles(asset: Asset, interval: Interval): boolean;
  candles(asset: Asset, interval: Interval, range: { from?: number; to?: number }, ctx: ProviderContext): Promise<ProviderResult<CandleSeries>>;
}
