import type { MarketConfig } from "../config";
import type { Asset, Quote } from "../types";
import { getJson, num } from "./http";
import type { QuoteProvider } from "./types";

/**
 * CoinGecko's keyless public API (a demo key raises the limits). One `simple/price` call carries
 * every crypto asset of a scan, so upstream calls grow with batches, not with users.
 */
export const COINGECKO = "coingecko";

type SimplePrice = Record<string, { usd?: number; usd_market_cap?: number; usd_24h_vol?: number; usd_24h_change?: number; last_updated_at?: number }>;

export function parseSimplePrice(body: unknown, assets: Asset[], fetchedAt: number): Quote[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const data = body as SimplePrice;
  const out: Quote[] = [];
  for (const a of assets) {
    const row = a.coingeckoId ? data[a.coingeckoId] : undefined;
    const price = num(row?.usd);
    if (!row || price === null) continue;
    out.push({
      symbol: a.symbol,
      price,
      change24hPct: num(row.usd_24h_change),
      marketCap: num(row.usd_market_cap),
      volume24h: num(row.usd_24h_vol),
      source: COINGECKO,
      // last_updated_at (seconds) when asked for; otherwise the time we read it.
      asOf: num(row.last_updated_at) !== null ? row.last_updated_at! * 1000 : fetchedAt,
    });
  }
  return out;
}

export interface MarketRow {
  id: string;
  symbol: string;
  name: string;
  price: number;
  marketCap: number | null;
  change24hPct: number | null;
  volume24h: number | null;
  asOf: number;
}

/** `coins/markets`: the top of the market by capitalisation (used for movers). */
export function parseCoinsMarkets(body: unknown, fetchedAt: number): MarketRow[] {
  if (!Array.isArray(body)) return [];
  const out: MarketRow[] = [];
  for (const r of body as Record<string, unknown>[]) {
    const price = num(r.current_price);
    if (typeof r.id !== "string" || typeof r.symbol !== "string" || price === null) continue;
    const updated = typeof r.last_updated === "string" ? Date.parse(r.last_updated) : NaN;
    out.push({
      id: r.id,
      symbol: r.symbol.toUpperCase(),
      name: typeof r.name === "string" ? r.name : r.symbol,
      price,
      marketCap: num(r.market_cap),
      change24hPct: num(r.price_change_percentage_24h),
      volume24h: num(r.total_volume),
      asOf: Number.isFinite(updated) ? updated : fetchedAt,
    });
  }
  return out;
}

export function coingeckoProvider(config: MarketConfig["coingecko"]): QuoteProvider {
  const headers: Record<string, string> = config.key ? { "x-cg-demo-api-key": config.key } : {};
  return {
    name: COINGECKO,
    supportsQuote: (a) => Boolean(a.coingeckoId),
    async quotes(assets, ctx) {
      const ids = assets.map((a) => a.coingeckoId).filter(Boolean).join(",");
      const url = `${config.base}/simple/price?ids=${encodeURIComponent(ids)}&vs_currencies=usd&include_market_cap=true&include_24hr_vol=true&include_24hr_change=true&include_last_updated_at=true`;
      const res = await getJson(ctx.up, url, headers);
      if (!res.ok) return res;
      if (!res.data || typeof res.data !== "object" || Array.isArray(res.data)) return { ok: false, reason: "bad_body", message: "coingecko: unexpected shape" };
      return { ok: true, data: parseSimplePrice(res.data, assets, ctx.now) };
    },
  };
}

/** The top of the market by capitalisation, one call (`coins/markets`), for movers beyond the registry. */
export async function fetchTopOfMarket(config: MarketConfig["coingecko"], perPage: number, ctx: { up: import("./http").Upstream; now: number }): Promise<import("./types").ProviderResult<MarketRow[]>> {
  const headers: Record<string, string> = config.key ? { "x-cg-demo-api-key": config.key } : {};
  const res = await getJson(ctx.up, `${config.base}/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=${perPage}&page=1`, headers);
  if (!res.ok) return res;
  if (!Array.isArray(res.data)) return { ok: false, reason: "bad_body", message: "coingecko: unexpected coins/markets shape" };
  return { ok: true, data: parseCoinsMarkets(res.data, ctx.now) };
}
