import { DurableObject } from "cloudflare:workers";

/**
 * One per API key lineage: secrets, status and the sliding-window limits. Filled in by the
 * developer-API issue; declared now so the binding and its SQLite migration exist from day one.
 */
export class ApiKeyDO extends DurableObject<Env> {
  async purge(): Promise<{ ok: true }> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    return { ok: true };
  }
}
