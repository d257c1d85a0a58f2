import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema";

/**
 * The usage ledger: one row per charged action. The remaining allowance is never stored; it is the
 * allowance minus the sum of this period's unrefunded rows, so a charge is one conditional insert
 * (worker/usage/ledger.ts) and concurrent charges cannot overdraw.
 */
export const usageCharges = sqliteTable(
  "usage_charges",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    units: integer("units").notNull(),
    /** The same key charges once however often the action is retried. */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: integer("created_at").notNull(),
    refundedAt: integer("refunded_at"),
  },
  (t) => [uniqueIndex("usage_charges_key_idx").on(t.userId, t.idempotencyKey), index("usage_charges_user_idx").on(t.userId, t.createdAt)],
);

/**
 * What we know of the account's Stripe customer and subscription, rewritten from Stripe's current
 * state on every webhook (never from the event's own copy). The plan itself stays in users.plan.
 */
export const billingAccounts = sqliteTable(
  "billing_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    customerId: text("customer_id").notNull(),
    subscriptionId: text("subscription_id"),
    status: text("status"),
    interval: text("interval", { enum: ["month", "year"] }),
    /** The billing cycle anchor (ms): the usage allowance resets monthly from it. */
    cycleAnchor: integer("cycle_anchor"),
    periodEnd: integer("period_end"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** The $1 first week, once per account ever: set when a checkout with the trial is created. */
    trialUsedAt: integer("trial_used_at"),
    /** The first paid invoice (ms): the 60-day refund window counts from it. */
    firstChargeAt: integer("first_charge_at"),
    refundedAt: integer("refunded_at"),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [uniqueIndex("billing_accounts_customer_idx").on(t.customerId)],
);

/** Each webhook event applied once, however often Stripe delivers it. */
export const billingEvents = sqliteTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: integer("received_at").notNull(),
});
