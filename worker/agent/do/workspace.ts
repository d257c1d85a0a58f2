import { catalogView, findCapability, type CapabilityFacts, type CatalogEntry } from "../capabilities";
import { addWidget, moveWidget, removeWidget, reorder, type LayoutResult, type Widget, type WidgetKind } from "../dashboard";
import { deploymentFacts } from "../facts";
import { err, type Result } from "../results";
import { newId, type ConversationView, type StoredMessage } from "../store";
import type { AlertRule, CustomCapability, MemoryFact, WorkspaceOps } from "../workspace";
import { checkOps } from "./checks";
import { alertRuleOf, type NewAlertRule } from "../tools/alerts";
import type { AgentHost } from "./host";

/**
 * The AgentDO's workspace areas: capabilities, memory, conversations, dashboard, custom
 * capabilities and alert rules. The liveness guard is applied by the DO around all of these.
 */

export type DashboardOp = { op: "add"; kind: WidgetKind; symbol?: string; position?: number } | { op: "remove"; id: string } | { op: "move"; id: string; to: number } | { op: "reorder"; ids: string[] };

export const capabilities = {
  catalog(h: AgentHost, connections?: CapabilityFacts["connections"]): Result<{ capabilities: CatalogEntry[] }> {
    return { ok: true, capabilities: catalogView(h.store.installed(), deploymentFacts(h.env, connections)) };
  },
  install(h: AgentHost, id: string, connections?: CapabilityFacts["connections"]): Result<{ capabilities: CatalogEntry[] }> {
    if (!findCapability(id)) return err("not_found", `No capability called "${id}".`);
    h.store.install(id, h.now());
    return capabilities.catalog(h, connections);
  },
  /** Removing a capability removes only its tools; memory, conversations and rules stay. */
  uninstall(h: AgentHost, id: string, connections?: CapabilityFacts["connections"]): Result<{ capabilities: CatalogEntry[] }> {
    if (!findCapability(id)) return err("not_found", `No capability called "${id}".`);
    if (!h.store.installed().has(id)) return err("conflict", "That capability is not installed.");
    h.store.uninstall(id);
    return capabilities.catalog(h, connections);
  },
};

export const memory = {
  list: (h: AgentHost): Result<{ memory: MemoryFact[] }> => ({ ok: true, memory: h.store.memory() }),
  remember: (h: AgentHost, text: string, kind: MemoryFact["kind"]): Result<{ fact: MemoryFact }> => ({ ok: true, fact: h.store.remember(text, kind, h.now()) }),
  propose: (h: AgentHost, text: string, kind: MemoryFact["kind"]): Result<{ fact: MemoryFact }> => ({ ok: true, fact: h.store.proposeMemory(text, kind, h.now()) }),
  approve(h: AgentHost, id: string): Result<{ fact: MemoryFact }> {
    const fact = h.store.approveMemory(id);
    return fact ? { ok: true, fact } : err("not_found", "No memory with that id is waiting for approval.");
  },
  forget: (h: AgentHost, id: string): Result => (h.store.forget(id) ? { ok: true } : err("not_found", "No such memory.")),
};

export const conversations = {
  list: (h: AgentHost): Result<{ conversations: ConversationView[] }> => ({ ok: true, conversations: h.store.conversations() }),
  messages(h: AgentHost, conversationId: string): Result<{ messages: StoredMessage[] }> {
    if (!h.store.hasConversation(conversationId)) return err("not_found", "No such conversation.");
    return { ok: true, messages: h.store.messages(conversationId) };
  },
};

export const dashboard = {
  widgets: (h: AgentHost): Result<{ widgets: Widget[] }> => ({ ok: true, widgets: h.store.widgets() }),
  edit(h: AgentHost, op: DashboardOp): Result<{ widgets: Widget[] }> {
    const layout = h.store.widgets();
    const result: LayoutResult =
      op.op === "add"
        ? addWidget(layout, { id: newId("w"), kind: op.kind, ...(op.symbol ? { symbol: op.symbol } : {}) }, op.position)
        : op.op === "remove"
          ? removeWidget(layout, op.id)
          : op.op === "move"
            ? moveWidget(layout, op.id, op.to)
            : reorder(layout, op.ids);
    if (!result.ok) return err(result.code, result.message);
    h.store.setWidgets(result.layout);
    return { ok: true, widgets: result.layout };
  },
};

export const customs = {
  list: (h: AgentHost): Result<{ customs: CustomCapability[] }> => ({ ok: true, customs: h.store.customs() }),
  /** The user's explicit approval of a draft (the button under the draft, or replying "approve"). */
  approve(h: AgentHost, id: string): Result<{ custom: CustomCapability }> {
    const saved = h.store.approveCustom(id, h.now());
    return saved ? { ok: true, custom: saved } : err("not_found", "No draft with that id is waiting for approval.");
  },
  remove: (h: AgentHost, id: string): Result => (h.store.removeCustom(id) ? { ok: true } : err("not_found", "No such custom capability.")),
};

export const alerts = {
  list: (h: AgentHost): Result<{ rules: AlertRule[] }> => ({ ok: true, rules: h.store.alerts() }),
  /** The RPC's create: checked again here, as an RPC caller is not bound to have used the route's validation. */
  add(h: AgentHost, rule: NewAlertRule): Result<{ rule: AlertRule }> {
    const checked = alertRuleOf(rule);
    if (!checked.ok) return err("invalid_param", checked.message);
    // The cap and a duplicate throw WorkspaceLimitError, which the DO turns into a conflict.
    return { ok: true, rule: h.store.addAlert(checked.rule, h.now()) };
  },
  remove: (h: AgentHost, id: string): Result => (h.store.removeAlert(id) ? { ok: true } : err("not_found", "No such alert rule.")),
};

/** The workspace as the agent's tools see it (WorkspaceOps); caps throw WorkspaceLimitError. */
export function workspaceOps(h: AgentHost): WorkspaceOps {
  const s = h.store;
  const byKind = (kind: WidgetKind) => s.widgets().find((w) => w.kind === kind);
  const save = (r: LayoutResult) => {
    if (r.ok) s.setWidgets(r.layout);
    return r;
  };
  const missing: LayoutResult = { ok: false, code: "not_found", message: "That widget is not on the dashboard." };
  return {
    widgets: () => s.widgets(),
    addWidget: (kind, symbol) => save(addWidget(s.widgets(), { id: newId("w"), kind, ...(symbol ? { symbol } : {}) })),
    removeWidget: (kind) => {
      const w = byKind(kind);
      return w ? save(removeWidget(s.widgets(), w.id)) : missing;
    },
    moveWidget: (kind, position) => {
      const w = byKind(kind);
      return w ? save(moveWidget(s.widgets(), w.id, position)) : missing;
    },
    addAlert: (rule) => s.addAlert(rule, h.now()),
    checks: checkOps(h),
    alerts: () => s.alerts(),
    removeAlert: (id) => s.removeAlert(id),
    remember: (text, kind) => s.remember(text, kind, h.now()),
    proposeMemory: (text, kind) => s.proposeMemory(text, kind, h.now()),
    memory: () => s.memory(),
    savedMemory: (limit) => s.savedMemory(limit),
    draftCustom: (draft) => s.draftCustom(draft, h.now()),
    customCapabilities: () => s.customs(),
  };
}
