import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { holdings, portfolios } from "../db/collections-schema";
import type { CursorPosition } from "../http/cursor";
import { AppError } from "../http/errors";
import { requireKnownSymbol } from "../market/known-symbol";
import { CAPS, capReached } from "../lib/caps";
import { newId } from "../lib/crypto";
import { afterPosition, oldestFirst } from "../lib/list-order";
import { assertManualPortfolio } from "../connections/read-only";

/** Portfolios and their manual holdings, always scoped to the owner. */
export type Portfolio = typeof portfolios.$inferSelect;
export type Holding = typeof holdings.$inferSelect;

export function listPortfolios(db: Db, userId: string, after: CursorPosition | null, take: number) {
  return db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), afterPosition(portfolios.createdAt, portfolios.id, after)))
    .orderBy(...oldestFirst(portfolios.createdAt, portfolios.id))
    .limit(take)
    .all();
}

export async function getPortfolio(db: Db, userId: string, id: string): Promise<Portfolio> {
  const row = await db.select().from(portfolios).where(and(eq(portfolios.id, id), eq(portfolios.userId, userId))).get();
  if (!row) throw new AppError("not_found", { message: "No such portfolio on this account.", param: "id" });
  return row;
}

export async function createPortfolio(db: Db, userId: string, name: string, now: number): Promise<Portfolio> {
  const id = newId("pf");
  // Columns in table order: id, user_id, name, created_at, updated_at. Capped in the same statement.
  const [row] = await db
    .insert(portfolios)
    .select(sql`SELECT ${id}, ${userId}, ${name}, ${now}, ${now} WHERE (SELECT count(*) FROM ${portfolios} WHERE ${portfolios.userId} = ${userId}) < ${CAPS.portfolios}`)
    .returning();
  if (!row) throw capReached("portfolios", CAPS.portfolios, "Delete a portfolio you no longer use, then create the new one.");
  return row;
}

export async function renamePortfolio(db: Db, userId: string, id: string, name: string, now: number): Promise<Portfolio> {
  await getPortfolio(db, userId, id);
  const [row] = await db.update(portfolios).set({ name, updatedAt: now }).where(eq(portfolios.id, id)).returning();
  return row!;
}

/** Really deletes: the portfolio and (by cascade) every holding in it. */
export async function deletePortfolio(db: Db, userId: string, id: string): Promise<void> {
  await getPortfolio(db, userId, id);
  await db.batch([db.delete(holdings).where(eq(holdings.portfolioId, id)), db.delete(portfolios).where(eq(portfolios.id, id))]);
}

export function listHoldings(db: Db, portfolioId: string, after: CursorPosition | null, take: number) {
  return db
    .select()
    .from(holdings)
    .where(and(eq(holdings.portfolioId, portfolioId), afterPosition(holdings.createdAt, holdings.id, after)))
    .orderBy(...oldestFirst(holdings.createdAt, holdings.id))
    .limit(take)
    .all();
}

export function allHoldings(db: Db, portfolioId: string) {
  return db.select().from(holdings).where(eq(holdings.portfolioId, portfolioId)).orderBy(...oldestFirst(holdings.createdAt, holdings.id)).all();
}

export interface HoldingInput {
  symbol: string;
  quantity: number;
  costBasis?: number | null;
  notes?: string | null;
}

export async function addHolding(db: Db, userId: string, portfolioId: string, raw: HoldingInput, now: number): Promise<Holding> {
  await getPortfolio(db, userId, portfolioId);
  await assertManualPortfolio(db, portfolioId);
  const input = { ...raw, symbol: await requireKnownSymbol(db, raw.symbol) };
  const id = newId("hd");
  // Columns in table order: id, portfolio_id, symbol, quantity, cost_basis, notes, created_at, updated_at.
  const [row] = await db
    .insert(holdings)
    .select(
      sql`SELECT ${id}, ${portfolioId}, ${input.symbol}, ${input.quantity}, ${input.costBasis ?? null}, ${input.notes ?? null}, ${now}, ${now}
          WHERE (SELECT count(*) FROM ${holdings} WHERE ${holdings.portfolioId} = ${portfolioId}) < ${CAPS.holdingsPerPortfolio}`,
    )
    .returning();
  if (!row) throw new AppError("conflict", { message: `This portfolio already has ${CAPS.holdingsPerPortfolio} holdings, the most it can hold.`, hint: "Remove a holding, or start another portfolio." });
  await db.update(portfolios).set({ updatedAt: now }).where(eq(portfolios.id, portfolioId));
  return row!;
}

export async function updateHolding(db: Db, userId: string, portfolioId: string, holdingId: string, raw: Partial<HoldingInput>, now: number): Promise<Holding> {
  await getPortfolio(db, userId, portfolioId);
  await assertManualPortfolio(db, portfolioId);
  const input = raw.symbol === undefined ? raw : { ...raw, symbol: await requireKnownSymbol(db, raw.symbol) };
  const [row] = await db
    .update(holdings)
    .set({ ...input, updatedAt: now })
    .where(and(eq(holdings.id, holdingId), eq(holdings.portfolioId, portfolioId)))
    .returning();
  if (!row) throw new AppError("not_found", { message: "No such holding in this portfolio.", param: "holdingId" });
  return row;
}

export async function deleteHolding(db: Db, userId: string, portfolioId: string, holdingId: string): Promise<void> {
  await getPortfolio(db, userId, portfolioId);
  await assertManualPortfolio(db, portfolioId);
  const removed = await db.delete(holdings).where(and(eq(holdings.id, holdingId), eq(holdings.portfolioId, portfolioId))).returning({ id: holdings.id });
  if (removed.length === 0) throw new AppError("not_found", { message: "No such holding in this portfolio.", param: "holdingId" });
}
