import { agentApi } from "$lib/agent/api";
import type { AgentStatus } from "$lib/agent/types";
import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";

export interface AlertRule {
  id: string;
  type: "price_above" | "price_below" | "change_24h" | "ratio_above" | "ratio_below";
  symbol: string;
  otherSymbol: string | null;
  value: number;
  createdAt: number;
}

export interface RulePreview {
  days: number;
  firedDays: number;
  firstFiredAt: string | null;
  lastFiredAt: string | null;
  windowDays: number;
  source: string | null;
  asOf: string | null;
  label?: string;
}

/** Rules live in the agent (Pro); the plan and agent state decide what the page shows. */
export const load: PageLoad = async ({ fetch }) => {
  let status: AgentStatus | null = null;
  try {
    status = await agentApi.status(fetch);
    const live = status.plan === "pro" && status.agent && (status.agent.state === "awake" || status.agent.state === "asleep");
    const rules = live ? (await api<{ rules: AlertRule[] }>("/app/alerts", { fetch })).rules : [];
    return { status, rules, error: "" };
  } catch (e) {
    return { status, rules: [] as AlertRule[], error: errorText(e) };
  }
};
