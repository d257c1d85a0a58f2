import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { openAiTools, runTool, type ToolResult } from "../tools";
import { memoryMessage, systemPrompt, ToolDataBudget } from "./prompt";
import type { GuardedStream } from "./stream";
import type { ModelConfig, TurnInput } from "./types";

/**
 * The model loop: stream a round, run the tools it called, send their results back as untrusted
 * data, repeat (at most MAX_TOOL_ROUNDS). Text goes only through the turn's GuardedStream.
 */
const MAX_TOOL_ROUNDS = 4;
/** More calls than this in one round are answered with a refusal, not run (each may write state). */
export const MAX_CALLS_PER_ROUND = 8;

interface PendingCall {
  id: string;
  name: string;
  args: string;
}

function initialMessages(input: TurnInput): ChatCompletionMessageParam[] {
  const memory = memoryMessage(input.memory);
  return [
    { role: "system", content: systemPrompt(input.agentName) },
    ...(memory ? [memory] : []),
    ...input.history.slice(-20).map((m): ChatCompletionMessageParam => (m.role === "user" ? { role: "user", content: m.content } : { role: "assistant", content: m.content })),
    { role: "user", content: input.text },
  ];
}

/** Reads one streamed round: its text goes to the stream, its tool calls are collected. */
async function readRound(stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>, out: GuardedStream) {
  let content = "";
  const pending: PendingCall[] = [];
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta;
    if (!delta) continue;
    if (delta.content) {
      content += delta.content;
      out.model(delta.content);
    }
    for (const tc of delta.tool_calls ?? []) {
      const slot = (pending[tc.index] ??= { id: "", name: "", args: "" });
      if (tc.id) slot.id = tc.id;
      if (tc.function?.name) slot.name += tc.function.name;
      if (tc.function?.arguments) slot.args += tc.function.arguments;
    }
  }
  return { content, calls: pending.filter(Boolean) };
}

async function runCall(call: PendingCall, input: TurnInput): Promise<ToolResult> {
  let args: unknown;
  try {
    args = call.args ? JSON.parse(call.args) : {};
  } catch {
    return { ok: false, tool: call.name, code: "invalid_param", message: "The tool arguments were not valid JSON." };
  }
  return runTool(call.name, args, input.installed, input.tools);
}

export async function modelTurn(input: TurnInput, config: ModelConfig, out: GuardedStream): Promise<void> {
  const client = new OpenAI({ apiKey: config.apiKey, ...(config.baseURL ? { baseURL: config.baseURL } : {}), maxRetries: 1, timeout: 60_000 });
  const tools = openAiTools(input.installed);
  const messages = initialMessages(input);
  const budget = new ToolDataBudget();
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    if (round > 0) out.nextRound();
    const stream = await client.chat.completions.create({ model: config.model, messages, stream: true, ...(tools.length > 0 && round < MAX_TOOL_ROUNDS ? { tools } : {}) });
    const { content, calls } = await readRound(stream, out);
    // No flush here: a half sentence before a tool call waits for the next round to finish it.
    if (calls.length === 0) return;
    messages.push({ role: "assistant", content: content || null, tool_calls: calls.map((c) => ({ id: c.id, type: "function" as const, function: { name: c.name, arguments: c.args || "{}" } })) });
    for (const [i, call] of calls.entries()) {
      // Every call id still gets an answer: the protocol needs one tool message per call.
      const result: ToolResult = i < MAX_CALLS_PER_ROUND ? await runCall(call, input) : { ok: false, tool: call.name, code: "rate_limited", message: `At most ${MAX_CALLS_PER_ROUND} tool calls are run per step.` };
      await out.tool(result, true);
      messages.push({ role: "tool", tool_call_id: call.id, content: budget.wrap(result) });
    }
  }
}
