import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../db/client";
import { billingAccounts } from "../db/billing-schema";

export type BillingAccount = typeof billingAccounts.$inferSelect;

export async function billingAccount(db: Db, userId: string): Promise<BillingAccount | undefined> {
  return db.select().from(billingAccounts).where(eq(billingAccounts.userId, userId)).get();
}

export async function accountByCustomer(db: Db, customerId: string): Promise<BillingAccount | undefined> {
  return db.select().from(billingAccounts).where(eq(billingAccounts.customerId, customerId)).get();
}

/** The account's Stripe customer, created once (a lost race reads the winner's row). */
export async function ensureCustomer(db: Db, stripe: Stripe, user: { id: string; email: string }, now: number): Promise<BillingAccount> {
  const existing = await billingAccount(db, user.id);
  if (existing) return existing;
  const customer = await stripe.customers.create({ email: user.email, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` });
  await db.insert(billingAccounts).values({ userId: user.id, customerId: customer.id, updatedAt: now }).onConflictDoNothing();
  const row = await billingAccount(db, user.id);
  if (!row) throw new Error("billing account row missing after insert");
  return row;
}

/**
 * The $1 first week, once per account ever: claimed with one conditional update, so two checkouts
 * started at once cannot both get it. Released only if that checkout expires unpaid.
 */
export async function claimTrial(db: Db, userId: string, now: number): Promise<boolean> {
  const claimed = await db
    .update(billingAccounts)
    .set({ trialUsedAt: now, updatedAt: now })
    .where(and(eq(billingAccounts.userId, userId), isNull(billingAccounts.trialUsedAt)))
    .returning({ userId: billingAccounts.userId });
  return claimed.length === 1;
}

export async function releaseTrial(db: Db, userId: string, claimedAt: number, now: number): Promise<void> {
  await db
    .update(billingAccounts)
    .set({ trialUsedAt: null, updatedAt: now })
    .where(and(eq(billingAccounts.userId, userId), eq(billingAccounts.trialUsedAt, claimedAt), isNull(billingAccounts.subscriptionId)));
}
