import { z } from "zod";
import { parseFollowedFeed, type ParsedFeed } from "./parse";

/**
 * Reading a followed feed: http(s) only, no credentials in the URL, no private, loopback or
 * link-local address literals, at most MAX_FEED_BYTES read, FETCH_TIMEOUT_MS in all, at most
 * MAX_REDIRECTS hops each checked again. What comes back must parse as RSS or Atom.
 */
export const MAX_FEED_BYTES = 1_000_000;
export const FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export class FeedError extends Error {}

/** Hosts no feed may point at: names that resolve to this machine and private/link-local IP literals. */
export function privateHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/gu, "");
  if (h === "localhost" || h.endsWith(".localhost") || h.endsWith(".internal") || h === "0.0.0.0") return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/u.exec(h);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (h.includes(":")) return h === "::1" || h === "::" || h.startsWith("fe80") || h.startsWith("fc") || h.startsWith("fd") || h.startsWith("::ffff:");
  return false;
}

/**
 * Who may be read besides the public internet: in development only, one loopback origin (the
 * e2e fixture server; worker/sources/config.ts) — never a private network, never in production.
 */
export interface FeedAccess {
  fetcher?: typeof fetch;
  loopbackOrigin?: string | null;
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

function urlProblem(url: URL, access: FeedAccess): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "Only http(s) feeds can be followed.";
  if (url.username || url.password) return "A feed URL may not carry a user name or password.";
  if (privateHost(url.hostname) && !(access.loopbackOrigin && url.origin === access.loopbackOrigin)) return "That address is private or local; only public feeds can be followed.";
  return null;
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
    const problem = urlProblem(url, access);
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
