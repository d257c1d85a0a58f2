import type { AgentState } from "./lifecycle";
import { conversationTitle } from "./conversation-title";
import { LIMITS, WorkspaceLimitError } from "./limits";
import { WORKSPACE_TABLES } from "./store-migrations";
import type { Widget, WidgetKind } from "./dashboard";
import type { AlertRule, AlertRuleType, CustomCapability, CustomDraft, MemoryFact } from "./workspace";
import type { ToolResult } from "./tools/result";
import type { GuardAction } from "./guardrail";

/**
 * The agent's SQLite (Durable Object storage): the workspace queries AgentDO runs, in one place
 * (the schedule's are in schedule/store.ts, the runs' in runs/store.ts). Rows are plain; the
 * rules live in the functional core. The schema is migrated by the AgentDO's constructor
 * (store/migrations.ts), not here. Caps (limits.ts) are enforced here, so the RPC methods and
 * the agent's tools refuse alike.
 */

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
  constructor(private readonly sql: SqlStorage) {}

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

  // Memory: the user's own facts are saved; the agent's proposals wait for approval.
  memory(): MemoryFact[] {
    return this.sql.exec<MemoryRow>("SELECT * FROM memory ORDER BY created_at, id").toArray().map(toFact);
  }
  /** Saved facts only, newest first: what the model may see (`limit` caps the prompt). */
  savedMemory(limit: number = LIMITS.memoryInPrompt): MemoryFact[] {
    return this.sql.exec<MemoryRow>("SELECT * FROM memory WHERE status = 'saved' ORDER BY created_at DESC, id DESC LIMIT ?", limit).toArray().map(toFact);
  }
  remember(text: string, kind: MemoryFact["kind"], now: number): MemoryFact {
    const existing = this.findFact(text);
    // The user saying it themselves approves a pending proposal of the same fact.
    if (existing?.status === "pending") return this.approveMemory(existing.id)!;
    return existing ?? this.insertFact(text, kind, "saved", "user", now);
  }
  proposeMemory(text: string, kind: MemoryFact["kind"], now: number): MemoryFact {
    return this.findFact(text) ?? this.insertFact(text, kind, "pending", "agent", now);
  }
  approveMemory(id: string): MemoryFact | null {
    const changed = this.sql.exec("UPDATE memory SET status = 'saved' WHERE id = ? AND status = 'pending'", id).rowsWritten > 0;
    return changed ? (this.memory().find((m) => m.id === id) ?? null) : null;
  }
  forget(id: string): boolean {
    return this.sql.exec("DELETE FROM memory WHERE id = ?", id).rowsWritten > 0;
  }
  private findFact(text: string): MemoryFact | undefined {
    return this.memory().find((m) => m.text.toLowerCase() === text.toLowerCase());
  }
  private insertFact(text: string, kind: MemoryFact["kind"], status: MemoryFact["status"], source: MemoryFact["source"], now: number): MemoryFact {
    if (this.count("memory") >= LIMITS.memoryFacts) throw new WorkspaceLimitError(`Your agent keeps at most ${LIMITS.memoryFacts} memory facts; remove some in Settings → Agent first.`);
    const fact: MemoryFact = { id: newId("mem"), kind, text, status, source, createdAt: now };
    this.sql.exec("INSERT INTO memory (id, kind, text, created_at, status, source) VALUES (?, ?, ?, ?, ?, ?)", fact.id, kind, text, now, status, source);
    return fact;
  }

  // Conversations.
  conversations(): ConversationView[] {
    return this.sql.exec<{ id: string; title: string; created_at: number; updated_at: number }>("SELECT * FROM conversations ORDER BY updated_at DESC").toArray().map((r) => ({ id: r.id, title: r.title, createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString() }));
  }
  hasConversation(id: string): boolean {
    return this.sql.exec("SELECT 1 FROM conversations WHERE id = ?", id).toArray().length > 0;
  }
  /** Past the cap the least recently used conversation (and its messages) goes, so chat never stops. */
  createConversation(title: string, now: number): string {
    while (this.count("conversations") >= LIMITS.conversations) {
      const oldest = this.sql.exec<{ id: string }>("SELECT id FROM conversations ORDER BY updated_at, id LIMIT 1").one().id;
      this.sql.exec("DELETE FROM messages WHERE conversation_id = ?", oldest);
      this.sql.exec("DELETE FROM conversations WHERE id = ?", oldest);
    }
    const id = newId("conv");
    this.sql.exec("INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, ?, ?)", id, conversationTitle(title), now, now);
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
  /** User turns since `since` (ms), across conversations: the per-minute chat limit reads this. */
  userTurnsSince(since: number): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM messages WHERE role = 'user' AND created_at > ?", since).one().n;
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
    this.checkCustomRoom();
    // One pending draft at a time: a new draft replaces the one awaiting approval.
    this.sql.exec("DELETE FROM custom_capabilities WHERE status = 'draft'");
    const c: CustomCapability = { ...d, id: newId("cap"), status: "draft", createdAt: now, approvedAt: null };
    this.sql.exec("INSERT INTO custom_capabilities (id, name, description, steps, status, created_at, approved_at) VALUES (?, ?, ?, ?, 'draft', ?, NULL)", c.id, c.name, c.description, JSON.stringify(c.steps), now);
    return c;
  }
  approveCustom(id: string, now: number): CustomCapability | null {
    const c = this.customs().find((x) => x.id === id && x.status === "draft");
    if (!c) return null;
    if (!this.customs().some((x) => x.status === "approved" && x.name.toLowerCase() === c.name.toLowerCase())) this.checkCustomRoom();
    // Saving under a name that exists replaces the older workflow of that name.
    this.sql.exec("DELETE FROM custom_capabilities WHERE status = 'approved' AND lower(name) = lower(?)", c.name);
    this.sql.exec("UPDATE custom_capabilities SET status = 'approved', approved_at = ? WHERE id = ?", now, id);
    return { ...c, status: "approved", approvedAt: now };
  }
  private checkCustomRoom(): void {
    const approved = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM custom_capabilities WHERE status = 'approved'").one().n;
    if (approved >= LIMITS.customCapabilities) throw new WorkspaceLimitError(`Your agent keeps at most ${LIMITS.customCapabilities} custom capabilities; remove one in Settings → Agent first.`);
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
    if (this.count("alert_rules") >= LIMITS.alertRules) throw new WorkspaceLimitError(`Your agent keeps at most ${LIMITS.alertRules} alert rules; remove one on the Alerts page first.`);
    // The same rule twice would only notify twice. Checked and inserted in one synchronous step of
    // the DO, so parallel requests cannot both pass (nor pass the cap).
    const same = this.sql
      .exec<{ id: string }>("SELECT id FROM alert_rules WHERE type = ? AND symbol = ? AND other_symbol IS ? AND value = ? LIMIT 1", rule.type, rule.symbol, rule.otherSymbol, rule.value)
      .toArray()[0];
    if (same) {
      const what = `${rule.symbol}${rule.otherSymbol ? `/${rule.otherSymbol}` : ""} ${rule.type.replace("_", " ")} ${rule.value}`;
      throw new WorkspaceLimitError(`You already have this alert rule (${what}, ${same.id}); it stays until you remove it.`);
    }
    const a = { ...rule, id: newId("rule"), createdAt: now };
    this.sql.exec("INSERT INTO alert_rules (id, type, symbol, other_symbol, value, created_at) VALUES (?, ?, ?, ?, ?, ?)", a.id, a.type, a.symbol, a.otherSymbol, a.value, now);
    return a;
  }

  private count(table: "memory" | "conversations" | "alert_rules"): number {
    return this.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).one().n;
  }
}

type MemoryRow = {
  id: string;
  kind: string;
  text: string;
  created_at: number;
  status: string;
  source: string;
};

function toFact(r: MemoryRow): MemoryFact {
  return { id: r.id, kind: r.kind as MemoryFact["kind"], text: r.text, status: r.status as MemoryFact["status"], source: r.source as MemoryFact["source"], createdAt: r.created_at };
}
