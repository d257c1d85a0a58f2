import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { createMarketReader } from "../market/reader";

/**
 * Site-only market reads that are not part of the developer API (API.md lists no news endpoint):
 * the headlines the hourly scan stored, for Home's News widget. Links that are not http(s) are
 * dropped, so a hostile feed cannot put a `javascript:` URL on the page.
 */
const NewsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(8), symbol: z.string().trim().toUpperCase().max(15).optional() });

export const marketSiteRoutes = new Hono<AppEnv>().use(requireSession()).get("/news", async (c) => {
  const { limit, symbol } = parseInput(NewsQuery, c.req.query(), "query");
  const items = await createMarketReader(c.env, c.get("clock"), { live: false }).news({ limit, ...(symbol ? { symbol } : {}) });
  return ok(
    c,
    items
      .filter((n) => /^https?:\/\//i.test(n.link))
      .map((n) => ({ id: n.id, title: n.title, link: n.link, feed: n.feed, publishedAt: new Date(n.publishedAt).toISOString(), symbols: n.symbols })),
  );
});
