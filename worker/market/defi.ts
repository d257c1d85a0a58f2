import { backoffFor } from "./backoff";
import type { MarketDeps } from "./deps";
import { DEFILLAMA, fetchProtocol, type DefiProtocol } from "./providers/defillama";
import { fetchPools, fetchStablecoins, type StablecoinSupply, type YieldPool } from "./providers/defillama-extra";
import { providerBackoffs, readCache, recordProviderOutcome, writeCache } from "./store";

const FRESH_MS = 60 * 60_000;
const MISS_MS = 60 * 60_000;
const missKey = (slug: string) => `defi-miss:${slug}`;

/**
 * DeFi protocol figures: cache (fresh) → DefiLlama → cache (stale) → null. There is no replay
 * DeFi data, so offline the answer is "unavailable", never an invented number.
 */
export async function getDefiProtocol(deps: MarketDeps, slug: string, options: { force?: boolean } = {}): Promise<(DefiProtocol & { stale?: boolean }) | null> {
  const key = `defi:${slug}`;
  const cached = await readCache<DefiProtocol>(deps.db, key);
  if (cached && cached.expiresAt > deps.now && !options.force) return cached.body;
  // An unknown slug is remembered as a miss for an hour: one upstream call, not one per request.
  const miss = cached ? null : await readCache<{ unknown: true }>(deps.db, missKey(slug));
  if (miss && miss.expiresAt > deps.now && !options.force) return null;
  if (deps.config.mode === "live") {
    const state = (await providerBackoffs(deps.db)).get(DEFILLAMA);
    if (!state || state.backoffUntil <= deps.now) {
      const res = await fetchProtocol(deps.config.defillama, slug, { up: deps.up, now: deps.now });
      if (res.ok) {
        if (state && state.failures > 0) await recordProviderOutcome(deps.db, DEFILLAMA, { ok: true }, deps.now);
        await writeCache(deps.db, key, { body: res.data, source: DEFILLAMA, asOf: res.data.asOf }, deps.now, FRESH_MS);
        return res.data;
      }
      // A 404 (or an answer that is not a protocol) is an unknown protocol, not an outage.
      if (res.reason === "client_error" || res.reason === "bad_body") {
        await writeCache(deps.db, missKey(slug), { body: { unknown: true }, source: DEFILLAMA, asOf: deps.now }, deps.now, MISS_MS);
      }
      if (res.reason !== "client_error") await recordProviderOutcome(deps.db, DEFILLAMA, { ok: false, ...backoffFor(res, state?.failures ?? 0, deps.now), error: `${res.reason}: ${res.message}` }, deps.now);
    }
  }
  return cached ? { ...cached.body, stale: true } : null;
}

const MARKET_LISTS_TTL_MS = 2 * 60 * 60_000;

/**
 * The whole-market DefiLlama lists (stablecoin supplies, yield pools of the registry's
 * protocols), refreshed by the hourly scan and read from the cache by everyone else.
 */
export async function refreshDefiLists(deps: MarketDeps, projects: readonly string[]): Promise<void> {
  const state = (await providerBackoffs(deps.db)).get(DEFILLAMA);
  if (state && state.backoffUntil > deps.now) return;
  const ctx = { up: deps.up, now: deps.now };
  const [stables, pools] = await Promise.all([fetchStablecoins(deps.config.defillama.stablecoins, ctx), fetchPools(deps.config.defillama.yields, projects, ctx)]);
  if (stables.ok) await writeCache(deps.db, "defi:stablecoins", { body: stables.data, source: DEFILLAMA, asOf: deps.now }, deps.now, MARKET_LISTS_TTL_MS);
  if (pools.ok) await writeCache(deps.db, "defi:yields", { body: pools.data, source: DEFILLAMA, asOf: deps.now }, deps.now, MARKET_LISTS_TTL_MS);
}

export async function cachedStablecoins(deps: MarketDeps): Promise<{ items: StablecoinSupply[]; source: string; asOf: number; stale: boolean } | null> {
  const c = await readCache<StablecoinSupply[]>(deps.db, "defi:stablecoins");
  return c ? { items: c.body, source: c.source, asOf: c.asOf, stale: c.expiresAt <= deps.now } : null;
}

export async function cachedYields(deps: MarketDeps, slug: string): Promise<YieldPool[]> {
  const c = await readCache<Record<string, YieldPool[]>>(deps.db, "defi:yields");
  return c?.body[slug] ?? [];
}
