import { z } from "@hono/zod-openapi";
import { DateTimeField } from "../../lib/fields";
import { INDICATOR_KINDS } from "../../market/indicators/summary";
import { PageQuerySchema } from "../schemas";

/**
 * Inputs and answers of the /v1/market/* and /v1/assets/* routes. Every number carries `source`
 * and `asOf`; replay numbers also carry `label` ("replay data from …"), and a live provider's
 * last good value after a failure carries `stale: true`.
 */
const Iso = z.string().openapi({ format: "date-time" });
const Provenance = {
  source: z.string().openapi({ description: "coingecko, binance, twelvedata, defillama, replay, …" }),
  asOf: Iso.openapi({ description: "When the number was true upstream (for replay: the real historical time)" }),
  label: z.string().optional().openapi({ description: 'Present on replay data: "replay data from <date>"' }),
  stale: z.boolean().optional().openapi({ description: "True when the live provider failed and this is the last good value" }),
};

export const AssetView = z
  .object({ symbol: z.string(), name: z.string(), assetClass: z.enum(["crypto", "stablecoin", "stock", "etf", "index"]), category: z.string(), chain: z.string().nullable(), peg: z.number().nullable() })
  .openapi("Asset");

export const PriceView = z
  .object({
    symbol: z.string(),
    name: z.string(),
    assetClass: z.string(),
    price: z.number(),
    change24hPct: z.number().nullable(),
    marketCap: z.number().nullable(),
    marketCapEstimate: z.boolean().openapi({ description: "True when marketCap is an estimate (sampled circulating supply × price, e.g. on replay data), not the price source's figure" }),
    capBand: z.enum(["micro", "medium", "large"]).nullable(),
    volume24h: z.number().nullable(),
    ...Provenance,
  })
  .openapi("Price");

const CandleView = z.object({ t: Iso, open: z.number(), high: z.number(), low: z.number(), close: z.number(), volume: z.number() });
export const CandlesView = z.object({ symbol: z.string(), interval: z.string(), candles: z.array(CandleView), ...Provenance }).openapi("Candles");
export const IndicatorsView = z
  .object({ symbol: z.string(), interval: z.literal("1d"), lastClose: z.number().nullable(), candles: z.number().int(), values: z.record(z.string(), z.unknown()), ...Provenance })
  .openapi("Indicators");
const MoverView = z.object({ symbol: z.string(), name: z.string(), price: z.number(), change24hPct: z.number(), direction: z.enum(["up", "down"]), reasons: z.array(z.string()), ...Provenance });
export const MoversView = z.object({ gainers: z.array(MoverView), losers: z.array(MoverView), source: z.string(), asOf: Iso }).openapi("Movers");
export const EventView = z
  .object({
    id: z.string(),
    kind: z.enum(["depeg", "exploit", "governance", "bridge_halt"]),
    subject: z.string(),
    title: z.string(),
    status: z.enum(["open", "resolved", "reported"]),
    severity: z.enum(["info", "warning", "critical"]),
    startedAt: Iso,
    endedAt: Iso.nullable(),
    lastSeenAt: Iso,
    evidence: z.record(z.string(), z.unknown()),
    ...Provenance,
  })
  .openapi("MarketEvent");
export const DefiView = z
  .object({
    slug: z.string(),
    name: z.string(),
    symbol: z.string().nullable(),
    category: z.string().nullable(),
    chains: z.array(z.string()),
    tvlUsd: z.number().nullable(),
    tvlByChain: z.record(z.string(), z.number()),
    tvlChange7dPct: z.number().nullable(),
    fees24hUsd: z.number().nullable(),
    revenue24hUsd: z.number().nullable(),
    dexVolume24hUsd: z.number().nullable(),
    yields: z.array(
      z.object({ pool: z.string(), project: z.string(), chain: z.string(), symbol: z.string(), tvlUsd: z.number(), apy: z.number().nullable(), apyBase: z.number().nullable(), apyReward: z.number().nullable(), stablecoin: z.boolean() }),
    ),
    ...Provenance,
  })
  .openapi("DefiProtocol");

const SymbolParam = z.string().trim().min(1).max(16).regex(/^[A-Za-z0-9^.\-]+$/, "Use a ticker such as BTC, ETH or AAPL.");
const When = DateTimeField.optional();

export const PricesQuery = z.object({
  symbols: z
    .string()
    .min(1)
    .max(400)
    .openapi({ param: { name: "symbols", in: "query" }, example: "BTC,ETH" }),
});
export const CandlesQuery = z.object({
  symbol: SymbolParam.openapi({ param: { name: "symbol", in: "query" }, example: "BTC" }),
  interval: z.enum(["5m", "1h", "4h", "1d"]).default("1d").openapi({ param: { name: "interval", in: "query" } }),
  from: When.openapi({ param: { name: "from", in: "query" }, example: "2025-12-01" }),
  to: When.openapi({ param: { name: "to", in: "query" } }),
});
export const IndicatorsQuery = z.object({
  symbol: SymbolParam.openapi({ param: { name: "symbol", in: "query" }, example: "ETH" }),
  indicators: z
    .string()
    .max(400)
    .optional()
    .openapi({ param: { name: "indicators", in: "query" }, description: `Comma-separated kind or kind:period; kinds: ${INDICATOR_KINDS.join(", ")}`, example: "sma:50,rsi:14,atr" }),
});
export const MoversQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5).openapi({ param: { name: "limit", in: "query" } }) });
export const EventsQuery = PageQuerySchema.extend({
  kind: z.enum(["depeg", "exploit", "governance", "bridge_halt"]).optional().openapi({ param: { name: "kind", in: "query" } }),
  since: When.openapi({ param: { name: "since", in: "query" } }),
});
export const SearchQuery = z.object({ q: z.string().trim().min(1).max(64).openapi({ param: { name: "q", in: "query" }, example: "sol" }) });
export const AssetParam = z.object({ symbol: SymbolParam.openapi({ param: { name: "symbol", in: "path" }, example: "BTC" }) });
export const ProtocolParam = z.object({ protocol: z.string().trim().min(1).max(64).regex(/^[a-z0-9.\-]+$/i).openapi({ param: { name: "protocol", in: "path" }, example: "aave" }) });

