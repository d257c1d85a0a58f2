import { z } from "zod";
import { checkUrl, dohResolver, staticCheck, type UrlCheck, type UrlPolicy } from "../browser/safety";
import { parseFollowedFeed, type ParsedFeed } from "./parse";

/**
 * Reading a followed feed: http(s) only, no credentials in the URL, no private, loopback or
 * link-local address — literals, and names resolved over DNS-over-HTTPS with every answer judged
 * (the cloud browser's policy, worker/browser/safety.ts) — at most MAX_FEED_BYTES read, FETCH_TIMEOUT_MS in all, at most
 * MAX_REDIRECTS hops each checked again. What comes back must parse as RSS or Atom.
 */
export const MAX_FEED_BYTES = 1_000_000;
export const FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export class FeedError extends Error {}

/**
 * Who may be read besides the public internet: in development only, one loopback origin (the
 * e2e fixture server; worker/sources/config.ts) — never a private network, never in production.
 */
export interface FeedAccess {
  fetcher?: typeof fetch;
  loopbackOrigin?: string | null;
  /** Resolves a feed's host name (default: DNS-over-HTTPS; tests answer through their network fake). */
  resolve?: UrlPolicy["resolve"];
}

/** A feed URL as a user types it: checked, normalised (no fragment). */
export const feedUrl = (access: FeedAccess = {}) => z
  .string()
  .trim()
  .min(1, "A feed URL such as https://example.substack.com/feed.")
  .max(2000)
  .transform((raw, ctx) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      ctx.addIssue({ code: "custom", message: "Not a URL. Use the feed's full address, e.g. https://example.substack.com/feed." });
      return z.NEVER;
    }
    const problem = urlProblem(url, access);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    url.hash = "";
    return url.toString();
  });

export const FeedUrl = feedUrl();

/** The feed's own words for the browser policy's refusals. */
function refusalText(check: Extract<UrlCheck, { ok: false }>): string {
  switch (check.kind) {
    case "scheme": return "Only http(s) feeds can be followed.";
    case "credentials": return "A feed URL may not carry a user name or password.";
    case "unresolved": return `${check.reason} Check the feed's address.`;
    case "invalid": return "Not a URL. Use the feed's full address, e.g. https://example.substack.com/feed.";
    default: return "That address is private or local; only public feeds can be followed.";
  }
}

/** Loopback only for the one development origin (the e2e fixture server), never anything else. */
const loopbackAllowed = (url: URL, access: FeedAccess) => !!access.loopbackOrigin && url.origin === access.loopbackOrigin;

/** Checks that need no network (the form's first answer); `urlProblemResolved` adds DNS. */
function urlProblem(url: URL, access: FeedAccess): string | null {
  const check = staticCheck(url, loopbackAllowed(url, access));
  return check.ok ? null : refusalText(check);
}

async function urlProblemResolved(url: URL, access: FeedAccess): Promise<string | null> {
  const check = await checkUrl(url.toString(), { allowLoopback: loopbackAllowed(url, access), resolve: access.resolve ?? dohResolver() });
  return check.ok ? null : refusalText(check);
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_FEED_BYTES) throw new FeedError(`The feed is larger than ${MAX_FEED_BYTES / 1_000_000} MB.`);
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_BYTES) {
      await reader.cancel();
      throw new FeedError(`The feed is larger than ${MAX_FEED_BYTES / 1_000_000} MB.`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** Fetches and parses one feed; every failure is a FeedError whose message the user can read. */
export async function fetchFeed(rawUrl: string, access: FeedAccess = {}): Promise<ParsedFeed> {
  const fetcher = access.fetcher ?? fetch;
  let url = new URL(rawUrl);
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  for (let hop = 0; ; hop++) {
    // Every hop, redirects included, is resolved and judged again before it is fetched.
    const problem = await urlProblemResolved(url, access);
    if (problem) throw new FeedError(problem);
    let response: Response;
    try {
      response = await fetcher(url.toString(), { redirect: "manual", signal, headers: { accept: "application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.1", "user-agent": "Fathom feed reader" } });
    } catch (error) {
      throw new FeedError(error instanceof Error && error.name === "TimeoutError" ? `The feed did not answer within ${FETCH_TIMEOUT_MS / 1000} s.` : "The feed could not be reached.");
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      if (hop >= MAX_REDIRECTS) throw new FeedError("The feed redirects too many times.");
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) throw new FeedError(`The feed answered HTTP ${response.status}.`);
    const parsed = parseFollowedFeed(await readCapped(response));
    if (!parsed) throw new FeedError("That address is not an RSS or Atom feed.");
    return parsed;
  }
}
