import { describe, expect, it } from "vitest";
import { weekOfSources, weekQuery } from "../../worker/agent/brief/week-sources";
import { createDb } from "../../worker/db/client";
import type { NewsItem } from "../../worker/market/types";
import { env } from "./helpers";

/**
 * Monday's synthesis picks the week in the D1 query: the last 7 days' items of the user's followed
 * sources, however many undated, future-dated or old items sit beside them (real local D1).
 */
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 8, 0, 0);
const platform = (items: NewsItem[]) => ({ news: async () => items });
const headline = (title: string, publishedAt: number): NewsItem => ({ id: title, title, link: "https://news.example/x", feed: "CoinDesk", publishedAt, symbols: [] });

async function seedUser(id: string) {
  await env.DB.prepare("INSERT INTO users (id, email, plan, time_zone, api_access, created_at) VALUES (?, ?, 'pro', 'UTC', 0, ?)").bind(id, `${id}@week-sources.example`, NOW).run();
  await env.DB.prepare("INSERT INTO followed_sources (id, user_id, url, name, kol, created_at) VALUES (?, ?, ?, 'Macro Notes', 'A. Writer', ?)").bind(`src_${id}`, id, `https://macro.example/${id}`, NOW).run();
}

async function seedItems(userId: string, items: { id: string; title: string; publishedAt: number | null }[]) {
  const insert = env.DB.prepare("INSERT INTO source_items (id, source_id, user_id, guid, url, title, published_at, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  // D1 batches of at most 100 statements keep each round trip small.
  for (let i = 0; i < items.length; i += 100) {
    await env.DB.batch(items.slice(i, i + 100).map((it) => insert.bind(it.id, `src_${userId}`, userId, it.id, `https://macro.example/${it.id}`, it.title, it.publishedAt, NOW)));
  }
}

const many = (prefix: string, n: number, publishedAt: (i: number) => number | null) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, title: `${prefix} ${i}`, publishedAt: publishedAt(i) }));

describe("weekOfSources", () => {
  it("keeps this week's items and leaves out 250 old, 250 undated and future-dated ones", async () => {
    await seedUser("u_week");
    await seedItems("u_week", [
      { id: "recent", title: "Liquidity is turning", publishedAt: NOW - 2 * DAY },
      { id: "edge", title: "Six days and 23 hours ago", publishedAt: NOW - 7 * DAY + 3_600_000 },
      ...many("old", 250, (i) => NOW - 30 * DAY - i * 60_000),
      // Undated items were fetched just now: the newest rows by fetch time, yet not of this week.
      ...many("undated", 250, () => null),
      ...many("future", 3, (i) => NOW + (i + 1) * DAY),
    ]);
    const week = await weekOfSources(createDb(env.DB), "u_week", NOW, platform([headline("Platform headline", NOW - DAY)]));
    expect(week.map((n) => n.title)).toEqual(["Liquidity is turning", "Six days and 23 hours ago"]);
    expect(week[0]).toMatchObject({ feed: "A. Writer (Macro Notes)", link: "https://macro.example/recent", publishedAt: NOW - 2 * DAY });
  });

  it("another user's items are not read, and a week with none falls back to the platform's headlines of the week", async () => {
    await seedUser("u_quiet");
    await seedItems("u_quiet", many("stale", 5, (i) => NOW - 10 * DAY - i));
    await seedUser("u_other");
    await seedItems("u_other", [{ id: "theirs", title: "Someone else's note", publishedAt: NOW - DAY }]);
    const week = await weekOfSources(createDb(env.DB), "u_quiet", NOW, platform([headline("This week", NOW - DAY), headline("Last month", NOW - 30 * DAY)]));
    expect(week.map((n) => n.title)).toEqual(["This week"]);
  });

  it("reads through the (user_id, published_at) index, not a scan of the user's items", async () => {
    const { sql, params } = weekQuery(createDb(env.DB), "u_plan", NOW - 7 * DAY, NOW).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join(" | ");
    expect(details).toMatch(/source_items USING INDEX source_items_user_idx \(user_id=\? AND published_at>\? AND published_at<\?\)/);
  });
});
