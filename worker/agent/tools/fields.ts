import { z } from "zod";
import { normaliseSymbol } from "../market";
import { fail, type ToolResult } from "./result";

/**
 * Argument fields shared by the tools, with the ranges a research request can sensibly have. The
 * model writes these arguments, so every bound is checked here and refused with a readable
 * message (1e308 is not a price).
 */

/** A ticker or asset name (named so it does not shadow the global `Symbol`). */
export const TickerField = z.string().trim().min(1).max(20).describe("Ticker or asset name, e.g. BTC, ETH, AAPL");

export const MAX_PRICE = 1e12;

export const PriceField = z
  .number({ error: "A price must be a number." })
  .refine((n) => Number.isFinite(n) && n > 0 && n < MAX_PRICE, { message: "A price must be a finite number above 0 and below 1,000,000,000,000." });

/** A percentage change: a fall cannot exceed -100%; above +10,000% is not a real threshold. */
export const ChangePctField = z
  .number({ error: "A percentage must be a number." })
  .refine((n) => Number.isFinite(n) && n >= -100 && n <= 10_000 && n !== 0, { message: "A percentage change must be between -100 and 10,000 (and not 0)." });

/** A share of a whole, in percent. */
export const SharePctField = z
  .number({ error: "A share must be a number." })
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= 100, { message: "A share must be between 0 and 100 percent." });

export const RatioField = z
  .number({ error: "A ratio must be a number." })
  .refine((n) => Number.isFinite(n) && n > 0 && n < MAX_PRICE, { message: "A ratio must be a finite number above 0." });

/** A whole number within bounds, e.g. a period in days or a count of items. */
export const intField = (min: number, max: number, what: string) =>
  z.number({ error: `${what} must be a number.` }).int({ message: `${what} must be a whole number.` }).min(min, { message: `${what} must be at least ${min}.` }).max(max, { message: `${what} must be at most ${max}.` });

/** The one answer for a symbol nobody knows, in every tool and in the alerts route. */
export const unknownSymbolMessage = (raw: string) => `"${raw}" is not a symbol I know.`;

export const unknownSymbol = (tool: string, raw: string): ToolResult => fail(tool, "invalid_param", unknownSymbolMessage(raw));

export function symbolOf(raw: string): string | null {
  return normaliseSymbol(raw) ?? (/^[A-Za-z]{2,6}$/u.test(raw) ? raw.toUpperCase() : null);
}
