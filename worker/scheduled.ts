import { pruneCodes } from "./auth/email-sign-in";
import { createDb } from "./db/client";
import type { Bindings } from "./env";
import { createLogger } from "./lib/log";
import { runMarketScan } from "./market/scan";
import { pruneAudit } from "./api/audit";

/** Must match `[triggers] crons` in wrangler.toml (the local cron driver reads this list too). */
export const CRON_SCHEDULES = {
  prices: "*/15 * * * *",
  hourly: "0 * * * *",
} as const;

/**
 * Cron Triggers. The market scans arrive with the market-data issue; today every run does the
 * housekeeping that keeps sign-in tables small.
 */
export async function scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
  const log = createLogger({ service: "fathom-api", cron: controller.cron });
  const db = createDb(env.DB);
  await pruneCodes(db, controller.scheduledTime);
  // The API audit log is kept 90 days; the hourly run trims what fell out of that window.
  if (controller.cron === CRON_SCHEDULES.hourly) await pruneAudit(db, controller.scheduledTime);
  await runMarketScan(env, controller.cron, controller.scheduledTime);
  log.log("info", "cron.done", { scheduledTime: new Date(controller.scheduledTime).toISOString() });
}
