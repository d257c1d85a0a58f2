import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import type { Detail } from "./model";

/** The watchlist with its rows, before the page renders; a failure is shown on the page. */
export const load: PageLoad = async ({ fetch, params }) => {
  try {
    return { detail: await api<Detail>(`/app/watchlists/${params.id}`, { fetch }), error: "" };
  } catch (e) {
    return { detail: null, error: errorText(e) };
  }
};
