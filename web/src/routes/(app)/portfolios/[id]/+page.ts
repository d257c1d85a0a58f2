import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import type { Detail, Snapshot } from "./model";

/** The portfolio with its rows, before the page renders; a failure is shown on the page. */
export const load: PageLoad = async ({ fetch, params }) => {
  try {
    // The value history and allocation are extras: the page still shows the holdings without them.
    const [detail, snapshot] = await Promise.all([
      api<Detail>(`/app/portfolios/${params.id}`, { fetch }),
      api<Snapshot>(`/v1/portfolios/${params.id}/snapshot`, { fetch }).catch(() => null),
    ]);
    return { detail, snapshot, error: "" };
  } catch (e) {
    return { detail: null, snapshot: null, error: errorText(e) };
  }
};
