import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { CRON_SCHEDULES } from "../../worker/scheduled";
import { env } from "./helpers";

/** The audit log keeps 90 days; the hourly Cron Trigger prunes the rest. */
describe("audit retention", () => {
  it("the hourly scheduled run removes entries older than 90 days and keeps the rest", async () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const day = 86_400_000;
    const insert = env.DB.prepare(
      "INSERT INTO audit_log (user_id, key_id, method, path, status, request_id, ip, user_agent, created_at) VALUES ('usr_r', 'kaaaaaaaaaaaag1', 'GET', '/v1/x', 200, ?, NULL, NULL, ?)",
    );
    await env.DB.batch([insert.bind("old", now - 91 * day), insert.bind("edge", now - 89 * day), insert.bind("new", now - day)]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: CRON_SCHEDULES.hourly }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare("SELECT request_id FROM audit_log WHERE user_id = 'usr_r' ORDER BY created_at").all<{ request_id: string }>();
    expect(left.results.map((r) => r.request_id)).toEqual(["edge", "new"]);
  });
});
