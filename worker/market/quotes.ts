import { getAsset } from "./assets";
import { backoffFor } from "./backoff";
import type { MarketDeps } from "./deps";
import { BATCH_SIZE, quoteProviders } from "./providers/registry";
import type { QuoteProvider } from "./providers/types";
import { replayMoment } from "./replay/clock";
import { replayQuote } from "./replay/source";
import { latestLiveSnapshots, providerBackoffs, recordProviderOutcome, saveSnapshots, type StoredQuote } from "./store";
import type { Asset, Quote } from "./types";

/**
 * Prices for a set of assets, never failing as a whole:
 *   fresh snapshot in D1 → live providers in order (batched) → last good snapshot, marked stale →
 *   replay data, labelled. `freshMs: 0` forces the providers (the scan does that).
 */
export interface QuoteOptions {
  freshMs: number;
  providers?: QuoteProvider[];
  /** Never call a provider: fresh or stale snapshot, then replay (agent passes, page loads). */
  snapshotOnly?: boolean;
}

export interface QuoteReport {
  quotes: Quote[];
  /** Symbols nobody could price (unknown, or before any replay data). */
  missing: string[];
  /** Snapshots newly written to D1. */
  written: number;
}

export async function getQuotes(deps: MarketDeps, assetsOrSymbols: readonly (Asset | string)[], options: QuoteOptions = { freshMs: 20 * 60_000 }): Promise<QuoteReport> {
  const result = new Map<string, Quote>();
  const missing: string[] = [];
  const assets: Asset[] = [];
  for (const item of assetsOrSymbols) {
    const asset = typeof item === "string" ? getAsset(item) : item;
    if (!asset) missing.push(String(item).toUpperCase());
    else if (!assets.some((a) => a.symbol === asset.symbol)) assets.push(asset);
  }
  let written = 0;

  if (deps.config.mode === "live" && assets.length > 0) {
    const snapshots = await latestLiveSnapshots(deps.db, assets.map((a) => a.symbol));
    for (const a of assets) {
      const snap = snapshots.get(a.symbol);
      // Freshness is when we last read it, not the upstream's time: a closed stock market's
      // quote stays hours old, and re-asking for it would only burn the provider's limits.
      if (snap && options.freshMs > 0 && deps.now - snap.recordedAt <= options.freshMs) result.set(a.symbol, plain(snap));
    }
    const fetched = options.snapshotOnly ? [] : await fromProviders(deps, assets.filter((a) => !result.has(a.symbol)), options.providers);
    for (const q of fetched) result.set(q.symbol, q);
    written = await saveSnapshots(deps.db, fetched, deps.now);
    for (const a of assets) {
      const snap = snapshots.get(a.symbol);
      // Snapshot-only readers take the scan's last value as is; it is stale only when it is old.
      if (!result.has(a.symbol) && snap) result.set(a.symbol, { ...plain(snap), stale: !options.snapshotOnly || deps.now - snap.recordedAt > options.freshMs });
    }
  }

  const at = await replayMoment(deps);
  for (const a of assets) {
    if (result.has(a.symbol)) continue;
    const q = await replayQuote(deps.replay, a.symbol, at);
    if (q) result.set(a.symbol, q);
    else missing.push(a.symbol);
  }
  // Symbols outside the registry are priced only from what the scan recorded for them (the top
  // of the market), never guessed: the provider ids for an unknown ticker are ambiguous.
  const unregistered = missing.filter((s) => !getAsset(s));
  const seen = unregistered.length ? await latestLiveSnapshots(deps.db, unregistered) : new Map<string, StoredQuote>();
  const extra: Quote[] = [];
  for (const s of unregistered) {
    const snap = seen.get(s);
    if (!snap) continue;
    extra.push(deps.now - snap.recordedAt > options.freshMs ? { ...plain(snap), stale: true } : plain(snap));
    missing.splice(missing.indexOf(s), 1);
  }
  const ordered = assetsOrSymbols.map((x) => (typeof x === "string" ? x.toUpperCase() : x.symbol));
  const all = [...assets.map((a) => result.get(a.symbol)).filter((q): q is Quote => Boolean(q)), ...extra];
  all.sort((a, b) => ordered.indexOf(a.symbol) - ordered.indexOf(b.symbol));
  return { quotes: all, missing, written };
}

async function fromProviders(deps: MarketDeps, assets: Asset[], providers = quoteProviders(deps.config)): Promise<Quote[]> {
  if (assets.length === 0) return [];
  const got = new Map<string, Quote>();
  const backoffs = await providerBackoffs(deps.db);
  for (const p of providers) {
    const todo = assets.filter((a) => !got.has(a.symbol) && p.supportsQuote(a));
    if (todo.length === 0) continue;
    const state = backoffs.get(p.name);
    if (state && state.backoffUntil > deps.now) continue;
    const size = BATCH_SIZE[p.name] ?? 50;
    for (let i = 0; i < todo.length; i += size) {
      const res = await p.quotes(todo.slice(i, i + size), { up: deps.up, now: deps.now });
      if (!res.ok) {
        const next = backoffFor(res, state?.failures ?? 0, deps.now);
        await recordProviderOutcome(deps.db, p.name, { ok: false, ...next, error: `${res.reason}: ${res.message}` }, deps.now);
        // The rest of this provider's batches would meet the same wall; let the next provider try.
        break;
      }
      if (state && state.failures > 0) await recordProviderOutcome(deps.db, p.name, { ok: true }, deps.now);
      for (const q of res.data) if (sane(q)) got.set(q.symbol, q);
    }
  }
  return [...got.values()];
}

/** A provider's number is only accepted when it is a positive, finite price with a real time. */
function sane(q: Quote): boolean {
  return Number.isFinite(q.price) && q.price > 0 && Number.isFinite(q.asOf) && q.asOf > 0;
}

function plain(q: StoredQuote): Quote {
  const { recordedAt: _r, ...quote } = q;
  return quote;
}
