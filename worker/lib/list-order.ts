import { and, asc, eq, gt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { CursorPosition } from "../http/cursor";

/**
 * Oldest-first keyset order on (createdAt, id): an item inserted while someone pages lands after
 * every position already served, so each item is visited exactly once.
 */
export function afterPosition(createdAt: SQLiteColumn, id: SQLiteColumn, after: CursorPosition | null): SQL | undefined {
  if (!after) return undefined;
  return or(gt(createdAt, after.k), and(eq(createdAt, after.k), gt(id, after.i)));
}

export function oldestFirst(createdAt: SQLiteColumn, id: SQLiteColumn) {
  return [asc(createdAt), asc(id)] as const;
}

export function positionOf(row: { createdAt: number; id: string }): CursorPosition {
  return { k: row.createdAt, i: row.id };
}

/** The same order in memory, for lists computed rather than queried. */
export function isAfter(row: { createdAt: number; id: string }, after: CursorPosition | null): boolean {
  return !after || row.createdAt > after.k || (row.createdAt === after.k && row.id > after.i);
}
