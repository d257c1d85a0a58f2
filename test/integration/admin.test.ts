import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { agentObjectName } from "../../worker/account/delete-account";
import { call, env, expectError, json, latestCode, identities, ORIGIN, signIn } from "./helpers";

/** The operator endpoints under /admin (npm run admin). The test token is set in vitest.config.ts. */

const TOKEN = "test-admin-token";
const { address, freshIp } = identities("admin.example", 3);

function admin(path: string, options: { body?: unknown; token?: string | null } = {}) {
  const token = options.token === undefined ? TOKEN : options.token;
  return call(path, {
    method: options.body === undefined ? "GET" : "POST",
    ...(options.body !== undefined ? { body: options.body } : {}),
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    origin: null,
  });
}

async function me(cookie: string) {
  const response = await call("/app/me", { cookie });
  expect(response.status).toBe(200);
  return (await json(response)).data;
}

describe("access", () => {
  it("/admin is a plain 404 when ADMIN_TOKEN is not set, even with a token and for an existing account", async () => {
    const email = address("exists");
    await signIn(email, freshIp());
    const { ADMIN_TOKEN: _unset, ...withoutToken } = env;
    for (const bindings of [withoutToken, { ...env, ADMIN_TOKEN: "" }]) {
      for (const authorization of [`Bearer ${TOKEN}`, "Bearer ", "Bearer undefined"]) {
        const ctx = createExecutionContext();
        const response = await createApp().fetch(
          new Request(`${ORIGIN}/admin/accounts?email=${encodeURIComponent(email)}`, { headers: { authorization } }),
          bindings,
          ctx,
        );
        await waitOnExecutionContext(ctx);
        const body = await expectError(response, 404, "not_found");
        expect(body.error.param).toBeUndefined();
      }
    }
  });

  it("a wrong token is 401", async () => {
    await expectError(await admin("/admin/accounts?email=a%40b.example", { token: "test-admin-tokeN" }), 401, "unauthorized");
    await expectError(await admin("/admin/set-plan", { body: { email: "a@b.example", plan: "pro" }, token: "test-admin-token-and-more" }), 401, "unauthorized");
  });

  it("no token is 401", async () => {
    await expectError(await admin("/admin/accounts?email=a%40b.example", { token: null }), 401, "unauthorized");
  });

  it("a session cookie is not an admin token", async () => {
    const cookie = await signIn(address("notadmin"), freshIp());
    const response = await call("/admin/accounts?email=a%40b.example", { cookie });
    await expectError(response, 401, "unauthorized");
  });

  it("the right token reads an account; an unknown address is 404 with param email", async () => {
    const email = address("lookup");
    const cookie = await signIn(email, freshIp());
    const response = await admin(`/admin/accounts?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual(await me(cookie));
    await expectError(await admin(`/admin/accounts?email=${encodeURIComponent(address("nobody"))}`), 404, "not_found", "email");
  });
});

describe("plan and API access", () => {
  it("set-plan changes the plan /app/me shows", async () => {
    const email = address("plan");
    const cookie = await signIn(email, freshIp());
    expect((await me(cookie)).plan).toBe("free");

    const response = await admin("/admin/set-plan", { body: { email, plan: "pro" } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.plan).toBe("pro");
    expect((await me(cookie)).plan).toBe("pro");

    expect((await admin("/admin/set-plan", { body: { email, plan: "free" } })).status).toBe(200);
    expect((await me(cookie)).plan).toBe("free");
  });

  it("set-plan free pauses the agent at once; set-plan pro reactivates it (issue 11, item 11)", async () => {
    const email = address("agentplan");
    const cookie = await signIn(email, freshIp());
    // No agent yet: the plan still changes, the agent step reports why nothing happened.
    expect((await admin("/admin/set-plan", { body: { email, plan: "pro" } })).status).toBe(200);
    expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
    const userId = (await me(cookie)).id as string;
    const stub = env.AGENT.getByName(agentObjectName(userId));

    expect((await admin("/admin/set-plan", { body: { email, plan: "free" } })).status).toBe(200);
    // Read from the object itself, not through /app/agent (which would pause it on its own).
    const paused = await stub.status();
    expect(paused).toMatchObject({ ok: true, agent: { state: "paused", pausedReason: "subscription_cancelled", nextBriefAt: null } });
    expect((await stub.schedules()).ok && ((await stub.schedules()) as { alarm: number | null }).alarm).toBeNull();

    expect((await admin("/admin/set-plan", { body: { email, plan: "pro" } })).status).toBe(200);
    const back = await stub.status();
    expect(back).toMatchObject({ ok: true, agent: { state: "awake", pausedReason: null } });
    // Setting the same plan again is harmless.
    expect((await admin("/admin/set-plan", { body: { email, plan: "pro" } })).status).toBe(200);
    expect((await stub.status()).ok && (await stub.status()).agent?.state).toBe("awake");
  });

  it("set-plan refuses an unknown plan and changes nothing", async () => {
    const email = address("badplan");
    const cookie = await signIn(email, freshIp());
    await expectError(await admin("/admin/set-plan", { body: { email, plan: "enterprise" } }), 400, "invalid_param", "plan");
    expect((await me(cookie)).plan).toBe("free");
  });

  it("api-access turns apiAccess on and off", async () => {
    const email = address("api");
    const cookie = await signIn(email, freshIp());
    expect((await me(cookie)).apiAccess).toBe(false);

    const on = await admin("/admin/api-access", { body: { email, on: true } });
    expect(on.status).toBe(200);
    expect((await json(on)).data.apiAccess).toBe(true);
    expect((await me(cookie)).apiAccess).toBe(true);

    expect((await admin("/admin/api-access", { body: { email, on: false } })).status).toBe(200);
    expect((await me(cookie)).apiAccess).toBe(false);
  });

  it("api-access needs a boolean", async () => {
    await expectError(await admin("/admin/api-access", { body: { email: address("apibad"), on: "yes" } }), 400, "invalid_param", "on");
  });

  it("changes only the named account", async () => {
    const target = address("target");
    const other = address("untouched");
    await signIn(target, freshIp());
    const otherCookie = await signIn(other, freshIp());
    await admin("/admin/set-plan", { body: { email: target, plan: "pro" } });
    await admin("/admin/api-access", { body: { email: target, on: true } });
    expect(await me(otherCookie)).toMatchObject({ plan: "free", apiAccess: false });
  });
});

describe("delete-account", () => {
  async function count(sql: string, ...params: unknown[]): Promise<number> {
    const row = await env.DB.prepare(sql).bind(...params).first<{ n: number }>();
    return row!.n;
  }

  async function r2Keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await env.ARTIFACTS.list({ prefix, ...(cursor ? { cursor } : {}) });
      keys.push(...page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return keys;
  }

  it("removes the account, its sessions, its codes, its R2 objects and its agent's storage — and nothing of anyone else's", async () => {
    const email = address("gone");
    const ip = freshIp();
    const cookie = await signIn(email, ip);
    const userId = (await me(cookie)).id as string;
    // A second session, and a code still waiting to be used.
    await env.DB.prepare("UPDATE sign_in_codes SET created_at = created_at - 61000 WHERE email = ?").bind(email).run();
    const second = await signIn(email, freshIp());
    await env.DB.prepare("UPDATE sign_in_codes SET created_at = created_at - 61000 WHERE email = ?").bind(email).run();
    expect((await call("/auth/email/start", { body: { email }, ip })).status).toBe(202);
    await latestCode(email);
    await env.DB.prepare("INSERT INTO oauth_accounts (provider, provider_user_id, user_id, created_at) VALUES ('github', ?, ?, ?)").bind(`gh-${userId}`, userId, Date.now()).run();

    const otherEmail = address("survivor");
    const otherCookie = await signIn(otherEmail, freshIp());
    const otherId = (await me(otherCookie)).id as string;

    await env.ARTIFACTS.put(`u/${userId}/reports/one.json`, "{}");
    await env.ARTIFACTS.put(`u/${userId}/exports/2026/two.csv`, "a,b");
    await env.ARTIFACTS.put(`u/${otherId}/reports/keep.json`, "{}");
    await env.ARTIFACTS.put(`u/${userId}-lookalike/keep.json`, "{}");

    const agent = env.AGENT.getByName(`agent:${userId}`);
    const otherAgent = env.AGENT.getByName(`agent:${otherId}`);
    await runInDurableObject(agent, async (_instance, state) => {
      await state.storage.put("memory", { note: "likes ETH" });
      await state.storage.put("schedule", "daily");
    });
    await runInDurableObject(otherAgent, (_instance, state) => state.storage.put("memory", { note: "keep me" }));

    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", userId)).toBe(2);
    expect(await count("SELECT count(*) AS n FROM sign_in_codes WHERE email = ?", email)).toBe(3);

    const response = await admin("/admin/delete-account", { body: { email } });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ userId, r2ObjectsDeleted: 2, durableObjectsCleared: 2 });

    // The account and everything keyed to it.
    expect(await count("SELECT count(*) AS n FROM users WHERE id = ?", userId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE user_id = ?", userId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sign_in_codes WHERE email = ?", email)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM oauth_accounts WHERE user_id = ?", userId)).toBe(0);
    await expectError(await call("/app/me", { cookie }), 401, "unauthorized");
    await expectError(await call("/app/me", { cookie: second }), 401, "unauthorized");
    await expectError(await admin(`/admin/accounts?email=${encodeURIComponent(email)}`), 404, "not_found");
    expect(await r2Keys(`u/${userId}/`)).toEqual([]);
    expect(await runInDurableObject(agent, (_instance, state) => state.storage.list())).toEqual(new Map());

    // Everyone else's.
    expect(await me(otherCookie)).toMatchObject({ id: otherId, email: otherEmail });
    expect(await r2Keys(`u/${otherId}/`)).toEqual([`u/${otherId}/reports/keep.json`]);
    expect(await r2Keys(`u/${userId}-lookalike/`)).toEqual([`u/${userId}-lookalike/keep.json`]);
    expect(await runInDurableObject(otherAgent, (_instance, state) => state.storage.get("memory"))).toEqual({ note: "keep me" });
  });

  it("removes R2 objects beyond the first page of a listing (over 1000)", async () => {
    const email = address("many");
    const cookie = await signIn(email, freshIp());
    const userId = (await me(cookie)).id as string;
    const keys = Array.from({ length: 1005 }, (_, i) => `u/${userId}/obj/${String(i).padStart(5, "0")}`);
    for (let i = 0; i < keys.length; i += 100) await Promise.all(keys.slice(i, i + 100).map((key) => env.ARTIFACTS.put(key, "x")));

    const response = await admin("/admin/delete-account", { body: { email } });
    expect(response.status).toBe(200);
    expect((await json(response)).data.r2ObjectsDeleted).toBe(1005);
    expect(await r2Keys(`u/${userId}/`)).toEqual([]);
  }, 30_000); // writing 1005 objects to local R2 takes a few seconds

  it("the address can sign up again afterwards, as a new account", async () => {
    const email = address("again");
    const first = await signIn(email, freshIp());
    const oldId = (await me(first)).id;
    await admin("/admin/set-plan", { body: { email, plan: "pro" } });
    expect((await admin("/admin/delete-account", { body: { email } })).status).toBe(200);

    const again = await signIn(email, freshIp());
    const account = await me(again);
    expect(account.id).not.toBe(oldId);
    expect(account.plan).toBe("free");
  });

  it("an unknown address is 404 with param email", async () => {
    await expectError(await admin("/admin/delete-account", { body: { email: address("nobody") } }), 404, "not_found", "email");
  });
});
