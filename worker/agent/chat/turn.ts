import { guardReply } from "../guardrail";
import { route, type ToolCall } from "../router";
import { isBareYes } from "../router-kol";
import { runTool, type ToolContext, type ToolResult } from "../tools";
import type { CustomCapability } from "../workspace";
import { modelTurn } from "./model";
import { GuardedStream, turnCheck } from "./stream";
import type { TurnInput, TurnResult } from "./types";

/**
 * One chat turn: the user's text in, a streamed and guarded reply out. With a model configured
 * the model writes and calls tools; without one the built-in router picks the same tools and a
 * template writes the words. Either way every emitted word and card passes the guardrail, what
 * is shown is what is stored, and every number comes from a tool result.
 */

/** Shown when the model server fails; its own error text goes to the log, never to the user. */
export const MODEL_FAILED_NOTICE = "(The model did not answer, so here is the built-in answer.)\n\n";

function toolContext(turn: TurnInput): ToolContext {
  return {
    ...turn.tools,
    userText: turn.text,
    // Saved workflows are callable by the model too, through the same steps the router runs.
    runCustom: async (name) => {
      const custom = turn.customs.find((c) => c.status === "approved" && c.name.toLowerCase() === name.toLowerCase());
      if (!custom) return null;
      const results: ToolResult[] = [];
      for (const call of stepCalls(custom)) if (call.name !== "run_custom_capability") results.push(await runTool(call.name, call.args, turn.installed, turn.tools));
      return results;
    },
  };
}

function stepCalls(custom: CustomCapability): ToolCall[] {
  return custom.steps.flatMap((step) => {
    const p = route(step);
    return p.kind === "tools" ? p.calls : [];
  });
}

/**
 * A draft whose words tell the reader to trade is never approvable, however it was stored: the
 * rules judge it, and with a model the second pass too (fail-closed).
 */
async function approve(input: TurnInput): Promise<string> {
  const draft = input.customs.filter((c) => c.status === "draft").at(-1);
  const words = draft ? [draft.name, draft.description, ...draft.steps] : [];
  const check = turnCheck(input.model);
  if (words.some((t) => guardReply(t).action !== "pass") || (check && draft && (await check(words.join("\n")).catch(() => true)))) {
    return "That draft contains a buy or sell instruction, so it can't be saved. Describe research steps instead (prices, charts, news, alerts).";
  }
  const saved = input.approveDraft();
  return saved ? `Saved “${saved.name}”. Say “${saved.name}” or “run ${saved.name}” to use it; it's listed in Settings → Agent.` : "There is no draft waiting for approval.";
}

/** Logs why the model failed, without the provider's message (it may echo keys or URLs). */
function logModelFailure(error: unknown): void {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  console.warn(JSON.stringify({ level: "warn", msg: "agent.model_failed", name: error instanceof Error ? error.name : "unknown", status: typeof status === "number" ? status : null }));
}

export async function chatTurn(turn: TurnInput): Promise<TurnResult> {
  const input: TurnInput = { ...turn, tools: toolContext(turn) };
  // With a model, its second pass checks every paragraph and card before it is shown.
  const out = new GuardedStream(input.emit, turnCheck(input.model));
  const finish = async (modelUsed: boolean): Promise<TurnResult> => {
    await out.settle();
    return { reply: out.shown, tools: out.tools, guard: out.action(), modelUsed };
  };
  // A bare "yes" confirms a KOL Discussion only when that offer is the agent's latest (router-kol.ts).
  const discussionOffered = isBareYes(input.text) && (await input.tools.kol?.offerIsLatest()) === true;
  const plan = route(input.text, input.customs.filter((c) => c.status === "approved").map((c) => c.name), { discussionOffered });
  // Approval and running saved workflows are decided by code, never by the model: a custom
  // capability is saved only when the user's own words approve it.
  if (plan.kind === "approve_draft") {
    out.fixed(await approve(input));
    return finish(false);
  }
  if (plan.kind === "run_custom") {
    const custom = input.customs.find((c) => c.name === plan.name)!;
    await runCallsAndNarrate(input, out, stepCalls(custom), `Running “${custom.name}”:`);
    return finish(false);
  }
  if (input.model) {
    try {
      await modelTurn(input, input.model, out);
      await out.end();
      return finish(true);
    } catch (error) {
      logModelFailure(error);
      out.abandon();
      out.fixed(MODEL_FAILED_NOTICE);
      // Tools the model already ran are not run twice (some write): their results are the answer.
      if (out.tools.length > 0) {
        out.fixed(narration(out.tools));
        return finish(false);
      }
    }
  }
  if (plan.kind === "reply") out.fixed(plan.text);
  else await runCallsAndNarrate(input, out, plan.calls, plan.preface);
  return finish(false);
}

/** The template's words for a set of tool results: each card's summary (or why it failed). */
function narration(results: readonly ToolResult[], preface?: string): string {
  const lines = results.map((r) => (r.ok ? r.summary + (r.source ? ` Source: ${r.source}.` : "") : `I couldn't do that: ${r.message}`));
  return [preface, ...lines].filter(Boolean).join("\n\n");
}

async function runCallsAndNarrate(input: TurnInput, out: GuardedStream, calls: ToolCall[], preface?: string): Promise<void> {
  const results: ToolResult[] = [];
  for (const call of calls) results.push(await out.tool(await runTool(call.name, call.args, input.installed, input.tools)));
  out.fixed(narration(results, preface));
}
