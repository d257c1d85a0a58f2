import puppeteer, { type Browser } from "@cloudflare/puppeteer";

/**
 * Browsers are reused so a follow-up session does not pay a cold launch, in two ways:
 * 1. in one scope (one AgentDO: workerd ties a WebSocket to the object that opened it, so a
 *    browser cannot pass between objects or plain requests): the last session's browser stays
 *    connected and the next session of that scope takes it while it is alive — measured by bench/browser (opening: cold 3.5–4.1 s, warm 0.9–1.3 s on the shared dev box);
 * 2. across isolates: a live session with no client (`puppeteer.sessions()`) is taken with
 *    `connect`. (The local binding keeps a disconnected session's connectionId, so locally only
 *    path 1 applies; on Cloudflare a `disconnect` frees the session for path 2.)
 * Otherwise a new browser is launched with a keep-alive. Each session gets its own incognito
 * browser context (session.ts), so no cookies or storage pass from one session to the next.
 */

export interface Acquired {
  browser: Browser;
  reused: boolean;
  acquireMs: number;
}

/** How long an idle browser stays up for the next session (the binding's keep_alive, ms). */
export const KEEP_ALIVE_MS = 60_000;

/** How long listing or joining an existing session may take before a fresh launch is preferred. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** `promise`'s value, or `fallback` if it has not settled within `ms` (the promise is left to settle alone). */
async function withinMs<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  promise.catch(() => undefined); // a rejection after the deadline is nobody's error
  const late = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Idle = { browser: Browser; since: number };
const idleByScope = new WeakMap<object, Idle>();

/** `scope`: whose browser may be reused (the AgentDO's state); null: no in-memory reuse. */
export async function acquireBrowser(binding: Fetcher, scope: object | null, now: () => number = Date.now): Promise<Acquired> {
  const started = now();
  const kept = scope ? idleByScope.get(scope) : undefined;
  if (scope) idleByScope.delete(scope);
  if (kept && kept.browser.connected && now() - kept.since < KEEP_ALIVE_MS - 5_000) return { browser: kept.browser, reused: true, acquireMs: now() - started };
  if (kept) kept.browser.disconnect();
  const free = await withinMs(freeSession(binding), CONNECT_TIMEOUT_MS, null);
  if (free) {
    try {
      // A listed session whose browser is already gone can leave connect waiting forever: bounded.
      const browser = await withinMs(puppeteer.connect(binding, free), CONNECT_TIMEOUT_MS, null);
      if (browser) return { browser, reused: true, acquireMs: now() - started };
    } catch {
      // Taken or closed between the listing and the connect: launch a fresh one below.
    }
  }
  const browser = await puppeteer.launch(binding, { keep_alive: KEEP_ALIVE_MS });
  return { browser, reused: false, acquireMs: now() - started };
}

async function freeSession(binding: Fetcher): Promise<string | null> {
  try {
    const sessions = await puppeteer.sessions(binding);
    return sessions.find((s) => !s.connectionId)?.sessionId ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps a healthy browser for its scope's next session (one per scope; extras are disconnected);
 * closes a broken one, and one no scope will reuse (a held browser counts against the binding's
 * concurrent browsers).
 */
export async function releaseBrowser(browser: Browser, scope: object | null, healthy: boolean, now: () => number = Date.now): Promise<void> {
  try {
    if (!healthy || !browser.connected || scope === null) await browser.close();
    else if (idleByScope.has(scope)) browser.disconnect();
    else idleByScope.set(scope, { browser, since: now() });
  } catch {
    // Already gone: nothing to release.
  }
}

/** Drops the kept browser (bench/browser measures cold sessions with it). */
export async function closeIdleBrowser(scope: object): Promise<void> {
  const kept = idleByScope.get(scope);
  idleByScope.delete(scope);
  await kept?.browser.close().catch(() => undefined);
}
