import { evictDurableObject } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { agentObjectName } from "../../worker/account/delete-account";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { holdings, portfolios, watchlistItems, watchlists } from "../../worker/db/collections-schema";
import { call, env, expectError, identities, json, ORIGIN, signIn } from "./helpers";

/** The site's /app/agent routes and the chat WebSocket, through the real Worker. */

const { address, freshIp } = identities("agent-routes.example", 41);

async function setPlan(email: string, plan: "free" | "pro") {
  const r = await call("/admin/set-plan", { body: { email, plan }, headers: { authorization: "Bearer test-admin-token" }, origin: null });
  expect(r.status).toBe(200);
}

async function proUser(label: string) {
  const email = address(label);
  const cookie = await signIn(email, freshIp());
  await setPlan(email, "pro");
  const me = await json(await call("/app/me", { cookie }));
  return { email, cookie, userId: me.data.id as string };
}

async function createAgent(cookie: string, name = "Ada") {
  const r = await call("/app/agent", { cookie, body: { name } });
  expect(r.status).toBe(201);
  return (await json(r)).data.agent;
}

async function openSocket(cookie: string, origin = ORIGIN) {
  const response = await exports.default.fetch(new Request(`${ORIGIN}/app/agent/ws`, { headers: { upgrade: "websocket", cookie, origin } }));
  return response;
}

function collect(ws: WebSocket, until: (m: any) => boolean): Promise<any[]> {
  const seen: any[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; saw ${JSON.stringify(seen).slice(0, 500)}`)), 10_000);
    ws.addEventListener("message", (e) => {
      const m = JSON.parse(e.data as string);
      seen.push(m);
      if (until(m)) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

describe("plan and creation", () => {
  it("Free accounts see no agent and cannot create one", async () => {
    const cookie = await signIn(address("free"), freshIp());
    const r = await call("/app/agent", { cookie });
    expect(r.status).toBe(200);
    expect((await json(r)).data).toMatchObject({ agent: null, plan: "free", modelConfigured: false });
    await expectError(await call("/app/agent", { cookie, body: { name: "Ada" } }), 403, "plan_required");
    await expectError(await call("/app/agent/capabilities", { cookie }), 403, "plan_required");
  });

  it("needs a session and a same-site Origin", async () => {
    await expectError(await call("/app/agent"), 401, "unauthorized");
    const { cookie } = await proUser("csrf");
    await expectError(await call("/app/agent", { cookie, body: { name: "Ada" }, origin: "https://evil.example" }), 403, "cross_site_request");
  });

  it("Pro creates a named agent once; the name is validated", async () => {
    const { cookie } = await proUser("create");
    await expectError(await call("/app/agent", { cookie, body: { name: "" } }), 400, "invalid_param", "name");
    const agent = await createAgent(cookie, "Ada");
    expect(agent).toMatchObject({ name: "Ada", state: "awake", timeZone: "Europe/Paris", restartLabel: "Restart" });
    expect(new Date(agent.nextBriefAt).toLocaleTimeString("en-GB", { timeZone: "Europe/Paris" })).toBe("08:00:00");
    await expectError(await call("/app/agent", { cookie, body: { name: "Bea" } }), 409, "conflict");
    const caps = (await json(await call("/app/agent/capabilities", { cookie }))).data.capabilities;
    expect(caps.filter((c: any) => c.installed)).toHaveLength(13);
  });
});

describe("workspace routes", () => {
  it("capabilities install/remove, memory list/remove, dashboard edits, custom approvals", async () => {
    const { cookie } = await proUser("workspace");
    await createAgent(cookie);
    let r = await call("/app/agent/capabilities/browser/install", { cookie, body: {} });
    expect((await json(r)).data.capabilities.find((c: any) => c.id === "browser").installed).toBe(true);
    r = await call("/app/agent/capabilities/browser/remove", { cookie, body: {} });
    expect((await json(r)).data.capabilities.find((c: any) => c.id === "browser").installed).toBe(false);
    await expectError(await call("/app/agent/capabilities/nope/install", { cookie, body: {} }), 404, "not_found");

    await call("/app/agent/chat", { cookie, body: { text: "remember that I prefer large caps" } });
    const memory = (await json(await call("/app/agent/memory", { cookie }))).data.memory;
    expect(memory.map((m: any) => m.text)).toEqual(["I prefer large caps"]);
    expect(memory[0]).toMatchObject({ status: "saved", source: "user" });
    // Approving a proposal: same session and CSRF rules as the sibling routes.
    const userId = (await json(await call("/app/me", { cookie }))).data.id as string;
    const proposed = await env.AGENT.getByName(agentObjectName(userId)).proposeMemory("Trades on weekends", "fact");
    const pid = proposed.ok ? proposed.fact.id : "";
    await expectError(await call(`/app/agent/memory/${pid}/approve`, { cookie, body: {}, origin: "https://evil.example" }), 403, "cross_site_request");
    await expectError(await call(`/app/agent/memory/${pid}/approve`, { body: {} }), 401, "unauthorized");
    const approved = await call(`/app/agent/memory/${pid}/approve`, { cookie, body: {} });
    expect(approved.status).toBe(200);
    expect((await json(approved)).data.fact).toMatchObject({ id: pid, status: "saved", source: "agent" });
    await expectError(await call(`/app/agent/memory/${pid}/approve`, { cookie, body: {} }), 404, "not_found");
    expect((await call(`/app/agent/memory/${pid}`, { cookie, method: "DELETE" })).status).toBe(200);
    expect((await call(`/app/agent/memory/${memory[0].id}`, { cookie, method: "DELETE" })).status).toBe(200);
    await expectError(await call(`/app/agent/memory/${memory[0].id}`, { cookie, method: "DELETE" }), 404, "not_found");

    let d = (await json(await call("/app/agent/dashboard", { cookie }))).data.widgets;
    expect(d).toHaveLength(5);
    r = await call("/app/agent/dashboard", { cookie, body: { op: "reorder", ids: [...d].reverse().map((w: any) => w.id) } });
    expect((await json(r)).data.widgets.map((w: any) => w.kind)).toEqual([...d].reverse().map((w: any) => w.kind));
    await expectError(await call("/app/agent/dashboard", { cookie, body: { op: "add", kind: "rocket" } }), 400, "invalid_param", "kind");
    await expectError(await call("/app/agent/dashboard", { cookie, body: { op: "add", kind: "portfolio" } }), 409, "conflict");
    r = await call("/app/agent/dashboard", { cookie, body: { op: "remove", id: d[0].id } });
    d = (await json(r)).data.widgets;
    expect(d).toHaveLength(4);

    await call("/app/agent/chat", { cookie, body: { text: "alert me when BTC goes above 150000" } });
    const rules = (await json(await call("/app/agent/alerts", { cookie }))).data.rules;
    expect(rules).toMatchObject([{ type: "price_above", symbol: "BTC", value: 150000 }]);
    expect((await call(`/app/agent/alerts/${rules[0].id}`, { cookie, method: "DELETE" })).status).toBe(200);
    expect((await json(await call("/app/agent/alerts", { cookie }))).data.rules).toEqual([]);

    await call("/app/agent/chat", { cookie, body: { text: "teach: btc check = price of BTC" } });
    const customs = (await json(await call("/app/agent/custom", { cookie }))).data.customs;
    expect(customs).toMatchObject([{ name: "btc check", status: "draft" }]);
    r = await call(`/app/agent/custom/${customs[0].id}/approve`, { cookie, body: {} });
    expect((await json(r)).data.custom.status).toBe("approved");
    expect((await call(`/app/agent/custom/${customs[0].id}`, { cookie, method: "DELETE" })).status).toBe(200);
  });

  it("the watchlist and portfolio tools read and write D1", async () => {
    const { cookie, userId } = await proUser("d1");
    await createAgent(cookie);
    const db = createDb(env.DB);
    const now = Date.now();
    await db.insert(portfolios).values({ id: "pf_agent_1", userId, name: "Main", createdAt: now, updatedAt: now });
    await db.insert(holdings).values({ id: "h_agent_1", portfolioId: "pf_agent_1", symbol: "BTC", quantity: 0.5, costBasis: 20000, notes: null, createdAt: now, updatedAt: now });
    const p = (await json(await call("/app/agent/chat", { cookie, body: { text: "how is my portfolio?" } }))).data.reply;
    expect(p.tools[0]).toMatchObject({ ok: true, tool: "get_portfolio" });
    const btc = p.tools[0].data.portfolios[0].holdings[0];
    // Valued by worker/portfolios/valuation.ts, as the Portfolios page is: rounded to cents.
    expect(btc.value).toBeCloseTo(btc.price * 0.5, 2);
    expect(p.content).toContain("across 1 asset");

    const w = (await json(await call("/app/agent/chat", { cookie, body: { text: "add SOL to my watchlist" } }))).data.reply;
    expect(w.tools[0]).toMatchObject({ ok: true, tool: "add_to_watchlist", data: { symbol: "SOL", added: true } });
    const lists = await db.select().from(watchlists).where(eq(watchlists.userId, userId));
    expect(lists).toHaveLength(1);
    const items = await db.select().from(watchlistItems).where(eq(watchlistItems.watchlistId, lists[0]!.id));
    expect(items.map((i) => i.symbol)).toEqual(["SOL"]);
  });
});

describe("lifecycle through the routes", () => {
  it("restart, pause when Pro ends, retry from the pause screen, delete keeping portfolios and watchlists", async () => {
    const { cookie, email, userId } = await proUser("life");
    await createAgent(cookie);
    await call("/app/agent/chat", { cookie, body: { text: "add ETH to my watchlist" } });
    let r = await call("/app/agent/restart", { cookie, body: {} });
    expect((await json(r)).data.agent.state).toBe("awake");

    await setPlan(email, "free");
    r = await call("/app/agent", { cookie });
    expect((await json(r)).data.agent).toMatchObject({ state: "paused", pausedReason: "subscription_cancelled" });
    await expectError(await call("/app/agent/reactivate", { cookie, body: {} }), 403, "plan_required");
    await setPlan(email, "pro");
    r = await call("/app/agent/reactivate", { cookie, body: {} });
    expect((await json(r)).data.agent.state).toBe("awake");

    await expectError(await call("/app/agent/delete", { cookie, body: {} }), 400, "invalid_param", "confirm");
    r = await call("/app/agent/delete", { cookie, body: { confirm: true } });
    expect((await json(r)).data.agent.state).toBe("deleted");
    const db = createDb(env.DB);
    const lists = await db.select().from(watchlists).where(eq(watchlists.userId, userId));
    expect(lists).toHaveLength(1);
    await expectError(await call("/app/agent/memory", { cookie }), 404, "not_found");
    // The account stays, and a new agent can be created.
    expect((await call("/app/me", { cookie })).status).toBe(200);
    expect((await createAgent(cookie, "Bea")).name).toBe("Bea");
  });
});

describe("chat over the WebSocket", () => {
  it("streams a reply with the chart's numbers, persisted and resumable", async () => {
    const { cookie } = await proUser("ws");
    await createAgent(cookie);
    const response = await openSocket(cookie);
    expect(response.status).toBe(101);
    const ws = response.webSocket!;
    ws.accept();
    const ready = collect(ws, (m) => m.type === "ready");
    expect((await ready)[0].agent.name).toBe("Ada");
    const done = collect(ws, (m) => m.type === "done" || m.type === "error");
    ws.send(JSON.stringify({ type: "chat", text: "chart BTC" }));
    const events = await done;
    const types = events.map((e) => e.type);
    expect(types[0]).toBe("start");
    expect(types.filter((t) => t === "delta").length).toBeGreaterThan(3);
    const tool = events.find((e) => e.type === "tool").result;
    expect(tool).toMatchObject({ ok: true, tool: "show_chart", data: { symbol: "BTC" } });
    // The candles come from the market layer (its fake upstream in tests, replay offline).
    expect(tool.data.candles.length).toBeGreaterThan(1);
    expect(typeof tool.source).toBe("string");
    const message = events.at(-1).message;
    expect(message.content).toContain("SMA 20");
    // The reply carries the tool's own numbers.
    const last = tool.data.candles.at(-1).close as number;
    expect(message.content).toContain(`$${last.toLocaleString("en-US", { maximumFractionDigits: 2 })}`);

    // The socket is hibernatable: the object can be evicted and the conversation goes on.
    const userId = (await json(await call("/app/me", { cookie }))).data.id as string;
    await evictDurableObject(env.AGENT.getByName(agentObjectName(userId)));
    const again = collect(ws, (m) => m.type === "done" || m.type === "error");
    ws.send(JSON.stringify({ type: "chat", text: "price of ETH", conversationId: events[0].conversationId }));
    const second = await again;
    expect(second.at(-1)).toMatchObject({ type: "done", message: { conversationId: events[0].conversationId } });
    expect(second.find((e) => e.type === "tool").result).toMatchObject({ ok: true, tool: "get_price", data: { symbol: "ETH" } });
    ws.close(1000, "bye");

    const convs = (await json(await call("/app/agent/conversations", { cookie }))).data.conversations;
    expect(convs).toHaveLength(1);
    const msgs = (await json(await call(`/app/agent/conversations/${convs[0].id}`, { cookie }))).data.messages;
    expect(msgs.map((m: any) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(msgs[1].tools[0].data.overlays.sma.period).toBe(20);
  });

  it("two messages sent at once are answered one after the other, never interleaved", async () => {
    const { cookie } = await proUser("ws-order");
    await createAgent(cookie);
    const ws = (await openSocket(cookie)).webSocket!;
    ws.accept();
    let dones = 0;
    const events = collect(ws, (m) => m.type === "done" && ++dones === 2);
    ws.send(JSON.stringify({ type: "chat", text: "price of BTC" }));
    ws.send(JSON.stringify({ type: "chat", text: "what moved today?" }));
    const types = (await events).filter((e) => e.type === "start" || e.type === "done").map((e) => e.type);
    expect(types).toEqual(["start", "done", "start", "done"]);
    const bad = collect(ws, (m) => m.type === "error");
    ws.send("not json");
    expect((await bad).at(-1)).toMatchObject({ type: "error", code: "invalid_request" });
    ws.close(1000, "bye");
  });

  it("refuses a foreign Origin, a missing upgrade, and Free accounts", async () => {
    const { cookie, email } = await proUser("ws-refuse");
    await createAgent(cookie);
    await expectError(await openSocket(cookie, "https://evil.example"), 403, "cross_site_request");
    await expectError(await call("/app/agent/ws", { cookie }), 400, "invalid_request");
    await setPlan(email, "free");
    await expectError(await openSocket(cookie), 403, "plan_required");
  });
});

describe("the account's time zone", () => {
  it("a change in Settings moves the agent and its Morning Brief at once, without waking it", async () => {
    const { cookie } = await proUser("tz-follow");
    await createAgent(cookie);
    const before = (await json(await call("/app/agent", { cookie }))).data.agent;
    expect(before.timeZone).toBe("Europe/Paris");
    expect((await call("/app/me", { cookie, method: "PATCH", body: { timeZone: "Asia/Tokyo" } })).status).toBe(200);
    const after = (await json(await call("/app/agent", { cookie }))).data.agent;
    expect(after.timeZone).toBe("Asia/Tokyo");
    expect(after.state).toBe(before.state);
    // 08:00 in Tokyo is 23:00 UTC the day before.
    expect(after.nextBriefAt).toMatch(/T23:00:00\.000Z$/);
    expect(after.nextBriefAt).not.toBe(before.nextBriefAt);
  });

  it("an account with no agent changes its zone as before", async () => {
    const { cookie } = await proUser("tz-no-agent");
    const r = await call("/app/me", { cookie, method: "PATCH", body: { timeZone: "America/New_York" } });
    expect(r.status).toBe(200);
    expect((await json(r)).data.timeZone).toBe("America/New_York");
  });
});
