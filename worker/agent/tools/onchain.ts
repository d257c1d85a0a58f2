import { z } from "zod";
import { isEvmAddress, looksLikeSecret, SECRET_REFUSAL } from "../../onchain/addresses";
import type { Outcome } from "../../onchain/cache";
import { DEFI_METRICS } from "../../onchain/read-defi";
import { defiSummary, flowsSummary, holdersSummary, safeLabel, safeLabels, walletSummary } from "../../onchain/views";
import { TickerField, intField } from "./fields";
import { iso, sourceOf } from "./format";
import { defineTool, fail, type ToolContext, type ToolResult } from "./types";

/**
 * The On-chain capability's tools: token holders, whale flows, wallet profiles and DeFi metrics.
 * Every figure carries the provider and asOf; a provider failure shows the last good answer
 * marked stale, or a clear refusal — never an empty list or a zero presented as real.
 */
const CAP = ["onchain"] as const;
const ChainField = z.string().trim().min(2).max(30).nullable().default(null).describe("Chain, e.g. ethereum, arbitrum, base (default: the token's home chain)");

async function answer<T>(tool: string, ctx: ToolContext, read: (p: NonNullable<ToolContext["onchain"]>) => Promise<Outcome<T>>, view: (t: T) => { summary: string; data: unknown }): Promise<ToolResult> {
  if (!ctx.onchain) return fail(tool, "conflict", "On-chain data is not available in this session.");
  const out = await read(ctx.onchain);
  if (!out.ok) return fail(tool, out.code, out.message);
  const { summary, data } = view(out.value.data);
  const source = sourceOf(out.value);
  const asOf = iso(out.value.asOf);
  const staleNote = out.value.stale ? ` (Last good answer from ${asOf.slice(0, 16).replace("T", " ")} UTC: ${out.value.source} is not answering now.)` : "";
  return { ok: true, tool, summary: `${summary}${staleNote}`, data: { ...(data as object), stale: out.value.stale === true, source, asOf }, asOf, source };
}

export const getTokenHolders = defineTool({
  name: "get_token_holders",
  description: "Top holders of a token (ERC-20) with each one's share of supply, exchange labels, top-10 share and HHI concentration.",
  capabilities: CAP,
  input: z.object({ symbol: TickerField, chain: ChainField, limit: intField(1, 25, "limit").default(10) }),
  run: ({ symbol, chain, limit }, ctx) =>
    answer("get_token_holders", ctx, (p) => p.tokenHolders(symbol, { chain, limit }), (a) => {
      const clean = { ...a, holders: a.holders.map((h) => ({ ...h, labels: safeLabels(h.labels), exchange: h.exchange && safeLabel(h.exchange) })) };
      return { summary: holdersSummary(clean), data: clean };
    }),
});

export const getWhaleFlows = defineTool({
  name: "get_whale_flows",
  description: "Large transfers of a token in a window (default 7 days), with exchange inflows and outflows where the explorer labels the wallets.",
  capabilities: CAP,
  input: z.object({ symbol: TickerField, chain: ChainField, days: intField(1, 30, "days").default(7), minUsd: intField(10_000, 1_000_000_000, "minUsd").default(1_000_000) }),
  run: ({ symbol, chain, days, minUsd }, ctx) =>
    answer("get_whale_flows", ctx, (p) => p.whaleFlows(symbol, { chain, days, minUsd }), (r) => {
      const clean = { ...r, flows: r.flows.slice(0, 20).map((f) => ({ ...f, from: { ...f.from, labels: safeLabels(f.from.labels), exchange: f.from.exchange && safeLabel(f.from.exchange) }, to: { ...f.to, labels: safeLabels(f.to.labels), exchange: f.to.exchange && safeLabel(f.to.exchange) } })) };
      return { summary: flowsSummary(clean), data: clean };
    }),
});

/** A public address only: a private key or seed phrase is refused without being repeated. */
const AddressField = z
  .string()
  .trim()
  .max(300)
  .refine((s) => !looksLikeSecret(s), { message: SECRET_REFUSAL })
  .refine(isEvmAddress, { message: "An EVM address is 0x followed by 40 hex characters." })
  .describe("A public EVM address, 0x + 40 hex");

export const profileWalletTool = defineTool({
  name: "profile_wallet",
  description: "Profile a public EVM address: what it holds (valued), activity counts, first and last seen, labels.",
  capabilities: CAP,
  input: z.object({ address: AddressField, chain: z.string().trim().min(2).max(30).default("ethereum"), limit: intField(1, 25, "limit").default(10) }),
  run: ({ address, chain, limit }, ctx) =>
    answer("profile_wallet", ctx, (p) => p.profileWallet(address, { chain, limit }), (w) => {
      const clean = { ...w, labels: safeLabels(w.labels), exchange: w.exchange && safeLabel(w.exchange), ens: w.ens && safeLabel(w.ens), holdings: w.holdings.map((h) => ({ ...h, symbol: safeLabel(h.symbol).slice(0, 20), name: h.name && safeLabel(h.name) })) };
      return { summary: walletSummary(clean), data: clean };
    }),
});

export const getDefiMetrics = defineTool({
  name: "get_defi_metrics",
  description: "DeFi figures from DefiLlama: tvl (a protocol or chains), yields (top pools, by chain or protocol), fees, revenue, dex_volume (a protocol or the market, optionally one chain).",
  capabilities: CAP,
  input: z.object({
    metric: z.enum(DEFI_METRICS),
    protocol: z.string().trim().min(2).max(40).nullable().default(null).describe("Protocol, e.g. aave, uniswap"),
    chain: z.string().trim().min(2).max(30).nullable().default(null),
    limit: intField(1, 20, "limit").default(10),
  }),
  run: ({ metric, protocol, chain, limit }, ctx) => answer("get_defi_metrics", ctx, (p) => p.defiMetric(metric, { protocol, chain, limit }), (r) => ({ summary: defiSummary(r), data: r })),
});

export const ONCHAIN_TOOLS = [getTokenHolders, getWhaleFlows, profileWalletTool, getDefiMetrics];
