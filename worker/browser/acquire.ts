import puppeteer, { type Browser } from "@cloudflare/puppeteer";

/**
 * One browser per call site, reused across sessions where the binding allows: a live session with
 * no client connected is taken with `connect` (no cold launch); otherwise a new one is launched
 * with a keep-alive so the next session can take it. Sessions end with `disconnect`, not `close`.
 */

export interface Acquired {
  browser: Browser;
  browserSessionId: string;
  reused: boolean;
  acquireMs: number;
}

/** How long an idle browser stays up for the next session (the binding's keep_alive, ms). */
export const KEEP_ALIVE_MS = 60_000;

export async function acquireBrowser(binding: Fetcher, now: () => number = Date.now): Promise<Acquired> {
  const started = now();
  const free = await freeSession(binding);
  if (free) {
    try {
      const browser = await puppeteer.connect(binding, free);
      return { browser, browserSessionId: free, reused: true, acquireMs: now() - started };
    } catch {
      // Taken or closed between the listing and the connect: launch a fresh one below.
    }
  }
  const browser = await puppeteer.launch(binding, { keep_alive: KEEP_ALIVE_MS });
  return { browser, browserSessionId: browser.sessionId(), reused: false, acquireMs: now() - started };
}

async function freeSession(binding: Fetcher): Promise<string | null> {
  try {
    const sessions = await puppeteer.sessions(binding);
    return sessions.find((s) => !s.connectionId)?.sessionId ?? null;
  } catch {
    return null;
  }
}

/** Leaves the browser running for the next session; closes it when it is in a bad state. */
export async function releaseBrowser(browser: Browser, healthy: boolean): Promise<void> {
  try {
    if (healthy) browser.disconnect();
    else await browser.close();
  } catch {
    // Already gone: nothing to release.
  }
}
