import { and, asc, eq, isNull, lte, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { holdings } from "../db/collections-schema";
import { connections, type ConnectionRow } from "../db/connections-schema";
import { AppError } from "../http/errors";
import { CAPS } from "../lib/caps";
import { newId } from "../lib/crypto";
import { createPortfolio, deletePortfolio } from "../portfolios/store";
import type { SyncedHolding } from "./symbols";

/** Connections, always scoped to their owner. Secrets stay in the row; views never include them. */
export type Kind = "wallet" | "exchange" | "csv";

export function listConnections(db: Db, userId: string) {
  return db.select().from(connections).where(eq(connections.userId, userId)).orderBy(asc(connections.createdAt), asc(connections.id)).all();
}

export async function getConnection(db: Db, userId: string, id: string): Promise<ConnectionRow> {
  const row = await db.select().from(connections).where(and(eq(connections.id, id), eq(connections.userId, userId))).get();
  if (!row) throw new AppError("not_found", { message: "No such connection on this account.", param: "id" });
  return row;
}

export function connectionOfPortfolio(db: Db, portfolioId: string) {
  return db.select().from(connections).where(eq(connections.portfolioId, portfolioId)).get();
}

export interface NewConnection {
  kind: Kind;
  provider: string;
  label: string;
  address?: string | null;
  keyHint?: string | null;
  seal?: (id: string) => Promise<{ keyId: string; ciphertext: string }>;
}

/** A new portfolio (within the account's cap) and the connection that fills it. */
export async function createConnection(db: Db, userId: string, input: NewConnection, now: number): Promise<ConnectionRow> {
  const portfolio = await createPortfolio(db, userId, input.label, now);
  const id = newId("cn");
  try {
    // The secret is sealed with the row id as its additional data: it decrypts on this row only.
    const sealed = input.seal ? await input.seal(id) : null;
    const [row] = await db
      .insert(connections)
      .values({ id, userId, portfolioId: portfolio.id, kind: input.kind, provider: input.provider, label: input.label, address: input.address ?? null, keyHint: input.keyHint ?? null, secretCiphertext: sealed?.ciphertext ?? null, keyId: sealed?.keyId ?? null, status: "pending", createdAt: now, updatedAt: now })
      .returning();
    return row!;
  } catch (error) {
    await deletePortfolio(db, userId, portfolio.id);
    throw error;
  }
}

/** Removes the connection and its sealed secret; the portfolio stays, as an ordinary manual one. */
export async function deleteConnection(db: Db, userId: string, id: string): Promise<void> {
  await getConnection(db, userId, id);
  await db.delete(connections).where(and(eq(connections.id, id), eq(connections.userId, userId)));
}

export async function recordOutcome(db: Db, id: string, patch: Partial<Pick<ConnectionRow, "status" | "lastSyncAt" | "lastAttemptAt" | "lastError" | "failures" | "backoffUntil">>, now: number) {
  await db.update(connections).set({ ...patch, updatedAt: now }).where(eq(connections.id, id));
}

/** Replaces a connected portfolio's holdings with what was just read, in one D1 batch (all or nothing). */
export async function replaceHoldings(db: Db, connectionId: string, portfolioId: string, rows: (SyncedHolding & { costBasis?: number | null })[], now: number) {
  const kept = rows.slice(0, CAPS.holdingsPerPortfolio);
  const inserts = kept.map((h) => db.insert(holdings).values({ id: newId("hd"), portfolioId, symbol: h.symbol, quantity: h.quantity, costBasis: h.costBasis ?? null, notes: h.notes, createdAt: now, updatedAt: now }));
  const status = db.update(connections).set({ status: "ok", lastSyncAt: now, lastAttemptAt: now, lastError: null, failures: 0, backoffUntil: null, updatedAt: now }).where(eq(connections.id, connectionId));
  await db.batch([db.delete(holdings).where(eq(holdings.portfolioId, portfolioId)), ...inserts, status]);
  return kept.length;
}

/** Connections the hourly cron should read: not CSV imports, not inside a back-off window. */
export function dueConnections(db: Db, now: number, limit: number) {
  return db
    .select()
    .from(connections)
    .where(and(ne(connections.kind, "csv"), or(isNull(connections.backoffUntil), lte(connections.backoffUntil, now))))
    .orderBy(asc(connections.lastAttemptAt))
    .limit(limit)
    .all();
}
