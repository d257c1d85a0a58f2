import { errorText } from "$lib/api";
import { readBilling } from "$lib/billing/model";
import type { PageLoad } from "./$types";

export const load: PageLoad = async ({ fetch }) => {
  try {
    return { billing: await readBilling(fetch), error: "" };
  } catch (e) {
    return { billing: null, error: errorText(e) };
  }
};
