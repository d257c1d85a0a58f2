import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { schemaVersion } from "../../worker/lib/sql-migrations";
import { AGENT_MIGRATIONS } from "../../worker/agent/store-migrations";
import { env } from "./helpers";

/**
 * Versioned AgentDO storage: an object written by the code before versioning (today's schema,
 * raw SQL exactly as that code wrote it, no version recorded) is migrated by the constructor and
 * keeps everything.
 */

/** The schema before versioning, copied here on purpose: the test must not follow later edits. */
const PRE_VERSIONING = [
  "CREATE TABLE IF NOT EXISTS agent (id INTEGER PRIMARY KEY CHECK (id = 1), user_id TEXT NOT NULL, name TEXT NOT NULL, state TEXT NOT NULL, time_zone TEXT NOT NULL, created_at INTEGER NOT NULL, last_active_at INTEGER NOT NULL, paused_reason TEXT, updated_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS schedules (id TEXT PRIMARY KEY, kind TEXT NOT NULL, due_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS schedule_runs (seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, due_at INTEGER NOT NULL, ran_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS capabilities (id TEXT PRIMARY KEY, installed_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS memory (id TEXT PRIMARY KEY, kind TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS conversations (id TEXT PRIMARY KEY, title TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, conversation_id TEXT NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL, tools TEXT NOT NULL DEFAULT '[]', guard TEXT NOT NULL DEFAULT 'pass', model INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL)",
  "CREATE TABLE IF NOT EXISTS widgets (id TEXT PRIMARY KEY, position INTEGER NOT NULL, kind TEXT NOT NULL, symbol TEXT)",
  "CREATE TABLE IF NOT EXISTS custom_capabilities (id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, steps TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, approved_at INTEGER)",
  "CREATE TABLE IF NOT EXISTS alert_rules (id TEXT PRIMARY KEY, type TEXT NOT NULL, symbol TEXT NOT NULL, other_symbol TEXT, value REAL NOT NULL, created_at INTEGER NOT NULL)",
];

// In the future, so the re-armed alarm does not fire during the test.
const BRIEF_AT = Date.parse("2031-06-02T06:00:00Z");
const SLEEP_AT = Date.parse("2031-06-01T12:30:00Z");
const NOW = Date.parse("2031-06-01T12:00:00Z");

/** Writes a whole workspace the way the pre-versioning code did. */
function writeOldWorkspace(sql: SqlStorage) {
  for (const statement of PRE_VERSIONING) sql.exec(statement);
  sql.exec("INSERT INTO agent (id, user_id, name, state, time_zone, created_at, last_active_at, paused_reason, updated_at) VALUES (1, 'u-old', 'Ada', 'awake', 'Europe/Paris', ?, ?, NULL, ?)", NOW - 86_400_000, NOW, NOW);
  sql.exec("INSERT INTO schedules (id, kind, due_at) VALUES ('morning_brief', 'morning_brief', ?), ('inactivity_sleep', 'inactivity_sleep', ?)", BRIEF_AT, SLEEP_AT);
  sql.exec("INSERT INTO schedule_runs (kind, due_at, ran_at) VALUES ('morning_brief', ?, ?)", BRIEF_AT - 86_400_000, BRIEF_AT - 86_400_000);
  sql.exec("INSERT INTO capabilities (id, installed_at) VALUES ('chart', ?), ('news', ?)", NOW, NOW);
  sql.exec("INSERT INTO memory (id, kind, text, created_at) VALUES ('mem_1', 'fact', 'Holds ETH', ?), ('mem_2', 'preference', 'Likes charts', ?)", NOW - 2, NOW - 1);
  sql.exec("INSERT INTO conversations (id, title, created_at, updated_at) VALUES ('conv_1', 'price of BTC', ?, ?)", NOW, NOW);
  sql.exec("INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES ('msg_1', 'conv_1', 'user', 'price of BTC', ?)", NOW);
  sql.exec("INSERT INTO messages (id, conversation_id, role, content, tools, guard, model, created_at) VALUES ('msg_2', 'conv_1', 'assistant', 'BTC is $1', '[]', 'pass', 0, ?)", NOW + 1);
  sql.exec("INSERT INTO widgets (id, position, kind, symbol) VALUES ('w_1', 0, 'chart', 'ETH'), ('w_2', 1, 'news', NULL)");
  sql.exec("INSERT INTO custom_capabilities (id, name, description, steps, status, created_at, approved_at) VALUES ('cap_1', 'check', '', '[\"price of BTC\"]', 'approved', ?, ?)", NOW, NOW);
  sql.exec("INSERT INTO alert_rules (id, type, symbol, other_symbol, value, created_at) VALUES ('rule_1', 'price_above', 'BTC', NULL, 100000, ?)", NOW);
}

describe("AgentDO storage migrations", () => {
  it("an object from before versioning is migrated in the constructor and keeps every row", async () => {
    const stub = env.AGENT.getByName(`agent:storage-${crypto.randomUUID()}`);
    // Reset this object to exactly what the old code left behind: its tables, its rows, no version.
    await runInDurableObject(stub, (_i, state) => {
      const tables = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'").toArray();
      for (const { name } of tables) state.storage.sql.exec(`DROP TABLE "${name}"`);
      writeOldWorkspace(state.storage.sql);
      expect(schemaVersion(state.storage.sql)).toBe(0);
      state.storage.sql.exec("DROP TABLE _schema");
    });
    await evictDurableObject(stub);

    // A fresh instance: its constructor migrates before serving anything.
    const status = await stub.status();
    expect(status).toMatchObject({ ok: true, agent: { name: "Ada", state: "awake", timeZone: "Europe/Paris", nextBriefAt: new Date(BRIEF_AT).toISOString() } });
    const version = await runInDurableObject(stub, (_i, state) => schemaVersion(state.storage.sql));
    expect(version).toBe(AGENT_MIGRATIONS.length);

    const memory = await stub.memory();
    expect(memory.ok && memory.memory).toEqual([
      { id: "mem_1", kind: "fact", text: "Holds ETH", status: "saved", source: "user", createdAt: NOW - 2 },
      { id: "mem_2", kind: "preference", text: "Likes charts", status: "saved", source: "user", createdAt: NOW - 1 },
    ]);
    const s = await stub.schedules();
    if (!s.ok) throw new Error();
    expect(s.rows).toEqual([
      { id: "inactivity_sleep", handler: "inactivity_sleep", payload: {}, nextRun: SLEEP_AT, cron: null, intervalMs: null, running: false, attempts: 0, lastError: null },
      { id: "morning_brief", handler: "morning_brief", payload: {}, nextRun: BRIEF_AT, cron: "0 8 * * *", intervalMs: null, running: false, attempts: 0, lastError: null },
    ]);
    expect(s.runs).toEqual([{ kind: "morning_brief", dueAt: BRIEF_AT - 86_400_000, ranAt: BRIEF_AT - 86_400_000 }]);
    // The constructor re-armed for the earliest migrated row.
    expect(s.alarm).toBe(SLEEP_AT);

    const catalog = await stub.catalog();
    expect(catalog.ok && catalog.capabilities.filter((c) => c.installed).map((c) => c.id).sort()).toEqual(["chart", "news"]);
    const convs = await stub.conversations();
    expect(convs.ok && convs.conversations.map((c) => c.id)).toEqual(["conv_1"]);
    const msgs = await stub.messages("conv_1");
    expect((msgs as any).messages.map((m: any) => [m.id, m.role, m.content])).toEqual([["msg_1", "user", "price of BTC"], ["msg_2", "assistant", "BTC is $1"]]);
    const widgets = await stub.dashboard();
    expect(widgets.ok && widgets.widgets).toEqual([{ id: "w_1", kind: "chart", symbol: "ETH" }, { id: "w_2", kind: "news" }]);
    const customs = await stub.customCapabilities();
    expect(customs.ok && customs.customs).toMatchObject([{ id: "cap_1", name: "check", steps: ["price of BTC"], status: "approved" }]);
    const rules = await stub.alertRules();
    expect(rules.ok && rules.rules).toMatchObject([{ id: "rule_1", type: "price_above", symbol: "BTC", value: 100000 }]);

    // Running the constructor again (another eviction) changes nothing: every migration ran once.
    await evictDurableObject(stub);
    const again = await stub.memory();
    expect(again.ok && again.memory).toHaveLength(2);
    expect(await runInDurableObject(stub, (_i, state) => schemaVersion(state.storage.sql))).toBe(AGENT_MIGRATIONS.length);
  });

  it("a new object starts at the latest version with the new tables", async () => {
    const stub = env.AGENT.getByName(`agent:storage-new-${crypto.randomUUID()}`);
    const tables = await runInDurableObject(stub, (_i, state) => ({
      version: schemaVersion(state.storage.sql),
      names: state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").toArray().map((r) => r.name),
    }));
    expect(tables.version).toBe(6);
    expect(tables.names).toEqual(expect.arrayContaining(["schedule", "runs", "memory", "agent", "activity", "alert_marks", "custom_checks"]));
    expect(tables.names).not.toContain("schedules");
  });
});
