import { agentApi } from "$lib/agent/api";
import type { AgentStatus, CatalogEntry } from "$lib/agent/types";
import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";

/** The plan and agent state decide what the page offers; the catalog only for a Pro agent that exists. */
export const load: PageLoad = async ({ fetch }) => {
  let status: AgentStatus | null = null;
  try {
    status = await agentApi.status(fetch);
    const live = status.plan === "pro" && status.agent && (status.agent.state === "awake" || status.agent.state === "asleep");
    const catalog = live ? (await api<{ capabilities: CatalogEntry[] }>("/app/agent/capabilities", { fetch })).capabilities : [];
    return { status, catalog, error: "" };
  } catch (e) {
    return { status, catalog: [] as CatalogEntry[], error: errorText(e) };
  }
};
