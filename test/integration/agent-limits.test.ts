import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { fixedClock } from "../../worker/lib/clock";
import { LIMITS, WorkspaceLimitError } from "../../worker/agent/limits";
import { workspaceOps } from "../../worker/agent/do/workspace";
import type { AgentHost } from "../../worker/agent/do/host";
import { AgentStore } from "../../worker/agent/store";
import type { MarketReader } from "../../worker/agent/market";
import { emptyMarket, fakeQuote } from "../fakes/agent-market";
import { env } from "./helpers";

/**
 * Memory approval, per-agent caps (issue 11, item 9) and long runs beside the chat, on a real
 * AgentDO. Caps are filled with raw SQL (fast), then the next write through the product is refused.
 */

const T0 = Date.parse("2027-09-01T09:00:00Z");

const market: MarketReader = emptyMarket({
  quotes: async (symbols) => ({ quotes: symbols.map((s) => fakeQuote(s, 42, 1.5, "2027-09-01T09:00:00.000Z")), missing: [] }),
});

async function agent() {
  const stub = env.AGENT.getByName(`agent:limits-${crypto.randomUUID()}`);
  const clock = fixedClock(T0);
  await runInDurableObject(stub, (i: AgentDO) => {
    i.clock = clock;
    i.modelOverride = null;
    i.marketOverride = market;
  });
  expect((await stub.create({ userId: "u-limits", name: "Ada", timeZone: "UTC", plan: "pro" })).ok).toBe(true);
  return { stub, clock };
}

const chat = (stub: DurableObjectStub<AgentDO>, text: string) =>
  runInDurableObject(stub, async (i: AgentDO) => {
    const events: any[] = [];
    const result = await i.chat(text, null, (e) => events.push(e));
    return { result, events };
  });

function fill(stub: DurableObjectStub<AgentDO>, sql: string, n: number, row: (i: number) => unknown[]) {
  return runInDurableObject(stub, (_i, state) => {
    for (let i = 0; i < n; i++) state.storage.sql.exec(sql, ...row(i));
  });
}

describe("memory approval", () => {
  it("a proposal is pending (agent-sourced), listed, not sent to the model until approved", async () => {
    const { stub } = await agent();
    await stub.remember("Holds ETH", "fact");
    const proposed = await stub.proposeMemory("Prefers large caps", "preference");
    expect(proposed).toMatchObject({ ok: true, fact: { status: "pending", source: "agent", text: "Prefers large caps" } });
    const listed = await stub.memory();
    expect(listed.ok && listed.memory.map((m) => [m.text, m.status, m.source]).sort()).toEqual([["Holds ETH", "saved", "user"], ["Prefers large caps", "pending", "agent"]]);
    const saved = await runInDurableObject(stub, (_i, state) => new AgentStore(state.storage.sql).savedMemory().map((m) => m.text));
    expect(saved).toEqual(["Holds ETH"]);
    const id = proposed.ok ? proposed.fact.id : "";
    expect(await stub.approveMemory(id)).toMatchObject({ ok: true, fact: { status: "saved", source: "agent" } });
    expect(await stub.approveMemory(id)).toMatchObject({ ok: false, code: "not_found" });
    expect(await stub.approveMemory("mem_nope")).toMatchObject({ ok: false, code: "not_found" });
  });

  it("the user saying it themselves approves a pending proposal of the same fact", async () => {
    const { stub } = await agent();
    const p = await stub.proposeMemory("Horizon is five years", "fact");
    const r = await stub.remember("horizon is five years", "fact");
    expect(r).toMatchObject({ ok: true, fact: { id: p.ok ? p.fact.id : "", status: "saved" } });
  });

  it("savedMemory is newest first and capped; the prompt gets at most LIMITS.memoryInPrompt", async () => {
    const { stub } = await agent();
    await fill(stub, "INSERT INTO memory (id, kind, text, created_at, status, source) VALUES (?, 'fact', ?, ?, ?, 'user')", 60, (i) => [`mem_${i}`, `fact ${i}`, T0 + i, i % 2 ? "saved" : "pending"]);
    const saved = await runInDurableObject(stub, (_i, state) => new AgentStore(state.storage.sql).savedMemory(3).map((m) => m.text));
    expect(saved).toEqual(["fact 59", "fact 57", "fact 55"]);
    const all = await runInDurableObject(stub, (_i, state) => new AgentStore(state.storage.sql).savedMemory());
    expect(all).toHaveLength(Math.min(30, LIMITS.memoryInPrompt));
  });
});

describe("caps, each refused with a clear error", () => {
  it(`memory: ${LIMITS.memoryFacts} facts, then remember and proposals are refused (RPC and tool alike)`, async () => {
    const { stub } = await agent();
    await fill(stub, "INSERT INTO memory (id, kind, text, created_at) VALUES (?, 'fact', ?, ?)", LIMITS.memoryFacts, (i) => [`mem_${i}`, `fact ${i}`, T0]);
    expect(await stub.remember("one more", "fact")).toMatchObject({ ok: false, code: "conflict", message: expect.stringContaining(`${LIMITS.memoryFacts} memory facts`) });
    expect(await stub.proposeMemory("one more", "fact")).toMatchObject({ ok: false, code: "conflict" });
    // A fact already kept is not a new one: no refusal.
    expect(await stub.remember("fact 3", "fact")).toMatchObject({ ok: true });
    const thrown = await runInDurableObject(stub, (i: AgentDO) => {
      const host = (i as unknown as { host: AgentHost }).host;
      try {
        workspaceOps(host).remember("another one", "fact");
        return null;
      } catch (error) {
        return error instanceof WorkspaceLimitError ? error.code : String(error);
      }
    });
    expect(thrown).toBe("conflict");
  });

  it(`alert rules: ${LIMITS.alertRules}, then the tool is refused`, async () => {
    const { stub } = await agent();
    await fill(stub, "INSERT INTO alert_rules (id, type, symbol, other_symbol, value, created_at) VALUES (?, 'price_above', 'BTC', NULL, ?, ?)", LIMITS.alertRules, (i) => [`rule_${i}`, 1000 + i, T0]);
    const host = await runInDurableObject(stub, (i: AgentDO) => {
      const h = (i as unknown as { host: AgentHost }).host;
      try {
        workspaceOps(h).addAlert({ type: "price_above", symbol: "ETH", otherSymbol: null, value: 5000 });
        return "added";
      } catch (error) {
        return error instanceof WorkspaceLimitError ? error.message : String(error);
      }
    });
    expect(host).toContain(`${LIMITS.alertRules} alert rules`);
    const rules = await stub.alertRules();
    expect(rules.ok && rules.rules).toHaveLength(LIMITS.alertRules);
  });

  it(`custom capabilities: ${LIMITS.customCapabilities} approved, then drafting is refused`, async () => {
    const { stub } = await agent();
    await fill(stub, "INSERT INTO custom_capabilities (id, name, description, steps, status, created_at, approved_at) VALUES (?, ?, '', '[\"price of BTC\"]', 'approved', ?, ?)", LIMITS.customCapabilities, (i) => [`cap_${i}`, `flow ${i}`, T0, T0]);
    const drafted = await chat(stub, "teach: one more = price of BTC");
    const tool = drafted.events.find((e) => e.type === "tool")?.result;
    expect(tool).toMatchObject({ ok: false });
    expect(JSON.stringify(tool)).toContain(`${LIMITS.customCapabilities} custom capabilities`);
    const list = await stub.customCapabilities();
    expect(list.ok && list.customs.filter((c) => c.status === "draft")).toEqual([]);
  });

  it(`conversations: past ${LIMITS.conversations} the least recently used one (and its messages) is removed`, async () => {
    const { stub } = await agent();
    await fill(stub, "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, 't', ?, ?)", LIMITS.conversations, (i) => [`conv_${String(i).padStart(3, "0")}`, T0 - 10_000 + i, T0 - 10_000 + i]);
    await fill(stub, "INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, 'conv_000', 'user', 'old', ?)", 2, (i) => [`msg_old_${i}`, T0 - 20_000]);
    expect((await chat(stub, "price of BTC")).result.ok).toBe(true);
    const left = await runInDurableObject(stub, (_i, state) => ({
      conversations: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM conversations").one().n,
      oldest: state.storage.sql.exec("SELECT 1 FROM conversations WHERE id = 'conv_000'").toArray().length,
      oldMessages: state.storage.sql.exec("SELECT 1 FROM messages WHERE conversation_id = 'conv_000'").toArray().length,
    }));
    expect(left).toEqual({ conversations: LIMITS.conversations, oldest: 0, oldMessages: 0 });
  });

  it(`chat: ${LIMITS.chatTurnsPerMinute} turns a minute, then rate_limited until the minute has passed`, async () => {
    const { stub, clock } = await agent();
    await fill(stub, "INSERT INTO messages (id, conversation_id, role, content, created_at) VALUES (?, 'conv_x', 'user', 'hi', ?)", LIMITS.chatTurnsPerMinute, (i) => [`msg_${i}`, T0 - 30_000]);
    const refused = await chat(stub, "price of BTC");
    expect(refused.result).toMatchObject({ ok: false, code: "rate_limited", message: expect.stringContaining(`${LIMITS.chatTurnsPerMinute} messages a minute`) });
    expect(refused.events).toEqual([]);
    clock.advance(30_001);
    expect((await chat(stub, "price of BTC")).result.ok).toBe(true);
  });
});

describe("long runs do not hold the chat", () => {
  it("startRun returns at once; a chat turn completes while the run is pending; the run finishes one step per alarm", async () => {
    const { stub } = await agent();
    const started = await stub.startRun("scan", { symbols: ["BTC", "ETH", "SOL"] });
    expect(started).toMatchObject({ ok: true, run: { status: "pending", step: 0, total: 3 } });
    const id = started.ok ? started.run.id : "";
    const turn = await chat(stub, "price of ETH");
    expect(turn.result.ok).toBe(true);
    expect(await stub.runs(id)).toMatchObject({ ok: true, runs: [{ status: "pending", step: 0 }] });
    const steps: number[] = [];
    for (let i = 0; i < 3; i++) {
      await runDurableObjectAlarm(stub);
      const r = await stub.runs(id);
      steps.push(r.ok ? r.runs[0]!.step : -1);
    }
    expect(steps).toEqual([1, 2, 3]);
    const done = await stub.runs(id);
    expect(done).toMatchObject({ ok: true, runs: [{ status: "done", result: [{ symbol: "BTC", price: 42 }, { symbol: "ETH" }, { symbol: "SOL" }] }] });
    expect(await stub.startRun("teleport", {})).toMatchObject({ ok: false, code: "not_found" });
  });

  it(`at most ${LIMITS.activeRuns} runs at once`, async () => {
    const { stub } = await agent();
    for (let i = 0; i < LIMITS.activeRuns; i++) expect((await stub.startRun("scan", { symbols: ["BTC"] })).ok).toBe(true);
    expect(await stub.startRun("scan", { symbols: ["BTC"] })).toMatchObject({ ok: false, code: "conflict" });
  });
});
