import { and, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { notebookCounters, notebookEntries, type NotebookKind } from "../db/notebook-schema";
import type { CursorPosition } from "../http/cursor";
import { AppError } from "../http/errors";
import { newId } from "../lib/crypto";
import { afterPosition, oldestFirst } from "../lib/list-order";
import { ftsQuery } from "./search";

/**
 * The Notebook's rows, always scoped to the owner. NB-numbers come from a per-user counter row
 * incremented in the same D1 batch (one transaction) as the insert that reads it, so two saves
 * can never read the same number and a refused save never consumes one: gap-free and never reused.
 */
export type Entry = typeof notebookEntries.$inferSelect;

/** Live entries one account may hold (tombstones do not count). */
export const NOTEBOOK_CAP = 5000;

export interface NewEntry {
  kind: NotebookKind;
  title: string;
  body?: string;
  data?: unknown;
  symbol?: string | null;
  parentId?: string | null;
  status?: Entry["status"];
  asOf?: number | null;
}

function liveCount(userId: string): SQL {
  return sql`(SELECT count(*) FROM ${notebookEntries} WHERE ${notebookEntries.userId} = ${userId} AND ${notebookEntries.deletedAt} IS NULL)`;
}

/**
 * A condition the save must also meet, tested in the same statements as the cap (a monthly
 * allowance, say), so parallel saves cannot all pass it; `refusal` is thrown when it fails.
 */
export interface SaveCondition {
  holds: SQL;
  refusal: () => AppError;
}

export async function createEntry(db: Db, userId: string, input: NewEntry, now: number, condition?: SaveCondition): Promise<Entry> {
  if (input.parentId) await getEntry(db, userId, input.parentId, { param: "parentId" });
  const id = newId("nb");
  const data = input.data === undefined ? null : JSON.stringify(input.data);
  const admitted = condition ? sql`${liveCount(userId)} < ${NOTEBOOK_CAP} AND ${condition.holds}` : sql`${liveCount(userId)} < ${NOTEBOOK_CAP}`;
  // Both statements test the same cap (and condition), in one transaction: either both run or neither does.
  const bump = db
    .insert(notebookCounters)
    .select(sql`SELECT ${userId}, 1 WHERE ${admitted}`)
    .onConflictDoUpdate({ target: notebookCounters.userId, set: { lastNb: sql`${notebookCounters.lastNb} + 1` }, setWhere: admitted });
  // Columns in table order: id, user_id, nb, kind, title, body, data, symbol, parent_id, status,
  // annotation, as_of, created_at, updated_at, deleted_at.
  const insert = db
    .insert(notebookEntries)
    .select(
      sql`SELECT ${id}, ${userId}, ${notebookCounters.lastNb}, ${input.kind}, ${input.title}, ${input.body ?? ""}, ${data}, ${input.symbol ?? null},
                 ${input.parentId ?? null}, ${input.status ?? "ready"}, NULL, ${input.asOf ?? null}, ${now}, ${now}, NULL
          FROM ${notebookCounters} WHERE ${notebookCounters.userId} = ${userId} AND ${admitted}`,
    )
    .returning();
  const [, rows] = await db.batch([bump, insert]);
  const row = rows[0];
  if (row) return row;
  if (condition) {
    const still = await db.get<{ holds: number }>(sql`SELECT ${condition.holds} AS holds`);
    if (!still?.holds) throw condition.refusal();
  }
  throw new AppError("conflict", { message: `This Notebook already holds ${NOTEBOOK_CAP} entries, the most it can hold.`, hint: "Delete entries you no longer need, then save again." });
}

/** `NB-12`, `nb12` or `12` → 12; anything else is an entry id. */
export function parseNbRef(ref: string): number | null {
  const m = /^(?:nb-?)?(\d{1,9})$/i.exec(ref.trim());
  return m ? Number(m[1]) : null;
}

/** By id or NB-number. Tombstones are returned only when asked for (links show them). */
export async function getEntry(db: Db, userId: string, ref: string, opts: { param?: string; withDeleted?: boolean } = {}): Promise<Entry> {
  const nb = parseNbRef(ref);
  const match = nb !== null ? eq(notebookEntries.nb, nb) : eq(notebookEntries.id, ref);
  const row = await db.select().from(notebookEntries).where(and(eq(notebookEntries.userId, userId), match)).get();
  if (!row || (row.deletedAt !== null && !opts.withDeleted)) throw new AppError("not_found", { message: "No such Notebook entry.", param: opts.param ?? "id" });
  return row;
}

export interface EntryFilter {
  kind?: NotebookKind;
  symbol?: string;
  /** createdAt bounds, Unix ms, inclusive. */
  from?: number;
  to?: number;
  q?: string;
}

function filterWhere(userId: string, f: EntryFilter): SQL | undefined {
  const e = notebookEntries;
  return and(
    eq(e.userId, userId),
    isNull(e.deletedAt),
    f.kind ? eq(e.kind, f.kind) : undefined,
    f.symbol ? eq(e.symbol, f.symbol) : undefined,
    f.from !== undefined ? gte(e.createdAt, f.from) : undefined,
    f.to !== undefined ? lte(e.createdAt, f.to) : undefined,
    f.q ? sql`${e}.rowid IN (SELECT rowid FROM notebook_fts WHERE notebook_fts MATCH ${ftsQuery(f.q)})` : undefined,
  );
}

/** Oldest first with a keyset cursor (the /v1 list). */
export function listEntries(db: Db, userId: string, f: EntryFilter, after: CursorPosition | null, take: number): Promise<Entry[]> {
  const e = notebookEntries;
  return db
    .select()
    .from(e)
    .where(and(filterWhere(userId, f), afterPosition(e.createdAt, e.id, after)))
    .orderBy(...oldestFirst(e.createdAt, e.id))
    .limit(take)
    .all();
}

/** Newest first by number (the Notebook page), `beforeNb` to page back. */
export function recentEntries(db: Db, userId: string, f: EntryFilter, take: number, beforeNb?: number): Promise<Entry[]> {
  const e = notebookEntries;
  return db
    .select()
    .from(e)
    .where(and(filterWhere(userId, f), beforeNb !== undefined ? lt(e.nb, beforeNb) : undefined))
    .orderBy(desc(e.nb))
    .limit(take)
    .all();
}

/** The entry's parent (possibly a tombstone, or gone) and its children, the links both ways. */
export async function linksOf(db: Db, userId: string, entry: Entry): Promise<{ parent: Entry | null; parentMissing: boolean; children: Entry[] }> {
  const e = notebookEntries;
  const parent = entry.parentId ? ((await db.select().from(e).where(and(eq(e.userId, userId), eq(e.id, entry.parentId))).get()) ?? null) : null;
  const children = await db
    .select()
    .from(e)
    .where(and(eq(e.userId, userId), eq(e.parentId, entry.id), isNull(e.deletedAt)))
    .orderBy(e.nb)
    .limit(200)
    .all();
  return { parent, parentMissing: Boolean(entry.parentId) && !parent, children };
}

export interface EntryPatch {
  title?: string;
  body?: string;
  annotation?: string | null;
  data?: unknown;
  status?: Entry["status"];
}

export async function updateEntry(db: Db, userId: string, ref: string, patch: EntryPatch, now: number): Promise<Entry> {
  const entry = await getEntry(db, userId, ref);
  const set: Partial<Entry> = { updatedAt: now };
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.body !== undefined) set.body = patch.body;
  if (patch.annotation !== undefined) set.annotation = patch.annotation;
  if (patch.data !== undefined) set.data = JSON.stringify(patch.data);
  if (patch.status !== undefined) set.status = patch.status;
  const [row] = await db.update(notebookEntries).set(set).where(and(eq(notebookEntries.id, entry.id), isNull(notebookEntries.deletedAt))).returning();
  if (!row) throw new AppError("not_found", { message: "No such Notebook entry.", param: "id" });
  return row;
}

/** Leaves a tombstone: the number stays taken, the content is wiped, children keep their link. */
export async function deleteEntry(db: Db, userId: string, ref: string, now: number): Promise<Entry> {
  const entry = await getEntry(db, userId, ref);
  const [row] = await db
    .update(notebookEntries)
    .set({ title: "", body: "", data: null, annotation: null, deletedAt: now, updatedAt: now })
    .where(and(eq(notebookEntries.id, entry.id), isNull(notebookEntries.deletedAt)))
    .returning();
  if (!row) throw new AppError("not_found", { message: "No such Notebook entry.", param: "id" });
  return row;
}

/**
 * Delete workspace: every entry goes. The counter row stays, so numbers are still never reused
 * (an old NB-5 in an exported file never comes to mean something else). Deleting the account
 * removes the counter too (cascade from users).
 */
export async function deleteNotebook(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(notebookEntries).where(eq(notebookEntries.userId, userId)).returning({ id: notebookEntries.id });
  return removed.length;
}

export function entriesByIds(db: Db, userId: string, ids: string[]): Promise<Entry[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(notebookEntries).where(and(eq(notebookEntries.userId, userId), inArray(notebookEntries.id, ids))).all();
}
