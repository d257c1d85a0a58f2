import { describe, expect, it } from "vitest";
import { call, expectError, identities, json, signIn } from "./helpers";

/** Error texts that say what is true: how API access is granted, which query key is unknown, /v1 itself. */
const { address, freshIp } = identities("input-errors.example", 49);

describe("error texts", () => {
  it("key creation without API access says how access is granted, not 'Upgrade to Pro'", async () => {
    const cookie = await signIn(address("nokeys"), freshIp());
    const body = await expectError(await call("/app/api-keys", { cookie, body: { name: "ci", scopes: ["market:read"] } }), 403, "plan_required");
    const text = JSON.stringify(body.error);
    expect(text).not.toMatch(/Upgrade to Pro/);
    expect(body.error.nextActions.join(" ")).toMatch(/support/);
    expect(body.error.hint).toMatch(/not part of Pro/);
  });

  it("an unknown query key (or body key) is named as itself", async () => {
    const cookie = await signIn(address("chart"), freshIp());
    const site = await expectError(await call("/app/assets/BTC/chart?bogus=1", { cookie }), 400, "invalid_param", "bogus");
    expect(site.error.message).toMatch(/^bogus: /);
    await expectError(await call("/app/watchlists", { cookie, body: { name: "A", extra: 1 } }), 400, "invalid_param", "extra");
  });

  it("/v1 and /v1/ answer in the envelope, pointing at the capabilities", async () => {
    for (const path of ["/v1", "/v1/"]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      const body = await json(res);
      expect(body.error).toMatchObject({ code: "not_found" });
      expect(body.error.hint).toMatch(/\/v1\/capabilities/);
    }
  });
});
