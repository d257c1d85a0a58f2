import type { Bindings } from "../env";

/** The platform-wide market scan run by Cron Triggers. Filled in by the market-data work. */
export async function runMarketScan(_env: Bindings, _cron: string, _scheduledTime: number): Promise<void> {}
