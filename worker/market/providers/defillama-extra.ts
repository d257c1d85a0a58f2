import { getJson, num } from "./http";
import type { ProviderContext, ProviderResult } from "./types";

/**
 * DefiLlama's other two keyless hosts: stablecoin supplies and prices (stablecoins.llama.fi)
 * and yield pools (yields.llama.fi). Both are whole-market lists, read once per hourly scan.
 */
export interface StablecoinSupply {
  symbol: string;
  name: string;
  pegType: string | null;
  pegMechanism: string | null;
  circulatingUsd: number | null;
  price: number | null;
  chains: string[];
}

export interface YieldPool {
  pool: string;
  project: string;
  chain: string;
  symbol: string;
  tvlUsd: number;
  apy: number | null;
  apyBase: number | null;
  apyReward: number | null;
  stablecoin: boolean;
}

export function parseStablecoins(body: unknown): StablecoinSupply[] | null {
  const list = (body as { peggedAssets?: unknown } | null)?.peggedAssets;
  if (!Array.isArray(list)) return null;
  const out: StablecoinSupply[] = [];
  for (const a of list as Record<string, any>[]) {
    if (typeof a?.symbol !== "string" || typeof a?.name !== "string") continue;
    const circulating = a.circulating && typeof a.circulating === "object" ? (Object.values(a.circulating)[0] as unknown) : null;
    out.push({
      symbol: a.symbol.toUpperCase(),
      name: a.name,
      pegType: typeof a.pegType === "string" ? a.pegType : null,
      pegMechanism: typeof a.pegMechanism === "string" ? a.pegMechanism : null,
      circulatingUsd: num(circulating),
      price: num(a.price),
      chains: Array.isArray(a.chains) ? a.chains.filter((c: unknown) => typeof c === "string") : [],
    });
  }
  return out.sort((x, y) => (y.circulatingUsd ?? 0) - (x.circulatingUsd ?? 0));
}

/** Pools of the given projects (DefiLlama project slug, or its versions: aave → aave-v2, aave-v3), top `perProject` by TVL. */
export function parsePools(body: unknown, projects: readonly string[], perProject = 5): Record<string, YieldPool[]> | null {
  const list = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return null;
  const out: Record<string, YieldPool[]> = Object.fromEntries(projects.map((p) => [p, []]));
  for (const r of list as Record<string, any>[]) {
    const project = typeof r?.project === "string" ? r.project : "";
    const owner = projects.find((p) => project === p || project.startsWith(`${p}-`));
    const tvl = num(r?.tvlUsd);
    if (!owner || tvl === null || typeof r.pool !== "string") continue;
    out[owner]!.push({ pool: r.pool, project, chain: String(r.chain ?? ""), symbol: String(r.symbol ?? ""), tvlUsd: tvl, apy: num(r.apy), apyBase: num(r.apyBase), apyReward: num(r.apyReward), stablecoin: r.stablecoin === true });
  }
  for (const p of projects) out[p] = out[p]!.sort((a, b) => b.tvlUsd - a.tvlUsd).slice(0, perProject);
  return out;
}

export async function fetchStablecoins(base: string, ctx: ProviderContext): Promise<ProviderResult<StablecoinSupply[]>> {
  const res = await getJson(ctx.up, `${base}/stablecoins?includePrices=true`);
  if (!res.ok) return res;
  const parsed = parseStablecoins(res.data);
  return parsed ? { ok: true, data: parsed } : { ok: false, reason: "bad_body", message: "defillama: unexpected stablecoins shape" };
}

export async function fetchPools(base: string, projects: readonly string[], ctx: ProviderContext): Promise<ProviderResult<Record<string, YieldPool[]>>> {
  const res = await getJson(ctx.up, `${base}/pools`);
  if (!res.ok) return res;
  const parsed = parsePools(res.data, projects);
  return parsed ? { ok: true, data: parsed } : { ok: false, reason: "bad_body", message: "defillama: unexpected pools shape" };
}
