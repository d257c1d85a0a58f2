import { errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import { readKeys } from "./model";

export const load: PageLoad = async ({ fetch }) => {
  try {
    return { keys: await readKeys(fetch), error: "" };
  } catch (e) {
    return { keys: null, error: errorText(e) };
  }
};
