import type { PageLoad } from "./$types";
import type { Doc } from "./openapi";

export type { Doc } from "./openapi";

/** The OpenAPI document the Worker generates from its route schemas. */
export const load: PageLoad = async ({ fetch }) => {
  try {
    const response = await fetch("/v1/openapi.json");
    if (!response.ok) throw new Error(String(response.status));
    return { doc: (await response.json()) as Doc, error: "" };
  } catch {
    return { doc: null, error: "The API reference could not be loaded. Try again shortly." };
  }
};
