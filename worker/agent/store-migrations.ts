import type { SqlMigration } from "../lib/sql-migrations";

/**
 * The AgentDO's SQLite schema, as ordered migrations (worker/lib/sql-migrations.ts). Append only:
 * never edit a released migration, add the next version instead.
 */

/** Version 1: the schema exactly as it stood before versioning (IF NOT EXISTS, so old objects pass through). */
const V1 = `
CREATE TABLE IF NOT EXISTS agent (id INTEGER PRIMARY KEY CHECK (id = 1), user_id TEXT NOT NULL, name TEXT NOT NULL, state TEXT NOT NULL, time_zone TEXT NOT NULL, created_at INTEGER NOT NULL, last_active_at INTEGER NOT NULL, paused_reason TEXT, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS schedules (id TEXT PRIMARY KEY, kind TEXT NOT NULL, due_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS schedule_runs (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, due_at INTEGER NOT NULL, ran_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS capabilities (id TEXT PRIMARY KEY, installed_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS memory (id TEXT PRIMARY KEY, kind TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS conversations (id TEXT PRIMARY KEY, title TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, conversation_id TEXT NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL, tools TEXT NOT NULL DEFAULT '[]', guard TEXT NOT NULL DEFAULT 'pass', model INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS widgets (id TEXT PRIMARY KEY, position INTEGER NOT NULL, kind TEXT NOT NULL, symbol TEXT);
CREATE TABLE IF NOT EXISTS custom_capabilities (id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, steps TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, approved_at INTEGER);
CREATE TABLE IF NOT EXISTS alert_rules (id TEXT PRIMARY KEY, type TEXT NOT NULL, symbol TEXT NOT NULL, other_symbol TEXT, value REAL NOT NULL, created_at INTEGER NOT NULL);
`;

/**
 * Version 2: the general schedule (one row per job: handler name, payload, cron or interval,
 * running flag, attempts), the two old kinds moved over; memory approval (status, source; old
 * facts were saved by the user); long runs; an index for the per-minute chat limit.
 */
const V2 = `
CREATE TABLE schedule (id TEXT PRIMARY KEY, handler TEXT NOT NULL, payload TEXT NOT NULL DEFAULT '{}', next_run INTEGER NOT NULL, cron TEXT, interval_ms INTEGER, running INTEGER NOT NULL DEFAULT 0, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT);
INSERT INTO schedule (id, handler, payload, next_run, cron) SELECT id, kind, '{}', due_at, CASE WHEN kind = 'morning_brief' THEN '0 8 * * *' ELSE NULL END FROM schedules;
DROP TABLE schedules;
ALTER TABLE memory ADD COLUMN status TEXT NOT NULL DEFAULT 'saved';
ALTER TABLE memory ADD COLUMN source TEXT NOT NULL DEFAULT 'user';
CREATE TABLE runs (id TEXT PRIMARY KEY, kind TEXT NOT NULL, status TEXT NOT NULL, step INTEGER NOT NULL DEFAULT 0, total INTEGER NOT NULL, payload TEXT NOT NULL, result TEXT NOT NULL DEFAULT '[]', error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE INDEX messages_created_idx ON messages (created_at);
`;

/**
 * Version 3: Activity (everything the agent did: passes, alerts, briefs, tool runs; pruned by
 * age and count) and the monitoring marks that keep one condition from alerting twice a day
 * unless it worsens.
 */
const V3 = `
CREATE TABLE activity (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, title TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '{}', created_at INTEGER NOT NULL);
CREATE INDEX activity_kind_idx ON activity (kind, seq);
CREATE TABLE alert_marks (key TEXT PRIMARY KEY, day TEXT NOT NULL, magnitude REAL NOT NULL, alerted_at INTEGER NOT NULL);
`;

/**
 * Version 4: the cloud browser's sessions and their step timelines (worker/browser/timeline.ts),
 * so a reload mid-session shows the steps so far.
 */
const V4 = `
CREATE TABLE browser_sessions (id TEXT PRIMARY KEY, url TEXT NOT NULL, task TEXT NOT NULL, status TEXT NOT NULL, error TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE browser_steps (seq INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL, kind TEXT NOT NULL, label TEXT NOT NULL, thumbnail_url TEXT, at INTEGER NOT NULL);
CREATE INDEX browser_steps_session_idx ON browser_steps (session_id, seq);
`;

/**
 * Version 6: custom recurring checks (worker/monitor/checks.ts): the user's words and the
 * checkable spec read from them, run on every monitoring pass.
 */
const V6 = `
CREATE TABLE custom_checks (id TEXT PRIMARY KEY, instruction TEXT NOT NULL, spec TEXT NOT NULL, created_at INTEGER NOT NULL);
`;

export const AGENT_MIGRATIONS: readonly SqlMigration[] = [
  { version: 1, name: "schema before versioning", up: V1 },
  { version: 2, name: "general schedule, memory approval, long runs", up: V2 },
  { version: 3, name: "activity, monitoring marks", up: V3 },
  { version: 4, name: "browser sessions and timelines", up: V4 },
  // Version 5 was reserved for KOL runs, which needed no table; a version number is never reused.
  { version: 5, name: "reserved (no change)", up: "" },
  { version: 6, name: "custom recurring checks", up: V6 },
];

/** Everything a workspace deletion removes (the agent row itself becomes a tombstone). */
export const WORKSPACE_TABLES = ["schedule", "schedule_runs", "capabilities", "memory", "conversations", "messages", "widgets", "custom_capabilities", "alert_rules", "runs", "activity", "alert_marks", "browser_sessions", "browser_steps", "custom_checks"] as const;
