import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import type { EntryDetail } from "../model";

export const load: PageLoad = async ({ fetch, params }) => {
  try {
    return { detail: await api<EntryDetail>(`/app/notebook/${encodeURIComponent(params.ref)}`, { fetch }), error: "" };
  } catch (e) {
    return { detail: null, error: errorText(e) };
  }
};
