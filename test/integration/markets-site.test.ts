import { describe, expect, it } from "vitest";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/** The site's news endpoint behind Home's News widget. */
const { address, freshIp } = identities("markets-site.example", 47);

describe("GET /app/markets/news", () => {
  it("lists stored headlines newest first, tagged, and drops links that are not http(s)", async () => {
    const insert = env.DB.prepare("INSERT INTO market_news (id, title, link, feed, published_at, symbols, recorded_at) VALUES (?, ?, ?, 'test-feed', ?, ?, ?)");
    const t = Date.UTC(2026, 10, 20);
    await env.DB.batch([
      insert.bind("n1", "USDC holds its peg", "https://news.example/usdc", t, '["USDC"]', t),
      insert.bind("n2", "Bitcoin ETF flows", "https://news.example/btc", t + 3_600_000, '["BTC"]', t),
      insert.bind("n3", "<script>alert(1)</script>", "javascript:alert(1)", t + 7_200_000, "[]", t),
    ]);
    const cookie = await signIn(address("news"), freshIp());
    const items = (await json(await call("/app/markets/news?limit=5", { cookie }))).data;
    expect(items.map((n: { title: string }) => n.title)).toEqual(["Bitcoin ETF flows", "USDC holds its peg"]);
    expect(items[0]).toMatchObject({ link: "https://news.example/btc", feed: "test-feed", symbols: ["BTC"], publishedAt: new Date(t + 3_600_000).toISOString() });
    const onlyUsdc = (await json(await call("/app/markets/news?symbol=usdc", { cookie }))).data;
    expect(onlyUsdc.map((n: { id: string }) => n.id)).toEqual(["n1"]);
  });

  it("needs a session and a sane limit", async () => {
    await expectError(await call("/app/markets/news"), 401, "unauthorized");
    const cookie = await signIn(address("news-limit"), freshIp());
    await expectError(await call("/app/markets/news?limit=500", { cookie }), 400, "invalid_param", "limit");
  });
});
