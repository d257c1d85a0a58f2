import { describe, expect, it } from "vitest";
import { call, expectError, json } from "./helpers";
import { inboxOf, proAgent, seedSnapshots, seedUser } from "./monitor-fixtures";

/** /admin/monitor: an operator runs a pass or today's brief now (the e2e tests use it too). */
const auth = { authorization: "Bearer test-admin-token" };

describe("/admin/monitor", () => {
  it("needs the admin token", async () => {
    await expectError(await call("/admin/monitor/pass", { body: { email: "x@example.com" } }), 401, "unauthorized");
    await expectError(await call("/admin/monitor/pass", { body: { email: "nobody@example.com" }, headers: auth }), 404, "not_found", "email");
  });

  it("runs a pass and the brief now; the brief once per local day; a paused agent refuses", async () => {
    const now = Date.now();
    const user = await seedUser({ timeZone: "UTC", held: ["ETH"], now });
    await seedSnapshots([{ symbol: "ETH", price: 2_000, change: -15 }], now - 60_000);
    const { stub } = await proAgent(user.id, "UTC", now);
    const pass = await call("/admin/monitor/pass", { body: { email: user.email }, headers: auth });
    expect((await json(pass)).data).toEqual({ alerts: 1 });
    expect(await inboxOf(user.id)).toHaveLength(1);
    expect((await json(await call("/admin/monitor/brief", { body: { email: user.email }, headers: auth }))).data).toEqual({ delivered: true });
    expect((await json(await call("/admin/monitor/brief", { body: { email: user.email }, headers: auth }))).data).toEqual({ delivered: false });
    expect(await inboxOf(user.id, "brief")).toHaveLength(1);
    await stub.pause("subscription_cancelled");
    await expectError(await call("/admin/monitor/pass", { body: { email: user.email }, headers: auth }), 403, "plan_required");
  });
});
