import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { agentObjectName } from "../../worker/account/delete-account";
import { call, env, expectError, identities, json, ORIGIN, signIn } from "./helpers";

/**
 * The chat socket after it is open (issue 11, items 5 and 11): every message re-checks the
 * session and plan in D1; odd frames get a clear error; long runs stream progress to it.
 */

const { address, freshIp } = identities("agent-socket.example", 47);
const ADMIN = { authorization: "Bearer test-admin-token" };

async function setPlan(email: string, plan: "free" | "pro") {
  const r = await call("/admin/set-plan", { body: { email, plan }, headers: ADMIN, origin: null });
  expect(r.status).toBe(200);
}

async function proAgent(label: string) {
  const email = address(label);
  const cookie = await signIn(email, freshIp());
  await setPlan(email, "pro");
  expect((await call("/app/agent", { cookie, body: { name: "Ada" } })).status).toBe(201);
  return { email, cookie };
}

/** Opens the socket and waits for `ready`; events are buffered from the start. */
async function openSocket(cookie: string, extra: Record<string, string> = {}) {
  const response = await exports.default.fetch(new Request(`${ORIGIN}/app/agent/ws`, { headers: { upgrade: "websocket", cookie, origin: ORIGIN, ...extra } }));
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  const seen: any[] = [];
  const waiters: { until: (m: any) => boolean; resolve: (m: any[]) => void }[] = [];
  let closed: { code: number } | null = null;
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(e.data as string);
    seen.push(m);
    for (const w of waiters.splice(0)) if (w.until(m)) w.resolve(seen);
    else waiters.push(w);
  });
  ws.addEventListener("close", (e) => {
    closed = { code: e.code };
  });
  ws.accept();
  const next = (until: (m: any) => boolean) =>
    new Promise<any[]>((resolve, reject) => {
      if (seen.some(until)) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`timed out; saw ${JSON.stringify(seen).slice(0, 600)}`)), 10_000);
      waiters.push({ until, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  await next((m) => m.type === "ready");
  return { ws, seen, next, closed: () => closed };
}

async function waitClosed(s: { closed: () => { code: number } | null }) {
  for (let i = 0; i < 100 && !s.closed(); i++) await new Promise((r) => setTimeout(r, 20));
  return s.closed();
}

describe("an open socket does not outlive the session or Pro", () => {
  it("after sign-out the next message is refused and the socket closed with 4401", async () => {
    const { cookie } = await proAgent("signout");
    const s = await openSocket(cookie);
    s.ws.send(JSON.stringify({ type: "ping" }));
    await s.next((m) => m.type === "pong");
    expect((await call("/auth/sign-out", { cookie, body: {} })).status).toBe(200);
    s.ws.send(JSON.stringify({ type: "chat", text: "remember that I hold SOL" }));
    const events = await s.next((m) => m.type === "error");
    expect(events.at(-1)).toMatchObject({ type: "error", code: "unauthorized" });
    expect(events.some((m) => m.type === "start")).toBe(false);
    expect(await waitClosed(s)).toMatchObject({ code: 4401 });
  });

  it("after sign-out-all the next message is refused and the socket closed with 4401, nothing written", async () => {
    const { cookie } = await proAgent("signout-all");
    const userId = (await json(await call("/app/me", { cookie }))).data.id as string;
    const s = await openSocket(cookie);
    expect((await call("/auth/sign-out-all", { cookie, body: {} })).status).toBe(200);
    s.ws.send(JSON.stringify({ type: "chat", text: "remember that I hold SOL" }));
    expect((await s.next((m) => m.type === "error")).at(-1)).toMatchObject({ code: "unauthorized" });
    expect(await waitClosed(s)).toMatchObject({ code: 4401 });
    const memory = await env.AGENT.getByName(agentObjectName(userId)).memory();
    expect(memory.ok && memory.memory).toEqual([]);
  });

  it("a downgrade to Free closes the socket at once (4403) and the agent is paused", async () => {
    const { email, cookie } = await proAgent("downgrade");
    const s = await openSocket(cookie);
    await setPlan(email, "free");
    expect(await waitClosed(s)).toMatchObject({ code: 4403 });
    const agent = (await json(await call("/app/agent", { cookie }))).data.agent;
    expect(agent).toMatchObject({ state: "paused", pausedReason: "subscription_cancelled" });
  });

  it("a plan changed in D1 by any other path is caught on the next message (4403)", async () => {
    const { cookie } = await proAgent("plan-d1");
    const s = await openSocket(cookie);
    const me = (await json(await call("/app/me", { cookie }))).data;
    await env.DB.prepare("UPDATE users SET plan = 'free' WHERE id = ?").bind(me.id).run();
    s.ws.send(JSON.stringify({ type: "chat", text: "price of BTC" }));
    expect((await s.next((m) => m.type === "error")).at(-1)).toMatchObject({ code: "plan_required" });
    expect(await waitClosed(s)).toMatchObject({ code: 4403 });
  });

  it("a session id sent by the client is ignored: the route sets its own", async () => {
    const { cookie } = await proAgent("spoof");
    const s = await openSocket(cookie, { "x-fathom-session": "forged" });
    s.ws.send(JSON.stringify({ type: "ping" }));
    expect((await s.next((m) => m.type === "pong" || m.type === "error")).at(-1)).toMatchObject({ type: "pong" });
    s.ws.close(1000, "bye");
  });
});

describe("the saved reply reaches every open chat", () => {
  it("a second socket (another tab, or a page reloaded mid-turn) gets reply_saved; the sender gets done first and the same message id", async () => {
    const { cookie } = await proAgent("two-tabs");
    const a = await openSocket(cookie);
    const b = await openSocket(cookie);
    a.ws.send(JSON.stringify({ type: "chat", text: "price of BTC" }));
    await a.next((m) => m.type === "reply_saved");
    await b.next((m) => m.type === "reply_saved");
    const done = a.seen.find((m) => m.type === "done");
    const savedA = a.seen.find((m) => m.type === "reply_saved");
    const savedB = b.seen.find((m) => m.type === "reply_saved");
    expect(a.seen.indexOf(done)).toBeLessThan(a.seen.indexOf(savedA));
    expect(savedB.message.id).toBe(done.message.id);
    expect(savedB.message.role).toBe("assistant");
    expect(savedB.conversationId).toBe(a.seen.find((m) => m.type === "start").conversationId);
    // The other socket never streamed this turn: no start, delta or done went to it.
    expect(b.seen.filter((m) => ["start", "delta", "done"].includes(m.type))).toEqual([]);
    a.ws.close(1000, "bye");
    b.ws.close(1000, "bye");
  });
});

describe("odd frames get a clear error, never a throw", () => {
  it("null, numbers, strings, arrays and wrong shapes; the socket keeps working", async () => {
    const { cookie } = await proAgent("frames");
    const s = await openSocket(cookie);
    const frames = ["null", "42", '"chat"', "[]", "true", "{}", '{"type":"chat"}', '{"type":"chat","text":"   "}', '{"type":"teleport"}', "not json"];
    for (const frame of frames) {
      const before = s.seen.length;
      s.ws.send(frame);
      await s.next((m) => m.type === "error" && s.seen.indexOf(m) >= before);
      const error = s.seen.slice(before).find((m) => m.type === "error");
      expect(["invalid_request", "invalid_param"]).toContain(error.code);
      expect(typeof error.message).toBe("string");
    }
    s.ws.send(JSON.stringify({ type: "ping" }));
    await s.next((m) => m.type === "pong");
    expect(s.closed()).toBeNull();
    s.ws.close(1000, "bye");
  });
});

describe("long runs", () => {
  it("POST /app/agent/runs answers at once; progress events reach the socket and the run finishes across alarms", async () => {
    const { cookie } = await proAgent("runs");
    const s = await openSocket(cookie);
    const started = await call("/app/agent/runs", { cookie, body: { kind: "scan", payload: { symbols: ["BTC", "ETH", "SOL"] } } });
    expect(started.status).toBe(202);
    const run = (await json(started)).data.run;
    expect(run).toMatchObject({ kind: "scan", status: "pending", step: 0, total: 3 });
    const events = await s.next((m) => m.type === "run_progress" && m.status === "done");
    const progress = events.filter((m) => m.type === "run_progress");
    // Each event names the run's kind and carries the step's result (the chat shows it as it lands).
    expect(progress.map(({ item: _item, ...rest }) => rest)).toEqual([
      { type: "run_progress", runId: run.id, kind: "scan", step: 1, total: 3, status: "running" },
      { type: "run_progress", runId: run.id, kind: "scan", step: 2, total: 3, status: "running" },
      { type: "run_progress", runId: run.id, kind: "scan", step: 3, total: 3, status: "done" },
    ]);
    expect(progress.map((m) => m.item?.symbol)).toEqual(["BTC", "ETH", "SOL"]);
    const runs = (await json(await call("/app/agent/runs", { cookie }))).data.runs;
    expect(runs[0]).toMatchObject({ id: run.id, status: "done", step: 3 });
    expect(runs[0].result.map((r: any) => r.symbol)).toEqual(["BTC", "ETH", "SOL"]);
    s.ws.close(1000, "bye");
  });

  it("bad kinds and payloads are refused in the envelope", async () => {
    const { cookie } = await proAgent("runs-bad");
    await expectError(await call("/app/agent/runs", { cookie, body: { kind: "teleport" } }), 404, "not_found");
    await expectError(await call("/app/agent/runs", { cookie, body: { kind: "scan", payload: { symbols: [] } } }), 400, "invalid_param");
    await expectError(await call("/app/agent/runs", { cookie, body: { kind: "scan", payload: { symbols: ["BTC"], extra: 1 } } }), 400, "invalid_param");
  });
});
