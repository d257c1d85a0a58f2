/**
 * Reading the OpenAPI document for the reference page: operations with their parameters, body
 * fields, success response fields and an example built from the response schema. Pure; no
 * Svelte, so it is unit-tested on a document in the generator's own shape.
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  example?: unknown;
  format?: string;
  description?: string;
  additionalProperties?: Schema | boolean;
};

type Content = { content?: { "application/json"?: { schema?: Schema } }; description?: string };

export interface Doc {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, { summary?: string; description?: string; "x-scope"?: string; parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[]; requestBody?: Content; responses: Record<string, Content> }>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
}

export interface Operation {
  method: string;
  path: string;
  summary: string;
  scope: string | null;
  params: { name: string; in: string; required: boolean }[];
  body: Field[];
  status: string;
  responseText: string;
  fields: Field[];
  example: string;
  errors: string[];
}

/** Text with `code` spans, split so the page renders code as code (never raw backticks). */
export function segments(text: string): { code: boolean; text: string }[] {
  return text.split("`").map((part, i) => ({ code: i % 2 === 1, text: part })).filter((s) => s.text.length > 0);
}

export function resolve(schema: Schema | undefined, doc: Doc, seen = 0): Schema {
  if (!schema) return {};
  if (schema.$ref && seen < 20) return resolve(doc.components?.schemas?.[schema.$ref.split("/").at(-1) ?? ""], doc, seen + 1);
  if (schema.allOf?.length) return schema.allOf.reduce<Schema>((acc, s) => {
    const r = resolve(s, doc, seen + 1);
    return { ...acc, ...r, properties: { ...acc.properties, ...r.properties }, required: [...(acc.required ?? []), ...(r.required ?? [])] };
  }, {});
  return schema;
}

/** The schema without its "or null" branch. */
function nonNull(schema: Schema, doc: Doc): Schema {
  const s = resolve(schema, doc);
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return resolve(alt.find((x) => resolve(x, doc).type !== "null") ?? alt[0], doc);
  return s;
}

export function typeName(schema: Schema, doc: Doc): string {
  const raw = resolve(schema, doc);
  const nullable = (raw.anyOf ?? raw.oneOf ?? []).some((x) => resolve(x, doc).type === "null") || (Array.isArray(raw.type) && raw.type.includes("null"));
  const s = nonNull(raw, doc);
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  const base = s.enum ? s.enum.map((e) => JSON.stringify(e)).join(" | ") : t === "array" ? `${typeName(s.items ?? {}, doc)}[]` : (t ?? (s.properties ? "object" : "any"));
  return nullable ? `${base} | null` : base;
}

function fieldsOf(schema: Schema | undefined, doc: Doc): Field[] {
  const s = nonNull(schema ?? {}, doc);
  const obj = s.type === "array" ? nonNull(s.items ?? {}, doc) : s;
  return Object.entries(obj.properties ?? {}).map(([name, p]) => ({ name, type: typeName(p, doc), required: (obj.required ?? []).includes(name) }));
}

const SAMPLE_STRING: Record<string, string> = { "date-time": "2026-01-06T00:00:00.000Z", date: "2026-01-06", uri: "https://example.com", email: "you@example.com" };

/** A plausible value for a schema: its own example when it has one, else one built from its type. */
export function exampleOf(schema: Schema | undefined, doc: Doc, depth = 0): unknown {
  const s = nonNull(schema ?? {}, doc);
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return s.enum[0];
  if (depth > 6) return null;
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  if (t === "object" || s.properties) return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v, doc, depth + 1)]));
  if (t === "array") return [exampleOf(s.items, doc, depth + 1)];
  if (t === "string") return SAMPLE_STRING[s.format ?? ""] ?? "string";
  if (t === "integer") return 1;
  if (t === "number") return 1.5;
  if (t === "boolean") return true;
  return null;
}

export function operationsOf(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const status = Object.keys(op.responses).find((code) => /^2\d\d$/.test(code)) ?? "200";
      const success = op.responses[status];
      const envelope = success?.content?.["application/json"]?.schema;
      const data = resolve(envelope, doc).properties?.data;
      return {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        scope: op["x-scope"] ?? null,
        params: (op.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required) })),
        body: fieldsOf(op.requestBody?.content?.["application/json"]?.schema, doc),
        status,
        responseText: success?.description ?? "",
        fields: fieldsOf(data, doc),
        example: envelope ? JSON.stringify(exampleOf(envelope, doc), null, 2) : "",
        errors: Object.keys(op.responses).filter((code) => !/^2\d\d$/.test(code)),
      };
    }),
  );
}
