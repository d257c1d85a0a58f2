import { api } from "$lib/api";

/** The search the palette and the symbol pickers share: /app/search over the registry and the scanned symbols. */
export interface SearchHit {
  symbol: string;
  name: string;
  assetClass: string;
  source: "registry" | "market";
}
export interface SearchAnswer {
  q: string;
  hits: SearchHit[];
  suggestions: string[];
}

export function searchSymbols(q: string, limit = 8): Promise<SearchAnswer> {
  return api<SearchAnswer>(`/app/search?q=${encodeURIComponent(q.slice(0, 40))}&limit=${limit}`);
}

/** A search that only keeps the answer to the latest query (typing fast never shows stale hits). */
export function latestSearch() {
  let seq = 0;
  return async (q: string): Promise<SearchAnswer | null> => {
    const mine = ++seq;
    const answer = await searchSymbols(q).catch(() => null);
    return mine === seq ? answer : null;
  };
}
