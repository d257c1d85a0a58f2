import { api } from "$lib/api";
import { dateOnly } from "$lib/format";
import type { BillingOverview, UsageSummary } from "$worker/billing/view-types";

/** What /app/usage, /app/billing and the yearly-switch preview answer: the Worker's own definitions. */
export type { BillingOverview, SwitchPreview, UsageSummary } from "$worker/billing/view-types";

export const readUsage = (fetch?: typeof globalThis.fetch) => api<UsageSummary>("/app/usage", { fetch });
export const readBilling = (fetch?: typeof globalThis.fetch) => api<BillingOverview>("/app/billing", { fetch });

export function dollars(cents: number): string {
  return (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

export function day(iso: string | null): string {
  return dateOnly(iso);
}
