import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireSession } from "../auth/session-cookie";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { getAsset, resolveAsset } from "../market/assets";
import { createMarketReader } from "../market/reader";
import { chartView, ChartQuery } from "../assets/chart";
import { suggestSymbols } from "../assets/search";
import { assetView } from "../assets/view";

/**
 * The site's asset pages (`/assets/:symbol`, Free too): one typed view for the page and the
 * chart's series per timeframe. A name or alias resolves to its symbol; anything else is a 404
 * whose message names the nearest symbols, which the page shows as suggestions.
 */
function resolveOr404(raw: string) {
  const asset = getAsset(raw) ?? resolveAsset(raw);
  if (asset) return asset;
  const near = suggestSymbols(raw);
  throw new AppError("not_found", {
    param: "symbol",
    message: `No asset ${raw.trim().toUpperCase().slice(0, 20)}.${near.length ? ` Did you mean ${near.join(", ")}?` : ""}`,
    hint: "Search by symbol or name with /app/search?q=.",
  });
}

export const assetRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/:symbol", async (c) => {
    const asset = resolveOr404(c.req.param("symbol"));
    const reader = createMarketReader(c.env, c.get("clock"), { live: false });
    return ok(c, await assetView(c.get("db"), reader, c.get("user").id, asset.symbol));
  })
  .get("/:symbol/chart", async (c) => {
    const asset = resolveOr404(c.req.param("symbol"));
    const q = parseInput(ChartQuery, c.req.query(), "query");
    const other = q.compare ? getAsset(q.compare) : undefined;
    if (q.compare && !other) {
      const near = suggestSymbols(q.compare);
      throw new AppError("invalid_param", { param: "compare", message: `compare: unknown symbol ${q.compare}.${near.length ? ` Did you mean ${near.join(", ")}?` : ""}` });
    }
    const view = await chartView(createMarketReader(c.env, c.get("clock"), { live: false }), asset.symbol, q);
    if (!view) throw new AppError("not_found", { param: "symbol", message: `No price history for ${asset.symbol}.` });
    return ok(c, view, { asOf: view.asOf });
  });
