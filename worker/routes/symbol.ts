import { z } from "zod";

/** A ticker as users type it: trimmed and upper-cased, letters, digits, dots and dashes. */
export const SymbolInput = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.\-]{0,14}$/, "Use a ticker such as BTC, ETH or AAPL.");
