import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import type { Connection } from "./model";

export const load: PageLoad = async ({ fetch }) => {
  try {
    return { list: await api<Connection[]>("/app/connections", { fetch }), error: "" };
  } catch (e) {
    return { list: [] as Connection[], error: errorText(e) };
  }
};
