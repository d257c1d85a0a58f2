import { getAsset } from "./assets";
import { backoffFor } from "./backoff";
import { replayMoment } from "./replay/clock";
import type { MarketDeps } from "./deps";
import { candleProviders } from "./providers/registry";
import { replayCandles } from "./replay/source";
import { providerBackoffs, readCache, recordProviderOutcome, writeCache } from "./store";
import type { CandleSeries, Interval } from "./types";

/** How long a cached candle series counts as fresh, per interval. */
const FRESH_MS: Record<Interval, number> = { "5m": 2 * 60_000, "1h": 10 * 60_000, "4h": 30 * 60_000, "1d": 60 * 60_000 };

/**
 * Candles: cache (fresh) → live provider → cache (stale) → replay. The cache holds the latest
 * provider window per symbol and interval; the range is cut locally.
 */
export async function getCandles(deps: MarketDeps, symbol: string, interval: Interval, range: { from?: number; to?: number } = {}, options: { cacheOnly?: boolean } = {}): Promise<CandleSeries | null> {
  const asset = getAsset(symbol);
  if (!asset) return null;
  const cut = (s: CandleSeries): CandleSeries => ({
    ...s,
    candles: s.candles.filter((c) => (range.from === undefined || c.t >= range.from) && (range.to === undefined || c.t <= range.to)),
  });

  if (deps.config.mode === "live") {
    const key = `candles:${asset.symbol}:${interval}`;
    const cached = await readCache<CandleSeries>(deps.db, key);
    if (cached && cached.expiresAt > deps.now) return cut(cached.body);
    // Readers that must not call out take what the scan cached, however old, before replay.
    if (options.cacheOnly) return cached ? cut({ ...cached.body, stale: true }) : replayCandles(deps.replay, asset.symbol, interval, await replayMoment(deps), range.from, range.to);
    const backoffs = await providerBackoffs(deps.db);
    for (const p of candleProviders(deps.config)) {
      if (!p.supportsCandles(asset, interval)) continue;
      const state = backoffs.get(p.name);
      if (state && state.backoffUntil > deps.now) continue;
      const res = await p.candles(asset, interval, {}, { up: deps.up, now: deps.now });
      if (res.ok && res.data.candles.length > 0) {
        if (state && state.failures > 0) await recordProviderOutcome(deps.db, p.name, { ok: true }, deps.now);
        await writeCache(deps.db, key, { body: res.data, source: res.data.source, asOf: res.data.asOf }, deps.now, FRESH_MS[interval]);
        return cut(res.data);
      }
      if (!res.ok) await recordProviderOutcome(deps.db, p.name, { ok: false, ...backoffFor(res, state?.failures ?? 0, deps.now), error: `${res.reason}: ${res.message}` }, deps.now);
    }
    if (cached) return cut({ ...cached.body, stale: true });
  }
  const replay = replayCandles(deps.replay, asset.symbol, interval, await replayMoment(deps), range.from, range.to);
  return replay;
}
