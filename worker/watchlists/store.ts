import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { watchlistItems, watchlists } from "../db/collections-schema";
import type { CursorPosition } from "../http/cursor";
import { AppError } from "../http/errors";
import { requireKnownSymbol } from "../market/known-symbol";
import { CAPS, capReached } from "../lib/caps";
import { newId } from "../lib/crypto";
import { afterPosition, oldestFirst } from "../lib/list-order";

/** Watchlists and their items with entry targets, always scoped to the owner. */
export type Watchlist = typeof watchlists.$inferSelect;
export type WatchlistItem = typeof watchlistItems.$inferSelect;

export function listWatchlists(db: Db, userId: string, after: CursorPosition | null, take: number) {
  return db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.userId, userId), afterPosition(watchlists.createdAt, watchlists.id, after)))
    .orderBy(...oldestFirst(watchlists.createdAt, watchlists.id))
    .limit(take)
    .all();
}

export async function getWatchlist(db: Db, userId: string, id: string): Promise<Watchlist> {
  const row = await db.select().from(watchlists).where(and(eq(watchlists.id, id), eq(watchlists.userId, userId))).get();
  if (!row) throw new AppError("not_found", { message: "No such watchlist on this account.", param: "id" });
  return row;
}

export async function createWatchlist(db: Db, userId: string, name: string, now: number): Promise<Watchlist> {
  const id = newId("wl");
  // Columns in table order: id, user_id, name, created_at, updated_at. Capped in the same statement.
  const [row] = await db
    .insert(watchlists)
    .select(sql`SELECT ${id}, ${userId}, ${name}, ${now}, ${now} WHERE (SELECT count(*) FROM ${watchlists} WHERE ${watchlists.userId} = ${userId}) < ${CAPS.watchlists}`)
    .returning();
  if (!row) throw capReached("watchlists", CAPS.watchlists, "Delete a watchlist you no longer use, then create the new one.");
  return row;
}

export async function renameWatchlist(db: Db, userId: string, id: string, name: string, now: number): Promise<Watchlist> {
  await getWatchlist(db, userId, id);
  const [row] = await db.update(watchlists).set({ name, updatedAt: now }).where(eq(watchlists.id, id)).returning();
  return row!;
}

/** Really deletes: the list and every item on it. */
export async function deleteWatchlist(db: Db, userId: string, id: string): Promise<void> {
  await getWatchlist(db, userId, id);
  await db.batch([db.delete(watchlistItems).where(eq(watchlistItems.watchlistId, id)), db.delete(watchlists).where(eq(watchlists.id, id))]);
}

export function listItems(db: Db, watchlistId: string, after: CursorPosition | null, take: number) {
  return db
    .select()
    .from(watchlistItems)
    .where(and(eq(watchlistItems.watchlistId, watchlistId), afterPosition(watchlistItems.createdAt, watchlistItems.id, after)))
    .orderBy(...oldestFirst(watchlistItems.createdAt, watchlistItems.id))
    .limit(take)
    .all();
}

export interface ItemInput {
  symbol: string;
  entryTarget?: number | null;
  notes?: string | null;
}

export async function addItem(db: Db, userId: string, watchlistId: string, raw: ItemInput, now: number): Promise<WatchlistItem> {
  await getWatchlist(db, userId, watchlistId);
  const input = { ...raw, symbol: await requireKnownSymbol(db, raw.symbol) };
  const id = newId("wi");
  // Columns in table order: id, watchlist_id, symbol, entry_target, notes, created_at, updated_at.
  // A symbol already on the list is skipped by the unique (list, symbol) index rather than read
  // first, so parallel adds of one symbol get a clear 409 each, not a failed insert.
  const [row] = await db
    .insert(watchlistItems)
    .select(
      sql`SELECT ${id}, ${watchlistId}, ${input.symbol}, ${input.entryTarget ?? null}, ${input.notes ?? null}, ${now}, ${now}
          WHERE (SELECT count(*) FROM ${watchlistItems} WHERE ${watchlistItems.watchlistId} = ${watchlistId}) < ${CAPS.itemsPerWatchlist}`,
    )
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const existing = await db.select({ id: watchlistItems.id }).from(watchlistItems).where(and(eq(watchlistItems.watchlistId, watchlistId), eq(watchlistItems.symbol, input.symbol))).get();
  if (existing) throw new AppError("conflict", { message: `${input.symbol} is already on this watchlist.`, param: "symbol", hint: "Set its entry target with PATCH on the item instead." });
  throw new AppError("conflict", { message: `This watchlist already has ${CAPS.itemsPerWatchlist} items, the most it can hold.`, hint: "Remove an item, or start another watchlist." });
}

export async function updateItem(db: Db, userId: string, watchlistId: string, itemId: string, input: Partial<Omit<ItemInput, "symbol">>, now: number): Promise<WatchlistItem> {
  await getWatchlist(db, userId, watchlistId);
  const [row] = await db
    .update(watchlistItems)
    .set({ ...input, updatedAt: now })
    .where(and(eq(watchlistItems.id, itemId), eq(watchlistItems.watchlistId, watchlistId)))
    .returning();
  if (!row) throw new AppError("not_found", { message: "No such item on this watchlist.", param: "itemId" });
  return row;
}

export async function deleteItem(db: Db, userId: string, watchlistId: string, itemId: string): Promise<void> {
  await getWatchlist(db, userId, watchlistId);
  const removed = await db.delete(watchlistItems).where(and(eq(watchlistItems.id, itemId), eq(watchlistItems.watchlistId, watchlistId))).returning({ id: watchlistItems.id });
  if (removed.length === 0) throw new AppError("not_found", { message: "No such item on this watchlist.", param: "itemId" });
}
