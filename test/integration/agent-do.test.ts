import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { fixedClock } from "../../worker/lib/clock";
import type { MarketReader } from "../../worker/agent/market";
import { fakeDailyCandles, fakeEvent, fakeMover, fakeNews, fakeQuote } from "../fakes/agent-market";
import { INACTIVITY_MS } from "../../worker/agent/lifecycle";
import { env } from "./helpers";

/** AgentDO in workerd: lifecycle, the one alarm, capabilities, memory, dashboard, custom capabilities. */

let seq = 0;
function fresh() {
  seq += 1;
  return env.AGENT.getByName(`agent:do-test-${seq}-${crypto.randomUUID()}`);
}

// In the future on purpose: alarms armed from the test clock must not fire on their own.
const T0 = Date.parse("2027-03-13T14:00:00Z"); // 09:00 in New York, the day before DST starts

/** Deterministic candles: 120 days rising with a wobble, so SMA/EMA and levels are checkable. */
const AT = "2026-03-07T00:00:00.000Z";
const fakeMarket: MarketReader = {
  async quotes(symbols) {
    const known = symbols.filter((s) => s !== "NOPE");
    return { quotes: known.map((s) => fakeQuote(s, 100 + s.length, 2.5, AT)), missing: symbols.filter((s) => s === "NOPE") };
  },
  async candles(symbol) {
    return { symbol, interval: "1d", candles: fakeDailyCandles(120, 1_700_000_000, (i) => 100 + i + 5 * Math.sin(i / 3)), asOf: Date.parse(AT), source: "fake" };
  },
  async movers(limit = 5) {
    return { gainers: [fakeMover("SOL", 150, 9.1, AT)].slice(0, limit), losers: [], source: "fake", asOf: Date.parse(AT) };
  },
  async news(options = {}) {
    return [fakeNews(`${options.symbol ?? "Market"} headline`, "Example Feed", "2026-03-07T06:00:00.000Z")];
  },
  async events() {
    return [fakeEvent({ kind: "depeg", subject: "USDC", title: "USDC below its peg", status: "open", severity: "critical", startedAt: "2026-03-07T04:35:00.000Z", asOf: "2026-03-07T06:00:00.000Z" })];
  },
};

async function setup(stub: DurableObjectStub<AgentDO>, start = T0) {
  const clock = fixedClock(start);
  await runInDurableObject(stub, (i: AgentDO) => {
    i.clock = clock;
    i.marketOverride = fakeMarket;
    i.modelOverride = null;
  });
  return clock;
}

async function create(stub: DurableObjectStub<AgentDO>, timeZone = "America/New_York") {
  const r = await stub.create({ userId: "u-test", name: "Ada", timeZone, plan: "pro" });
  expect(r.ok).toBe(true);
  return r;
}

const chat = (stub: DurableObjectStub<AgentDO>, text: string, conversationId: string | null = null) =>
  runInDurableObject(stub, async (i: AgentDO) => {
    const events: any[] = [];
    const result = await i.chat(text, conversationId, (e) => events.push(e));
    return { result, events, tools: events.filter((e) => e.type === "tool").map((e) => e.result) };
  });

describe("creation", () => {
  it("names the agent, installs 13 capabilities and schedules the Morning Brief at 08:00 local", async () => {
    const stub = fresh();
    await setup(stub);
    const r = await create(stub);
    if (!r.ok) throw new Error();
    expect(r.agent).toMatchObject({ name: "Ada", state: "awake", timeZone: "America/New_York", restartLabel: "Restart" });
    // 14 March 2027 is the spring-forward day: 08:00 EDT is 12:00Z.
    expect(r.agent.nextBriefAt).toBe("2027-03-14T12:00:00.000Z");
    const catalog = await stub.catalog();
    expect(catalog.ok && catalog.capabilities.filter((c) => c.installed)).toHaveLength(13);
    const s = await stub.schedules();
    if (!s.ok) throw new Error();
    expect(s.rows.map((r) => r.handler).sort()).toEqual(["inactivity_sleep", "monitor_pass", "morning_brief"]);
    // The first monitoring pass: the next 3-hourly slot from 06:00 local (12:00 EST = 17:00Z).
    expect(s.rows.find((r) => r.handler === "monitor_pass")?.nextRun).toBe(Date.parse("2027-03-13T17:00:00Z"));
    // One alarm, at the earliest row (inactivity, 30 minutes after creation).
    expect(s.alarm).toBe(T0 + INACTIVITY_MS);
  });

  it("is Pro only, and refused while an agent exists", async () => {
    const stub = fresh();
    await setup(stub);
    expect(await stub.create({ userId: "u", name: "A", timeZone: "UTC", plan: "free" })).toMatchObject({ ok: false, code: "plan_required" });
    await create(stub);
    expect(await stub.create({ userId: "u", name: "B", timeZone: "UTC", plan: "pro" })).toMatchObject({ ok: false, code: "conflict" });
  });
});

describe("every lifecycle transition", () => {
  it("awake → asleep on inactivity (the alarm), data kept; asleep → awake on opening the dashboard", async () => {
    const stub = fresh();
    const clock = await setup(stub);
    await create(stub);
    await stub.remember("Prefers large caps", "preference");
    clock.advance(INACTIVITY_MS + 1000);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    let st = await stub.status();
    expect(st.ok && st.agent?.state).toBe("asleep");
    expect(st.ok && st.agent?.restartLabel).toBe("Wake");
    const mem = await stub.memory();
    expect(mem.ok && mem.memory.map((m) => m.text)).toEqual(["Prefers large caps"]);
    const opened = await stub.open();
    expect(opened).toMatchObject({ ok: true, woke: true, agent: { state: "awake" } });
    st = await stub.status();
    expect(st.ok && st.agent?.state).toBe("awake");
  });

  it("an alarm before the user has been away long enough does not put the agent to sleep", async () => {
    const stub = fresh();
    const clock = await setup(stub);
    await create(stub);
    clock.advance(INACTIVITY_MS - 60_000);
    await stub.open(); // activity
    clock.advance(120_000);
    // Force the inactivity row due now: the agent was active 2 minutes ago.
    await runInDurableObject(stub, (_i, state) => state.storage.sql.exec("UPDATE schedule SET next_run = ? WHERE handler = 'inactivity_sleep'", clock.now() - 1));
    await runInDurableObject(stub, (_i, state) => state.storage.setAlarm(clock.now() - 1));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const st = await stub.status();
    expect(st.ok && st.agent?.state).toBe("awake");
    const s = await stub.schedules();
    expect(s.ok && s.rows.find((r) => r.handler === "inactivity_sleep")?.nextRun).toBe(clock.now() - 120_000 + INACTIVITY_MS);
  });

  it("awake/asleep → paused when Pro ends: nothing runs; reactivation resumes the brief at the next 08:00", async () => {
    for (const fromAsleep of [false, true]) {
      const stub = fresh();
      const clock = await setup(stub);
      await create(stub);
      if (fromAsleep) {
        clock.advance(INACTIVITY_MS + 1);
        await runDurableObjectAlarm(stub);
      }
      const paused = await stub.pause("payment_failed");
      expect(paused).toMatchObject({ ok: true, agent: { state: "paused", pausedReason: "payment_failed", nextBriefAt: null, restartLabel: null } });
      const s = await stub.schedules();
      expect(s.ok && s.alarm).toBeNull();
      // Rows are kept (the schedule resumes later) but no alarm fires.
      expect(s.ok && s.rows.some((r) => r.handler === "morning_brief")).toBe(true);
      clock.advance(3 * 86_400_000);
      expect(await runDurableObjectAlarm(stub)).toBe(false);
      expect((await stub.schedules()).ok && ((await stub.schedules()) as any).runs).toEqual(fromAsleep ? [expect.objectContaining({ kind: "inactivity_sleep" })] : []);
      // Workspace reads are refused while paused; restart is not the way back.
      expect(await stub.memory()).toMatchObject({ ok: false, code: "plan_required" });
      expect(await stub.restart()).toMatchObject({ ok: false, code: "conflict" });
      expect(await stub.reactivate("free")).toMatchObject({ ok: false, code: "plan_required" });
      const back = await stub.reactivate("pro");
      expect(back).toMatchObject({ ok: true, agent: { state: "awake", pausedReason: null } });
      // T0 + 3 days (+30 min) = 16 March ~10:00 EDT → next brief 17 March 08:00 EDT.
      expect(back.ok && back.agent.nextBriefAt).toBe("2027-03-17T12:00:00.000Z");
      const after = await stub.schedules();
      expect(after.ok && after.alarm).not.toBeNull();
    }
  });

  it("Restart keeps memory and conversations; when asleep it is labelled Wake and wakes", async () => {
    const stub = fresh();
    const clock = await setup(stub);
    await create(stub);
    await stub.remember("Holds ETH long term", "fact");
    const c = await chat(stub, "price of BTC");
    expect(c.result.ok).toBe(true);
    const restarted = await stub.restart();
    expect(restarted).toMatchObject({ ok: true, agent: { state: "awake", restartLabel: "Restart" } });
    clock.advance(INACTIVITY_MS + 1);
    await runDurableObjectAlarm(stub);
    const asleep = await stub.status();
    expect(asleep.ok && asleep.agent?.restartLabel).toBe("Wake");
    expect(await stub.restart()).toMatchObject({ ok: true, agent: { state: "awake" } });
    const mem = await stub.memory();
    expect(mem.ok && mem.memory).toHaveLength(1);
    const convs = await stub.conversations();
    expect(convs.ok && convs.conversations).toHaveLength(1);
    const msgs = convs.ok ? await stub.messages(convs.conversations[0]!.id) : null;
    expect((msgs as any).messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  });

  it("Delete workspace needs confirmation, then removes conversations, memory, custom capabilities and the brief schedule", async () => {
    for (const from of ["awake", "asleep", "paused"] as const) {
      const stub = fresh();
      const clock = await setup(stub);
      await create(stub);
      await stub.remember("Likes charts", "preference");
      await chat(stub, "teach: check = price of BTC");
      await chat(stub, "approve");
      if (from === "asleep") {
        clock.advance(INACTIVITY_MS + 1);
        await runDurableObjectAlarm(stub);
      }
      if (from === "paused") await stub.pause("subscription_cancelled");
      expect(await stub.deleteWorkspace(false)).toMatchObject({ ok: false, code: "invalid_param" });
      const deleted = await stub.deleteWorkspace(true);
      expect(deleted).toMatchObject({ ok: true, agent: { state: "deleted", name: "" } });
      const left = await runInDurableObject(stub, (_i, state) => {
        const count = (t: string) => (state.storage.sql.exec(`SELECT COUNT(*) AS n FROM ${t}`).one() as { n: number }).n;
        return { memory: count("memory"), conversations: count("conversations"), messages: count("messages"), customs: count("custom_capabilities"), schedules: count("schedule"), capabilities: count("capabilities") };
      });
      expect(left).toEqual({ memory: 0, conversations: 0, messages: 0, customs: 0, schedules: 0, capabilities: 0 });
      const s = await stub.schedules();
      expect(s.ok && s.alarm).toBeNull();
      expect(await stub.deleteWorkspace(true)).toMatchObject({ ok: false, code: "conflict" });
      expect(await stub.memory()).toMatchObject({ ok: false, code: "not_found" });
      // A new agent can be created afterwards, from scratch.
      const again = await stub.create({ userId: "u-test", name: "Bea", timeZone: "UTC", plan: "pro" });
      expect(again).toMatchObject({ ok: true, agent: { name: "Bea", state: "awake" } });
      const mem = await stub.memory();
      expect(mem.ok && mem.memory).toEqual([]);
    }
  });

  it("illegal transitions are refused with a clear message", async () => {
    const stub = fresh();
    await setup(stub);
    expect(await stub.restart()).toMatchObject({ ok: false, code: "conflict", message: expect.stringMatching(/no agent exists/) });
    await create(stub);
    expect(await stub.reactivate("pro")).toMatchObject({ ok: false, code: "conflict", message: "Cannot reactivate: the agent is awake." });
  });
});

describe("one alarm multiplexes every schedule", () => {
  it("runs the Morning Brief at 08:00 local and re-arms for the next day, DST-correct", async () => {
    const stub = fresh();
    const clock = await setup(stub);
    await create(stub);
    clock.set(Date.parse("2027-03-14T12:00:00Z"));
    await runDurableObjectAlarm(stub);
    const s = await stub.schedules();
    if (!s.ok) throw new Error();
    expect(s.runs.filter((r) => r.kind === "morning_brief")).toEqual([{ kind: "morning_brief", dueAt: Date.parse("2027-03-14T12:00:00Z"), ranAt: Date.parse("2027-03-14T12:00:00Z") }]);
    expect(s.rows.find((r) => r.handler === "morning_brief")?.nextRun).toBe(Date.parse("2027-03-15T12:00:00Z"));
    // Schedules run while asleep (the inactivity row fired in the same pass).
    const st = await stub.status();
    expect(st.ok && st.agent?.state).toBe("asleep");
    // The overdue monitoring pass ran in the same alarm; the alarm is its next slot, 09:00 EDT.
    expect(s.rows.find((r) => r.handler === "monitor_pass")?.nextRun).toBe(Date.parse("2027-03-14T13:00:00Z"));
    expect(s.alarm).toBe(Date.parse("2027-03-14T13:00:00Z"));
  });

  it("overdue rows run after an eviction (the constructor re-arms; the brief runs once, not once per missed day)", async () => {
    const stub = fresh();
    await runInDurableObject(stub, (i: AgentDO) => {
      i.marketOverride = fakeMarket;
    });
    await create(stub, "Europe/Paris");
    const past = Date.now() - 3 * 86_400_000;
    await runInDurableObject(stub, async (_i, state) => {
      state.storage.sql.exec("UPDATE schedule SET next_run = ?", past);
      state.storage.sql.exec("UPDATE agent SET last_active_at = ?", past - INACTIVITY_MS);
      await state.storage.deleteAlarm();
    });
    await evictDurableObject(stub);
    // A fresh instance: only its constructor can have re-armed the alarm (it was deleted above),
    // and an overdue alarm fires at once, by itself.
    let s = await stub.schedules();
    for (let i = 0; i < 50 && s.ok && s.runs.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      s = await stub.schedules();
    }
    if (!s.ok) throw new Error();
    expect(s.runs.map((r) => r.kind).sort()).toEqual(["inactivity_sleep", "morning_brief"]);
    expect(s.runs.every((r) => r.dueAt === past)).toBe(true);
    const next = s.rows.find((r) => r.handler === "morning_brief")!.nextRun;
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(86_400_000 + 3_600_000);
    expect(new Date(next).toLocaleString("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" })).toBe("08:00");
    // One alarm for the earliest row: the brief or the next monitoring pass, whichever comes first.
    const pass = s.rows.find((r) => r.handler === "monitor_pass")!.nextRun;
    expect(pass).toBeGreaterThan(Date.now());
    expect(s.alarm).toBe(Math.min(next, pass));
    const st = await stub.status();
    expect(st.ok && st.agent?.state).toBe("asleep");
  });

  it("state survives eviction", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    await stub.remember("Trades nothing, researches everything", "fact");
    await evictDurableObject(stub);
    const st = await stub.status();
    expect(st.ok && st.agent?.name).toBe("Ada");
    const mem = await stub.memory();
    expect(mem.ok && mem.memory).toHaveLength(1);
  });
});

describe("capabilities", () => {
  it("removing one keeps memory and makes its tools uncallable; installing brings them back", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    await chat(stub, "remember that I prefer large caps");
    const before = await chat(stub, "chart ETH");
    expect(before.tools[0]).toMatchObject({ ok: true, tool: "show_chart" });
    const removed = await stub.uninstall("chart");
    expect(removed.ok && removed.capabilities.find((c) => c.id === "chart")?.installed).toBe(false);
    const mem = await stub.memory();
    expect(mem.ok && mem.memory.map((m) => m.text)).toEqual(["I prefer large caps"]);
    const after = await chat(stub, "chart ETH");
    expect(after.tools[0]).toMatchObject({ ok: false, tool: "show_chart", code: "conflict" });
    await stub.install("chart");
    expect((await chat(stub, "chart ETH")).tools[0]).toMatchObject({ ok: true });
    expect(await stub.uninstall("chart")).toMatchObject({ ok: true });
    expect(await stub.uninstall("chart")).toMatchObject({ ok: false, code: "conflict" });
    expect(await stub.install("teleport")).toMatchObject({ ok: false, code: "not_found" });
  });

  it("badges come from configuration: no model → Research Narrative is Limited; connections → Needs setup", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    const c = await stub.catalog();
    if (!c.ok) throw new Error();
    expect(c.capabilities.find((x) => x.id === "research_narrative")?.badge).toBe("Limited");
    expect(c.capabilities.find((x) => x.id === "connections")?.badge).toBe("Needs setup");
    expect(c.capabilities.find((x) => x.id === "chart")?.badge).toBeNull();
    const connected = await stub.catalog({ exchange: true, messaging: false });
    expect(connected.ok && connected.capabilities.find((x) => x.id === "connections")?.badge).toBeNull();
  });
});

describe("chat without a model (built-in router)", () => {
  it("answers with tool numbers and a chart with SMA/EMA, persisted and resumable", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    const r = await chat(stub, "Should I buy ETH?");
    expect(r.result.ok).toBe(true);
    const [price, chart] = r.tools;
    expect(price).toMatchObject({ ok: true, tool: "get_price", data: { symbol: "ETH", price: 103 } });
    expect(chart.data.candles).toHaveLength(120);
    expect(chart.data.overlays.sma.points).toHaveLength(101);
    expect(chart.data.overlays.ema.points).toHaveLength(71);
    const reply = r.events.find((e) => e.type === "done").message;
    expect(reply.content).toMatch(/don't tell anyone to buy or sell/);
    expect(reply.content).toContain("$103");
    expect(reply.content).toMatch(/validation \$\d/);
    expect(reply.content).toMatch(/invalidation \$\d/);
    expect(reply.model).toBe(false);
    const streamed = r.events.filter((e) => e.type === "delta").map((e) => e.text).join("");
    expect(streamed.trim()).toBe(reply.content.trim());
    const msgs = await stub.messages(r.result.ok ? r.result.conversationId : "");
    expect((msgs as any).messages[1].tools[1].data.overlays.ema.period).toBe(50);
  });

  it("news and market events come from the market layer with their source and time", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    const news = await chat(stub, "any news on ETH?");
    expect(news.tools[0]).toMatchObject({ ok: true, tool: "get_news", summary: expect.stringContaining("“ETH headline” (Example Feed, 7 Mar 2026, 06:00 UTC)") });
    const events = await chat(stub, "any depegs?");
    expect(events.tools[0]).toMatchObject({ ok: true, tool: "get_market_events", source: "fake", summary: expect.stringContaining("USDC below its peg (depeg, open") });
    await stub.uninstall("news");
    expect((await chat(stub, "any news on ETH?")).tools[0]).toMatchObject({ ok: false, code: "conflict" });
  });

  it("edits the dashboard on request, up to 11 widgets", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    const r = await chat(stub, "add the news widget to home");
    expect(r.tools[0]).toMatchObject({ ok: true, tool: "add_widget" });
    let d = await stub.dashboard();
    expect(d.ok && d.widgets.map((w) => w.kind)).toEqual(["brief", "portfolio", "watchlist", "movers", "market_events", "news"]);
    await chat(stub, "move the news widget to the top");
    d = await stub.dashboard();
    expect(d.ok && d.widgets[0]!.kind).toBe("news");
    for (const kind of ["alerts", "notebook", "chart", "usage", "activity"] as const) expect((await stub.editDashboard({ op: "add", kind })).ok).toBe(true);
    expect(await stub.editDashboard({ op: "add", kind: "prices" })).toMatchObject({ ok: false, code: "conflict" });
    const full = await chat(stub, "add the prices widget");
    expect(full.tools[0]).toMatchObject({ ok: false, code: "conflict" });
  });

  it("custom capabilities are saved only after explicit approval, then callable", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    const drafted = await chat(stub, "teach: morning check = price of BTC; what moved");
    expect(drafted.tools[0]).toMatchObject({ ok: true, tool: "draft_custom_capability" });
    let list = await stub.customCapabilities();
    expect(list.ok && list.customs.map((c) => [c.name, c.status])).toEqual([["morning check", "draft"]]);
    // Not callable as a draft, and other messages do not approve it.
    const early = await chat(stub, "run morning check");
    expect(early.tools).toEqual([]);
    await chat(stub, "sounds good maybe");
    list = await stub.customCapabilities();
    expect(list.ok && list.customs[0]!.status).toBe("draft");
    await chat(stub, "approve");
    list = await stub.customCapabilities();
    expect(list.ok && list.customs[0]!.status).toBe("approved");
    const run = await chat(stub, "run morning check");
    expect(run.tools.map((t) => t.tool)).toEqual(["get_price", "get_movers"]);
    expect(await stub.removeCustom(list.ok ? list.customs[0]!.id : "")).toEqual({ ok: true });
    expect((await chat(stub, "morning check")).tools).toEqual([]);
  });

  it("approval by id (the button) works only on drafts", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    await chat(stub, "teach: eth check = chart ETH");
    const list = await stub.customCapabilities();
    const id = list.ok ? list.customs[0]!.id : "";
    expect(await stub.approveCustom(id)).toMatchObject({ ok: true, custom: { status: "approved" } });
    expect(await stub.approveCustom(id)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("memory: learned facts are listed and removable", async () => {
    const stub = fresh();
    await setup(stub);
    await create(stub);
    await chat(stub, "remember that my horizon is five years");
    const mem = await stub.memory();
    if (!mem.ok) throw new Error();
    expect(mem.memory).toMatchObject([{ text: "my horizon is five years", kind: "fact" }]);
    // Used in later answers.
    const recalled = await chat(stub, "What do you know about me?");
    expect(recalled.events.find((e) => e.type === "done").message.content).toContain("my horizon is five years");
    expect(await stub.forget(mem.memory[0]!.id)).toEqual({ ok: true });
    expect(await stub.forget(mem.memory[0]!.id)).toMatchObject({ ok: false, code: "not_found" });
  });
});
