import type { Overview, Pool } from "./providers/defillama";

/**
 * DeFi figures from DefiLlama's whole-market lists, reduced to what a reader asks for: the top
 * entries by the figure asked, each with its 24 h value and change.
 */
export interface RankedEntry {
  name: string;
  value: number;
  change1dPct: number | null;
  chains: string[];
}

export interface OverviewReport {
  total24h: number | null;
  total7d: number | null;
  change1dPct: number | null;
  top: RankedEntry[];
}

export function rankOverview(o: Overview, limit: number): OverviewReport {
  const top = o.protocols
    .filter((p) => typeof p.total24h === "number" && p.total24h > 0)
    .sort((a, b) => b.total24h! - a.total24h!)
    .slice(0, limit)
    .map((p) => ({ name: p.displayName ?? p.name, value: p.total24h!, change1dPct: p.change_1d ?? null, chains: (p.chains ?? []).slice(0, 5) }));
  return { total24h: o.total24h ?? null, total7d: o.total7d ?? null, change1dPct: o.change_1d ?? null, top };
}

export interface YieldEntry {
  pool: string;
  project: string;
  chain: string;
  symbol: string;
  tvlUsd: number;
  apy: number;
  apyBase: number | null;
  apyReward: number | null;
  stablecoin: boolean;
}

/**
 * The highest-yielding pools on a chain (or a project). Pools under `minTvlUsd` and those
 * DefiLlama marks as outliers are left out: a 4,000 % APY on a $3,000 pool is noise, not a yield.
 */
export function topYields(pools: readonly Pool[], filter: { chain: string | null; project: string | null; minTvlUsd: number; limit: number }): YieldEntry[] {
  const chain = filter.chain?.toLowerCase() ?? null;
  const project = filter.project?.toLowerCase() ?? null;
  return pools
    .filter((p) => (!chain || p.chain.toLowerCase() === chain) && (!project || p.project === project || p.project.startsWith(`${project}-`)))
    .filter((p) => p.tvlUsd >= filter.minTvlUsd && p.outlier !== true && typeof p.apy === "number" && Number.isFinite(p.apy))
    .sort((a, b) => b.apy! - a.apy!)
    .slice(0, filter.limit)
    .map((p) => ({ pool: p.pool, project: p.project, chain: p.chain, symbol: p.symbol, tvlUsd: p.tvlUsd, apy: p.apy!, apyBase: p.apyBase ?? null, apyReward: p.apyReward ?? null, stablecoin: p.stablecoin === true }));
}
