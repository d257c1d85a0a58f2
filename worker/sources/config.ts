import { isDevelopment, type Bindings } from "../env";
import type { FeedAccess } from "./fetch";

/** Settings for followed sources, beside the market's and the connections' (worker/env.ts). */
export interface SourcesEnv {
  /**
   * Development only: one loopback origin (http://127.0.0.1:PORT or http://localhost:PORT) feeds
   * may be read from — the e2e tests' fixture feed server. Ignored when APP_ENV is not
   * "development", and anything but a loopback origin is ignored too.
   */
  SOURCES_LOOPBACK_ORIGIN?: string;
}

export function feedAccess(env: Bindings): FeedAccess {
  const raw = env.SOURCES_LOOPBACK_ORIGIN;
  if (!raw || !isDevelopment(env)) return {};
  try {
    const url = new URL(raw);
    const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
    return loopback && url.protocol === "http:" ? { loopbackOrigin: url.origin } : {};
  } catch {
    return {};
  }
}
