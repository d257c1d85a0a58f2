import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inboxItems, type InboxKind } from "../db/inbox-schema";
import { newId } from "../lib/crypto";

/** Every query on the Inbox (D1). Items belong to one user; every read and write is scoped by user id. */

export interface NewInboxItem {
  userId: string;
  kind: InboxKind;
  title: string;
  body: string;
  data?: Record<string, unknown>;
  /** Set when the same hit must reach the Inbox once only (a second insert is ignored). */
  dedupKey?: string | null;
}

export interface InboxItemView {
  id: string;
  kind: InboxKind;
  title: string;
  body: string;
  data: Record<string, unknown>;
  createdAt: string;
  read: boolean;
}

type Row = typeof inboxItems.$inferSelect;

export function inboxView(r: Row): InboxItemView {
  return { id: r.id, kind: r.kind, title: r.title, body: r.body, data: JSON.parse(r.data) as Record<string, unknown>, createdAt: new Date(r.createdAt).toISOString(), read: r.readAt !== null };
}

/** Adds an item; null when an item with the same dedup key already exists for this user. */
export async function addInboxItem(db: Db, item: NewInboxItem, now: number): Promise<InboxItemView | null> {
  const row: Row = {
    id: newId("inb"),
    userId: item.userId,
    kind: item.kind,
    title: item.title,
    body: item.body,
    data: JSON.stringify(item.data ?? {}),
    dedupKey: item.dedupKey ?? null,
    createdAt: now,
    readAt: null,
  };
  const result = await db.insert(inboxItems).values(row).onConflictDoNothing().run();
  return (result.meta.changes ?? 0) > 0 ? inboxView(row) : null;
}

export interface InboxQuery {
  kind?: InboxKind;
  unreadOnly?: boolean;
  limit: number;
  /** Keyset paging: items strictly older than this (createdAt, id). */
  before?: { createdAt: number; id: string } | null;
}

export async function listInbox(db: Db, userId: string, q: InboxQuery): Promise<InboxItemView[]> {
  const conds = [eq(inboxItems.userId, userId)];
  if (q.kind) conds.push(eq(inboxItems.kind, q.kind));
  if (q.unreadOnly) conds.push(isNull(inboxItems.readAt));
  if (q.before) {
    const older = or(lt(inboxItems.createdAt, q.before.createdAt), and(eq(inboxItems.createdAt, q.before.createdAt), lt(inboxItems.id, q.before.id)));
    if (older) conds.push(older);
  }
  const rows = await db.select().from(inboxItems).where(and(...conds)).orderBy(desc(inboxItems.createdAt), desc(inboxItems.id)).limit(q.limit).all();
  return rows.map(inboxView);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inboxItems).where(and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt)));
  return row?.n ?? 0;
}

/** Marks the given items (or all, when `ids` is "all") read; answers how many changed. */
export async function markRead(db: Db, userId: string, ids: readonly string[] | "all", now: number): Promise<number> {
  const scope = [eq(inboxItems.userId, userId), isNull(inboxItems.readAt)];
  if (ids !== "all") {
    if (ids.length === 0) return 0;
    scope.push(inArray(inboxItems.id, [...ids]));
  }
  const result = await db.update(inboxItems).set({ readAt: now }).where(and(...scope)).run();
  return result.meta.changes ?? 0;
}

/** The newest item of a kind (the Home brief widget reads the latest brief). */
export async function latestOfKind(db: Db, userId: string, kind: InboxKind): Promise<InboxItemView | null> {
  const [row] = await db.select().from(inboxItems).where(and(eq(inboxItems.userId, userId), eq(inboxItems.kind, kind))).orderBy(desc(inboxItems.createdAt), desc(inboxItems.id)).limit(1);
  return row ? inboxView(row) : null;
}

/** For tests and the admin view: how many items of a kind a user has. */
export async function countOfKind(db: Db, userId: string, kind: InboxKind): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(inboxItems).where(and(eq(inboxItems.userId, userId), eq(inboxItems.kind, kind)));
  return row?.n ?? 0;
}
