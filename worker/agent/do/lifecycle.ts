import type { Plan } from "../../lib/plan";
import { DEFAULT_CAPABILITIES } from "../capabilities";
import { DEFAULT_LAYOUT } from "../dashboard";
import { INACTIVITY_MS, transition, type LifecycleEvent } from "../lifecycle";
import { err, type Result } from "../results";
import { alarmTime, MORNING_BRIEF_CRON, nextLocalTime } from "../schedule/time";
import { newId } from "../store";
import { agentView, type AgentView } from "../views";
import type { AgentHost } from "./host";
import { ensureMonitor, planMonitor } from "./monitor";
import { wipeKol } from "./kol";

/** The AgentDO's lifecycle area: creation, opening, the table's transitions and their effects. */

export const BRIEF_ROW = "morning_brief";
export const SLEEP_ROW = "inactivity_sleep";

export function planBrief(h: AgentHost, now: number, timeZone: string): void {
  h.schedule.set(BRIEF_ROW, BRIEF_ROW, nextLocalTime(now, timeZone), { cron: MORNING_BRIEF_CRON });
}

export function planSleep(h: AgentHost, at: number): void {
  h.schedule.set(SLEEP_ROW, SLEEP_ROW, at);
}

export async function rearm(h: AgentHost): Promise<void> {
  const agent = h.store.agent();
  const at = agent ? alarmTime(h.schedule.all(), agent.state) : null;
  if (at === null) await h.ctx.storage.deleteAlarm();
  else await h.ctx.storage.setAlarm(at);
}

export function viewOf(h: AgentHost): AgentView | null {
  const agent = h.store.agent();
  if (!agent) return null;
  const brief = agent.state === "paused" || agent.state === "deleted" ? null : (h.schedule.get(BRIEF_ROW)?.nextRun ?? null);
  return agentView(agent, brief, h.modelConfig() !== null);
}

export async function createAgent(h: AgentHost, input: { userId: string; name: string; timeZone: string; plan: Plan }): Promise<Result<{ agent: AgentView }>> {
  const now = h.now();
  const moved = transition(h.store.agent()?.state ?? "none", { type: "create", plan: input.plan });
  if (!moved.ok) return err(moved.code, moved.message);
  h.store.wipeWorkspace();
  h.store.putAgent({ userId: input.userId, name: input.name, state: moved.to, timeZone: input.timeZone, createdAt: now, lastActiveAt: now, pausedReason: null }, now);
  for (const id of DEFAULT_CAPABILITIES) h.store.install(id, now);
  h.store.setWidgets(DEFAULT_LAYOUT.map((kind) => ({ id: newId("w"), kind })));
  planBrief(h, now, input.timeZone);
  planMonitor(h, now, input.timeZone);
  planSleep(h, now + INACTIVITY_MS);
  await h.rearm();
  return { ok: true, agent: h.view()! };
}

/**
 * The user opened the dashboard: wake an asleep agent (the site shows the waking screen while
 * this runs), note activity, and follow a time-zone change in the schedule.
 */
export async function openAgent(h: AgentHost, input: { timeZone?: string }): Promise<Result<{ agent: AgentView; woke: boolean }>> {
  const agent = h.store.agent();
  if (!agent || agent.state === "deleted") return err("not_found", "There is no agent yet.");
  if (agent.state === "paused") return err("plan_required", "The agent is paused because Pro access ended.");
  const now = h.now();
  let woke = false;
  if (agent.state === "asleep") {
    const moved = transition(agent.state, { type: "open_dashboard" });
    if (!moved.ok) return err(moved.code, moved.message);
    agent.state = moved.to;
    woke = true;
  }
  if (input.timeZone && input.timeZone !== agent.timeZone) {
    agent.timeZone = input.timeZone;
    planBrief(h, now, input.timeZone);
    planMonitor(h, now, input.timeZone);
  }
  ensureMonitor(h, now, agent.timeZone);
  agent.lastActiveAt = now;
  h.store.putAgent(agent, now);
  planSleep(h, now + INACTIVITY_MS);
  await h.rearm();
  return { ok: true, agent: h.view()!, woke };
}

/**
 * The account's time zone changed (Settings): the agent and its Morning Brief follow at once,
 * whatever its state, without waking it. A deleted or missing agent has nothing to follow.
 */
export async function followTimeZone(h: AgentHost, timeZone: string): Promise<Result<{ agent: AgentView | null }>> {
  const agent = h.store.agent();
  if (!agent || agent.state === "deleted" || agent.timeZone === timeZone) return { ok: true, agent: h.view() };
  const now = h.now();
  agent.timeZone = timeZone;
  h.store.putAgent(agent, now);
  planBrief(h, now, timeZone);
  await h.rearm();
  return { ok: true, agent: h.view() };
}

/** Restart, pause, reactivate, delete: one transition and the effects the table names. */
export async function applyEvent(h: AgentHost, event: LifecycleEvent): Promise<Result<{ agent: AgentView }>> {
  const agent = h.store.agent();
  const moved = transition(agent?.state ?? "none", event);
  if (!moved.ok) return err(moved.code, moved.message);
  if (!agent) return err("not_found", "There is no agent yet.");
  const now = h.now();
  agent.state = moved.to;
  agent.pausedReason = event.type === "pro_ended" ? event.reason : null;
  for (const effect of moved.effects) {
    if (effect === "reset_session") {
      // A restart ends live sessions; what the agent knows is kept.
      closeAll(h, 1012, "Agent restarted");
      agent.lastActiveAt = now;
      planSleep(h, now + INACTIVITY_MS);
    }
    if (effect === "suspend_schedules" && event.type === "pro_ended") {
      // Pro ended: open chats end now rather than at their next message.
      closeAll(h, 4403, "Pro access ended");
    }
    if (effect === "resume_schedules") {
      // The brief resumes at its next 08:00; briefs missed while paused are not sent late.
      agent.lastActiveAt = now;
      planBrief(h, now, agent.timeZone);
      planMonitor(h, now, agent.timeZone);
      planSleep(h, now + INACTIVITY_MS);
    }
    if (effect === "wipe_workspace") {
      closeAll(h, 1000, "Workspace deleted");
      h.store.wipeWorkspace();
      await wipeKol(h);
      agent.name = "";
    }
  }
  h.store.putAgent(agent, now);
  await h.rearm();
  return { ok: true, agent: h.view()! };
}

export function closeAll(h: AgentHost, code: number, reason: string): void {
  for (const ws of h.ctx.getWebSockets()) {
    try {
      ws.close(code, reason);
    } catch {
      // Already closing.
    }
  }
}
