import { agentApi } from "$lib/agent/api";
import type { AgentStatus, ChatMessage, Conversation } from "$lib/agent/types";
import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";

/** The agent's status and, for a usable agent, its conversations with the latest one open (resumed after a reload). */
export const load: PageLoad = async ({ fetch }) => {
  let status: AgentStatus | null = null;
  const empty = { conversations: [] as Conversation[], conversationId: null as string | null, messages: [] as ChatMessage[] };
  try {
    status = await agentApi.status(fetch);
    const usable = status.plan === "pro" && status.agent && (status.agent.state === "awake" || status.agent.state === "asleep");
    if (!usable) return { status, error: "", ...empty };
    const { conversations } = await api<{ conversations: Conversation[] }>("/app/agent/conversations", { fetch });
    const latest = conversations[0]?.id ?? null;
    const messages = latest ? (await api<{ messages: ChatMessage[] }>(`/app/agent/conversations/${latest}`, { fetch })).messages : [];
    return { status, error: "", conversations, conversationId: latest, messages };
  } catch (e) {
    return { status, error: errorText(e), ...empty };
  }
};
