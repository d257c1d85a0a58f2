/// <reference types="vite/client" />
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { env } from "./helpers";

/**
 * The drizzle schema (worker/db/schema.ts and worker/db/*-schema.ts, what the code queries) and
 * the hand-written migrations (what D1 really has, applied by test/integration/setup.ts) must
 * agree: drizzle-kit's snapshots stop at 0003, so nothing else compares them. Every drizzle
 * table and column must exist in D1 with the same storage type, nullability, primary key,
 * indexes and foreign keys; every D1 table must have a drizzle definition, unless allowed below.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../../worker/db/schema.ts", "../../worker/db/*-schema.ts"], { eager: true });

/** D1 tables with no drizzle definition, on purpose. */
const D1_ONLY: Readonly<Record<string, string>> = {
  d1_migrations: "wrangler's (and applyD1Migrations') record of applied migrations",
  _cf_KV: "D1's internal key-value table",
  _cf_METADATA: "D1's internal metadata table",
  sqlite_sequence: "SQLite's AUTOINCREMENT counters",
  // Full-text search over the Notebook (migrations/0004_notebook.sql): an FTS5 virtual table and
  // the shadow tables SQLite keeps for it; drizzle has no FTS5 type, queries use raw SQL.
  notebook_fts: "FTS5 index of notebook_entries",
  notebook_fts_data: "FTS5 shadow table",
  notebook_fts_idx: "FTS5 shadow table",
  notebook_fts_docsize: "FTS5 shadow table",
  notebook_fts_config: "FTS5 shadow table",
};

interface D1Column {
  name: string;
  type: string;
  notnull: number;
  pk: number;
}

function drizzleTables() {
  const tables = Object.values(modules).flatMap((m) => Object.values(m).filter((v): v is SQLiteTable => is(v, SQLiteTable)));
  return tables.map((t) => getTableConfig(t));
}

async function d1Columns(table: string): Promise<D1Column[]> {
  return (await env.DB.prepare(`PRAGMA table_info(\`${table}\`)`).all<D1Column>()).results;
}

/** Named indexes (not SQLite's automatic ones) → "UNIQUE? (col, col)", comparable with drizzle's. */
async function d1Indexes(table: string): Promise<Map<string, string>> {
  const list = await env.DB.prepare(`PRAGMA index_list(\`${table}\`)`).all<{ name: string; unique: number }>();
  const out = new Map<string, string>();
  for (const index of list.results.filter((i) => !i.name.startsWith("sqlite_autoindex_"))) {
    const cols = await env.DB.prepare(`PRAGMA index_info(\`${index.name}\`)`).all<{ seqno: number; name: string }>();
    out.set(index.name, shape(index.unique === 1, cols.results.sort((a, b) => a.seqno - b.seqno).map((c) => c.name)));
  }
  return out;
}

const shape = (unique: boolean, columns: string[]) => `${unique ? "UNIQUE " : ""}(${columns.join(", ")})`;

/** What drizzle declares: index()/uniqueIndex() in the table's config, and column-level .unique(). */
function drizzleIndexes(table: ReturnType<typeof getTableConfig>): Map<string, string> {
  const out = new Map<string, string>();
  for (const index of table.indexes) {
    out.set(index.config.name, shape(Boolean(index.config.unique), index.config.columns.map((c) => ("name" in c ? c.name : "<expression>"))));
  }
  for (const col of table.columns) if (col.isUnique && col.uniqueName) out.set(col.uniqueName, shape(true, [col.name]));
  for (const u of table.uniqueConstraints) out.set(u.getName() ?? "", shape(true, u.columns.map((c) => c.name)));
  return out;
}

/** Foreign keys as "cols -> table(cols) ON DELETE action": account deletion relies on the cascades. */
async function d1ForeignKeys(table: string): Promise<Set<string>> {
  const rows = await env.DB.prepare(`PRAGMA foreign_key_list(\`${table}\`)`).all<{ id: number; seq: number; table: string; from: string; to: string; on_delete: string }>();
  const byId = new Map<number, typeof rows.results>();
  for (const r of rows.results) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  return new Set(
    [...byId.values()].map((parts) => {
      const sorted = parts.sort((a, b) => a.seq - b.seq);
      return `(${sorted.map((p) => p.from).join(", ")}) -> ${sorted[0]!.table}(${sorted.map((p) => p.to).join(", ")}) ON DELETE ${sorted[0]!.on_delete.toLowerCase()}`;
    }),
  );
}

function drizzleForeignKeys(table: ReturnType<typeof getTableConfig>): Set<string> {
  return new Set(
    table.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return `(${ref.columns.map((c) => c.name).join(", ")}) -> ${getTableConfig(ref.foreignTable).name}(${ref.foreignColumns.map((c) => c.name).join(", ")}) ON DELETE ${fk.onDelete ?? "no action"}`;
    }),
  );
}

describe("drizzle schema vs the applied migrations", () => {
  const tables = drizzleTables();

  it("reads every schema file (a floor, so an empty glob cannot pass)", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(11);
    expect(tables.length).toBeGreaterThanOrEqual(25);
  });

  it("every drizzle table and column exists in D1 with the same type, nullability and key", async () => {
    const drift: string[] = [];
    for (const table of tables) {
      const columns = new Map((await d1Columns(table.name)).map((c) => [c.name, c]));
      if (columns.size === 0) {
        drift.push(`${table.name}: in drizzle, not in D1`);
        continue;
      }
      const compositeKey = table.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
      for (const col of table.columns) {
        const d1 = columns.get(col.name);
        if (!d1) {
          drift.push(`${table.name}.${col.name}: in drizzle, not in D1`);
          continue;
        }
        // SQLite's affinity is what matters: drizzle's "integer", "real", "text", "blob" name it exactly.
        if (d1.type.toLowerCase() !== col.getSQLType().toLowerCase()) drift.push(`${table.name}.${col.name}: drizzle ${col.getSQLType()}, D1 ${d1.type}`);
        const keyed = col.primary || compositeKey.includes(col.name);
        if (keyed !== d1.pk > 0) drift.push(`${table.name}.${col.name}: primary key in ${keyed ? "drizzle" : "D1"} only`);
        // A primary-key column is NOT NULL in drizzle; SQLite reports notnull only when written.
        if (!keyed && col.notNull !== (d1.notnull === 1)) drift.push(`${table.name}.${col.name}: ${col.notNull ? "NOT NULL" : "nullable"} in drizzle, ${d1.notnull ? "NOT NULL" : "nullable"} in D1`);
        columns.delete(col.name);
      }
      for (const extra of columns.keys()) drift.push(`${table.name}.${extra}: in D1, not in drizzle`);
      const indexes = await d1Indexes(table.name);
      for (const [name, declared] of drizzleIndexes(table)) {
        const actual = indexes.get(name);
        if (actual !== declared) drift.push(`${table.name}: index ${name} is ${declared} in drizzle, ${actual ?? "missing"} in D1`);
        indexes.delete(name);
      }
      for (const extra of indexes.keys()) drift.push(`${table.name}: index ${extra} in D1, not in drizzle`);
      const keys = await d1ForeignKeys(table.name);
      for (const fk of drizzleForeignKeys(table)) if (!keys.delete(fk)) drift.push(`${table.name}: foreign key ${fk} in drizzle, not in D1`);
      for (const extra of keys) drift.push(`${table.name}: foreign key ${extra} in D1, not in drizzle`);
    }
    expect(drift).toEqual([]);
  });

  it("every D1 table has a drizzle definition, or is allowed here with its reason", async () => {
    const names = new Set(tables.map((t) => t.name));
    const rows = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    const unknown = rows.results.map((r) => r.name).filter((n) => !names.has(n) && !Object.hasOwn(D1_ONLY, n));
    expect(unknown).toEqual([]);
    // The migrations really ran (the check above would pass on an empty database otherwise).
    expect(rows.results.length).toBeGreaterThanOrEqual(tables.length);
  });
});
