/**
 * Versioned schema for a Durable Object's SQLite storage.
 *
 * Each object keeps `PRAGMA user_version`-style bookkeeping in a one-row `_schema` table and runs,
 * in order and once each, the migrations above its recorded version. Call it from the object's
 * constructor inside `ctx.blockConcurrencyWhile` so no request sees a half-migrated schema.
 *
 * Rules for migrations (see worker/agent/README.md):
 * - append only: a released migration is never edited or reordered;
 * - version numbers are 1, 2, 3… with no gaps (checked at start);
 * - a migration is SQL statements (or a function over `sql` for data moves); each version runs
 *   inside one storage transaction with its version bump, so a crash never half-applies it;
 * - version 1 is the schema as it stood before versioning, written with `IF NOT EXISTS`, so an
 *   object created before versioning (version 0, tables present) passes through it unharmed.
 */

export interface SqlMigration {
  version: number;
  /** What it does, for humans and the `_schema` history. */
  name: string;
  up: string | ((sql: SqlStorage) => void);
}

export interface MigrationStorage {
  sql: SqlStorage;
  transactionSync<T>(fn: () => T): T;
}

/** The schema version recorded in this storage (0 for a new, or pre-versioning, object). */
export function schemaVersion(sql: SqlStorage): number {
  sql.exec("CREATE TABLE IF NOT EXISTS _schema (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)");
  const row = sql.exec<{ version: number }>("SELECT version FROM _schema WHERE id = 1").toArray()[0];
  return row ? Number(row.version) : 0;
}

/** Runs the pending migrations; returns the versions applied (empty when already current). */
export function migrate(storage: MigrationStorage, migrations: readonly SqlMigration[]): number[] {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`sql-migrations: expected version ${i + 1}, found ${m.version} (${m.name})`);
  });
  const current = schemaVersion(storage.sql);
  if (current > migrations.length) {
    // Code older than the data (a rollback): refuse rather than guess at a schema we do not know.
    throw new Error(`sql-migrations: storage is at version ${current}, code knows ${migrations.length}`);
  }
  const applied: number[] = [];
  for (const m of migrations.slice(current)) {
    storage.transactionSync(() => {
      if (typeof m.up === "string") {
        for (const statement of splitStatements(m.up)) storage.sql.exec(statement);
      } else {
        m.up(storage.sql);
      }
      storage.sql.exec("INSERT INTO _schema (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version", m.version);
    });
    applied.push(m.version);
  }
  return applied;
}

/** Splits a migration script on `;` at the end of a line (statements here never hold one inside). */
function splitStatements(script: string): string[] {
  return script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
