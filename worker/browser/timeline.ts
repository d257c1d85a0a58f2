/**
 * A browser session's timeline in the AgentDO's storage (version 4): the session row and one row
 * per step (opened, navigated, read, extracted, screenshot, pdf, failed, done), each with its
 * screenshot's URL where it has one. Sent live as `browser_step` events; read back after a reload.
 */

const STEP_KINDS = ["opened", "navigated", "read", "extracted", "screenshot", "pdf", "failed", "done"] as const;
export type StepKind = (typeof STEP_KINDS)[number];
export type SessionStatus = "running" | "done" | "failed";

export interface TimelineStep {
  kind: StepKind;
  label: string;
  thumbnailUrl: string | null;
  at: string;
}

export interface SessionView {
  id: string;
  url: string;
  task: string;
  status: SessionStatus;
  error: string | null;
  createdAt: string;
  steps: TimelineStep[];
}

type SessionRow = { id: string; url: string; task: string; status: string; error: string | null; created_at: number; updated_at: number };
type StepRow = { kind: string; label: string; thumbnail_url: string | null; at: number };

const asStatus = (s: string): SessionStatus => (s === "done" || s === "failed" ? s : "running");
const asKind = (k: string): StepKind => STEP_KINDS.find((x) => x === k) ?? "failed";

/** Sessions kept per agent (older ones and their steps are pruned on each new session). */
export const SESSIONS_KEPT = 50;

export class TimelineStore {
  constructor(private readonly sql: SqlStorage) {}

  start(id: string, url: string, task: string, now: number): void {
    this.sql.exec("INSERT INTO browser_sessions (id, url, task, status, created_at, updated_at) VALUES (?, ?, ?, 'running', ?, ?)", id, url.slice(0, 2000), task, now, now);
    const old = this.sql.exec<{ id: string }>("SELECT id FROM browser_sessions ORDER BY created_at DESC, id DESC LIMIT -1 OFFSET ?", SESSIONS_KEPT).toArray();
    for (const o of old) {
      this.sql.exec("DELETE FROM browser_steps WHERE session_id = ?", o.id);
      this.sql.exec("DELETE FROM browser_sessions WHERE id = ?", o.id);
    }
  }

  step(sessionId: string, kind: StepKind, label: string, thumbnailUrl: string | null, now: number): TimelineStep {
    this.sql.exec("INSERT INTO browser_steps (session_id, kind, label, thumbnail_url, at) VALUES (?, ?, ?, ?, ?)", sessionId, kind, label.slice(0, 300), thumbnailUrl, now);
    this.sql.exec("UPDATE browser_sessions SET updated_at = ? WHERE id = ?", now, sessionId);
    return { kind, label: label.slice(0, 300), thumbnailUrl, at: new Date(now).toISOString() };
  }

  finish(sessionId: string, status: "done" | "failed", error: string | null, now: number): void {
    this.sql.exec("UPDATE browser_sessions SET status = ?, error = ?, updated_at = ? WHERE id = ?", status, error, now, sessionId);
  }

  list(limit = 10): SessionView[] {
    const rows = this.sql.exec<SessionRow>("SELECT * FROM browser_sessions ORDER BY created_at DESC, id DESC LIMIT ?", limit).toArray();
    return rows.map((r) => ({
      id: r.id, url: r.url, task: r.task, status: asStatus(r.status), error: r.error, createdAt: new Date(r.created_at).toISOString(),
      steps: this.sql.exec<StepRow>("SELECT kind, label, thumbnail_url, at FROM browser_steps WHERE session_id = ? ORDER BY seq", r.id).toArray()
        .map((s) => ({ kind: asKind(s.kind), label: s.label, thumbnailUrl: s.thumbnail_url, at: new Date(s.at).toISOString() })),
    }));
  }
}
