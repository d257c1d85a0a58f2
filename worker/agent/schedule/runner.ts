import type { FlatRecord } from "../results";
import type { ScheduleStore } from "./store";
import { backoffMs, dueRows, MAX_ATTEMPTS, nextSlot, type ScheduleRow } from "./time";

/**
 * Runs the due schedule rows, as cloudflare/agents does: handlers are looked up by name, each row
 * runs on its own (one that throws is counted, retried with back-off and does not stop the
 * others), a running row is flagged so a re-entrant alarm skips it, and a recurring row moves to
 * its next slot after now (an overdue row runs once, not once per missed slot).
 */

/**
 * What a handler may decide about its own row: move it (`nextRun`, optionally with a new payload)
 * or remove it (`nextRun: null`). Returning nothing: a recurring row moves to its next slot, a
 * one-shot row is removed.
 */
export type HandlerOutcome = void | { nextRun: number | null; payload?: FlatRecord };
export type ScheduleHandler = (row: ScheduleRow, now: number) => HandlerOutcome | Promise<HandlerOutcome>;
export type HandlerMap = Readonly<Record<string, ScheduleHandler>>;

export interface RowReport {
  id: string;
  handler: string;
  ok: boolean;
  error?: string;
}

export interface RunContext {
  store: ScheduleStore;
  handlers: HandlerMap;
  now: number;
  /** The agent's time zone, for daily cron rows. */
  timeZone: string;
  /** Checked before each row: false stops the pass (the agent was paused or deleted meanwhile). */
  mayRun(): boolean;
}

export async function runDueRows(run: RunContext): Promise<RowReport[]> {
  const reports: RowReport[] = [];
  for (const due of dueRows(run.store.all(), run.now)) {
    if (!run.mayRun()) break;
    // Re-read: an earlier handler in this pass may have moved or removed this row.
    const row = run.store.get(due.id);
    if (!row || row.running || row.nextRun > run.now) continue;
    reports.push(await runRow(run, row));
  }
  return reports;
}

async function runRow(run: RunContext, row: ScheduleRow): Promise<RowReport> {
  const { store } = run;
  store.setRunning(row.id, true);
  try {
    const handler = run.handlers[row.handler];
    if (!handler) throw new Error(`No schedule handler called "${row.handler}".`);
    const outcome = await handler(row, run.now);
    const after = store.get(row.id);
    if (!after) return { id: row.id, handler: row.handler, ok: true };
    if (after.nextRun !== row.nextRun) {
      // Someone re-planned the row while it ran (e.g. the user came back): their plan wins.
      store.setRunning(row.id, false);
    } else if (outcome) {
      store.succeed(row.id, outcome.nextRun, outcome.payload);
    } else {
      store.succeed(row.id, nextSlot(row, run.now, run.timeZone));
    }
    return { id: row.id, handler: row.handler, ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = row.attempts + 1;
    // Out of retries: a recurring row waits for its next slot (counting afresh), a one-shot row is dropped.
    const gaveUp = attempts >= MAX_ATTEMPTS;
    const next = gaveUp ? nextSlot(row, run.now, run.timeZone) : run.now + backoffMs(attempts);
    store.fail(row.id, gaveUp ? 0 : attempts, message, next);
    console.error(JSON.stringify({ level: "error", msg: "agent.schedule_row_failed", id: row.id, handler: row.handler, attempts, gaveUp, error: message }));
    return { id: row.id, handler: row.handler, ok: false, error: message };
  }
}
