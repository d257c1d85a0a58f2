import { listDurableObjectIds } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { agentObjectName } from "../../worker/account/delete-account";
import { call, env, identities, json, signIn } from "./helpers";

/**
 * PATCH /app/me (the account's time zone) touches the AgentDO only where an agent can be running:
 * a Free account's change is a D1 update and nothing else — no Durable Object is woken or created
 * (listDurableObjectIds lists every object that has been created in the namespace).
 */
const { address, freshIp } = identities("me-timezone.example", 53);

async function setPlan(email: string, plan: "free" | "pro") {
  const r = await call("/admin/set-plan", { body: { email, plan }, headers: { authorization: "Bearer test-admin-token" }, origin: null });
  expect(r.status).toBe(200);
}

async function agentObjectExists(userId: string): Promise<boolean> {
  const id = env.AGENT.idFromName(agentObjectName(userId)).toString();
  return (await listDurableObjectIds(env.AGENT)).some((x) => x.toString() === id);
}

describe("PATCH /app/me and the agent", () => {
  it("a Free account's time-zone change creates no AgentDO", async () => {
    const cookie = await signIn(address("free"), freshIp());
    const me = (await json(await call("/app/me", { cookie }))).data;
    expect(me.plan).toBe("free");
    const r = await call("/app/me", { cookie, method: "PATCH", body: { timeZone: "Asia/Tokyo" } });
    expect(r.status).toBe(200);
    expect((await json(r)).data.timeZone).toBe("Asia/Tokyo");
    expect((await json(await call("/app/me", { cookie }))).data.timeZone).toBe("Asia/Tokyo");
    expect(await agentObjectExists(me.id)).toBe(false);
  });

  it("stores the canonical IANA name, however the zone was cased; an unknown zone is invalid_param", async () => {
    const cookie = await signIn(address("case"), freshIp());
    const r = await call("/app/me", { cookie, method: "PATCH", body: { timeZone: "europe/paris" } });
    expect((await json(r)).data.timeZone).toBe("Europe/Paris");
    expect((await json(await call("/app/me", { cookie }))).data.timeZone).toBe("Europe/Paris");
    const bad = await call("/app/me", { cookie, method: "PATCH", body: { timeZone: "Mars/Olympus" } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toMatchObject({ code: "invalid_param", param: "timeZone" });
  });

  it("a Pro account with an agent still has it follow at once (the check above can see an object)", async () => {
    const email = address("pro");
    const cookie = await signIn(email, freshIp());
    await setPlan(email, "pro");
    const me = (await json(await call("/app/me", { cookie }))).data;
    expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
    expect(await agentObjectExists(me.id)).toBe(true);
    expect((await call("/app/me", { cookie, method: "PATCH", body: { timeZone: "America/New_York" } })).status).toBe(200);
    expect((await json(await call("/app/agent", { cookie }))).data.agent.timeZone).toBe("America/New_York");
  });
});
