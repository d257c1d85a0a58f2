import type { Db } from "../db/client";
import { listConnections } from "./store";
import type { ConnectionRow } from "../db/connections-schema";

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

/** What a user (or /v1) sees of a connection: never the secret, never the key id. */
export function connectionView(row: ConnectionRow) {
  return {
    id: row.id,
    portfolioId: row.portfolioId,
    kind: row.kind,
    provider: row.provider,
    label: row.label,
    address: row.address,
    keyHint: row.keyHint ? `…${row.keyHint}` : null,
    status: row.status,
    stale: row.status === "stale",
    lastSyncAt: iso(row.lastSyncAt),
    lastError: row.lastError,
    createdAt: iso(row.createdAt)!,
  };
}

/** The badge a connected portfolio carries on the site and on /v1. */
export function connectionBadge(row: ConnectionRow | undefined | null) {
  if (!row) return { readOnly: false, connection: null };
  return { readOnly: true, connection: { id: row.id, kind: row.kind, provider: row.provider, status: row.status, stale: row.status === "stale", lastSyncAt: iso(row.lastSyncAt), lastError: row.lastError } };
}

/** The account's connections by portfolio id, for badging a list of portfolios in one query. */
export async function badgesByPortfolio(db: Db, userId: string): Promise<Map<string, ConnectionRow>> {
  return new Map((await listConnections(db, userId)).map((r) => [r.portfolioId, r]));
}
