import { isDevelopment } from "../../env";
import { newId } from "../../lib/crypto";
import { chargeUsage, refundUsage } from "../../usage/charge";
import { runBrowse, type BrowseOutcome, type BrowseRequest } from "../../browser/run";
import { dohResolver } from "../../browser/safety";
import { TimelineStore, type SessionView } from "../../browser/timeline";
import type { AgentHost } from "./host";

/**
 * The AgentDO's browser area: runs one session for the `browse_page` tool, streaming each step
 * to the chat sockets as `browser_step` events and keeping the timeline in storage (version 4).
 * Loopback pages are allowed only in development (the fixture servers); production resolves every
 * name over DNS-over-HTTPS and refuses private addresses.
 */
export function browse(h: AgentHost, userId: string, req: BrowseRequest): Promise<BrowseOutcome> {
  const sessionId = newId("brs");
  const clock = { now: () => h.now() };
  return runBrowse(
    {
      env: h.env,
      userId,
      sessionId,
      policy: { allowLoopback: isDevelopment(h.env), resolve: dohResolver() },
      timeline: new TimelineStore(h.ctx.storage.sql),
      now: () => h.now(),
      emit: (event) => h.broadcast(event),
      async charge() {
        const r = await chargeUsage(h.env, { userId, action: "browser_session", idempotencyKey: `browser:${sessionId}` }, clock);
        return r.ok ? r : { ok: false, message: `This month's usage allowance is used up (it resets on ${r.resetsAt.slice(0, 10)}); browser sessions wait until then.` };
      },
      refund: (chargeId) => refundUsage(h.env, chargeId, clock),
      // The agent's own object: its kept browser serves its next session without a cold launch.
      scope: h.ctx,
    },
    req,
  );
}

/** The recent sessions with their timelines (the chat shows a running one after a reload). */
export function browserSessions(h: AgentHost, limit = 10): { ok: true; sessions: SessionView[] } {
  return { ok: true, sessions: new TimelineStore(h.ctx.storage.sql).list(limit) };
}
