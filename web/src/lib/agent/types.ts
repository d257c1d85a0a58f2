/** Shapes the /app/agent routes answer with (mirrors worker/agent; kept small on purpose). */
export type AgentState = "awake" | "asleep" | "paused" | "deleted";

export interface AgentView {
  name: string;
  state: AgentState;
  timeZone: string;
  createdAt: string;
  lastActiveAt: string;
  pausedReason: string | null;
  restartLabel: string | null;
  nextBriefAt: string | null;
  modelConfigured: boolean;
}

export interface AgentStatus {
  agent: AgentView | null;
  plan: "free" | "pro";
  modelConfigured: boolean;
}

export type ToolResult =
  | { ok: true; tool: string; summary: string; data: any; asOf?: string; source?: string }
  | { ok: false; tool: string; code: string; message: string };

export interface ChatMessage {
  id: string;
  conversationId: string;
  role: "user" | "assistant";
  content: string;
  tools: ToolResult[];
  guard: "pass" | "rewritten" | "blocked";
  model: boolean;
  createdAt: string;
}

export interface Conversation {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export interface CatalogEntry {
  id: string;
  name: string;
  category: string;
  description: string;
  pro: boolean;
  installed: boolean;
  defaultInstalled: boolean;
  badge: "Unavailable" | "Needs setup" | "Limited" | null;
}

export interface Widget {
  id: string;
  kind: string;
  symbol?: string;
}

export interface MemoryFact {
  id: string;
  kind: "fact" | "preference";
  text: string;
  /** The agent's proposals wait for the user's approval; only saved facts reach the model. */
  status: "saved" | "pending";
  source: "user" | "agent";
  createdAt: number;
}

export interface CustomCapability {
  id: string;
  name: string;
  description: string;
  steps: string[];
  status: "draft" | "approved";
  createdAt: number;
  approvedAt: number | null;
}

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
  overlays: { sma: { period: number; points: { time: number; value: number }[] }; ema: { period: number; points: { time: number; value: number }[] } };
}

export const WIDGET_LABELS: Record<string, string> = {
  portfolio: "Portfolio",
  watchlist: "Watchlist",
  movers: "Top movers",
  market_events: "Market events",
  brief: "Latest Morning Brief",
  alerts: "Alerts",
  notebook: "Notebook",
  chart: "Chart",
  usage: "Usage",
  news: "News",
  activity: "Activity",
  prices: "Prices",
};

export const MAX_WIDGETS = 11;
