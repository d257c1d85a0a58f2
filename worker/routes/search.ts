import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { searchSymbols, suggestSymbols } from "../assets/search";

/**
 * The site's global search and symbol picker: registry and scanned symbols by symbol and name.
 * With no hit, `suggestions` holds the near symbols ("did you mean").
 */
const Query = z.object({ q: z.string().max(40).default(""), limit: z.coerce.number().int().min(1).max(20).default(8) }).strict();

export const searchRoutes = new Hono<AppEnv>().use(requireSession()).get("/", async (c) => {
  const { q, limit } = parseInput(Query, c.req.query(), "query");
  const hits = await searchSymbols(c.get("db"), q, limit);
  return ok(c, { q, hits, suggestions: hits.length ? [] : suggestSymbols(q) });
});
