/**
 * Shapes the /app/agent routes answer with. They are the Worker's own types, imported (type-only)
 * from its pure modules through the `$worker` alias (svelte.config.js), so a change there is a type
 * error here rather than a silent mismatch. Only what the site adds on top is declared here.
 */
import type { Plan } from "$worker/lib/plan";
import type { AgentView } from "$worker/agent/views";
import type { ConversationView, StoredMessage } from "$worker/agent/store";

export type { AgentState } from "$worker/agent/lifecycle";
export type { AgentView } from "$worker/agent/views";
export type { CatalogEntry } from "$worker/agent/capabilities";
export type { Widget } from "$worker/agent/dashboard";
export type { AlertRule, CustomCapability, MemoryFact } from "$worker/agent/workspace";
export { MAX_WIDGETS, WIDGET_LABELS } from "$worker/agent/dashboard";

/** GET /app/agent (worker/routes/agent.ts). */
export interface AgentStatus {
  agent: AgentView | null;
  plan: Plan;
  modelConfigured: boolean;
}

export type ChatMessage = Omit<StoredMessage, "tools"> & { tools: ToolResult[] };
export type Conversation = ConversationView;

/** A candle as lightweight-charts takes it (time in Unix seconds). */
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface ChartData {
  symbol: string;
  candles: Candle[];
  overlays: { sma?: { period: number; points: { time: number; value: number }[] }; ema?: { period: number; points: { time: number; value: number }[] } };
  /** Every moving average drawn (the chat tool's answer); older answers and the Home widget have only `overlays`. */
  lines?: { kind: "sma" | "ema"; period: number; name: string; points: { time: number; value: number }[] }[];
  rsi?: { period: number; points: { time: number; value: number }[] };
}

/**
 * A tool's result as the chat renders it. The Worker's type keeps `data` opaque (it is untrusted
 * tool output); the tool cards read known fields from it, so the site loosens that one field.
 */
export type ToolResult =
  | { ok: true; tool: string; summary: string; data: any; asOf?: string; source?: string }
  | { ok: false; tool: string; code: string; message: string };
