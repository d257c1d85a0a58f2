import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { refreshDueSources } from "../../worker/sources/service";
import { recentItems } from "../../worker/sources/store";
import { FEED_BASE } from "../fakes/feeds";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/**
 * Followed sources through the site's /app/sources routes, against fake feeds in the real RSS 2.0,
 * Substack, YouTube and podcast shapes (test/fakes/feeds.ts), read by the Worker's real fetch and
 * parser. Items are cached in D1 with where they came from.
 */
const { address, freshIp } = identities("sources.example", 91);

async function pro() {
  const cookie = await signIn(address("pro"), freshIp());
  const me = (await json(await call("/app/me", { cookie }))).data;
  await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
  return { cookie, userId: me.id as string };
}

describe("/app/sources", () => {
  it("follows a blog, a Substack, a YouTube channel and a podcast; items are cached with their source", async () => {
    const { cookie, userId } = await pro();
    const follow = async (path: string, extra: Record<string, string> = {}) => {
      const res = await call("/app/sources", { cookie, body: { url: `${FEED_BASE}${path}`, ...extra } });
      expect(res.status).toBe(201);
      return (await json(res)).data.source;
    };
    expect(await follow("/blog.rss", { kol: "Ada Chen" })).toMatchObject({ name: "Macro Compass", kol: "Ada Chen", kind: "feed", items: 2, lastError: null });
    expect(await follow("/substack/feed", { name: "Ben's letter" })).toMatchObject({ name: "Ben's letter", kind: "feed", items: 1 });
    expect(await follow("/youtube/feeds/videos.xml?channel_id=UCchartroom0000000000000")).toMatchObject({ name: "The Chart Room", kind: "youtube", items: 1 });
    expect(await follow("/podcast.xml")).toMatchObject({ name: "The Long View", kind: "podcast", items: 1 });

    const list = (await json(await call("/app/sources", { cookie }))).data.sources;
    expect(list.map((s: { name: string }) => s.name)).toEqual(["Macro Compass", "Ben's letter", "The Chart Room", "The Long View"]);
    expect(list.every((s: { lastFetchedAt: string | null }) => typeof s.lastFetchedAt === "string")).toBe(true);

    const items = await recentItems(createDb(env.DB), userId);
    expect(items).toHaveLength(5);
    const video = items.find((i) => i.sourceName === "The Chart Room")!;
    expect(video).toMatchObject({ url: "https://www.youtube.com/watch?v=abc123XYZ00", author: "The Chart Room", publishedAt: Date.parse("2026-11-20T15:00:00Z") });
    expect(video.text).toContain("200-day moving average");
    const substack = items.find((i) => i.sourceName === "Ben's letter")!;
    expect(substack).toMatchObject({ author: "Ben Ortiz", url: "https://onchainweekly.substack.com/p/eth-staking-demand" });
    expect(substack.text).toContain("my target for ETH is $4,500");
    expect(substack.text).not.toContain("<p>");
    const blog = items.find((i) => i.title.startsWith("Liquidity"))!;
    expect(blog).toMatchObject({ kol: "Ada Chen", author: "Ada Chen" });
    expect(items.find((i) => i.sourceName === "The Long View")!.author).toBe("Eli Novak");

    // Following the same feed twice is a conflict; a refresh does not duplicate items.
    await expectError(await call("/app/sources", { cookie, body: { url: `${FEED_BASE}/blog.rss` } }), 409, "conflict", "url");
    const refreshed = await call(`/app/sources/${list[0].id}/refresh`, { cookie, method: "POST" });
    expect(refreshed.status).toBe(200);
    expect((await json(refreshed)).data.source).toMatchObject({ items: 2, lastError: null });
    expect(await recentItems(createDb(env.DB), userId)).toHaveLength(5);

    // Unfollowing removes the source and its items; another user cannot see or remove them.
    const other = await pro();
    await expectError(await call(`/app/sources/${list[0].id}`, { cookie: other.cookie, method: "DELETE" }), 404, "not_found");
    expect((await json(await call("/app/sources", { cookie: other.cookie }))).data.sources).toEqual([]);
    expect((await call(`/app/sources/${list[0].id}`, { cookie, method: "DELETE" })).status).toBe(200);
    expect(await recentItems(createDb(env.DB), userId)).toHaveLength(3);
  });

  it("refuses what is not a public http(s) feed, saying why", async () => {
    const { cookie } = await pro();
    const refuse = async (url: unknown, message: RegExp) => {
      const body = await expectError(await call("/app/sources", { cookie, body: { url } }), 400, "invalid_param", "url");
      expect(body.error.message).toMatch(message);
    };
    await refuse("ftp://feeds.fake.test/blog.rss", /http\(s\)/);
    await refuse("not a url", /Not a URL/);
    await refuse("http://127.0.0.1/feed", /private or local/);
    await refuse("http://10.1.2.3/feed", /private or local/);
    await refuse("http://169.254.169.254/latest", /private or local/);
    await refuse("http://localhost:8787/feed", /private or local/);
    await refuse("https://user:pw@feeds.fake.test/blog.rss", /password/);
    await refuse(`${FEED_BASE}/html`, /not an RSS or Atom feed/);
    await refuse(`${FEED_BASE}/broken`, /HTTP 500/);
    await refuse(`${FEED_BASE}/huge`, /larger than 1 MB/);
    await refuse(`${FEED_BASE}/to-private`, /private or local/);
    await refuse(42, /string/i);
    await expectError(await call("/app/sources", { cookie, body: { url: `${FEED_BASE}/blog.rss`, extra: 1 } }), 400, "invalid_param");
    expect((await json(await call("/app/sources", { cookie }))).data.sources).toEqual([]);
    // A redirect to a public feed is followed.
    expect((await call("/app/sources", { cookie, body: { url: `${FEED_BASE}/moved` } })).status).toBe(201);
  });

  it("resolves names and refuses private answers, after every redirect too; no disguised loopback literal passes", async () => {
    const { cookie } = await pro();
    const refuse = async (url: string) => {
      const body = await expectError(await call("/app/sources", { cookie, body: { url } }), 400, "invalid_param", "url");
      expect(body.error.message, url).toMatch(/private or local/);
    };
    await refuse("http://vm.fake.test:8874/feed");
    await refuse("http://split.fake.test/feed");
    await refuse("http://mapped.fake.test/feed");
    await refuse(`${FEED_BASE}/to-private-name`);
    await refuse("http://localhost.:8874/");
    await refuse("http://[::127.0.0.1]:8874/");
    await refuse("http://[::ffff:127.0.0.1]:8874/");
    await refuse("http://[::ffff:0:10.0.0.1]/feed");
    await refuse("http://[64:ff9b::a9fe:a9fe]/latest");
    await refuse("http://[2002:7f00:1::]/feed");
    await refuse("http://[fe80::1]/feed");
    await refuse("http://0x7f.1/feed");
    const unknown = await expectError(await call("/app/sources", { cookie, body: { url: "http://nowhere.fake.test/feed" } }), 400, "invalid_param", "url");
    expect(unknown.error.message).toMatch(/could not be resolved/);
    expect((await json(await call("/app/sources", { cookie }))).data.sources).toEqual([]);
  });

  it("is Pro, and needs a session and a same-site origin", async () => {
    const cookie = await signIn(address("free"), freshIp());
    await expectError(await call("/app/sources", { cookie }), 403, "plan_required");
    await expectError(await call("/app/sources"), 401, "unauthorized");
    const { cookie: proCookie } = await pro();
    await expectError(await call("/app/sources", { cookie: proCookie, body: { url: `${FEED_BASE}/blog.rss` }, origin: "https://evil.example" }), 403, "cross_site_request");
  });

  it("the hourly refresh reads sources not read for 50 minutes and records a failing feed's error", async () => {
    const { cookie, userId } = await pro();
    const res = await call("/app/sources", { cookie, body: { url: `${FEED_BASE}/podcast.xml` } });
    const id = (await json(res)).data.source.id;
    // The feed breaks: point the row at a failing path, as if the publisher moved it.
    await env.DB.prepare("UPDATE followed_sources SET url = ?, last_fetched_at = ? WHERE id = ?").bind(`${FEED_BASE}/broken`, Date.now() - 3_600_000, id).run();
    const db = createDb(env.DB);
    const report = await refreshDueSources(db, Date.now(), 500);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    const row = (await json(await call("/app/sources", { cookie }))).data.sources[0];
    expect(row).toMatchObject({ id, lastError: "The feed answered HTTP 500.", items: 1 });
    expect(await recentItems(db, userId)).toHaveLength(1);
  });
});
