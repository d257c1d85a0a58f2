import type { Bindings } from "../../env";
import type { ActivityStore } from "../../monitor/activity";
import type { ModelConfig } from "../chat";
import type { MarketReader } from "../market";
import type { RunStore } from "../runs/store";
import type { ScheduleStore } from "../schedule/store";
import type { AgentStore } from "../store";
import type { AgentView } from "../views";

/**
 * What the AgentDO gives its area modules (worker/agent/do/*): its storage, clock, readers and a
 * few shared actions. The modules are plain functions over a host, so each area stays small and
 * the Durable Object class is only the RPC surface.
 */
export interface AgentHost {
  readonly ctx: DurableObjectState;
  readonly env: Bindings;
  readonly store: AgentStore;
  readonly schedule: ScheduleStore;
  readonly runs: RunStore;
  /** Everything the agent did, for the Activity page (worker/monitor/activity.ts). */
  readonly activity: ActivityStore;
  now(): number;
  market(): MarketReader;
  modelConfig(): ModelConfig | null;
  /** Arms the one alarm for the earliest schedule row (none while paused). */
  rearm(): Promise<void>;
  view(): AgentView | null;
  /** Sends an event to every connected chat socket (best effort: a closing socket is skipped). */
  broadcast(event: Record<string, unknown>): void;
}

export function broadcastTo(sockets: WebSocket[], event: Record<string, unknown>): void {
  const text = JSON.stringify(event);
  for (const ws of sockets) {
    try {
      ws.send(text);
    } catch {
      // The socket is closing; it will not see this event.
    }
  }
}
