import type { Bindings } from "../env";
import { AppError } from "../http/errors";
import { systemClock, type Clock } from "../lib/clock";
import { charge, refund } from "./ledger";

/**
 * The one call site through which every costly action is charged. Research runs, browser
 * sessions and Discussion-mode KOL analysis call `chargeUsage` at the action's start (with a key
 * that stays the same across retries) and `refundUsage` when the action fails; the Morning Brief
 * is never charged. The ledger behind it is worker/usage/ledger.ts.
 */
export type UsageAction = "chat" | "analyze" | "verdicts" | "deep_dive" | "browser_session" | "kol_discussion";

export interface UsageCharge {
  userId: string;
  action: UsageAction;
  /** The same key charges once however often the action is retried. */
  idempotencyKey: string;
}

export type ChargeResult = { ok: true; chargeId: string } | { ok: false; code: "usage_exhausted"; resetsAt: string };

export async function chargeUsage(env: Bindings, request: UsageCharge, clock: Clock = systemClock): Promise<ChargeResult> {
  const result = await charge(env.DB, request, clock.now());
  return result.ok ? { ok: true, chargeId: result.chargeId } : result;
}

export async function refundUsage(env: Bindings, chargeId: string, clock: Clock = systemClock): Promise<void> {
  await refund(env.DB, chargeId, clock.now());
}

/**
 * The refusal every surface (site, agent, /v1) answers with: 429 `usage_exhausted` — the
 * catalog's status, because the caller must wait (Retry-After until the reset) rather than pay
 * per request (402 would suggest a payment unlocks this one call). The hint names the reset date.
 */
export function usageExhaustedError(resetsAt: string, now: number = Date.now()): AppError {
  const retryAfter = Math.max(1, Math.ceil((Date.parse(resetsAt) - now) / 1000));
  return new AppError("usage_exhausted", {
    hint: `The allowance resets on ${resetsAt.slice(0, 10)} (${resetsAt}). Light chat continues until then.`,
    retryAfter,
  });
}

/** For HTTP callers (site routes, /v1): the charge id, or the 429 refusal thrown in the envelope. */
export async function chargeOrThrow(env: Bindings, request: UsageCharge, clock: Clock = systemClock): Promise<string> {
  const result = await chargeUsage(env, request, clock);
  if (!result.ok) throw usageExhaustedError(result.resetsAt, clock.now());
  return result.chargeId;
}
