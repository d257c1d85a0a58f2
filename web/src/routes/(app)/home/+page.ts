import { agentApi } from "$lib/agent/api";
import type { AgentStatus } from "$lib/agent/types";
import { errorText } from "$lib/api";
import type { PageLoad } from "./$types";

/** Which Home to show depends on the plan and the agent: read before the page renders. */
export const load: PageLoad = async ({ fetch }) => {
  try {
    return { status: (await agentApi.status(fetch)) as AgentStatus | null, error: "" };
  } catch (e) {
    return { status: null, error: errorText(e) };
  }
};
