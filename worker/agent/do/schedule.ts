import { INACTIVITY_MS, transition } from "../lifecycle";
import type { Result } from "../results";
import { runDueRows, type HandlerMap, type ScheduleHandler } from "../schedule/runner";
import type { RunLogEntry } from "../schedule/store";
import type { ScheduleRow } from "../schedule/time";
import { runStepHandler } from "../runs/area";
import type { AgentHost } from "./host";
import { BRIEF_ROW, SLEEP_ROW } from "./lifecycle";
import { MONITOR_ROW, monitorPass } from "./monitor";
import { morningBrief } from "./brief";

/** The AgentDO's schedule area: the handlers by name, and the alarm that runs due rows. */

/** Inactivity: asleep after 30 minutes away; if the user came back meanwhile, check again later. */
function inactivitySleep(h: AgentHost): ScheduleHandler {
  return (row, now) => {
    const agent = h.store.agent();
    if (!agent) return { nextRun: null };
    h.schedule.logRun(SLEEP_ROW, row.nextRun, now);
    const moved = transition(agent.state, { type: "inactivity", idleMs: now - agent.lastActiveAt });
    if (moved.ok) {
      h.store.putAgent({ ...agent, state: moved.to }, now);
      return { nextRun: null };
    }
    return { nextRun: agent.state === "awake" ? agent.lastActiveAt + INACTIVITY_MS : null };
  };
}

export function scheduleHandlers(h: AgentHost): HandlerMap {
  return { [BRIEF_ROW]: morningBrief(h), [SLEEP_ROW]: inactivitySleep(h), [MONITOR_ROW]: monitorPass(h), run_step: runStepHandler(h) };
}

/** The alarm: nothing runs while paused (or after deletion), even if an alarm slipped through. */
export async function runAlarm(h: AgentHost, handlers: HandlerMap = scheduleHandlers(h)): Promise<void> {
  const agent = h.store.agent();
  if (!agent || agent.state === "paused" || agent.state === "deleted") {
    await h.ctx.storage.deleteAlarm();
    return;
  }
  await runDueRows({
    store: h.schedule,
    handlers,
    now: h.now(),
    timeZone: agent.timeZone,
    mayRun: () => {
      const current = h.store.agent();
      return current !== null && current.state !== "paused" && current.state !== "deleted";
    },
  });
  await h.rearm();
}

export async function schedulesView(h: AgentHost): Promise<Result<{ rows: ScheduleRow[]; runs: RunLogEntry[]; alarm: number | null }>> {
  return { ok: true, rows: h.schedule.all(), runs: h.schedule.runs(), alarm: await h.ctx.storage.getAlarm() };
}
