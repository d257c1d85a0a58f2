import { pruneCodes } from "./auth/email-sign-in";
import { createDb } from "./db/client";
import type { Bindings } from "./env";
import { createLogger } from "./lib/log";
import { runMarketScan } from "./market/scan";
import { checkEntryTargets } from "./monitor/entry-targets";
import { syncAllConnections } from "./connections/cron";
import { refreshDueSources } from "./sources/service";

/** Must match `[triggers] crons` in wrangler.toml (the local cron driver reads this list too). */
export const CRON_SCHEDULES = {
  prices: "*/15 * * * *",
  hourly: "0 * * * *",
} as const;

/**
 * Cron Triggers: the platform-wide market scan (prices every 15 minutes, DeFi and news hourly;
 * worker/market/scan.ts) and the housekeeping that keeps sign-in tables small. API audit logs are
 * pruned by each key's Durable Object alarm, not here.
 */
export async function scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
  const log = createLogger({ service: "fathom-api", cron: controller.cron });
  const db = createDb(env.DB);
  await pruneCodes(db, controller.scheduledTime);
  await runMarketScan(env, controller.cron, controller.scheduledTime);
  // Watchlist entry targets against the snapshot the price scan just wrote (Free and Pro).
  if (controller.cron === CRON_SCHEDULES.prices) {
    const entry = await checkEntryTargets(env, controller.scheduledTime, log);
    log.log("info", "cron.entry_targets", entry);
  }
  if (controller.cron === CRON_SCHEDULES.hourly) log.log("info", "cron.connections", await syncAllConnections(env, controller.scheduledTime, log));
  if (controller.cron === CRON_SCHEDULES.hourly) log.log("info", "cron.sources", await refreshDueSources(db, controller.scheduledTime));
  log.log("info", "cron.done", { scheduledTime: new Date(controller.scheduledTime).toISOString() });
}
