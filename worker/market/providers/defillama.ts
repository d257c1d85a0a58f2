import type { MarketConfig } from "../config";
import { getJson, num } from "./http";
import type { ProviderContext, ProviderResult } from "./types";

/**
 * DefiLlama (keyless): protocol TVL from /protocol/{slug}, fees and revenue from
 * /summary/fees/{slug}, DEX volume from /summary/dexs/{slug}. Only TVL is required; the others
 * are filled when the protocol has them.
 */
export const DEFILLAMA = "defillama";

export interface DefiProtocol {
  slug: string;
  name: string;
  symbol: string | null;
  category: string | null;
  chains: string[];
  tvlUsd: number | null;
  tvlByChain: Record<string, number>;
  tvlChange7dPct: number | null;
  fees24hUsd: number | null;
  revenue24hUsd: number | null;
  dexVolume24hUsd: number | null;
  source: string;
  asOf: number;
}

/** Chain keys like "Ethereum-borrowed", "staking" or "pool2" are not TVL of their own. */
const isPlainChain = (k: string) => !k.includes("-") && !["staking", "pool2", "borrowed", "treasury", "vesting", "offers"].includes(k.toLowerCase());

export function parseProtocol(body: unknown, slug: string, fetchedAt: number): Omit<DefiProtocol, "fees24hUsd" | "revenue24hUsd" | "dexVolume24hUsd"> | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const b = body as Record<string, any>;
  if (typeof b.name !== "string") return null;
  const byChain: Record<string, number> = {};
  let asOf = 0;
  if (b.currentChainTvls && typeof b.currentChainTvls === "object") {
    for (const [k, v] of Object.entries(b.currentChainTvls)) if (isPlainChain(k) && num(v) !== null) byChain[k] = num(v)!;
  } else if (b.chainTvls && typeof b.chainTvls === "object") {
    // Without currentChainTvls, take each chain's last point that states a USD total.
    for (const [k, v] of Object.entries(b.chainTvls as Record<string, { tvl?: { date: number; totalLiquidityUSD?: number }[] }>)) {
      const last = (v.tvl ?? []).filter((p) => num(p.totalLiquidityUSD) !== null).at(-1);
      if (isPlainChain(k) && last) {
        byChain[k] = last.totalLiquidityUSD!;
        asOf = Math.max(asOf, last.date * 1000);
      }
    }
  }
  const series: { date: number; totalLiquidityUSD: number }[] = Array.isArray(b.tvl) ? b.tvl.filter((p: any) => num(p?.date) !== null && num(p?.totalLiquidityUSD) !== null) : [];
  const latest = series.at(-1);
  const weekAgo = latest ? [...series].reverse().find((p) => p.date <= latest.date - 7 * 86400) : undefined;
  const chainSum = Object.values(byChain).reduce((s, v) => s + v, 0);
  if (latest) asOf = latest.date * 1000;
  return {
    slug,
    name: b.name,
    symbol: typeof b.symbol === "string" && b.symbol !== "-" ? b.symbol : null,
    category: typeof b.category === "string" ? b.category : null,
    chains: Array.isArray(b.chains) ? b.chains.filter((c: unknown) => typeof c === "string") : Object.keys(byChain),
    tvlUsd: latest ? latest.totalLiquidityUSD : Object.keys(byChain).length ? chainSum : null,
    tvlByChain: byChain,
    tvlChange7dPct: latest && weekAgo && weekAgo.totalLiquidityUSD > 0 ? (latest.totalLiquidityUSD / weekAgo.totalLiquidityUSD - 1) * 100 : null,
    source: DEFILLAMA,
    asOf: asOf || fetchedAt,
  };
}

export function parseSummaryTotal(body: unknown): number | null {
  if (!body || typeof body !== "object") return null;
  return num((body as Record<string, unknown>).total24h);
}

export async function fetchProtocol(config: MarketConfig["defillama"], slug: string, ctx: ProviderContext): Promise<ProviderResult<DefiProtocol>> {
  const s = encodeURIComponent(slug);
  const res = await getJson(ctx.up, `${config.base}/protocol/${s}`);
  if (!res.ok) return res;
  const protocol = parseProtocol(res.data, slug, ctx.now);
  if (!protocol) return { ok: false, reason: "bad_body", message: "defillama: unexpected protocol shape" };
  // The extras are best-effort: a protocol without fees simply has none (DefiLlama answers 404/400).
  const [fees, revenue, dex] = await Promise.all([
    getJson(ctx.up, `${config.base}/summary/fees/${s}?dataType=dailyFees`),
    getJson(ctx.up, `${config.base}/summary/fees/${s}?dataType=dailyRevenue`),
    getJson(ctx.up, `${config.base}/summary/dexs/${s}`),
  ]);
  return {
    ok: true,
    data: {
      ...protocol,
      fees24hUsd: fees.ok ? parseSummaryTotal(fees.data) : null,
      revenue24hUsd: revenue.ok ? parseSummaryTotal(revenue.data) : null,
      dexVolume24hUsd: dex.ok ? parseSummaryTotal(dex.data) : null,
    },
  };
}
