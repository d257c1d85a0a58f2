import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { addInboxItem } from "../../worker/inbox/store";
import { ActivityStore } from "../../worker/monitor/activity";
import { call, env, expectError, identities, json, signIn } from "./helpers";

/** /app/inbox (Free too: list, filter, page, mark read, unread count) and /app/agent/activity (Pro). */
const { address, freshIp } = identities("inbox.example", 71);

async function account(plan: "free" | "pro" = "free") {
  const cookie = await signIn(address(plan), freshIp());
  const me = (await json(await call("/app/me", { cookie }))).data;
  if (plan === "pro") await env.DB.prepare("UPDATE users SET plan = 'pro' WHERE id = ?").bind(me.id).run();
  return { cookie, userId: me.id as string };
}

async function put(userId: string, n: number, kind: "alert" | "brief" | "entry_target" = "alert", at = 1_800_000_000_000) {
  const db = createDb(env.DB);
  for (let i = 0; i < n; i++) await addInboxItem(db, { userId, kind, title: `${kind} ${i}`, body: `<b>body ${i}</b>`, data: { i } }, at + i);
}

describe("/app/inbox", () => {
  it("lists newest first with the unread count, filters by kind and unread, pages with next", async () => {
    const { cookie, userId } = await account();
    await put(userId, 3, "alert");
    await put(userId, 2, "entry_target", 1_800_000_001_000);
    let body = (await json(await call("/app/inbox", { cookie }))).data;
    expect(body.items.map((i: any) => i.title)).toEqual(["entry_target 1", "entry_target 0", "alert 2", "alert 1", "alert 0"]);
    expect(body.unread).toBe(5);
    expect(body.items[0]).toMatchObject({ kind: "entry_target", body: "<b>body 1</b>", read: false, data: { i: 1 } });
    body = (await json(await call("/app/inbox?kind=alert&limit=2", { cookie }))).data;
    expect(body.items.map((i: any) => i.title)).toEqual(["alert 2", "alert 1"]);
    const page2 = (await json(await call(`/app/inbox?kind=alert&limit=2&before=${body.next}`, { cookie }))).data;
    expect(page2.items.map((i: any) => i.title)).toEqual(["alert 0"]);
    expect(page2.next).toBeNull();
    expect((await json(await call("/app/inbox/count", { cookie }))).data).toEqual({ unread: 5 });
  });

  it("marks items read (one, then all); the count follows; another user's ids change nothing", async () => {
    const a = await account();
    const b = await account();
    await put(a.userId, 3);
    await put(b.userId, 1);
    const items = (await json(await call("/app/inbox", { cookie: a.cookie }))).data.items;
    const theirs = (await json(await call("/app/inbox", { cookie: b.cookie }))).data.items;
    let r = await call("/app/inbox/read", { cookie: a.cookie, body: { ids: [items[0].id, theirs[0].id] } });
    expect((await json(r)).data).toEqual({ marked: 1, unread: 2 });
    expect((await json(await call("/app/inbox/count", { cookie: b.cookie }))).data.unread).toBe(1);
    const unreadOnly = (await json(await call("/app/inbox?unread=1", { cookie: a.cookie }))).data.items;
    expect(unreadOnly.map((i: any) => i.id)).toEqual([items[1].id, items[2].id]);
    r = await call("/app/inbox/read", { cookie: a.cookie, body: { all: true } });
    expect((await json(r)).data).toEqual({ marked: 2, unread: 0 });
  });

  it("refuses bad input with the envelope, cross-site writes, and strangers", async () => {
    const { cookie } = await account();
    await expectError(await call("/app/inbox?kind=spam", { cookie }), 400, "invalid_param", "kind");
    await expectError(await call("/app/inbox?before=x", { cookie }), 400, "invalid_param", "before");
    await expectError(await call("/app/inbox?limit=1000", { cookie }), 400, "invalid_param", "limit");
    await expectError(await call("/app/inbox/read", { cookie, body: { ids: [] } }), 400, "invalid_param");
    await expectError(await call("/app/inbox/read", { cookie, body: { all: true, extra: 1 } }), 400, "invalid_param");
    await expectError(await call("/app/inbox/read", { cookie, body: { all: true }, origin: "https://evil.example" }), 403, "cross_site_request");
    await expectError(await call("/app/inbox"), 401, "unauthorized");
  });
});

describe("/app/agent/activity", () => {
  it("is Pro: a Free account gets plan_required", async () => {
    const { cookie } = await account("free");
    await expectError(await call("/app/agent/activity", { cookie }), 403, "plan_required");
  });

  it("lists what the agent did, newest first, filtered by kind and paged by seq", async () => {
    const { cookie, userId } = await account("pro");
    expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
    const stub = env.AGENT.getByName(`agent:${userId}`);
    await runInDurableObject(stub, (_i, state) => {
      const log = new ActivityStore(state.storage.sql);
      log.add("pass", "Monitoring pass", { alerts: 0 }, Date.now() - 3000);
      log.add("alert", "Holding moved: ETH", { key: "holding:ETH:down" }, Date.now() - 2000);
      log.add("tool", "get_price: BTC", { tool: "get_price", ok: true }, Date.now() - 1000);
    });
    let body = (await json(await call("/app/agent/activity", { cookie }))).data;
    expect(body.entries.map((e: any) => e.kind)).toEqual(["tool", "alert", "pass"]);
    body = (await json(await call("/app/agent/activity?kind=alert", { cookie }))).data;
    expect(body.entries).toMatchObject([{ kind: "alert", title: "Holding moved: ETH", detail: { key: "holding:ETH:down" } }]);
    body = (await json(await call("/app/agent/activity?limit=1", { cookie }))).data;
    const older = (await json(await call(`/app/agent/activity?limit=2&before=${body.next}`, { cookie }))).data;
    expect(older.entries.map((e: any) => e.kind)).toEqual(["alert", "pass"]);
    await expectError(await call("/app/agent/activity?kind=nope", { cookie }), 400, "invalid_param", "kind");
  });
});

describe("Activity pruning", () => {
  it("keeps 90 days and at most 2,000 entries", async () => {
    const stub = env.AGENT.getByName(`agent:prune-${crypto.randomUUID()}`);
    const left = await runInDurableObject(stub, (_i, state) => {
      const log = new ActivityStore(state.storage.sql);
      const now = 1_900_000_000_000;
      log.add("pass", "ancient", {}, now - 91 * 86_400_000);
      for (let i = 0; i < 2005; i++) log.add("pass", `p${i}`, {}, now);
      const rows = log.list({ limit: 200 });
      const n = state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM activity").one().n;
      const ancient = state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM activity WHERE title = 'ancient'").one().n;
      return { n, ancient, newest: rows[0]!.title };
    });
    expect(left).toEqual({ n: 2000, ancient: 0, newest: "p2004" });
  });
});

describe("/app/notify/prefs", () => {
  it("e-mail per type: the brief on by default, alerts and entry targets off; each can be changed; bad input refused", async () => {
    const { cookie } = await account();
    expect((await json(await call("/app/notify/prefs", { cookie }))).data).toEqual({ brief: { email: true, telegram: false }, alert: { email: false, telegram: false }, entry_target: { email: false, telegram: false } });
    const changed = await call("/app/notify/prefs", { cookie, body: { type: "alert", email: true } });
    expect((await json(changed)).data).toEqual({ brief: { email: true, telegram: false }, alert: { email: true, telegram: false }, entry_target: { email: false, telegram: false } });
    await call("/app/notify/prefs", { cookie, body: { type: "brief", email: false } });
    expect((await json(await call("/app/notify/prefs", { cookie }))).data.brief).toEqual({ email: false, telegram: false });
    await expectError(await call("/app/notify/prefs", { cookie, body: { type: "telegram", email: true } }), 400, "invalid_param", "type");
    await expectError(await call("/app/notify/prefs", { cookie, body: { type: "alert", email: "yes" } }), 400, "invalid_param", "email");
    await expectError(await call("/app/notify/prefs", { body: { type: "alert", email: true } }), 401, "unauthorized");
  });
});
