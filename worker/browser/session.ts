import type { Browser, BrowserContext, HTTPRequest, HTTPResponse, Page } from "@cloudflare/puppeteer";
import { acquireBrowser, releaseBrowser } from "./acquire";
import { TABLES_SCRIPT, TEXT_SCRIPT, isPageTables, type PageTable } from "./extract";
import { checkUrl, isLoopback, isPrivateAddress, type UrlPolicy } from "./safety";

/**
 * One browsing session: a page in a (possibly reused) browser, every request the page makes
 * checked against the URL policy, downloads refused, and the session's limits enforced. Each
 * method is one step; a step that breaks a rule throws a `SessionError` whose message says why.
 */

export interface SessionLimits {
  /** Navigations per session. */
  maxPages: number;
  /** Wall time for the whole session, ms. */
  totalMs: number;
  /** Bytes the page may receive in total (by Content-Length and the document itself). */
  maxBytes: number;
  /** Characters of page text kept. */
  maxTextChars: number;
}

export const DEFAULT_LIMITS: SessionLimits = { maxPages: 5, totalMs: 60_000, maxBytes: 8_000_000, maxTextChars: 20_000 };

export class SessionError extends Error {
  constructor(readonly code: "refused" | "limit" | "failed" | "download", message: string) {
    super(message);
    this.name = "SessionError";
  }
}

export interface Navigated {
  url: string;
  title: string;
  status: number;
}

export class BrowserSession {
  private pages = 0;
  private bytes = 0;
  /** Why the last main-frame request was stopped (policy or download), for a clear error. */
  private stopped: SessionError | null = null;
  /**
   * Set when any response came from a private address although its name passed the check (DNS
   * rebinding: Chromium resolves again after we did). The session is then over: every later step
   * refuses, so nothing read from that answer is published.
   */
  private breach: SessionError | null = null;
  /** Requests the policy stopped (sub-resources included), "url — reason", for the caller and tests. */
  readonly refused: string[] = [];
  private constructor(
    private readonly browser: Browser,
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly policy: UrlPolicy,
    readonly limits: SessionLimits,
    private readonly deadline: number,
    readonly reused: boolean,
    readonly acquireMs: number,
    private readonly scope: object | null,
  ) {}

  /** `scope`: whose kept browser may be reused (acquire.ts); null (the default): none, and the browser is closed after. */
  static async open(binding: Fetcher, policy: UrlPolicy, limits: SessionLimits = DEFAULT_LIMITS, scope: object | null = null, now: () => number = Date.now): Promise<BrowserSession> {
    const acquired = await acquireBrowser(binding, scope, now);
    try {
      // Its own incognito context: no cookies or storage from an earlier session (or user).
      const context = await acquired.browser.createBrowserContext();
      const page = await context.newPage();
      const session = new BrowserSession(acquired.browser, context, page, policy, limits, now() + limits.totalMs, acquired.reused, acquired.acquireMs, scope);
      await session.guard();
      return session;
    } catch (error) {
      await releaseBrowser(acquired.browser, scope, false);
      // A kept browser that died while idle: once more with a fresh one.
      if (acquired.reused) return BrowserSession.open(binding, policy, limits, null, now);
      throw error;
    }
  }

  /** Request interception (every request and redirect hop checked), download refusal, byte count. */
  private async guard(): Promise<void> {
    const cdp = await this.page.target().createCDPSession();
    await cdp.send("Browser.setDownloadBehavior", { behavior: "deny" }).catch(() => undefined);
    await this.page.setRequestInterception(true);
    // A request resolved after the page closed throws; nothing is left to protect then.
    this.page.on("request", (req) => void this.vet(req).catch(() => undefined));
    this.page.on("response", (res) => this.count(res));
  }

  private async vet(req: HTTPRequest): Promise<void> {
    if (req.isInterceptResolutionHandled()) return;
    const url = req.url();
    if (url.startsWith("data:") || url.startsWith("blob:") || url === "about:blank") return req.continue();
    const check = await checkUrl(url, this.policy);
    if (check.ok) return req.continue();
    if (req.isNavigationRequest() && req.frame() === this.page.mainFrame()) this.stopped = new SessionError("refused", check.reason);
    if (this.refused.length < 50) this.refused.push(`${url.slice(0, 200)} — ${check.reason}`);
    return req.abort("blockedbyclient");
  }

  private count(res: HTTPResponse): void {
    this.pin(res);
    const headers = res.headers();
    this.bytes += Number(headers["content-length"] ?? 0) || 0;
    const main = res.request().isNavigationRequest() && res.frame() === this.page.mainFrame();
    if (main && /^\s*attachment/iu.test(headers["content-disposition"] ?? "")) {
      this.stopped = new SessionError("download", "The page is a file download; downloads are refused.");
    }
  }

  /** The address Chromium actually connected to, checked after the fact (see README: DNS rebinding). */
  private pin(res: HTTPResponse): void {
    const ip = res.remoteAddress()?.ip;
    if (!ip || !isPrivateAddress(ip) || (this.policy.allowLoopback && isLoopback(ip))) return;
    const host = (() => { try { return new URL(res.url()).hostname; } catch { return "the page"; } })();
    this.breach ??= new SessionError("refused", `${host} answered from a private address (${ip}) after its name was checked; the browser only opens public pages.`);
    if (res.request().isNavigationRequest() && res.frame() === this.page.mainFrame()) this.stopped = this.breach;
  }

  private remaining(): number {
    if (this.breach) throw this.breach;
    const left = this.deadline - Date.now();
    if (left <= 0) throw new SessionError("limit", `The session's time limit (${Math.round(this.limits.totalMs / 1000)} s) was reached.`);
    return left;
  }

  private checkBytes(extra = 0): void {
    if (this.bytes + extra > this.limits.maxBytes) {
      throw new SessionError("limit", `The page is larger than the session's size limit (${Math.round(this.limits.maxBytes / 1_000_000)} MB).`);
    }
  }

  async navigate(raw: string): Promise<Navigated> {
    if (this.pages >= this.limits.maxPages) throw new SessionError("limit", `The session's page limit (${this.limits.maxPages}) was reached.`);
    const first = await checkUrl(raw, this.policy);
    if (!first.ok) throw new SessionError("refused", first.reason);
    this.pages += 1;
    this.stopped = null;
    let status = 0;
    try {
      const res = await this.page.goto(first.url.href, { waitUntil: "load", timeout: Math.min(this.remaining(), 30_000) });
      status = res?.status() ?? 0;
    } catch (error) {
      if (this.stopped) throw this.stopped;
      if (error instanceof SessionError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (/timeout/iu.test(message)) throw new SessionError("limit", "The page did not finish loading in time.");
      throw new SessionError("failed", `The page could not be opened (${message.slice(0, 120)}).`);
    }
    if (this.stopped) throw this.stopped;
    if (this.breach) throw this.breach;
    if (status >= 400) throw new SessionError("failed", `The page answered HTTP ${status}.`);
    this.checkBytes((await this.page.content()).length);
    return { url: this.page.url(), title: (await this.page.title()).slice(0, 200), status };
  }

  async text(): Promise<string> {
    this.remaining();
    const text = await this.page.evaluate(TEXT_SCRIPT);
    return typeof text === "string" ? text.slice(0, this.limits.maxTextChars) : "";
  }

  async tables(): Promise<PageTable[]> {
    this.remaining();
    const tables: unknown = await this.page.evaluate(TABLES_SCRIPT);
    if (!isPageTables(tables)) throw new SessionError("failed", "The page's tables could not be read.");
    return tables;
  }

  async screenshot(): Promise<Uint8Array> {
    this.remaining();
    await this.page.setViewport({ width: 1280, height: 800 });
    return await this.page.screenshot({ type: "png" });
  }

  async pdf(): Promise<Uint8Array> {
    this.remaining();
    return await this.page.pdf({ format: "A4", printBackground: true, timeout: Math.min(this.remaining(), 30_000) });
  }

  /**
   * Prints a document the worker wrote itself (the Notebook's printable HTML): set as the page's
   * content — no navigation, so no cookie or site session is involved — then printed. Request
   * interception stays on, so anything the HTML tried to load would still meet the URL policy.
   */
  async printHtml(html: string): Promise<Uint8Array> {
    this.checkBytes(html.length);
    await this.page.setContent(html, { waitUntil: "load", timeout: Math.min(this.remaining(), 30_000) });
    return await this.pdf();
  }

  /** Closes the page and hands the browser back for reuse (closed instead if the session broke). */
  async close(healthy = true): Promise<void> {
    await this.context.close().catch(() => undefined);
    await releaseBrowser(this.browser, this.scope, healthy);
  }
}
