import type { Bindings } from "../env";
import { marketConfig, type MarketConfig, type MarketEnv } from "./config";
import type { Upstream } from "./providers/http";
import { assetFiles, type ReplayFiles } from "./replay/files";
import { marketDb, type MarketDb } from "./store";

/**
 * What every market function needs, built once per request or scan: the database, settings,
 * the instant it runs at (from the injected clock), and the counted upstream.
 */
export interface MarketDeps {
  db: MarketDb;
  config: MarketConfig;
  now: number;
  up: Upstream;
  /** The replay series' files (static assets in workerd). */
  replay: ReplayFiles;
}

export function marketDeps(env: Bindings | (MarketEnv & { DB: D1Database; ASSETS: Fetcher }), now: number, fetchImpl?: typeof fetch): MarketDeps {
  const config = marketConfig(env);
  // Wrapped: workerd refuses a detached `fetch` called as a method of another object.
  const doFetch: typeof fetch = fetchImpl ?? ((input, init) => fetch(input, init));
  return { db: marketDb(env.DB), config, now, up: { fetch: doFetch, timeoutMs: config.timeoutMs, calls: { count: 0 } }, replay: assetFiles(env.ASSETS) };
}
