import { z } from "zod";
import { getJson, type Upstream } from "../../market/providers/http";
import type { ProviderResult } from "../../market/providers/types";

/**
 * DefiLlama's whole-market lists (keyless), beside the per-protocol figures the market layer
 * already reads (worker/market/providers/defillama.ts): chain TVLs (/v2/chains), fees, revenue and
 * DEX volume overviews (/overview/fees, /overview/dexs, optionally per chain) and yield pools
 * (yields.llama.fi/pools). Shapes from DefiLlama's own OpenAPI document; parsed with zod.
 */
const n = z.number().nullish();

export const Chains = z.array(z.object({ name: z.string(), tvl: z.number(), tokenSymbol: z.string().nullish(), gecko_id: z.string().nullish() }).passthrough());

export const Overview = z.object({
  protocols: z.array(
    z.object({ name: z.string(), displayName: z.string().nullish(), slug: z.string().nullish(), category: z.string().nullish(), total24h: n, total7d: n, change_1d: n, chains: z.array(z.string()).nullish() }).passthrough(),
  ),
  total24h: n,
  total7d: n,
  change_1d: n,
});
export type Overview = z.infer<typeof Overview>;

export const Pools = z.object({
  status: z.string().optional(),
  data: z.array(
    z.object({ pool: z.string(), chain: z.string(), project: z.string(), symbol: z.string(), tvlUsd: z.number(), apy: n, apyBase: n, apyReward: n, stablecoin: z.boolean().nullish(), ilRisk: z.string().nullish(), outlier: z.boolean().nullish() }).passthrough(),
  ),
});
export type Pool = z.infer<typeof Pools>["data"][number];

async function get<S extends z.ZodType>(up: Upstream, url: string, schema: S): Promise<ProviderResult<z.infer<S>>> {
  const res = await getJson(up, url);
  if (!res.ok) return res;
  const parsed = schema.safeParse(res.data);
  if (!parsed.success) return { ok: false, reason: "bad_body", message: `defillama: unexpected shape at ${parsed.error.issues[0]?.path.join(".") || "root"}` };
  return { ok: true, data: parsed.data };
}

const LEAN = "excludeTotalDataChart=true&excludeTotalDataChartBreakdown=true";

export const defillama = {
  chains: (up: Upstream, base: string) => get(up, `${base}/v2/chains`, Chains),
  /** kind: fees (dailyFees), revenue (dailyRevenue) or dexs; chain as DefiLlama names it ("Ethereum"). */
  overview: (up: Upstream, base: string, kind: "fees" | "revenue" | "dexs", chain: string | null) => {
    const path = kind === "dexs" ? "dexs" : "fees";
    const type = kind === "revenue" ? "&dataType=dailyRevenue" : kind === "fees" ? "&dataType=dailyFees" : "";
    return get(up, `${base}/overview/${path}${chain ? `/${encodeURIComponent(chain)}` : ""}?${LEAN}${type}`, Overview);
  },
  pools: (up: Upstream, base: string) => get(up, `${base}/pools`, Pools),
};
