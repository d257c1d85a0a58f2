import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { marketSnapshots } from "../db/market-schema";
import { AppError } from "../http/errors";
import { suggestSymbols } from "../assets/search";
import { resolveAsset } from "./assets";

/**
 * Which symbols the product can price, the same rule as /v1/market/prices: an asset of the
 * registry (by symbol, alias or name), or one the scan has recorded (the top of the market).
 * Anything else would be stored and then never priced, so writes refuse it.
 */
export async function knownSymbol(db: Db, raw: string): Promise<string | null> {
  const asset = resolveAsset(raw);
  if (asset) return asset.symbol;
  const symbol = raw.trim().toUpperCase();
  const seen = await db.select({ symbol: marketSnapshots.symbol }).from(marketSnapshots).where(eq(marketSnapshots.symbol, symbol)).limit(1).get();
  return seen ? symbol : null;
}

/** The canonical symbol, or a 400 naming the parameter with the nearest registry matches (the site shows them at the field). */
export async function requireKnownSymbol(db: Db, raw: string, param = "symbol"): Promise<string> {
  const symbol = await knownSymbol(db, raw);
  if (symbol) return symbol;
  // The same nearest matches as the asset page's 404 (typos first, then the first letters).
  const near = suggestSymbols(raw, 3);
  throw new AppError("invalid_param", {
    param,
    message: `${param}: unknown symbol ${raw.trim().toUpperCase().slice(0, 20)}.${near.length ? ` Did you mean ${near.join(", ")}?` : ""}`,
    hint: "Find a symbol with GET /v1/assets/search?q= (or the site's search).",
  });
}
