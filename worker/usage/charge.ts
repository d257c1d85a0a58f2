import type { Bindings } from "../env";

/**
 * The one call site through which every costly action is charged (issue 14 builds the usage
 * ledger behind it). Research runs, browser sessions and Discussion-mode KOL analysis call
 * `chargeUsage` at the action's start and `refundUsage` when the action fails; the Morning Brief
 * and ordinary chat are not charged here. Until the ledger lands every charge is admitted and
 * nothing is recorded — callers must already handle the refusal branch.
 */
export type UsageAction = "chat" | "analyze" | "verdicts" | "deep_dive" | "browser_session" | "kol_discussion";

export interface UsageCharge {
  userId: string;
  action: UsageAction;
  /** The same key charges once however often the action is retried. */
  idempotencyKey: string;
}

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; code: "usage_exhausted"; resetsAt: string };

export async function chargeUsage(_env: Bindings, charge: UsageCharge): Promise<ChargeResult> {
  return { ok: true, chargeId: `unrecorded:${charge.idempotencyKey}` };
}

export async function refundUsage(_env: Bindings, _chargeId: string): Promise<void> {}
