// zod as extended by @hono/zod-openapi, so the API can document these same fields.
import { z } from "@hono/zod-openapi";

/**
 * Input fields shared by the site's routes and the developer API, so a ticker, a name or a
 * price is accepted by the same rule wherever it is typed.
 */
export const SymbolField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.\-]{0,14}$/, "Use a ticker such as BTC, ETH or AAPL.");

export const NameField = z.string().trim().min(1).max(80);
export const NotesField = z.string().trim().max(500).nullable().optional();
/** A price in USD (entry targets). */
export const PriceField = z.number().positive().max(1e12);
