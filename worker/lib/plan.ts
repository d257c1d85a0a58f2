/** The account plans: every type, schema and column that names a plan reads it here. */
export const PLANS = ["free", "pro"] as const;
export type Plan = (typeof PLANS)[number];
