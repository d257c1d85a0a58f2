import { Validator } from "@cfworker/json-schema";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";

/**
 * Contract check: every /v1 answer a test receives is validated against the OpenAPI document the
 * Worker serves at /v1/openapi.json — the response schema declared for that operation and status,
 * or the error envelope for statuses the router answers itself (405, 413, 415).
 */
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: { "application/json"?: { schema: unknown } } }> }>>; components: Record<string, unknown> };

let docPromise: Promise<Doc> | undefined;

function loadDoc(): Promise<Doc> {
  docPromise ??= exports.default.fetch(new Request("http://localhost:8787/v1/openapi.json")).then((r) => r.json() as Promise<Doc>);
  return docPromise;
}

function matchPath(doc: Doc, path: string): string | undefined {
  return Object.keys(doc.paths).find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path));
}

export async function expectContract(method: string, url: string, response: Response): Promise<void> {
  const doc = await loadDoc();
  const path = new URL(url, "http://x").pathname.replace(/^\/v1/, "");
  if (path === "/openapi.json") return;
  const body = await response.clone().json();
  const template = matchPath(doc, path);
  const operation = template ? doc.paths[template]?.[method.toLowerCase()] : undefined;
  const declared = operation?.responses[String(response.status)]?.content?.["application/json"]?.schema;
  const schema = declared ?? (response.ok ? undefined : { $ref: "#/components/schemas/Error" });
  if (!schema) throw new Error(`contract: ${method} ${path} answered ${response.status}, which the OpenAPI document does not declare`);
  const result = new Validator({ ...(schema as object), components: doc.components } as never, "2020-12", false).validate(body);
  if (!result.valid) {
    expect.fail(`contract: ${method} ${path} ${response.status} does not match the OpenAPI document: ${JSON.stringify(result.errors.slice(0, 3))}`);
  }
}
