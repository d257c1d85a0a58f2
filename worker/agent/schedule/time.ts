import { TZDate } from "@date-fns/tz";
import type { FlatRecord } from "../results";
import type { AgentState } from "../lifecycle";

/**
 * When schedule rows are due: pure functions over rows and clocks. Local times are computed in
 * the user's time zone from calendar fields (DST-correct); the alarm is the earliest row's time.
 */

/** A schedule row (table `schedule`): one job, run by the handler of that name. */
export interface ScheduleRow {
  id: string;
  handler: string;
  /** JSON the handler reads (e.g. {runId, step} for a long run's next step). */
  payload: FlatRecord;
  nextRun: number;
  /** Daily wall-clock time in the agent's time zone, as cron "m h * * *" (the only form accepted). */
  cron: string | null;
  /** Or: every `intervalMs`. Neither: a one-shot row, removed after it runs. */
  intervalMs: number | null;
  /** Set while its handler runs, so a re-entrant alarm does not run it twice. */
  running: boolean;
  /** Failures in a row; reset by a success. */
  attempts: number;
  lastError: string | null;
}

export const MORNING_BRIEF_HOUR = 8;
export const MORNING_BRIEF_CRON = `0 ${MORNING_BRIEF_HOUR} * * *`;

/** A failing row is retried this many times (with back-off) before it is dropped or moved to its next slot. */
export const MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

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

/** Parses the daily cron form "m h * * *"; null for anything else. */
export function parseDailyCron(cron: string): { hour: number; minute: number } | null {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (!m) return null;
  const minute = Number(m[1]);
  const hour = Number(m[2]);
  return minute < 60 && hour < 24 ? { hour, minute } : null;
}

/**
 * The slot after `now` for a recurring row: one slot, however many were missed while the object
 * was evicted (an overdue row runs once, then moves on). Null for a one-shot row.
 */
export function nextSlot(row: Pick<ScheduleRow, "cron" | "intervalMs" | "nextRun">, now: number, timeZone: string): number | null {
  if (row.cron) {
    const daily = parseDailyCron(row.cron);
    return daily ? nextLocalTime(now, timeZone, daily.hour, daily.minute) : null;
  }
  if (row.intervalMs && row.intervalMs > 0) {
    const missed = Math.floor((now - row.nextRun) / row.intervalMs) + 1;
    return row.nextRun + Math.max(1, missed) * row.intervalMs;
  }
  return null;
}

/** Exponential back-off after the `attempts`-th failure: 30 s, 1 min, 2 min, … capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** The alarm time for a set of rows: the earliest idle row, or none at all while paused. */
export function alarmTime(rows: readonly Pick<ScheduleRow, "nextRun" | "running">[], state: AgentState): number | null {
  if (state === "paused" || state === "deleted") return null;
  let earliest: number | null = null;
  for (const row of rows) if (!row.running && (earliest === null || row.nextRun < earliest)) earliest = row.nextRun;
  return earliest;
}

/** Idle rows due at `now` (overdue ones included), oldest first. Running rows are skipped. */
export function dueRows<R extends Pick<ScheduleRow, "nextRun" | "running">>(rows: readonly R[], now: number): R[] {
  return rows.filter((r) => r.nextRun <= now && !r.running).sort((a, b) => a.nextRun - b.nextRun);
}
