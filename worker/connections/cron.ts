import { createDb } from "../db/client";
import type { Bindings } from "../env";
import type { Logger } from "../lib/log";
import { dueConnections } from "./store";
import { syncConnection } from "./sync";

/** The hourly cron's pass: every wallet and exchange connection not in back-off, oldest attempt first. */
export const CRON_BATCH = 200;

export async function syncAllConnections(env: Bindings, now: number, log: Logger): Promise<{ synced: number; failed: number }> {
  const db = createDb(env.DB);
  const rows = await dueConnections(db, now, CRON_BATCH);
  let synced = 0;
  let failed = 0;
  for (const row of rows) {
    const outcome = await syncConnection(env, db, row, now, log);
    if (outcome.status === "ok") synced++;
    else failed++;
  }
  return { synced, failed };
}
