import { resolveAsset } from "../market/assets";
import { getDefiProtocol } from "../market/defi";
import { DEFILLAMA } from "../market/providers/defillama";
import { cachedCall, type Outcome } from "./cache";
import { rankOverview, topYields, type OverviewReport, type YieldEntry } from "./defi";
import type { OnchainCtx } from "./port";
import { defillama } from "./providers/defillama";

/**
 * TVL, yields, fees, revenue and DEX volumes from DefiLlama. A named protocol reuses the market
 * layer's cached protocol figures (worker/market/defi.ts); whole-market and per-chain lists go
 * through `cachedCall` under the same "defillama" back-off the market layer keeps.
 */
export const DEFI_METRICS = ["tvl", "yields", "fees", "revenue", "dex_volume"] as const;
export type DefiMetric = (typeof DEFI_METRICS)[number];

export type DefiMetricReport =
  | { metric: "tvl"; scope: "protocol"; protocol: string; tvlUsd: number | null; tvlChange7dPct: number | null; byChain: { chain: string; tvlUsd: number }[] }
  | { metric: "tvl"; scope: "chains"; chains: { chain: string; tvlUsd: number }[] }
  | { metric: "yields"; chain: string | null; project: string | null; pools: YieldEntry[] }
  | { metric: "fees" | "revenue" | "dex_volume"; scope: "protocol"; protocol: string; value24hUsd: number | null }
  | ({ metric: "fees" | "revenue" | "dex_volume"; scope: "market"; chain: string | null } & OverviewReport);

const LIST_TTL = 60 * 60_000;
const MIN_POOL_TVL = 1_000_000;
/** DefiLlama's chain names where they differ from a plain capitalisation. */
const LLAMA_CHAINS: Record<string, string> = { eth: "Ethereum", bsc: "BSC", bnb: "BSC", optimism: "OP Mainnet", op: "OP Mainnet", avax: "Avalanche", arb: "Arbitrum", matic: "Polygon" };

export function llamaChain(raw: string | null): string | null {
  if (!raw) return null;
  const c = raw.trim().toLowerCase();
  return LLAMA_CHAINS[c] ?? c.replace(/\b\w/gu, (m) => m.toUpperCase());
}

/** "Aave" → "aave" (the registry's DefiLlama slug when it has one). */
export function protocolSlug(raw: string): string {
  const asset = resolveAsset(raw);
  return asset?.defillamaSlug ?? raw.trim().toLowerCase().replace(/\s+/gu, "-").replace(/[^a-z0-9.-]/gu, "");
}

export async function readDefiMetric(ctx: OnchainCtx, metric: DefiMetric, o: { protocol: string | null; chain: string | null; limit: number }): Promise<Outcome<DefiMetricReport>> {
  if (o.protocol && metric !== "yields") return protocolFigure(ctx, metric, o.protocol);
  const chain = llamaChain(o.chain);
  const deps = ctx.deps;
  const base = deps.config.defillama;
  const common = { provider: DEFILLAMA, source: DEFILLAMA, ttlMs: LIST_TTL };
  if (metric === "tvl") {
    return cachedCall<DefiMetricReport>(deps, { ...common, key: `tvl:chains:${chain ?? "all"}:${o.limit}`, what: "chain TVLs", fetch: async () => {
      const res = await defillama.chains(deps.up, base.base);
      if (!res.ok) return res;
      const rows = res.data.filter((c) => !chain || c.name.toLowerCase() === chain.toLowerCase()).sort((a, b) => b.tvl - a.tvl).slice(0, o.limit);
      return { ok: true, data: { data: { metric: "tvl", scope: "chains", chains: rows.map((c) => ({ chain: c.name, tvlUsd: c.tvl })) }, asOf: deps.now } };
    } });
  }
  if (metric === "yields") {
    const project = o.protocol ? protocolSlug(o.protocol) : null;
    return cachedCall<DefiMetricReport>(deps, { ...common, key: `yields:${chain ?? "all"}:${project ?? "all"}:${o.limit}`, what: "yield pools", fetch: async () => {
      const res = await defillama.pools(deps.up, base.yields);
      if (!res.ok) return res;
      return { ok: true, data: { data: { metric: "yields", chain, project, pools: topYields(res.data.data, { chain, project, minTvlUsd: MIN_POOL_TVL, limit: o.limit }) }, asOf: deps.now } };
    } });
  }
  const kind = metric === "dex_volume" ? "dexs" : metric;
  return cachedCall<DefiMetricReport>(deps, { ...common, key: `overview:${kind}:${chain ?? "all"}:${o.limit}`, what: `${metric.replace("_", " ")} overview`, fetch: async () => {
    const res = await defillama.overview(deps.up, base.base, kind, chain);
    if (!res.ok) return res;
    return { ok: true, data: { data: { metric, scope: "market", chain, ...rankOverview(res.data, o.limit) }, asOf: deps.now } };
  } });
}

async function protocolFigure(ctx: OnchainCtx, metric: Exclude<DefiMetric, "yields">, protocol: string): Promise<Outcome<DefiMetricReport>> {
  const slug = protocolSlug(protocol);
  const p = await getDefiProtocol(ctx.deps, slug);
  if (!p) return { ok: false, code: "not_found", message: `DefiLlama has no protocol "${slug.slice(0, 40)}" (or is unreachable with nothing cached).` };
  const value = { source: p.source, asOf: p.asOf, ...(p.stale ? { stale: true } : {}) };
  if (metric === "tvl") {
    const byChain = Object.entries(p.tvlByChain).map(([chain, tvlUsd]) => ({ chain, tvlUsd })).sort((a, b) => b.tvlUsd - a.tvlUsd).slice(0, 5);
    return { ok: true, value: { ...value, data: { metric, scope: "protocol", protocol: p.name, tvlUsd: p.tvlUsd, tvlChange7dPct: p.tvlChange7dPct, byChain } } };
  }
  const figure = metric === "fees" ? p.fees24hUsd : metric === "revenue" ? p.revenue24hUsd : p.dexVolume24hUsd;
  return { ok: true, value: { ...value, data: { metric, scope: "protocol", protocol: p.name, value24hUsd: figure } } };
}
