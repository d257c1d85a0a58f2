import { isWeightedAction, MONTHLY_ALLOWANCE, USAGE_WEIGHTS, weightTable, type WeightedAction } from "./weights";
import { periodAt, type UsagePeriod } from "./period";
import { newId } from "../lib/crypto";
import type { Plan } from "../lib/plan";
import type { UsageEntry, UsageSummary } from "../billing/view-types";

/**
 * The usage ledger on D1. Every charge is ONE conditional INSERT…SELECT: the sum of the period's
 * unrefunded units is read and compared inside the same statement that writes the row, and D1
 * runs statements one at a time, so concurrent charges can never overdraw. The unique
 * (user, idempotency key) index makes a retried action charge once.
 */

export interface Allowance {
  plan: Plan;
  allowance: number;
  period: UsagePeriod;
}

export type LedgerCharge =
  | { ok: true; chargeId: string; units: number; replayed: boolean }
  | { ok: false; code: "usage_exhausted"; resetsAt: string };

/** The account's plan and current period (monthly from the billing cycle anchor, else from sign-up). */
export async function allowanceFor(db: D1Database, userId: string, now: number): Promise<Allowance | null> {
  const row = await db
    .prepare(
      "SELECT u.plan AS plan, u.created_at AS createdAt, b.cycle_anchor AS anchor FROM users u LEFT JOIN billing_accounts b ON b.user_id = u.id WHERE u.id = ?1",
    )
    .bind(userId)
    .first<{ plan: Plan; createdAt: number; anchor: number | null }>();
  if (!row) return null;
  const anchor = row.plan === "pro" && row.anchor ? row.anchor : row.createdAt;
  return { plan: row.plan, allowance: MONTHLY_ALLOWANCE[row.plan], period: periodAt(anchor, now) };
}

const CHARGE_SQL = `
INSERT INTO usage_charges (id, user_id, action, units, idempotency_key, created_at)
SELECT ?1, ?2, ?3, CASE WHEN ?7 = 1 THEN ?4 ELSE MAX(0, MIN(?4, ?5 - used)) END, ?6, ?8
FROM (SELECT COALESCE(SUM(units), 0) AS used FROM usage_charges
      WHERE user_id = ?2 AND created_at >= ?9 AND created_at < ?10 AND refunded_at IS NULL)
WHERE ?7 = 0 OR used + ?4 <= ?5
ON CONFLICT (user_id, idempotency_key) DO NOTHING`;

/**
 * Heavy actions are refused when their weight no longer fits; light chat is never refused (it
 * records what is left, down to zero units, so the ledger never goes below zero either).
 */
export async function charge(
  db: D1Database,
  input: { userId: string; action: WeightedAction; idempotencyKey: string },
  now: number,
): Promise<LedgerCharge> {
  const allowance = await allowanceFor(db, input.userId, now);
  const resetsAt = new Date(allowance?.period.end ?? now).toISOString();
  if (!allowance) return { ok: false, code: "usage_exhausted", resetsAt };
  const weight = USAGE_WEIGHTS[input.action];
  const id = newId("uc");
  const { start, end } = allowance.period;
  const result = await db
    .prepare(CHARGE_SQL)
    .bind(id, input.userId, input.action, weight.units, allowance.allowance, input.idempotencyKey, weight.heavy ? 1 : 0, now, start, end)
    .run();
  if (result.meta.changes === 1) {
    const row = await db.prepare("SELECT units FROM usage_charges WHERE id = ?1").bind(id).first<{ units: number }>();
    return { ok: true, chargeId: id, units: row?.units ?? weight.units, replayed: false };
  }
  // Either the key was charged before (a retry: the same charge answers) or the allowance is spent.
  const existing = await db
    .prepare("SELECT id, units FROM usage_charges WHERE user_id = ?1 AND idempotency_key = ?2")
    .bind(input.userId, input.idempotencyKey)
    .first<{ id: string; units: number }>();
  if (existing) return { ok: true, chargeId: existing.id, units: existing.units, replayed: true };
  return { ok: false, code: "usage_exhausted", resetsAt };
}

/** Gives a failed action's units back; refunding twice is a no-op. */
export async function refund(db: D1Database, chargeId: string, now: number): Promise<boolean> {
  const result = await db.prepare("UPDATE usage_charges SET refunded_at = ?2 WHERE id = ?1 AND refunded_at IS NULL").bind(chargeId, now).run();
  return result.meta.changes === 1;
}

/** What Settings → Usage and the Home widget show: percent remaining, reset date, history. */
export async function usageSummary(db: D1Database, userId: string, now: number, historyLimit = 50): Promise<UsageSummary | null> {
  const allowance = await allowanceFor(db, userId, now);
  if (!allowance) return null;
  const { start, end } = allowance.period;
  const used =
    (
      await db
        .prepare("SELECT COALESCE(SUM(units), 0) AS used FROM usage_charges WHERE user_id = ?1 AND created_at >= ?2 AND created_at < ?3 AND refunded_at IS NULL")
        .bind(userId, start, end)
        .first<{ used: number }>()
    )?.used ?? 0;
  const rows = await db
    .prepare("SELECT id, action, units, created_at, refunded_at FROM usage_charges WHERE user_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2")
    .bind(userId, historyLimit)
    .all<{ id: string; action: string; units: number; created_at: number; refunded_at: number | null }>();
  const remaining = Math.max(0, allowance.allowance - used);
  return {
    plan: allowance.plan,
    allowance: allowance.allowance,
    used,
    remaining,
    percentRemaining: Math.floor((remaining / allowance.allowance) * 100),
    periodStart: new Date(start).toISOString(),
    resetsAt: new Date(end).toISOString(),
    weights: weightTable(),
    history: rows.results.map((r): UsageEntry => ({
      id: r.id,
      action: r.action,
      label: isWeightedAction(r.action) ? USAGE_WEIGHTS[r.action].label : r.action,
      units: r.units,
      at: new Date(r.created_at).toISOString(),
      refunded: r.refunded_at !== null,
    })),
  };
}
