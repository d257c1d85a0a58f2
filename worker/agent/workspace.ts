import type { CheckOps } from "../monitor/checks";
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
  /** A fact the agent proposed waits ("pending") until the user approves it; only saved facts reach the model. */
  status: "saved" | "pending";
  /** Who wrote it: the user ("remember that …", settings) or the agent (a proposal). */
  source: "user" | "agent";
  createdAt: number;
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
  /** Throws WorkspaceLimitError at the alert-rule cap. */
  addAlert(rule: Omit<AlertRule, "id" | "createdAt">): AlertRule;
  alerts(): AlertRule[];
  /** Removes one alert rule; false when there was none with that id. */
  removeAlert(id: string): boolean;
  /** Saves a fact the user stated (saved at once). Throws WorkspaceLimitError at the memory cap. */
  remember(text: string, kind: MemoryFact["kind"]): MemoryFact;
  /** Proposes a fact the agent inferred: pending until the user approves it. Throws WorkspaceLimitError at the cap. */
  proposeMemory(text: string, kind: MemoryFact["kind"]): MemoryFact;
  /** Every fact, saved and pending. */
  memory(): MemoryFact[];
  /** Saved facts only, newest first, at most `limit` (what a prompt may include). */
  savedMemory(limit?: number): MemoryFact[];
  /** Stores a draft awaiting approval; nothing is callable until the user approves it. Throws WorkspaceLimitError at the cap. */
  draftCustom(draft: CustomDraft): CustomCapability;
  customCapabilities(): CustomCapability[];
  /** Custom recurring checks (worker/agent/do/checks.ts); absent where no agent storage is at hand. */
  checks?: CheckOps;
}
