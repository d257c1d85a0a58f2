import { backoffFor } from "./backoff";
import type { MarketDeps } from "./deps";
import { DEFILLAMA, fetchProtocol, type DefiProtocol } from "./providers/defillama";
import { providerBackoffs, readCache, recordProviderOutcome, writeCache } from "./store";

const FRESH_MS = 60 * 60_000;

/**
 * DeFi protocol figures: cache (fresh) → DefiLlama → cache (stale) → null. There is no replay
 * DeFi data, so offline the answer is "unavailable", never an invented number.
 */
export async function getDefiProtocol(deps: MarketDeps, slug: string, options: { force?: boolean } = {}): Promise<(DefiProtocol & { stale?: boolean }) | null> {
  const key = `defi:${slug}`;
  const cached = await readCache<DefiProtocol>(deps.db, key);
  if (cached && cached.expiresAt > deps.now && !options.force) return cached.body;
  if (deps.config.mode === "live") {
    const state = (await providerBackoffs(deps.db)).get(DEFILLAMA);
    if (!state || state.backoffUntil <= deps.now) {
      const res = await fetchProtocol(deps.config.defillama, slug, { up: deps.up, now: deps.now });
      if (res.ok) {
        if (state && state.failures > 0) await recordProviderOutcome(deps.db, DEFILLAMA, { ok: true }, deps.now);
        await writeCache(deps.db, key, { body: res.data, source: DEFILLAMA, asOf: res.data.asOf }, deps.now, FRESH_MS);
        return res.data;
      }
      // A 404 is an unknown protocol, not an outage.
      if (res.reason !== "client_error") await recordProviderOutcome(deps.db, DEFILLAMA, { ok: false, ...backoffFor(res, state?.failures ?? 0, deps.now), error: `${res.reason}: ${res.message}` }, deps.now);
    }
  }
  return cached ? { ...cached.body, stale: true } : null;
}
