/**
 * What the site's usage and billing routes answer (/app/usage, /app/billing, /app/billing/switch/
 * preview), kept free of runtime imports so Settings → Billing and Usage use these definitions
 * through `$worker` instead of a hand-written copy. Amounts are US cents.
 */
import type { Plan } from "../lib/plan";

export interface UsageEntry {
  id: string;
  action: string;
  label: string;
  units: number;
  at: string;
  refunded: boolean;
}

/** worker/usage/ledger.ts usageSummary: percent remaining, reset date, weights and history. */
export interface UsageSummary {
  plan: Plan;
  allowance: number;
  used: number;
  remaining: number;
  percentRemaining: number;
  periodStart: string;
  resetsAt: string;
  weights: { action: string; label: string; units: number; heavy: boolean }[];
  history: UsageEntry[];
}

export type RefundStatus =
  | { eligible: true; amount: number; deadline: string }
  | { eligible: false; reason: string; deadline: string | null };

/** GET /app/billing (worker/routes/billing.ts). */
export interface BillingOverview {
  plan: Plan;
  prices: { month: number; year: number };
  firstWeek: { available: boolean; amount: number; days: number };
  refundWindowDays: number;
  subscription: { status: string | null; interval: "month" | "year" | null; periodEnd: string | null; cancelAtPeriodEnd: boolean } | null;
  refund: RefundStatus | null;
}

/** Monthly → yearly: Stripe's upcoming invoice at a fixed proration time (worker/billing/switch.ts). */
export interface SwitchPreview {
  prorationDate: number;
  credit: number;
  yearly: number;
  amountDue: number;
  currency: string;
}
