import type { LayoutResult, Widget, WidgetKind } from "./dashboard";

/** The agent's own state that tools may change, implemented by AgentDO over its SQLite. */

export type AlertRuleType = "price_above" | "price_below" | "change_24h" | "ratio_above" | "ratio_below";

export interface AlertRule {
  id: string;
  type: AlertRuleType;
  symbol: string;
  /** For ratio rules: the denominator asset. */
  otherSymbol: string | null;
  value: number;
  createdAt: number;
}

export interface MemoryFact {
  id: string;
  kind: "fact" | "preference";
  text: string;
  createdAt: number;
  /** "pending": proposed by the agent (not the user's own words), waiting for the user's approval. */
  status?: "saved" | "pending";
}

export interface CustomDraft {
  name: string;
  description: string;
  /** Each step is a request the agent can already answer ("price of BTC", "what moved"). */
  steps: string[];
}

export interface CustomCapability extends CustomDraft {
  id: string;
  status: "draft" | "approved";
  createdAt: number;
  approvedAt: number | null;
}

export interface WorkspaceOps {
  widgets(): Widget[];
  addWidget(kind: WidgetKind, symbol?: string): LayoutResult;
  removeWidget(kind: WidgetKind): LayoutResult;
  moveWidget(kind: WidgetKind, position: number): LayoutResult;
  addAlert(rule: Omit<AlertRule, "id" | "createdAt">): AlertRule;
  alerts(): AlertRule[];
  remember(text: string, kind: MemoryFact["kind"]): MemoryFact;
  memory(): MemoryFact[];
  /** Stores a fact the user did not say themselves, pending the user's approval. */
  proposeMemory(text: string, kind: MemoryFact["kind"]): MemoryFact;
  /** Stores a draft awaiting approval; nothing is callable until the user approves it. */
  draftCustom(draft: CustomDraft): CustomCapability;
  customCapabilities(): CustomCapability[];
}
