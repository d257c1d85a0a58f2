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

/** True when `YYYY-MM-DD` names a real calendar day: it survives a round trip through a UTC date. */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(s);
  if (!m) return false;
  const t = new Date(0);
  t.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return t.toISOString().slice(0, 10) === s;
}

/**
 * A calendar day, `YYYY-MM-DD`, wherever a date is typed (as-of dates, Notebook filters): one
 * that does not exist (2023-02-31, 2024-13-45) is refused, never rolled over to another day.
 */
export const DateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, "Use a date such as 2024-03-15.")
  .refine(isCalendarDate, "No such day; use a real date such as 2024-03-15.");

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/u;

/** A date or an ISO 8601 date-time (market windows): its day must exist, as with DateField. */
export const DateTimeField = z.string().refine((s) => {
  const m = ISO_INSTANT.exec(s);
  return !!m && isCalendarDate(m[1]!) && Number.isFinite(Date.parse(s));
}, "Use a real ISO 8601 date or date-time such as 2025-12-01 or 2025-12-01T12:00:00Z.");

/** C0 and C1 control characters, NUL included. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Bidirectional embeddings, overrides and isolates: they make a name display as something else. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Something that draws a glyph: not white space, not a format or default-ignorable character
 * (zero-width space, joiners, BOM, Hangul fillers, variation selectors, tags), not a control, not
 * a combining mark on its own, not the blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/u;
export const hasVisibleCharacter = (s: string) => VISIBLE.test(s);

/**
 * A user-given name (portfolio, watchlist, API key, agent, connection, followed source, Notebook
 * title): trimmed, 1–`max` characters, at least one of them visible, and refused when it holds a
 * control or text-direction character — refused rather than silently stripped, so what is stored
 * is exactly what the user typed and sees. `noun` words the messages ("Titles", "Names").
 */
export function nameField(max: number, noun = "Names") {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(hasVisibleCharacter, { message: `${noun} need at least one visible character.` })
    .refine((s) => !CONTROL.test(s) && !BIDI.test(s), { message: `${noun} cannot contain control characters or text-direction overrides.` });
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
/** Holding caps, one rule for the manual form, the API and CSV imports: past them totals overflow. */
export const MAX_QUANTITY = 1e15;
export const MAX_COST_BASIS = 1e12;
/** A holding's quantity: positive, finite, at most MAX_QUANTITY. */
export const QuantityField = z.number().positive().max(MAX_QUANTITY);
/** Average cost per unit in USD: 0 to MAX_COST_BASIS, or null when unknown. */
export const CostBasisField = z.number().min(0).max(MAX_COST_BASIS).nullable().optional();
/** A price in USD (entry targets). */
export const PriceField = z.number().positive().max(1e12);
