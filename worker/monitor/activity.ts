import { z } from "zod";
import type { FlatRecord } from "../agent/results";

/**
 * Activity: everything the agent did (monitoring passes, alerts, briefs, tool runs, custom checks), kept in the
 * agent's own SQLite (version 3 of store-migrations.ts). Pruned on write by age and count, so a
 * busy agent's log stays small without a separate job.
 */

export const ACTIVITY_KINDS = ["pass", "alert", "brief", "tool", "check"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KEEP_MS = 90 * 86_400_000;
export const ACTIVITY_KEEP_ROWS = 2000;

export interface ActivityEntry {
  seq: number;
  kind: ActivityKind;
  title: string;
  detail: FlatRecord;
  createdAt: string;
}

/** The filters the Activity page sends (validated again in the route; zod here for RPC callers). */
export const ActivityFilter = z.object({
  kind: z.enum(ACTIVITY_KINDS).optional(),
  /** Entries strictly older than this sequence number (paging). */
  before: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type ActivityFilter = z.input<typeof ActivityFilter>;

type Row = { seq: number; kind: string; title: string; detail: string; created_at: number };

export class ActivityStore {
  constructor(private readonly sql: SqlStorage) {}

  add(kind: ActivityKind, title: string, detail: FlatRecord, now: number): void {
    this.sql.exec("INSERT INTO activity (kind, title, detail, created_at) VALUES (?, ?, ?, ?)", kind, title.slice(0, 300), JSON.stringify(detail), now);
    this.prune(now);
  }

  list(filter: ActivityFilter = {}): ActivityEntry[] {
    const f = ActivityFilter.parse(filter);
    const conds: string[] = [];
    const args: (string | number)[] = [];
    if (f.kind) conds.push("kind = ?"), args.push(f.kind);
    if (f.before) conds.push("seq < ?"), args.push(f.before);
    const where = conds.length ? `WHERE ${conds.join(" AND ")}` : "";
    return this.sql
      .exec<Row>(`SELECT * FROM activity ${where} ORDER BY seq DESC LIMIT ?`, ...args, f.limit)
      .toArray()
      .map((r) => ({ seq: r.seq, kind: r.kind as ActivityKind, title: r.title, detail: JSON.parse(r.detail) as FlatRecord, createdAt: new Date(r.created_at).toISOString() }));
  }

  /** Older than 90 days, or beyond the newest 2,000 entries: gone. */
  private prune(now: number): void {
    this.sql.exec("DELETE FROM activity WHERE created_at < ?", now - ACTIVITY_KEEP_MS);
    this.sql.exec("DELETE FROM activity WHERE seq <= (SELECT seq FROM activity ORDER BY seq DESC LIMIT 1 OFFSET ?)", ACTIVITY_KEEP_ROWS);
  }
}
