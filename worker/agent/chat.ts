import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { GUARDRAIL_NOTICE, guardReply, SentenceGuard, type GuardAction } from "./guardrail";
import { route, type ToolCall } from "./router";
import { openAiTools, runTool, type ToolContext, type ToolResult } from "./tools";
import type { CustomCapability, MemoryFact } from "./workspace";

/**
 * One chat turn: the user's text in, a streamed and guarded reply out. With a model configured
 * the model writes and calls tools; without one the built-in router picks the same tools and a
 * template writes the words. Either way every emitted word passes the guardrail and every number
 * comes from a tool result.
 */

export interface ModelConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
}

export type ChatEvent =
  | { type: "delta"; text: string }
  | { type: "tool"; result: ToolResult };

export interface TurnInput {
  text: string;
  agentName: string;
  history: { role: "user" | "assistant"; content: string }[];
  installed: ReadonlySet<string>;
  memory: readonly MemoryFact[];
  customs: readonly CustomCapability[];
  tools: ToolContext;
  model: ModelConfig | null;
  emit(event: ChatEvent): void;
  /** Approves the newest draft custom capability; null when there is none. */
  approveDraft(): CustomCapability | null;
}

export interface TurnResult {
  reply: string;
  tools: ToolResult[];
  guard: GuardAction;
  modelUsed: boolean;
}

const MAX_TOOL_ROUNDS = 4;

export async function chatTurn(turn: TurnInput): Promise<TurnResult> {
  // Saved workflows are callable by the model too, through the same steps the router runs.
  const input: TurnInput = {
    ...turn,
    tools: {
      ...turn.tools,
      runCustom: async (name) => {
        const custom = turn.customs.find((c) => c.status === "approved" && c.name.toLowerCase() === name.toLowerCase());
        if (!custom) return null;
        const results: ToolResult[] = [];
        for (const step of custom.steps) {
          const p = route(step);
          if (p.kind !== "tools") continue;
          for (const call of p.calls) if (call.name !== "run_custom_capability") results.push(await runTool(call.name, call.args, turn.installed, turn.tools));
        }
        return results;
      },
    },
  };
  const plan = route(input.text, input.customs.filter((c) => c.status === "approved").map((c) => c.name));
  // Approval and running saved workflows are decided by code, never by the model: a custom
  // capability is saved only when the user's own words approve it.
  if (plan.kind === "approve_draft") {
    const saved = input.approveDraft();
    return streamTemplate(input, saved ? `Saved “${saved.name}”. Say “${saved.name}” or “run ${saved.name}” to use it; it's listed in Settings → Agent.` : "There is no draft waiting for approval.", []);
  }
  if (plan.kind === "run_custom") {
    const custom = input.customs.find((c) => c.name === plan.name)!;
    const calls = custom.steps.flatMap((step) => {
      const p = route(step);
      return p.kind === "tools" ? p.calls : [];
    });
    return runCallsAndNarrate(input, calls, `Running “${custom.name}”:`);
  }
  if (input.model) {
    try {
      return await modelTurn(input, input.model);
    } catch (error) {
      const why = error instanceof Error ? error.message : "unknown error";
      input.emit({ type: "delta", text: `(The model did not answer — ${why.slice(0, 120)}. Here is the built-in answer.)\n\n` });
    }
  }
  if (plan.kind === "reply") return streamTemplate(input, plan.text, []);
  return runCallsAndNarrate(input, plan.calls, plan.preface);
}

async function runCallsAndNarrate(input: TurnInput, calls: ToolCall[], preface?: string): Promise<TurnResult> {
  const results: ToolResult[] = [];
  for (const call of calls) {
    const result = await runTool(call.name, call.args, input.installed, input.tools);
    results.push(result);
    input.emit({ type: "tool", result });
  }
  const lines = results.map((r) => (r.ok ? r.summary + (r.source ? ` Source: ${r.source}.` : "") : `I couldn't do that: ${r.message}`));
  return streamTemplate(input, [preface, ...lines].filter(Boolean).join("\n\n"), results);
}

/** The template narrator: streams a fixed text word by word through the guardrail. */
function streamTemplate(input: TurnInput, text: string, results: ToolResult[]): TurnResult {
  const guarded = guardReply(text);
  for (const piece of guarded.text.match(/\S+\s*/gu) ?? []) input.emit({ type: "delta", text: piece });
  return { reply: guarded.text, tools: results, guard: guarded.action, modelUsed: false };
}

function systemPrompt(input: TurnInput): string {
  const memory = input.memory.length ? `\nWhat you know about the user:\n${input.memory.map((m) => `- ${m.text}`).join("\n")}` : "";
  return [
    `You are ${input.agentName}, the user's personal market analyst in Fathom.`,
    "Research only: never tell the user to buy, sell, hold, short or exit anything; give levels, risks and context instead.",
    "You have no way to trade, withdraw, transfer or sign, and must not pretend otherwise.",
    "Every number you mention must come from a tool result; call a tool rather than guess. Keep answers short.",
    "To save a workflow the user teaches you, call draft_custom_capability; it is saved only when the user replies “approve”.",
    memory,
  ].join("\n");
}

interface PendingCall {
  id: string;
  name: string;
  args: string;
}

async function modelTurn(input: TurnInput, config: ModelConfig): Promise<TurnResult> {
  const client = new OpenAI({ apiKey: config.apiKey, ...(config.baseURL ? { baseURL: config.baseURL } : {}), maxRetries: 1, timeout: 60_000 });
  const tools = openAiTools(input.installed);
  const messages: ChatCompletionMessageParam[] = [
    { role: "system", content: systemPrompt(input) },
    ...input.history.slice(-20).map((m) => ({ role: m.role, content: m.content }) as ChatCompletionMessageParam),
    { role: "user", content: input.text },
  ];
  const guard = new SentenceGuard();
  const results: ToolResult[] = [];
  let shown = "";
  const show = (text: string) => {
    if (!text) return;
    shown += text;
    input.emit({ type: "delta", text });
  };

  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const stream = await client.chat.completions.create({
      model: config.model,
      messages,
      stream: true,
      ...(tools.length > 0 && round < MAX_TOOL_ROUNDS ? { tools } : {}),
    });
    let content = "";
    const pending: PendingCall[] = [];
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        content += delta.content;
        show(guard.push(delta.content));
      }
      for (const tc of delta.tool_calls ?? []) {
        const slot = (pending[tc.index] ??= { id: "", name: "", args: "" });
        if (tc.id) slot.id = tc.id;
        if (tc.function?.name) slot.name += tc.function.name;
        if (tc.function?.arguments) slot.args += tc.function.arguments;
      }
    }
    const calls = pending.filter(Boolean);
    if (calls.length === 0) break;
    show(guard.end());
    messages.push({
      role: "assistant",
      content: content || null,
      tool_calls: calls.map((c) => ({ id: c.id, type: "function" as const, function: { name: c.name, arguments: c.args || "{}" } })),
    });
    for (const call of calls) {
      let args: unknown = {};
      try {
        args = call.args ? JSON.parse(call.args) : {};
      } catch {
        args = null;
      }
      const result = args === null ? ({ ok: false, tool: call.name, code: "invalid_param", message: "The tool arguments were not valid JSON." } as const) : await runTool(call.name, args, input.installed, input.tools);
      results.push(result);
      input.emit({ type: "tool", result });
      messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result.ok ? { ok: true, summary: result.summary, asOf: result.asOf, source: result.source } : result) });
    }
  }
  show(guard.end());
  // The stored reply is checked again as a whole (the stream guard already removed directives).
  const final = guardReply(shown);
  const text = final.text.trim();
  const onlyNotice = text === GUARDRAIL_NOTICE || text === "";
  const action: GuardAction = guard.flagged.length > 0 ? (onlyNotice ? "blocked" : "rewritten") : final.action;
  return { reply: text, tools: results, guard: action, modelUsed: true };
}
