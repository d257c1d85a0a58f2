import { describe, expect, it } from "vitest";
import { apiUser, roomyLimits, v1 } from "./api-helpers";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/**
 * A name made only of invisible characters (zero-width space, word joiner, BOM, Hangul filler,
 * a lone combining mark) is refused wherever a user names something, through one shared field.
 */
const { address, freshIp } = identities("input-names.example", 48);
const INVISIBLE = ["\u200b", "\u2060\u200d", "\ufeff \u200b", "\u3164", "\u0301", "\u2800"];

describe("names need a visible character", () => {
  it("watchlists, portfolios, keys, Notebook titles, the agent, sources and connections on the site", async () => {
    const cookie = await signIn(address("site"), freshIp());
    const me = (await json(await call("/app/me", { cookie }))).data;
    await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
    for (const name of INVISIBLE) {
      await expectError(await call("/app/watchlists", { cookie, body: { name } }), 400, "invalid_param", "name");
      await expectError(await call("/app/portfolios", { cookie, body: { name } }), 400, "invalid_param", "name");
      await expectError(await call("/app/api-keys", { cookie, body: { name, scopes: ["market:read"] } }), 400, "invalid_param", "name");
      await expectError(await call("/app/notebook", { cookie, body: { kind: "Note", title: name, body: "x" } }), 400, "invalid_param", "title");
      await expectError(await call("/app/agent", { cookie, body: { name } }), 400, "invalid_param", "name");
      await expectError(await call("/app/sources", { cookie, body: { url: "http://feeds.fake.test/blog.rss", name } }), 400, "invalid_param", "name");
      await expectError(await call("/app/sources", { cookie, body: { url: "http://feeds.fake.test/blog.rss", kol: name } }), 400, "invalid_param", "kol");
      await expectError(await call("/app/connections/csv", { cookie, body: { format: "generic", text: "symbol,quantity\nBTC,1\n", label: name } }), 400, "invalid_param", "label");
    }
    expect((await json(await call("/app/watchlists", { cookie }))).data).toEqual([]);
    // Visible text around invisible characters is a name like any other.
    expect((await call("/app/watchlists", { cookie, body: { name: "Long\u200bterm" } })).status).toBe(201);
    expect((await call("/app/watchlists", { cookie, body: { name: "🚀" } })).status).toBe(201);
  });

  it("/v1 watchlists", async () => {
    const u = await apiUser(address("api"), ["watchlist:write", "watchlist:read", "portfolio:read"], { ip: freshIp() });
    await roomyLimits(u.keyId);
    await expectError(await v1("/watchlists", { key: u.key, body: { name: "\u200b" } }), 400, "invalid_param", "name");
  });
});
