import { runInDurableObject } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { GUARDRAIL_BLOCKED, GUARDRAIL_NOTICE } from "../../worker/agent/guardrail";
import { emptyMarket, lengthPricedQuotes } from "../fakes/agent-market";
import { FAKE_OPENAI_BASE_URL, fakeOpenAILog, resetFakeOpenAI } from "../fakes/openai";
import type { MarketReader } from "../../worker/agent/market";
import { env } from "./helpers";

const fakeMarket: MarketReader = emptyMarket({ quotes: lengthPricedQuotes("2026-03-07T00:00:00.000Z") });

/**
 * The model path with the real `openai` client, streaming from a fake OpenAI server (answered
 * by vitest's outboundService, see test/fakes/openai.ts): tool calls, a tool the agent does not
 * have, a buy directive from the model.
 */

async function agent(model: { apiKey: string } | null = { apiKey: "sk-fake" }) {
  const stub = env.AGENT.getByName(`agent:model-${crypto.randomUUID()}`);
  await runInDurableObject(stub, (i: AgentDO) => {
    i.marketOverride = fakeMarket;
    i.modelOverride = model ? { apiKey: model.apiKey, baseURL: FAKE_OPENAI_BASE_URL, model: "fake-model" } : null;
  });
  const created = await stub.create({ userId: "u-model", name: "Quill", timeZone: "UTC", plan: "pro" });
  expect(created.ok).toBe(true);
  return stub;
}

const chat = (stub: DurableObjectStub<AgentDO>, text: string) =>
  runInDurableObject(stub, async (i: AgentDO) => {
    const events: any[] = [];
    const result = await i.chat(text, null, (e) => events.push(e));
    return {
      result,
      events,
      tools: events.filter((e) => e.type === "tool").map((e) => e.result),
      streamed: events.filter((e) => e.type === "delta").map((e) => e.text as string),
      done: events.find((e) => e.type === "done")?.message,
    };
  });

const fakeLog = fakeOpenAILog;
beforeEach(resetFakeOpenAI);

describe("model path (real openai client, fake server)", () => {
  it("streams the reply in several deltas and stores it", async () => {
    const stub = await agent();
    const r = await chat(stub, "How is the market?");
    expect(r.streamed.length).toBeGreaterThan(1);
    expect(r.streamed.join("")).toBe("Here is what the data shows. Momentum is mixed.");
    expect(r.done).toMatchObject({ role: "assistant", content: "Here is what the data shows. Momentum is mixed.", model: true, guard: "pass" });
    expect(r.events[0]).toMatchObject({ type: "start", modelConfigured: true });
    const log = await fakeLog();
    expect(log).toHaveLength(1);
    expect(log[0].stream).toBe(true);
    expect(log[0].messages[0].content).toMatch(/never tell the user to buy, sell/);
  });

  it("what the agent learned is in the model's context for later answers", async () => {
    const stub = await agent();
    await stub.remember("Prefers large caps and a five-year horizon", "preference");
    await chat(stub, "anything new?");
    const [request] = await fakeLog();
    // Memory is quoted user data in a user-role message, never part of the system prompt.
    expect(request.messages[0].role).toBe("system");
    expect(request.messages[0].content).not.toContain("Prefers large caps");
    const memory = request.messages.find((m: any) => m.role === "user" && m.content.includes("<user_memory"));
    expect(memory.content).toContain(JSON.stringify("Prefers large caps and a five-year horizon"));
  });

  it("offers only installed tools and none that trade", async () => {
    const stub = await agent();
    await stub.uninstall("chart");
    await chat(stub, "hello");
    const [request] = await fakeLog();
    const names = request.tools.map((t: any) => t.function.name);
    expect(names).toContain("get_price");
    expect(names).not.toContain("show_chart");
    expect(names.join(" ")).not.toMatch(/order|trade|withdraw|transfer|sign/);
    // Parameters are JSON Schema from the tools' zod definitions.
    const price = request.tools.find((t: any) => t.function.name === "get_price");
    expect(price.function.parameters).toMatchObject({ type: "object", properties: { symbol: { type: "string" } }, required: ["symbol"] });
  });

  it("calls tools, refuses a tool that does not exist, and rewrites the model's buy directive", async () => {
    const stub = await agent();
    const r = await chat(stub, "[tools] what about bitcoin?");
    expect(r.tools).toEqual([
      expect.objectContaining({ ok: true, tool: "get_price", data: expect.objectContaining({ symbol: "BTC", price: 103 }), source: "fake" }),
      expect.objectContaining({ ok: false, tool: "place_order", code: "not_found" }),
    ]);
    const shown = r.streamed.join("");
    expect(shown).not.toMatch(/you should buy/i);
    expect(shown).toContain(GUARDRAIL_NOTICE);
    expect(shown).toContain("Invalidation sits below the 30-day low.");
    expect(r.done.guard).toBe("rewritten");
    expect(r.done.content).not.toMatch(/you should buy/i);
    expect(r.done.tools).toHaveLength(2);
    // The second round carried both tool results back to the model, the refusal included.
    const log = await fakeLog();
    expect(log).toHaveLength(2);
    const toolMessages = log[1].messages.filter((m: any) => m.role === "tool");
    expect(toolMessages.map((m: any) => m.tool_call_id)).toEqual(["call_price", "call_trade"]);
    // Tool results reach the model as delimited, untrusted data.
    const unwrap = (content: string) => {
      const m = /^<tool_data source="([\w-]+)" untrusted="true">\n([\s\S]*)\n<\/tool_data>$/u.exec(content);
      expect(m).not.toBeNull();
      return { source: m![1], data: JSON.parse(m![2]!) };
    };
    expect(unwrap(toolMessages[1].content)).toMatchObject({ source: "place_order", data: { ok: false, code: "not_found" } });
    expect(unwrap(toolMessages[0].content).data.summary).toContain("$103");
  });

  it("refuses a tool whose capability is not installed, even when the model asks for it", async () => {
    const stub = await agent();
    await stub.uninstall("chart");
    const r = await chat(stub, "[chart] show me ETH");
    expect(r.tools).toEqual([expect.objectContaining({ ok: false, tool: "show_chart", code: "conflict" })]);
  });

  it("blocks a reply that is nothing but a directive", async () => {
    const stub = await agent();
    const r = await chat(stub, "[buy] anything?");
    expect(r.streamed.join("")).not.toMatch(/buy eth/i);
    expect(r.done.content).not.toMatch(/buy eth/i);
    expect([GUARDRAIL_NOTICE, GUARDRAIL_BLOCKED]).toContain(r.done.content);
    expect(r.done.guard).toBe("blocked");
  });

  it("falls back to the built-in answer when the model fails (wrong key)", async () => {
    const stub = await agent({ apiKey: "sk-wrong" });
    const r = await chat(stub, "price of BTC");
    expect(r.tools).toEqual([expect.objectContaining({ ok: true, tool: "get_price" })]);
    expect(r.streamed.join("")).toMatch(/model did not answer/);
    expect(r.done.model).toBe(false);
  });

  it("the approval rule holds on the model path too: only the user's own 'approve' saves a draft", async () => {
    const stub = await agent();
    await chat(stub, "teach: eth check = chart ETH");
    // On the model path the router does not draft; draft directly as the model's tool would.
    await runInDurableObject(stub, (i: AgentDO) => (i as any).workspace().draftCustom({ name: "eth check", description: "", steps: ["chart ETH"] }));
    let list = await stub.customCapabilities();
    expect(list.ok && list.customs.map((c) => c.status)).toEqual(["draft"]);
    await chat(stub, "[buy] save it for me please");
    list = await stub.customCapabilities();
    expect(list.ok && list.customs.map((c) => c.status)).toEqual(["draft"]);
    const approved = await chat(stub, "approve");
    expect(approved.done.content).toMatch(/Saved “eth check”/);
    list = await stub.customCapabilities();
    expect(list.ok && list.customs.map((c) => c.status)).toEqual(["approved"]);
  });

  it("the model can call a saved custom capability, and not a draft", async () => {
    const stub = await agent();
    const draft = await runInDurableObject(stub, (i: AgentDO) => (i as any).workspace().draftCustom({ name: "eth check", description: "", steps: ["price of ETH"] }));
    let r = await chat(stub, "[custom] run my eth check");
    expect(r.tools).toEqual([expect.objectContaining({ ok: false, tool: "run_custom_capability", code: "not_found" })]);
    await stub.approveCustom(draft.id);
    r = await chat(stub, "[custom] run my eth check");
    expect(r.tools[0]).toMatchObject({ ok: true, tool: "run_custom_capability", data: { name: "eth check", results: [{ ok: true, tool: "get_price", data: { symbol: "ETH" } }] } });
  });
});
