import type { PageLoad } from "./$types";

/** The OpenAPI document as the reference page reads it. */
export interface Doc {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, { summary?: string; "x-scope"?: string; parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } }; responses: Record<string, unknown> }>>;
}

export const load: PageLoad = async ({ fetch }) => {
  try {
    const response = await fetch("/v1/openapi.json");
    if (!response.ok) throw new Error(String(response.status));
    return { doc: (await response.json()) as Doc, error: "" };
  } catch {
    return { doc: null, error: "The API reference could not be loaded. Try again shortly." };
  }
};
