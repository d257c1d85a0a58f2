import { agentApi } from "$lib/agent/api";
import type { AgentStatus } from "$lib/agent/types";
import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";

export interface ActivityEntry {
  seq: number;
  kind: "pass" | "alert" | "brief" | "tool";
  title: string;
  detail: Record<string, string | number | boolean | null>;
  createdAt: string;
}

/** What the agent did (Pro), filtered by ?kind=; the plan and agent state decide what is shown. */
export const load: PageLoad = async ({ fetch, url }) => {
  const kind = url.searchParams.get("kind") ?? "";
  let status: AgentStatus | null = null;
  try {
    status = await agentApi.status(fetch);
    const live = status.plan === "pro" && status.agent && (status.agent.state === "awake" || status.agent.state === "asleep");
    const page = live ? await api<{ entries: ActivityEntry[]; next: number | null }>(`/app/agent/activity${kind ? `?kind=${encodeURIComponent(kind)}` : ""}`, { fetch }) : { entries: [], next: null };
    return { status, kind, ...page, error: "" };
  } catch (e) {
    return { status, kind, entries: [] as ActivityEntry[], next: null, error: errorText(e) };
  }
};
