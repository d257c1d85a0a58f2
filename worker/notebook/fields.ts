// zod as extended by @hono/zod-openapi, so /v1 documents these same fields.
import { z } from "@hono/zod-openapi";
import { NOTEBOOK_KINDS } from "../db/notebook-schema";
import { DateField, nameField, SymbolField } from "../lib/fields";

/** Input rules shared by the site's Notebook routes and /v1/reports. */

const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const clean = (s: string) => !CONTROLS.test(s) && !BIDI.test(s);

export const TitleField = nameField(200, "Titles");
/** Markdown or plain text; line breaks kept. Within the 64 KiB body limit. */
export const BodyField = z.string().max(40_000).refine(clean, { message: "Text cannot contain control characters or text-direction overrides." });
export const AnnotationField = z.string().trim().max(2000).refine(clean, { message: "Annotations cannot contain control characters or text-direction overrides." }).nullable();
export const KindField = z.enum(NOTEBOOK_KINDS);
export const RefField = z.string().trim().min(1).max(64);


export const EntryFilterQuery = z
  .object({
    kind: KindField.optional(),
    symbol: SymbolField.optional(),
    from: DateField.optional(),
    to: DateField.optional(),
    q: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export function filterOf(q: z.infer<typeof EntryFilterQuery>) {
  return {
    ...(q.kind ? { kind: q.kind } : {}),
    ...(q.symbol ? { symbol: q.symbol } : {}),
    ...(q.from ? { from: Date.parse(`${q.from}T00:00:00Z`) } : {}),
    ...(q.to ? { to: Date.parse(`${q.to}T23:59:59.999Z`) } : {}),
    ...(q.q ? { q: q.q } : {}),
  };
}
