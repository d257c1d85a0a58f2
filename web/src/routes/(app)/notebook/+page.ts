import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import type { Entry } from "./model";

const FILTERS = ["kind", "symbol", "from", "to", "q"] as const;

/** The list as the URL's filters ask for it (so a filtered view can be linked and reloaded). */
export const load: PageLoad = async ({ fetch, url }) => {
  const params = new URLSearchParams();
  for (const f of FILTERS) {
    const v = url.searchParams.get(f);
    if (v) params.set(f, v);
  }
  const filters = Object.fromEntries(FILTERS.map((f) => [f, url.searchParams.get(f) ?? ""])) as Record<(typeof FILTERS)[number], string>;
  try {
    const { entries } = await api<{ entries: Entry[] }>(`/app/notebook${params.size ? `?${params}` : ""}`, { fetch });
    return { entries, filters, error: "" };
  } catch (e) {
    return { entries: [] as Entry[], filters, error: errorText(e) };
  }
};
