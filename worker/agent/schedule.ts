import { TZDate } from "@date-fns/tz";
import type { AgentState } from "./lifecycle";

/**
 * Schedules are rows; one Durable Object alarm serves them all. This module decides when things
 * are due — in the user's time zone, DST-correct — and which alarm time to arm.
 */

export type ScheduleKind = "morning_brief" | "inactivity_sleep";

export interface ScheduleRow {
  id: string;
  kind: ScheduleKind;
  dueAt: number;
}

export const MORNING_BRIEF_HOUR = 8;

/**
 * The next 08:00 wall-clock time in `timeZone` strictly after `now`. Built from calendar fields
 * (never "+24h"), so a DST change between today and tomorrow still lands on 08:00 local.
 */
export function nextLocalTime(now: number, timeZone: string, hour = MORNING_BRIEF_HOUR, minute = 0): number {
  const local = new TZDate(now, timeZone);
  const today = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, minute, 0, 0, timeZone);
  if (today.getTime() > now) return today.getTime();
  return new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, hour, minute, 0, 0, timeZone).getTime();
}

/** The alarm time for a set of rows: the earliest due row, or none at all while paused. */
export function alarmTime(rows: readonly ScheduleRow[], state: AgentState): number | null {
  if (state === "paused" || state === "deleted") return null;
  let earliest: number | null = null;
  for (const row of rows) if (earliest === null || row.dueAt < earliest) earliest = row.dueAt;
  return earliest;
}

/** Rows due at `now` (overdue ones included), oldest first. */
export function dueRows(rows: readonly ScheduleRow[], now: number): ScheduleRow[] {
  return rows.filter((r) => r.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
}
