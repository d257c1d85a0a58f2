import type { SqlMigration } from "../../lib/sql-migrations";

/**
 * ApiKeyDO storage, versioned (worker/lib/sql-migrations.ts). Append only: a released migration
 * is never edited; a new column or table is a new version.
 */
export const KEY_DO_MIGRATIONS: readonly SqlMigration[] = [
  {
    version: 1,
    name: "keys, sliding-window hits, settings and the audit log (the schema before versioning)",
    up: `CREATE TABLE IF NOT EXISTS keys (
      key_id TEXT PRIMARY KEY, hash TEXT NOT NULL, user_id TEXT NOT NULL, name TEXT NOT NULL,
      scopes TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
      revoked_at INTEGER, retires_at INTEGER, replaced_by TEXT);
    CREATE TABLE IF NOT EXISTS hits (bucket TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS hits_bucket_at ON hits (bucket, at);
    CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS audit (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, key_id TEXT NOT NULL, method TEXT NOT NULL,
      path TEXT NOT NULL, status INTEGER NOT NULL, request_id TEXT NOT NULL, ip TEXT, user_agent TEXT);
    CREATE INDEX IF NOT EXISTS audit_at ON audit (at)`,
  },
  {
    version: 2,
    name: "lineage-level revocation; wrong-secret attempts counted per minute instead of one audit row each",
    up: `CREATE TABLE lineage (id INTEGER PRIMARY KEY CHECK (id = 1), revoked_at INTEGER);
    CREATE TABLE failed_auth (
      key_id TEXT NOT NULL, window_start INTEGER NOT NULL, count INTEGER NOT NULL, last_at INTEGER NOT NULL,
      PRIMARY KEY (key_id, window_start))`,
  },
];
