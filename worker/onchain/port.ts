import type { Bindings } from "../env";
import { marketDeps, type MarketDeps } from "../market/deps";
import { onchainConfig, type OnchainConfig, type OnchainEnv } from "./config";
import { readDefiMetric, type DefiMetric, type DefiMetricReport } from "./read-defi";
import { readFlows, readHolders, readWallet } from "./read-chain";
import type { Outcome } from "./cache";
import type { FlowReport } from "./flows";
import type { HolderAnalysis } from "./holders";
import type { WalletProfile } from "./wallet";

/**
 * What the agent's on-chain tools read: one object per turn, over the market layer's deps (D1
 * cache, back-off table, counted upstream) and the on-chain settings. Every answer carries its
 * source and asOf, and `stale` when it is the last good answer after a provider failure.
 */
export interface OnchainPort {
  tokenHolders(symbol: string, options: { chain: string | null; limit: number }): Promise<Outcome<HolderAnalysis>>;
  whaleFlows(symbol: string, options: { chain: string | null; days: number; minUsd: number }): Promise<Outcome<FlowReport>>;
  profileWallet(address: string, options: { chain: string; limit: number }): Promise<Outcome<WalletProfile>>;
  defiMetric(metric: DefiMetric, options: { protocol: string | null; chain: string | null; limit: number }): Promise<Outcome<DefiMetricReport>>;
}

export interface OnchainCtx {
  deps: MarketDeps;
  config: OnchainConfig;
}

export function onchainPort(env: Bindings & OnchainEnv, now: () => number, fetchImpl?: typeof fetch): OnchainPort {
  const ctx = (): OnchainCtx => ({ deps: marketDeps(env, now(), fetchImpl), config: onchainConfig(env) });
  return {
    tokenHolders: (symbol, o) => readHolders(ctx(), symbol, o),
    whaleFlows: (symbol, o) => readFlows(ctx(), symbol, o),
    profileWallet: (address, o) => readWallet(ctx(), address, o),
    defiMetric: (metric, o) => readDefiMetric(ctx(), metric, o),
  };
}
