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

/** C0 and C1 control characters, NUL included. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Bidirectional embeddings, overrides and isolates: they make a name display as something else. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * A user-given name (portfolio, watchlist, API key, agent): trimmed, 1–`max` characters, and
 * refused when it holds a control or text-direction character — refused rather than silently
 * stripped, so what is stored is exactly what the user typed and sees.
 */
export function nameField(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !CONTROL.test(s) && !BIDI.test(s), { message: "Names cannot contain control characters or text-direction overrides." });
}

export const NameField = nameField(80);
/** Free text keeps its line breaks and tabs, but never NUL, other controls or direction overrides. */
export const NotesField = z
  .string()
  .trim()
  .max(500)
  .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(s) && !BIDI.test(s), { message: "Notes cannot contain control characters or text-direction overrides." })
  .nullable()
  .optional();
/** A price in USD (entry targets). */
export const PriceField = z.number().positive().max(1e12);
