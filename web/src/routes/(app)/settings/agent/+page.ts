import { errorText } from "$lib/api";
import type { PageLoad } from "./$types";
import { readAgentSettings, type AgentSettings } from "./model";

export const load: PageLoad = async ({ fetch }) => {
  try {
    return await readAgentSettings(fetch);
  } catch (e) {
    return { status: null, memory: [], customs: [], rules: [], error: errorText(e) } satisfies AgentSettings;
  }
};
