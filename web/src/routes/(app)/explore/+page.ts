import { session } from "$lib/account.svelte";
import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import type { Clock, ExploreResult } from "./model";

/** The replay clock always; the scan when the URL holds a complete choice. */
export const load: PageLoad = async ({ fetch, url, parent }) => {
  const choice = { assetClass: url.searchParams.get("assetClass") ?? "crypto", timeframe: url.searchParams.get("timeframe") ?? "mid", band: url.searchParams.get("band") ?? "large", asOf: url.searchParams.get("asOf") ?? "" };
  // The scan is Pro: a Free account gets the page's Pro wall instead of a form that answers 403.
  await parent();
  if (session.account?.plan !== "pro") return { free: true, clock: null, choice, result: null, error: "" };
  try {
    const clock = await api<Clock>("/app/research/clock", { fetch });
    if (!url.searchParams.has("band")) return { free: false, clock, choice, result: null, error: "" };
    const params = new URLSearchParams({ assetClass: choice.assetClass, timeframe: choice.timeframe, band: choice.band, ...(choice.asOf ? { asOf: choice.asOf } : {}) });
    return { free: false, clock, choice, result: await api<ExploreResult>(`/app/research/explore?${params}`, { fetch }), error: "" };
  } catch (e) {
    return { free: false, clock: null, choice, result: null, error: errorText(e) };
  }
};
