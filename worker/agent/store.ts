import type { AgentState } from "./lifecycle";
import type { ScheduleKind, ScheduleRow } from "./schedule";
import type { Widget, WidgetKind } from "./dashboard";
import type { AlertRule, AlertRuleType, CustomCapability, CustomDraft, MemoryFact } from "./workspace";
import type { ToolResult } from "./tools";
import type { GuardAction } from "./guardrail";

/**
 * The agent's SQLite (Durable Object storage): every query AgentDO runs, in one place. Rows are
 * plain; the rules live in the functional core.
 */

const SCHEMA = `
CREATE TABLE IF NOT EXISTS agent (id INTEGER PRIMARY KEY CHECK (id = 1), user_id TEXT NOT NULL, name TEXT NOT NULL, state TEXT NOT NULL, time_zone TEXT NOT NULL, created_at INTEGER NOT NULL, last_active_at INTEGER NOT NULL, paused_reason TEXT, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS schedules (id TEXT PRIMARY KEY, kind TEXT NOT NULL, due_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS schedule_runs (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, due_at INTEGER NOT NULL, ran_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS capabilities (id TEXT PRIMARY KEY, installed_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS memory (id TEXT PRIMARY KEY, kind TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS conversations (id TEXT PRIMARY KEY, title TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, conversation_id TEXT NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL, tools TEXT NOT NULL DEFAULT '[]', guard TEXT NOT NULL DEFAULT 'pass', model INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS messages_conversation ON messages (conversation_id, seq);
CREATE TABLE IF NOT EXISTS widgets (id TEXT PRIMARY KEY, position INTEGER NOT NULL, kind TEXT NOT NULL, symbol TEXT);
CREATE TABLE IF NOT EXISTS custom_capabilities (id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, steps TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, approved_at INTEGER);
CREATE TABLE IF NOT EXISTS alert_rules (id TEXT PRIMARY KEY, type TEXT NOT NULL, symbol TEXT NOT NULL, other_symbol TEXT, value REAL NOT NULL, created_at INTEGER NOT NULL);
`;

/** Everything a workspace deletion removes (the agent row itself becomes a tombstone). */
const WORKSPACE_TABLES = ["schedules", "schedule_runs", "capabilities", "memory", "conversations", "messages", "widgets", "custom_capabilities", "alert_rules"];

export interface AgentRow {
  userId: string;
  name: string;
  state: AgentState;
  timeZone: string;
  createdAt: number;
  lastActiveAt: number;
  pausedReason: string | null;
}

export interface StoredMessage {
  id: string;
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  tools: ToolResult[];
  guard: GuardAction;
  model: boolean;
  createdAt: string;
}

export interface ConversationView {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

export class AgentStore {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of SCHEMA.split(";").map((s) => s.trim()).filter(Boolean)) sql.exec(statement);
  }

  // Agent row.
  agent(): AgentRow | null {
    const row = this.sql.exec<Record<string, string | number | null>>("SELECT * FROM agent WHERE id = 1").toArray()[0];
    if (!row) return null;
    return {
      userId: String(row.user_id),
      name: String(row.name),
      state: row.state as AgentState,
      timeZone: String(row.time_zone),
      createdAt: Number(row.created_at),
      lastActiveAt: Number(row.last_active_at),
      pausedReason: row.paused_reason === null ? null : String(row.paused_reason),
    };
  }

  putAgent(a: AgentRow, now: number): void {
    this.sql.exec(
      "INSERT INTO agent (id, user_id, name, state, time_zone, created_at, last_active_at, paused_reason, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, name = excluded.name, state = excluded.state, time_zone = excluded.time_zone, created_at = excluded.created_at, last_active_at = excluded.last_active_at, paused_reason = excluded.paused_reason, updated_at = excluded.updated_at",
      a.userId, a.name, a.state, a.timeZone, a.createdAt, a.lastActiveAt, a.pausedReason, now,
    );
  }

  wipeWorkspace(): void {
    for (const table of WORKSPACE_TABLES) this.sql.exec(`DELETE FROM ${table}`);
  }

  // Schedules.
  schedules(): ScheduleRow[] {
    return this.sql.exec<{ id: string; kind: string; due_at: number }>("SELECT id, kind, due_at FROM schedules ORDER BY due_at").toArray().map((r) => ({ id: r.id, kind: r.kind as ScheduleKind, dueAt: r.due_at }));
  }
  /** One row per kind: setting it again moves it. */
  setSchedule(kind: ScheduleKind, dueAt: number): void {
    this.sql.exec("INSERT INTO schedules (id, kind, due_at) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET due_at = excluded.due_at", kind, kind, dueAt);
  }
  deleteSchedule(id: string): void {
    this.sql.exec("DELETE FROM schedules WHERE id = ?", id);
  }
  logRun(kind: ScheduleKind, dueAt: number, ranAt: number): void {
    this.sql.exec("INSERT INTO schedule_runs (kind, due_at, ran_at) VALUES (?, ?, ?)", kind, dueAt, ranAt);
  }
  runs(): { kind: ScheduleKind; dueAt: number; ranAt: number }[] {
    return this.sql.exec<{ kind: string; due_at: number; ran_at: number }>("SELECT kind, due_at, ran_at FROM schedule_runs ORDER BY seq").toArray().map((r) => ({ kind: r.kind as ScheduleKind, dueAt: r.due_at, ranAt: r.ran_at }));
  }

  // Capabilities.
  installed(): Set<string> {
    return new Set(this.sql.exec<{ id: string }>("SELECT id FROM capabilities").toArray().map((r) => r.id));
  }
  install(id: string, now: number): void {
    this.sql.exec("INSERT OR IGNORE INTO capabilities (id, installed_at) VALUES (?, ?)", id, now);
  }
  uninstall(id: string): void {
    this.sql.exec("DELETE FROM capabilities WHERE id = ?", id);
  }

  // Memory.
  memory(): MemoryFact[] {
    return this.sql.exec<{ id: string; kind: string; text: string; created_at: number }>("SELECT * FROM memory ORDER BY created_at, id").toArray().map((r) => ({ id: r.id, kind: r.kind as MemoryFact["kind"], text: r.text, createdAt: r.created_at }));
  }
  remember(text: string, kind: MemoryFact["kind"], now: number): MemoryFact {
    const existing = this.memory().find((m) => m.text.toLowerCase() === text.toLowerCase());
    if (existing) return existing;
    const fact = { id: newId("mem"), kind, text, createdAt: now };
    this.sql.exec("INSERT INTO memory (id, kind, text, created_at) VALUES (?, ?, ?, ?)", fact.id, kind, text, now);
    return fact;
  }
  forget(id: string): boolean {
    return this.sql.exec("DELETE FROM memory WHERE id = ?", id).rowsWritten > 0;
  }

  // Conversations.
  conversations(): ConversationView[] {
    return this.sql.exec<{ id: string; title: string; created_at: number; updated_at: number }>("SELECT * FROM conversations ORDER BY updated_at DESC").toArray().map((r) => ({ id: r.id, title: r.title, createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString() }));
  }
  hasConversation(id: string): boolean {
    return this.sql.exec("SELECT 1 FROM conversations WHERE id = ?", id).toArray().length > 0;
  }
  createConversation(title: string, now: number): string {
    const id = newId("conv");
    this.sql.exec("INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)", id, title.slice(0, 80), now, now);
    return id;
  }
  addMessage(m: Omit<StoredMessage, "id" | "createdAt">, now: number): StoredMessage {
    const id = newId("msg");
    this.sql.exec(
      "INSERT INTO messages (id, conversation_id, role, content, tools, guard, model, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      id, m.conversationId, m.role, m.content, JSON.stringify(m.tools), m.guard, m.model ? 1 : 0, now,
    );
    this.sql.exec("UPDATE conversations SET updated_at = ? WHERE id = ?", now, m.conversationId);
    return { ...m, id, createdAt: new Date(now).toISOString() };
  }
  messages(conversationId: string, limit = 200): StoredMessage[] {
    return this.sql
      .exec<{ id: string; conversation_id: string; role: string; content: string; tools: string; guard: string; model: number; created_at: number }>(
        "SELECT * FROM (SELECT * FROM messages WHERE conversation_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq",
        conversationId, limit,
      )
      .toArray()
      .map((r) => ({ id: r.id, conversationId: r.conversation_id, role: r.role as "user" | "assistant", content: r.content, tools: JSON.parse(r.tools) as ToolResult[], guard: r.guard as GuardAction, model: r.model === 1, createdAt: new Date(r.created_at).toISOString() }));
  }

  // Dashboard.
  widgets(): Widget[] {
    return this.sql.exec<{ id: string; kind: string; symbol: string | null }>("SELECT id, kind, symbol FROM widgets ORDER BY position").toArray().map((r) => ({ id: r.id, kind: r.kind as WidgetKind, ...(r.symbol ? { symbol: r.symbol } : {}) }));
  }
  setWidgets(layout: readonly Widget[]): void {
    this.sql.exec("DELETE FROM widgets");
    layout.forEach((w, i) => this.sql.exec("INSERT INTO widgets (id, position, kind, symbol) VALUES (?, ?, ?, ?)", w.id, i, w.kind, w.symbol ?? null));
  }

  // Custom capabilities.
  customs(): CustomCapability[] {
    return this.sql
      .exec<{ id: string; name: string; description: string; steps: string; status: string; created_at: number; approved_at: number | null }>("SELECT * FROM custom_capabilities ORDER BY created_at, id")
      .toArray()
      .map((r) => ({ id: r.id, name: r.name, description: r.description, steps: JSON.parse(r.steps) as string[], status: r.status as CustomCapability["status"], createdAt: r.created_at, approvedAt: r.approved_at }));
  }
  draftCustom(d: CustomDraft, now: number): CustomCapability {
    // One pending draft at a time: a new draft replaces the one awaiting approval.
    this.sql.exec("DELETE FROM custom_capabilities WHERE status = 'draft'");
    const c: CustomCapability = { ...d, id: newId("cap"), status: "draft", createdAt: now, approvedAt: null };
    this.sql.exec("INSERT INTO custom_capabilities (id, name, description, steps, status, created_at, approved_at) VALUES (?, ?, ?, ?, 'draft', ?, NULL)", c.id, c.name, c.description, JSON.stringify(c.steps), now);
    return c;
  }
  approveCustom(id: string, now: number): CustomCapability | null {
    const c = this.customs().find((x) => x.id === id && x.status === "draft");
    if (!c) return null;
    // Saving under a name that exists replaces the older workflow of that name.
    this.sql.exec("DELETE FROM custom_capabilities WHERE status = 'approved' AND lower(name) = lower(?)", c.name);
    this.sql.exec("UPDATE custom_capabilities SET status = 'approved', approved_at = ? WHERE id = ?", now, id);
    return { ...c, status: "approved", approvedAt: now };
  }
  removeCustom(id: string): boolean {
    return this.sql.exec("DELETE FROM custom_capabilities WHERE id = ?", id).rowsWritten > 0;
  }

  // Alert rules.
  alerts(): AlertRule[] {
    return this.sql.exec<{ id: string; type: string; symbol: string; other_symbol: string | null; value: number; created_at: number }>("SELECT * FROM alert_rules ORDER BY created_at, id").toArray().map((r) => ({ id: r.id, type: r.type as AlertRuleType, symbol: r.symbol, otherSymbol: r.other_symbol, value: r.value, createdAt: r.created_at }));
  }
  removeAlert(id: string): boolean {
    return this.sql.exec("DELETE FROM alert_rules WHERE id = ?", id).rowsWritten > 0;
  }
  addAlert(rule: Omit<AlertRule, "id" | "createdAt">, now: number): AlertRule {
    const a = { ...rule, id: newId("rule"), createdAt: now };
    this.sql.exec("INSERT INTO alert_rules (id, type, symbol, other_symbol, value, created_at) VALUES (?, ?, ?, ?, ?, ?)", a.id, a.type, a.symbol, a.otherSymbol, a.value, now);
    return a;
  }
}
