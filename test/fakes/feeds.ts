import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Followed-source feeds for tests, answered inside vitest's outboundService (Node) for the hosts
 * below, so the Worker's real fetch + fast-xml-parser read them as they would read the internet.
 * The bodies are test/fixtures/kol/*.xml, written in the real shapes: RSS 2.0 (a blog), Substack's
 * RSS (CDATA, content:encoded), a YouTube channel feed (Atom + yt:/media:) and a podcast (iTunes).
 * Faults: /html (a web page), /broken (500), /huge (over the size cap), /slow (never answers in
 * time), /to-private (a redirect to a loopback address), /to-private-name (a redirect to a name
 * resolving to one), /moved (a redirect to /blog.rss).
 */
export const FEED_HOST = "feeds.fake.test";
export const FEED_HOSTS = new Set([FEED_HOST]);
export const FEED_BASE = `http://${FEED_HOST}`;

/**
 * What the test network's DNS-over-HTTPS (test/fakes/doh.ts, at cloudflare-dns.com) answers:
 * the feed host is public; the others are names that point at this machine or a private network.
 */
export const FEED_DNS: Record<string, string[]> = {
  [FEED_HOST]: ["93.184.216.34"],
  "vm.fake.test": ["127.0.0.1"],
  "split.fake.test": ["93.184.216.34", "10.0.0.7"],
  "mapped.fake.test": ["::ffff:7f00:1"],
};

const dir = fileURLToPath(new URL("../fixtures/kol/", import.meta.url).href);
const fixture = (name: string) => readFileSync(dir + name, "utf8");

const FEEDS: Record<string, { file: string; type: string }> = {
  "/blog.rss": { file: "blog.rss.xml", type: "application/rss+xml; charset=utf-8" },
  "/substack/feed": { file: "substack.xml", type: "application/rss+xml; charset=utf-8" },
  "/youtube/feeds/videos.xml": { file: "youtube.xml", type: "text/xml; charset=UTF-8" },
  "/podcast.xml": { file: "podcast.xml", type: "application/xml" },
};

/** Requests seen, newest last (tests check that a refresh really fetched). */
export const feedLog: string[] = [];

export async function fakeFeeds(request: Request): Promise<Response> {
  const url = new URL(request.url);
  feedLog.push(url.pathname);
  const feed = FEEDS[url.pathname];
  if (feed) return new Response(fixture(feed.file), { headers: { "content-type": feed.type } });
  switch (url.pathname) {
    case "/html":
      return new Response("<!doctype html><html><head><title>Blog</title></head><body><p>Hello</p></body></html>", { headers: { "content-type": "text/html" } });
    case "/broken":
      return new Response("upstream exploded", { status: 500 });
    case "/huge":
      return new Response(`<rss version="2.0"><channel><title>Big</title>${"<item><title>x</title></item>".repeat(60_000)}</channel></rss>`, { headers: { "content-type": "application/rss+xml" } });
    case "/slow":
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      return new Response("late", { status: 200 });
    case "/to-private":
      return new Response(null, { status: 302, headers: { location: "http://127.0.0.1:9/feed" } });
    case "/to-private-name":
      return new Response(null, { status: 302, headers: { location: "http://vm.fake.test:8874/feed" } });
    case "/moved":
      return new Response(null, { status: 301, headers: { location: "/blog.rss" } });
    default:
      return new Response("not found", { status: 404 });
  }
}
