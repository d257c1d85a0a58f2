import type { AgentState } from "./lifecycle";
import { restartLabel } from "./lifecycle";

/** The agent as the site sees it. */
export interface AgentView {
  name: string;
  state: AgentState;
  timeZone: string;
  createdAt: string;
  lastActiveAt: string;
  pausedReason: string | null;
  /** The settings action label: "Restart" when awake, "Wake" when asleep, null otherwise. */
  restartLabel: string | null;
  /** When the next Morning Brief is due (null while paused). */
  nextBriefAt: string | null;
  modelConfigured: boolean;
}

export function agentView(row: { name: string; state: AgentState; timeZone: string; createdAt: number; lastActiveAt: number; pausedReason: string | null }, nextBriefAt: number | null, modelConfigured: boolean): AgentView {
  return {
    name: row.name,
    state: row.state,
    timeZone: row.timeZone,
    createdAt: new Date(row.createdAt).toISOString(),
    lastActiveAt: new Date(row.lastActiveAt).toISOString(),
    pausedReason: row.pausedReason,
    restartLabel: restartLabel(row.state),
    nextBriefAt: nextBriefAt === null ? null : new Date(nextBriefAt).toISOString(),
    modelConfigured,
  };
}
