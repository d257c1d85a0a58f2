import { describe, expect, it } from "vitest";
import { admin, apiUser, roomyLimits, v1 } from "./api-helpers";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/**
 * Impossible dates (2023-02-31, 2023-13-45) are refused with the field named, on every route that
 * takes a date — never rolled over to another day or dropped for the default.
 */
const { address, freshIp } = identities("input-dates.example", 47);

describe("dates must exist", () => {
  it("/v1: report asOf, report filters, candle and event windows", async () => {
    const u = await apiUser(address("api"), ["reports:read", "reports:write", "market:read"], { ip: freshIp() });
    expect((await admin("/set-plan", { email: u.email, plan: "pro" })).status).toBe(200);
    await roomyLimits(u.keyId);
    for (const asOf of ["2023-02-31", "2023-13-45", "2024-99-99", "2023-02-29"]) {
      await expectError(await v1("/reports", { key: u.key, body: { symbol: "BTC", asOf } }), 400, "invalid_param", "asOf");
    }
    await expectError(await v1("/reports?from=2024-02-30", { key: u.key }), 400, "invalid_param", "from");
    await expectError(await v1("/reports?to=2024-04-31", { key: u.key }), 400, "invalid_param", "to");
    await expectError(await v1("/market/candles?symbol=BTC&from=2024-02-30", { key: u.key }), 400, "invalid_param", "from");
    await expectError(await v1("/market/candles?symbol=BTC&to=2024-02-30T10:00:00Z", { key: u.key }), 400, "invalid_param", "to");
    await expectError(await v1("/market/events?since=2023-13-01", { key: u.key }), 400, "invalid_param", "since");
    // Nothing was started by the refused reports; a real leap day is fine.
    expect((await json(await v1("/reports", { key: u.key }))).data).toEqual([]);
    expect((await v1("/reports?from=2024-02-29", { key: u.key })).status).toBe(200);
    expect((await v1("/market/candles?symbol=BTC&from=2024-02-29T12:00:00Z", { key: u.key })).status).toBe(200);
  });

  it("/app: DeepDive and Explore asOf, Notebook filters", async () => {
    const cookie = await signIn(address("site"), freshIp());
    const me = (await json(await call("/app/me", { cookie }))).data;
    await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
    await expectError(await call("/app/research/deepdive", { cookie, body: { symbol: "BTC", asOf: "2024-99-99" } }), 400, "invalid_param", "asOf");
    await expectError(await call("/app/research/deepdive", { cookie, body: { symbol: "BTC", asOf: "2023-02-31" } }), 400, "invalid_param", "asOf");
    await expectError(await call("/app/research/explore?assetClass=crypto&timeframe=mid&band=large&asOf=2023-02-31", { cookie }), 400, "invalid_param", "asOf");
    await expectError(await call("/app/notebook?from=2023-02-31", { cookie }), 400, "invalid_param", "from");
    const listed = await call("/app/notebook?from=2024-02-29", { cookie });
    expect(listed.status, await listed.clone().text()).toBe(200);
  });
});
