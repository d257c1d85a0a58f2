import { errorText } from "$lib/api";
import { readUsage } from "$lib/billing/model";
import type { PageLoad } from "./$types";

export const load: PageLoad = async ({ fetch }) => {
  try {
    return { usage: await readUsage(fetch), error: "" };
  } catch (e) {
    return { usage: null, error: errorText(e) };
  }
};
