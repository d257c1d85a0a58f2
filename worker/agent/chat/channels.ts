import { guardReply, type GuardAction } from "../guardrail";
import type { ToolResult } from "../tools";

/**
 * Every string a tool result carries can reach the user's screen: the card's summary, a headline
 * or event title in its data, a memory or a draft's steps. Each passes the guard before it is
 * emitted or stored, whoever wrote it (the model, a news feed, the user).
 */

const MAX_DEPTH = 8;

/** Guards one user-visible string; text with no letters (ids, numbers, dates) is left as is. */
export function guardString(text: string): { text: string; action: GuardAction } {
  if (!/\p{L}{2}/u.test(text)) return { text, action: "pass" };
  const guarded = guardReply(text);
  return { text: guarded.action === "pass" ? text : guarded.text, action: guarded.action };
}

function guardValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return guardString(value).text;
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => guardValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = guardValue(v, depth + 1);
  return out;
}

/** The copy of a tool result the user sees and the conversation stores. */
export function guardToolResult(result: ToolResult): ToolResult {
  if (!result.ok) return { ...result, message: guardString(result.message).text };
  return { ...result, summary: guardString(result.summary).text, data: guardValue(result.data, 0) };
}
