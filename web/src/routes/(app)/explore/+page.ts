import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import type { Clock, ExploreResult } from "./model";

/** The replay clock always; the scan when the URL holds a complete choice. */
export const load: PageLoad = async ({ fetch, url }) => {
  const choice = { assetClass: url.searchParams.get("assetClass") ?? "crypto", timeframe: url.searchParams.get("timeframe") ?? "mid", band: url.searchParams.get("band") ?? "large", asOf: url.searchParams.get("asOf") ?? "" };
  try {
    const clock = await api<Clock>("/app/research/clock", { fetch });
    if (!url.searchParams.has("band")) return { clock, choice, result: null, error: "" };
    const params = new URLSearchParams({ assetClass: choice.assetClass, timeframe: choice.timeframe, band: choice.band, ...(choice.asOf ? { asOf: choice.asOf } : {}) });
    return { clock, choice, result: await api<ExploreResult>(`/app/research/explore?${params}`, { fetch }), error: "" };
  } catch (e) {
    return { clock: null, choice, result: null, error: errorText(e) };
  }
};
