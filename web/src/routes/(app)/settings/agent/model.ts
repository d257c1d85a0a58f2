import { api } from "$lib/api";
import { agentApi } from "$lib/agent/api";
import type { AgentStatus, AlertRule, CustomCapability, MemoryFact } from "$lib/agent/types";

export interface AgentSettings {
  status: AgentStatus | null;
  memory: MemoryFact[];
  customs: CustomCapability[];
  rules: AlertRule[];
  error: string;
}

/** The agent's state and, while it is live, what it keeps: memory, custom capabilities, alert rules. */
export async function readAgentSettings(doFetch: typeof fetch): Promise<AgentSettings> {
  const status = await agentApi.status(doFetch);
  const agent = status.agent;
  const live = status.plan === "pro" && agent !== null && (agent.state === "awake" || agent.state === "asleep");
  if (!live) return { status, memory: [], customs: [], rules: [], error: "" };
  const [memory, customs, rules] = await Promise.all([
    api<{ memory: MemoryFact[] }>("/app/agent/memory", { fetch: doFetch }),
    api<{ customs: CustomCapability[] }>("/app/agent/custom", { fetch: doFetch }),
    api<{ rules: AlertRule[] }>("/app/agent/alerts", { fetch: doFetch }),
  ]);
  return { status, memory: memory.memory, customs: customs.customs, rules: rules.rules, error: "" };
}
