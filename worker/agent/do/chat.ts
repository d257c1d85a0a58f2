import { chargeUsage } from "../../usage/charge";
import { createDb } from "../../db/client";
import { researchPort } from "../../research/agent-port";
import { onchainPort } from "../../onchain/port";
import { looksLikeSecret, SECRET_REFUSAL } from "../../onchain/addresses";
import { d1AccountData } from "../account-data-d1";
import { chatTurn, type ChatEvent } from "../chat";
import { LIMITS } from "../limits";
import { err, type Result } from "../results";
import type { StoredMessage } from "../store";
import type { AgentHost } from "./host";
import { openAgent } from "./lifecycle";
import { workspaceOps } from "./workspace";
import { browse } from "./browser";
import { exportPdf } from "../../browser/pdf-export";
import type { ToolContext } from "../tools";
import { toolActivityTitle } from "../tools/labels";
import { kolPort } from "./kol";

/** The AgentDO's chat area: one turn, its limits, and what it is given (saved memory only, capped). */

export type Send = (event: ChatEvent | Record<string, unknown>) => void;

/** One chat turn; events go to `send` as they happen. */
export async function runChatTurn(h: AgentHost, text: string, conversationId: string | null, send: Send): Promise<Result<{ conversationId: string; reply: StoredMessage }>> {
  const opened = await openAgent(h, {});
  if (!opened.ok) return opened;
  const agent = h.store.agent()!;
  const now = h.now();
  // Counted from stored user turns, so the limit holds across tabs, transports and evictions.
  if (h.store.userTurnsSince(now - 60_000) >= LIMITS.chatTurnsPerMinute) {
    return err("rate_limited", `At most ${LIMITS.chatTurnsPerMinute} messages a minute; wait a moment and send it again.`);
  }
  // A pasted private key or seed phrase is refused before anything is stored or sent to a model:
  // a chat log (and a provider's) is no place for it.
  if (looksLikeSecret(text)) return err("invalid_request", SECRET_REFUSAL);
  let conv = conversationId;
  if (conv && !h.store.hasConversation(conv)) return err("not_found", "No such conversation.");
  if (!conv) conv = h.store.createConversation(text, now);
  const history = h.store.messages(conv, 20).map((m) => ({ role: m.role, content: m.content }));
  const userMessage = h.store.addMessage({ conversationId: conv, role: "user", content: text, tools: [], guard: "pass", model: false }, now);
  await chargeChat(h, agent.userId, userMessage.id);
  const model = h.modelConfig();
  send({ type: "start", conversationId: conv, userMessage, modelConfigured: model !== null });
  const turn = await chatTurn({
    text,
    agentName: agent.name,
    history,
    installed: h.store.installed(),
    // Only facts the user saved or approved reach the model, newest first and capped.
    memory: h.store.savedMemory(LIMITS.memoryInPrompt),
    customs: h.store.customs(),
    tools: turnTools(h, agent.userId, conv, now),
    model,
    emit: send,
    approveDraft: () => {
      const draft = h.store.customs().filter((c) => c.status === "draft").at(-1);
      return draft ? h.store.approveCustom(draft.id, h.now()) : null;
    },
  });
  const reply = h.store.addMessage({ conversationId: conv, role: "assistant", content: turn.reply, tools: turn.tools, guard: turn.guard, model: turn.modelUsed }, h.now());
  // Activity lists every tool the agent ran (the summary was guarded as a tool card already).
  for (const t of turn.tools) h.activity.add("tool", toolActivityTitle(t), { tool: t.tool, ok: t.ok, conversationId: conv }, h.now());
  send({ type: "done", message: reply });
  // Every other open chat (another tab, or this one reloaded while a long tool ran — its new
  // socket never saw "start") gets the saved reply too; pages drop the copy they already have by id.
  h.broadcast({ type: "reply_saved", conversationId: conv, message: reply });
  return { ok: true, conversationId: conv, reply };
}

/** What the tools of one turn can reach, all bound to this user. */
function turnTools(h: AgentHost, userId: string, conversationId: string, now: number): ToolContext {
  const db = createDb(h.env.DB);
  const clock = { now: () => h.now() };
  return {
    market: h.market(),
    account: d1AccountData(db, userId, clock.now),
    workspace: workspaceOps(h),
    now,
    research: researchPort(h.env, db, userId, clock),
    onchain: onchainPort(h.env, clock.now),
    browser: (req) => browse(h, userId, req),
    pdf: (source) => exportPdf({ env: h.env, db, clock, userId }, source),
    kol: kolPort(h, userId, conversationId),
  };
}

/**
 * Ordinary chat is light in the usage ledger (worker/usage): recorded once per user message and
 * never refused — at zero allowance it is recorded at no cost and the chat continues. A ledger
 * failure is logged, never allowed to stop the conversation.
 */
async function chargeChat(h: AgentHost, userId: string, messageId: string): Promise<void> {
  try {
    await chargeUsage(h.env, { userId, action: "chat", idempotencyKey: `chat:${messageId}` }, { now: () => h.now() });
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", msg: "usage.chat_charge_failed", error: error instanceof Error ? error.name : "unknown" }));
  }
}
