import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";

/** A followed feed as /app/sources answers (worker/sources/service.ts SourceView). */
export interface Source {
  id: string;
  url: string;
  name: string;
  kol: string | null;
  kind: string;
  items: number;
  lastFetchedAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export const load: PageLoad = async ({ fetch }) => {
  try {
    return { sources: (await api<{ sources: Source[] }>("/app/sources", { fetch })).sources, error: "" };
  } catch (e) {
    return { sources: null, error: errorText(e) };
  }
};
