import type { FlatRecord } from "../results";
/** The `runs` table: one row per long run, its progress and the items its steps produced. */

export type RunStatus = "pending" | "running" | "done" | "failed";

export interface RunView {
  id: string;
  kind: string;
  status: RunStatus;
  /** Steps finished so far. */
  step: number;
  total: number;
  result: FlatRecord[];
  error: string | null;
  createdAt: number;
  updatedAt: number;
}

type Row = {
  id: string;
  kind: string;
  status: string;
  step: number;
  total: number;
  payload: string;
  result: string;
  error: string | null;
  created_at: number;
  updated_at: number;
};

export class RunStore {
  constructor(private readonly sql: SqlStorage) {}

  insert(id: string, kind: string, payload: unknown, total: number, now: number): RunView {
    this.sql.exec("INSERT INTO runs (id, kind, status, step, total, payload, result, created_at, updated_at) VALUES (?, ?, 'pending', 0, ?, ?, '[]', ?, ?)", id, kind, total, JSON.stringify(payload), now, now);
    return this.get(id)!;
  }
  get(id: string): RunView | null {
    const row = this.sql.exec<Row>("SELECT * FROM runs WHERE id = ?", id).toArray()[0];
    return row ? toView(row) : null;
  }
  payload(id: string): unknown {
    const row = this.sql.exec<{ payload: string }>("SELECT payload FROM runs WHERE id = ?", id).toArray()[0];
    return row ? (JSON.parse(row.payload) as unknown) : null;
  }
  list(limit = 50): RunView[] {
    return this.sql.exec<Row>("SELECT * FROM runs ORDER BY created_at DESC, id DESC LIMIT ?", limit).toArray().map(toView);
  }
  active(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM runs WHERE status IN ('pending', 'running')").one().n;
  }
  /** Appends one step's item and moves the run on. */
  advance(id: string, step: number, item: FlatRecord, status: RunStatus, now: number): void {
    const run = this.get(id);
    if (!run) return;
    this.sql.exec("UPDATE runs SET step = ?, status = ?, result = ?, updated_at = ? WHERE id = ?", step, status, JSON.stringify([...run.result, item]), now, id);
  }
  failRun(id: string, error: string, now: number): void {
    this.sql.exec("UPDATE runs SET status = 'failed', error = ?, updated_at = ? WHERE id = ?", error.slice(0, 500), now, id);
  }
}

function toView(r: Row): RunView {
  return { id: r.id, kind: r.kind, status: r.status as RunStatus, step: r.step, total: r.total, result: JSON.parse(r.result) as FlatRecord[], error: r.error, createdAt: r.created_at, updatedAt: r.updated_at };
}
