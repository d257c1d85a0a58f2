import { backoffFor } from "../market/backoff";
import type { MarketDeps } from "../market/deps";
import type { ProviderResult } from "../market/providers/types";
import { providerBackoffs, readCache, recordProviderOutcome, writeCache } from "../market/store";

/**
 * The market layer's rules for one on-chain answer: fresh cache → provider (unless it is backing
 * off) → the last good answer labelled stale → a clear failure. Uses market_cache and the shared
 * provider back-off table, so a rate-limited explorer is left alone by every request at once.
 */
export interface Sourced<T> {
  data: T;
  source: string;
  /** When the upstream said this was true (Unix ms). */
  asOf: number;
  /** The provider failed (or is backing off) and this is the last good answer. */
  stale?: boolean;
}

export type OnchainFailure = { ok: false; code: "not_found" | "upstream_unavailable" | "rate_limited"; message: string };
export type Outcome<T> = { ok: true; value: Sourced<T> } | OnchainFailure;

export interface CachedCall<T> {
  /** Back-off key: one per upstream host (e.g. "blockscout:ethereum", "defillama"). */
  provider: string;
  /** What the user sees as the source. */
  source: string;
  key: string;
  ttlMs: number;
  /** What this is, for messages: "UNI holders on ethereum". */
  what: string;
  fetch: () => Promise<ProviderResult<{ data: T; asOf: number }>>;
}

export async function cachedCall<T>(deps: MarketDeps, call: CachedCall<T>): Promise<Outcome<T>> {
  const key = `onchain:${call.key}`;
  const cached = await readCache<T>(deps.db, key);
  const stale = cached ? { ok: true as const, value: { data: cached.body, source: cached.source, asOf: cached.asOf, stale: true } } : null;
  if (cached && cached.expiresAt > deps.now) return { ok: true, value: { data: cached.body, source: cached.source, asOf: cached.asOf } };
  if (deps.config.mode !== "live") return stale ?? { ok: false, code: "upstream_unavailable", message: `No on-chain data for ${call.what}: live providers are switched off (MARKET_SOURCE=replay).` };
  const state = (await providerBackoffs(deps.db)).get(call.provider);
  if (state && state.backoffUntil > deps.now) {
    return stale ?? { ok: false, code: "rate_limited", message: `${call.source} is resting after errors; no earlier answer for ${call.what} to show. Try again in ${inMinutes(state.backoffUntil - deps.now)}.` };
  }
  const res = await call.fetch();
  if (res.ok) {
    if (state && state.failures > 0) await recordProviderOutcome(deps.db, call.provider, { ok: true }, deps.now);
    await writeCache(deps.db, key, { body: res.data.data, source: call.source, asOf: res.data.asOf }, deps.now, call.ttlMs);
    return { ok: true, value: { data: res.data.data, source: call.source, asOf: res.data.asOf } };
  }
  // A 4xx (an unknown token or address) is the question's fault, not the provider's: no back-off.
  if (res.reason === "client_error") return stale ?? { ok: false, code: "not_found", message: `${call.source} has no data for ${call.what}.` };
  await recordProviderOutcome(deps.db, call.provider, { ok: false, ...backoffFor(res, state?.failures ?? 0, deps.now), error: `${res.reason}: ${res.message}` }, deps.now);
  if (stale) return stale;
  if (res.reason === "rate_limited") return { ok: false, code: "rate_limited", message: `${call.source} is rate-limiting requests and there is no earlier answer for ${call.what}. Try again in a minute.` };
  const why = res.reason === "bad_body" ? "answered in an unexpected shape (rejected, not guessed at)" : "is unreachable";
  return { ok: false, code: "upstream_unavailable", message: `${call.source} ${why}; there is no earlier answer for ${call.what}.` };
}

/** A wait as people say it ("a minute", "23 minutes"): users never read a raw count of seconds. */
export function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}
