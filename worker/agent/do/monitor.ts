import { createDb } from "../../db/client";
import { createLogger } from "../../lib/log";
import { emailNotices } from "../../monitor/email";
import { telegramNotices } from "../../notify/telegram/deliver";
import { AlertMarks } from "../../monitor/marks";
import { runPass } from "../../monitor/pass";
import { inPassWindow, nextPassTime, PASS_FIRST_HOUR } from "../../monitor/times";
import { d1AccountData } from "../account-data-d1";
import { secondPassConfig } from "../guard";
import type { ScheduleHandler } from "../schedule/runner";
import { checkOps } from "./checks";
import type { AgentHost } from "./host";

/** The AgentDO's monitoring area: the `monitor_pass` schedule row and its handler. */

export const MONITOR_ROW = "monitor_pass";
const log = createLogger({ service: "fathom-api", area: "monitor" });

/**
 * Plans the next pass (06, 09 … 21 local). The row's cron is the 06:00 slot, which the runner
 * falls back to only when a pass keeps failing; a successful pass picks its own next slot.
 */
export function planMonitor(h: AgentHost, now: number, timeZone: string): void {
  h.schedule.set(MONITOR_ROW, MONITOR_ROW, nextPassTime(now, timeZone), { cron: `0 ${PASS_FIRST_HOUR} * * *` });
}

/** Creates the row for an agent made before monitoring existed (called when the user opens the app). */
export function ensureMonitor(h: AgentHost, now: number, timeZone: string): void {
  if (!h.schedule.get(MONITOR_ROW)) planMonitor(h, now, timeZone);
}

/** One pass now, whatever the hour (the schedule's handler checks the window first). */
export async function passNow(h: AgentHost, now: number): Promise<{ alerts: number }> {
  const agent = h.store.agent();
  if (!agent) return { alerts: 0 };
  const db = createDb(h.env.DB);
  const report = await runPass({
    userId: agent.userId,
    timeZone: agent.timeZone,
    now,
    market: h.market(),
    account: d1AccountData(db, agent.userId, () => h.now()),
    rules: h.store.alerts(),
    checks: checkOps(h).list(),
    db,
    activity: h.activity,
    marks: new AlertMarks(h.ctx.storage.sql),
    check: secondPassConfig(h.modelConfig()),
  });
  await emailNotices(h.env, db, log, agent.userId, "alert", report.notices);
  await telegramNotices(h.env, db, log, agent.userId, "alert", report.notices);
  return { alerts: report.alerted.length };
}

/** Runs also while asleep; the alarm never runs rows while paused (do/schedule.ts). */
export function monitorPass(h: AgentHost): ScheduleHandler {
  return async (_row, now) => {
    const agent = h.store.agent();
    if (!agent) return { nextRun: null };
    // An overdue row that fires outside 06:00–23:00 local (after a long eviction) waits for the next slot.
    if (inPassWindow(now, agent.timeZone)) await passNow(h, now);
    return { nextRun: nextPassTime(now, agent.timeZone) };
  };
}
