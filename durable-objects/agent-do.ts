import { DurableObject } from "cloudflare:workers";

/**
 * One per agent (named `agent:<userId>`). The lifecycle, schedules, memory and chat arrive with
 * the agent issue; the foundation needs only what account deletion calls.
 */
export class AgentDO extends DurableObject<Env> {
  /** Removes every trace of the agent: storage and any pending alarm. */
  async purge(): Promise<{ ok: true }> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    return { ok: true };
  }
}
