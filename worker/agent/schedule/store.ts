import type { FlatRecord } from "../results";
import type { ScheduleRow } from "./time";

/** The `schedule` table and the run log (`schedule_runs`): every query the scheduler makes. */

type Row = {
  id: string;
  handler: string;
  payload: string;
  next_run: number;
  cron: string | null;
  interval_ms: number | null;
  running: number;
  attempts: number;
  last_error: string | null;
};

export interface ScheduleOptions {
  payload?: FlatRecord;
  cron?: string | null;
  intervalMs?: number | null;
}

export interface RunLogEntry {
  kind: string;
  dueAt: number;
  ranAt: number;
}

export class ScheduleStore {
  constructor(private readonly sql: SqlStorage) {}

  all(): ScheduleRow[] {
    return this.sql.exec<Row>("SELECT * FROM schedule ORDER BY next_run, id").toArray().map(toRow);
  }
  get(id: string): ScheduleRow | null {
    const row = this.sql.exec<Row>("SELECT * FROM schedule WHERE id = ?", id).toArray()[0];
    return row ? toRow(row) : null;
  }
  /** Creates or moves a row by id; moving clears its failures (a fresh plan, not a retry). */
  set(id: string, handler: string, nextRun: number, options: ScheduleOptions = {}): void {
    this.sql.exec(
      "INSERT INTO schedule (id, handler, payload, next_run, cron, interval_ms) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET handler = excluded.handler, payload = excluded.payload, next_run = excluded.next_run, cron = excluded.cron, interval_ms = excluded.interval_ms, attempts = 0, last_error = NULL",
      id, handler, JSON.stringify(options.payload ?? {}), nextRun, options.cron ?? null, options.intervalMs ?? null,
    );
  }
  /** Moves only the time of an existing row, keeping its recurrence and payload. */
  move(id: string, nextRun: number): void {
    this.sql.exec("UPDATE schedule SET next_run = ? WHERE id = ?", nextRun, id);
  }
  delete(id: string): void {
    this.sql.exec("DELETE FROM schedule WHERE id = ?", id);
  }
  setRunning(id: string, running: boolean): void {
    this.sql.exec("UPDATE schedule SET running = ? WHERE id = ?", running ? 1 : 0, id);
  }
  /** After an eviction nothing is running, whatever the flags say (the process that set them is gone). */
  clearRunning(): void {
    this.sql.exec("UPDATE schedule SET running = 0 WHERE running = 1");
  }
  /** A success: the row moves to `nextRun` (or is removed when null), failures forgotten. */
  succeed(id: string, nextRun: number | null, payload?: FlatRecord): void {
    if (nextRun === null) return this.delete(id);
    if (payload !== undefined) this.sql.exec("UPDATE schedule SET payload = ? WHERE id = ?", JSON.stringify(payload), id);
    this.sql.exec("UPDATE schedule SET next_run = ?, running = 0, attempts = 0, last_error = NULL WHERE id = ?", nextRun, id);
  }
  /** A failure: counted, kept for the operator, retried at `nextRun` (or removed when null). */
  fail(id: string, attempts: number, error: string, nextRun: number | null): void {
    if (nextRun === null) return this.delete(id);
    this.sql.exec("UPDATE schedule SET next_run = ?, running = 0, attempts = ?, last_error = ? WHERE id = ?", nextRun, attempts, error.slice(0, 500), id);
  }

  logRun(kind: string, dueAt: number, ranAt: number): void {
    this.sql.exec("INSERT INTO schedule_runs (kind, due_at, ran_at) VALUES (?, ?, ?)", kind, dueAt, ranAt);
  }
  runs(): RunLogEntry[] {
    return this.sql.exec<{ kind: string; due_at: number; ran_at: number }>("SELECT kind, due_at, ran_at FROM schedule_runs ORDER BY seq").toArray().map((r) => ({ kind: r.kind, dueAt: r.due_at, ranAt: r.ran_at }));
  }
}

function toRow(r: Row): ScheduleRow {
  return {
    id: r.id,
    handler: r.handler,
    payload: JSON.parse(r.payload) as FlatRecord,
    nextRun: r.next_run,
    cron: r.cron,
    intervalMs: r.interval_ms,
    running: r.running === 1,
    attempts: r.attempts,
    lastError: r.last_error,
  };
}
