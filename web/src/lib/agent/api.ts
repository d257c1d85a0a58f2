import { api } from "$lib/api";
import type { AgentStatus, AgentView } from "./types";

/** The agent's site endpoints, one function each. */
export const agentApi = {
  status: (doFetch?: typeof fetch) => api<AgentStatus>("/app/agent", { fetch: doFetch }),
  create: (name: string) => api<{ agent: AgentView }>("/app/agent", { body: { name } }),
  open: () => api<{ agent: AgentView; woke: boolean }>("/app/agent/open", { body: {} }),
  restart: () => api<{ agent: AgentView }>("/app/agent/restart", { body: {} }),
  reactivate: () => api<{ agent: AgentView }>("/app/agent/reactivate", { body: {} }),
  deleteWorkspace: () => api<{ agent: AgentView }>("/app/agent/delete", { body: { confirm: true } }),
};
