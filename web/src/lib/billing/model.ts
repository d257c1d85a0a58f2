import { api } from "$lib/api";
import { dateOnly } from "$lib/format";

/** What /app/usage answers (worker/usage/ledger.ts usageSummary). */
export interface UsageSummary {
  plan: "free" | "pro";
  allowance: number;
  used: number;
  remaining: number;
  percentRemaining: number;
  periodStart: string;
  resetsAt: string;
  weights: { action: string; label: string; units: number; heavy: boolean }[];
  history: { id: string; action: string; label: string; units: number; at: string; refunded: boolean }[];
}

/** What /app/billing answers (worker/routes/billing.ts). Amounts are US cents. */
export interface BillingOverview {
  plan: "free" | "pro";
  prices: { month: number; year: number };
  firstWeek: { available: boolean; amount: number; days: number };
  refundWindowDays: number;
  subscription: { status: string | null; interval: "month" | "year" | null; periodEnd: string | null; cancelAtPeriodEnd: boolean } | null;
  refund: { eligible: true; amount: number; deadline: string } | { eligible: false; reason: string; deadline: string | null } | null;
}

export interface SwitchPreview {
  prorationDate: number;
  credit: number;
  yearly: number;
  amountDue: number;
  currency: string;
}

export const readUsage = (fetch?: typeof globalThis.fetch) => api<UsageSummary>("/app/usage", { fetch });
export const readBilling = (fetch?: typeof globalThis.fetch) => api<BillingOverview>("/app/billing", { fetch });

export function dollars(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

export function day(iso: string | null): string {
  return dateOnly(iso);
}
