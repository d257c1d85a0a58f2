import { api, errorText } from "$lib/api";

/** A named thing the user creates (portfolio, watchlist) as the lists show it. */
export interface Named {
  id: string;
  name: string;
  updatedAt: string;
}

export interface NamedList {
  items: Named[] | null;
  error: string;
}

/** For a list page's load: the items, or the error to show in their place. */
export async function loadNamed(endpoint: string, doFetch: typeof fetch): Promise<NamedList> {
  try {
    return { items: await api<Named[]>(endpoint, { fetch: doFetch }), error: "" };
  } catch (e) {
    return { items: null, error: errorText(e) };
  }
}
