import { api, ApiError, errorText } from "$lib/api";
import type { AssetView } from "$worker/assets/types";
import type { PageLoad } from "./$types";

interface SearchAnswer {
  hits: { symbol: string; name: string }[];
  suggestions: string[];
}

/** The asset's one view; an unknown symbol loads the search's suggestions for the not-found page instead. */
export const load: PageLoad = async ({ fetch, params }) => {
  const symbol = params.symbol;
  try {
    return { view: await api<AssetView>(`/app/assets/${encodeURIComponent(symbol)}`, { fetch }), missing: null, error: "" };
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 404)) return { view: null, missing: null, error: errorText(e) };
    const found = await api<SearchAnswer>(`/app/search?q=${encodeURIComponent(symbol.slice(0, 40))}&limit=5`, { fetch }).catch(() => ({ hits: [], suggestions: [] }));
    const suggestions = [...new Set([...found.hits.map((h) => h.symbol), ...found.suggestions])].slice(0, 5);
    return { view: null, missing: { symbol: symbol.toUpperCase().slice(0, 20), message: e.body.message, suggestions }, error: "" };
  }
};
