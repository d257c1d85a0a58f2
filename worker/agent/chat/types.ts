import type { GuardAction } from "../guardrail";
import type { ToolContext, ToolResult } from "../tools";
import type { CustomCapability, MemoryFact } from "../workspace";

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
