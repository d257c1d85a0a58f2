import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../worker/env";
import { createDb } from "../worker/db/client";
import { systemClock, type Clock } from "../worker/lib/clock";
import { d1AccountData } from "../worker/agent/account-data-d1";
import { catalogView, DEFAULT_CAPABILITIES, findCapability, type CapabilityFacts, type CatalogEntry } from "../worker/agent/capabilities";
import { chatTurn, type ChatEvent, type ModelConfig } from "../worker/agent/chat";
import { addWidget, DEFAULT_LAYOUT, moveWidget, removeWidget, reorder, type LayoutResult, type Widget, type WidgetKind } from "../worker/agent/dashboard";
import { deploymentFacts } from "../worker/agent/facts";
import { INACTIVITY_MS, transition, type LifecycleEvent, type PauseReason } from "../worker/agent/lifecycle";
import type { MarketReader } from "../worker/agent/market";
import { marketReader } from "../worker/agent/market-adapter";
import { err, type Result } from "../worker/agent/results";
import { alarmTime, dueRows, nextLocalTime, type ScheduleRow } from "../worker/agent/schedule";
import { AgentStore, newId, type ConversationView, type StoredMessage } from "../worker/agent/store";
import { agentView, type AgentView } from "../worker/agent/views";
import type { AlertRule, CustomCapability, MemoryFact, WorkspaceOps } from "../worker/agent/workspace";

/**
 * One per agent (named `agent:<userId>`): the agent's lifecycle, schedules, capabilities, memory,
 * conversations, dashboard and custom capabilities, all in this object's SQLite. A thin shell:
 * the rules are in worker/agent; this parses, calls the core, persists and answers with
 * discriminated results (error classes do not survive RPC).
 */
export class AgentDO extends DurableObject<Bindings> {
  private readonly store: AgentStore;
  /** Tests replace these through runInDurableObject. */
  clock: Clock = systemClock;
  modelOverride: ModelConfig | null | undefined = undefined;
  marketOverride: MarketReader | undefined = undefined;
  /** The chat turn in progress (in memory: a hibernated object has none). */
  private turns: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.store = new AgentStore(ctx.storage.sql);
    // After a restart or eviction: re-arm for the earliest row, so overdue rows run right away.
    ctx.blockConcurrencyWhile(async () => {
      await this.rearm();
    });
  }

  // ─── Lifecycle ────────────────────────────────────────────────────────────

  async create(input: { userId: string; name: string; timeZone: string; plan: "free" | "pro" }): Promise<Result<{ agent: AgentView }>> {
    const now = this.clock.now();
    const current = this.store.agent();
    const moved = transition(current?.state ?? "none", { type: "create", plan: input.plan });
    if (!moved.ok) return err(moved.code, moved.message);
    this.store.wipeWorkspace();
    this.store.putAgent({ userId: input.userId, name: input.name, state: moved.to, timeZone: input.timeZone, createdAt: now, lastActiveAt: now, pausedReason: null }, now);
    for (const id of DEFAULT_CAPABILITIES) this.store.install(id, now);
    this.store.setWidgets(DEFAULT_LAYOUT.map((kind) => ({ id: newId("w"), kind })));
    this.store.setSchedule("morning_brief", nextLocalTime(now, input.timeZone));
    this.store.setSchedule("inactivity_sleep", now + INACTIVITY_MS);
    await this.rearm();
    return { ok: true, agent: this.view()! };
  }

  /** The agent, or null when none was created (a deleted workspace reports state "deleted"). */
  async status(): Promise<Result<{ agent: AgentView | null }>> {
    return { ok: true, agent: this.view() };
  }

  /**
   * The user opened the dashboard: wake an asleep agent (the site shows the waking screen while
   * this runs), note activity, and follow a time-zone change in the schedule.
   */
  async open(input: { timeZone?: string } = {}): Promise<Result<{ agent: AgentView; woke: boolean }>> {
    const agent = this.store.agent();
    if (!agent || agent.state === "deleted") return err("not_found", "There is no agent yet.");
    if (agent.state === "paused") return err("plan_required", "The agent is paused because Pro access ended.");
    const now = this.clock.now();
    let woke = false;
    if (agent.state === "asleep") {
      const moved = transition(agent.state, { type: "open_dashboard" });
      if (!moved.ok) return err(moved.code, moved.message);
      agent.state = moved.to;
      woke = true;
    }
    if (input.timeZone && input.timeZone !== agent.timeZone) {
      agent.timeZone = input.timeZone;
      this.store.setSchedule("morning_brief", nextLocalTime(now, input.timeZone));
    }
    agent.lastActiveAt = now;
    this.store.putAgent(agent, now);
    this.store.setSchedule("inactivity_sleep", now + INACTIVITY_MS);
    await this.rearm();
    return { ok: true, agent: this.view()!, woke };
  }

  async restart(): Promise<Result<{ agent: AgentView }>> {
    return this.apply({ type: "restart" });
  }

  async pause(reason: PauseReason): Promise<Result<{ agent: AgentView }>> {
    return this.apply({ type: "pro_ended", reason });
  }

  async reactivate(plan: "free" | "pro"): Promise<Result<{ agent: AgentView }>> {
    return this.apply({ type: "reactivate", plan });
  }

  async deleteWorkspace(confirmed: boolean): Promise<Result<{ agent: AgentView }>> {
    return this.apply({ type: "delete", confirmed });
  }

  private async apply(event: LifecycleEvent): Promise<Result<{ agent: AgentView }>> {
    const agent = this.store.agent();
    const moved = transition(agent?.state ?? "none", event);
    if (!moved.ok) return err(moved.code, moved.message);
    if (!agent) return err("not_found", "There is no agent yet.");
    const now = this.clock.now();
    agent.state = moved.to;
    agent.pausedReason = event.type === "pro_ended" ? event.reason : null;
    for (const effect of moved.effects) {
      if (effect === "reset_session") {
        // A restart ends live sessions; what the agent knows is kept.
        for (const ws of this.ctx.getWebSockets()) ws.close(1012, "Agent restarted");
        agent.lastActiveAt = now;
        this.store.setSchedule("inactivity_sleep", now + INACTIVITY_MS);
      }
      if (effect === "resume_schedules") {
        // The brief resumes at its next 08:00; briefs missed while paused are not sent late.
        agent.lastActiveAt = now;
        this.store.setSchedule("morning_brief", nextLocalTime(now, agent.timeZone));
        this.store.setSchedule("inactivity_sleep", now + INACTIVITY_MS);
      }
      if (effect === "wipe_workspace") {
        for (const ws of this.ctx.getWebSockets()) ws.close(1000, "Workspace deleted");
        this.store.wipeWorkspace();
        agent.name = "";
      }
    }
    this.store.putAgent(agent, now);
    await this.rearm();
    return { ok: true, agent: this.view()! };
  }

  // ─── Schedules: one alarm for every row ──────────────────────────────────

  private async rearm(): Promise<void> {
    const agent = this.store.agent();
    const at = agent ? alarmTime(this.store.schedules(), agent.state) : null;
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }

  override async alarm(): Promise<void> {
    const agent = this.store.agent();
    // Nothing runs while paused (or after deletion), even if an alarm slipped through.
    if (!agent || agent.state === "paused" || agent.state === "deleted") {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    const now = this.clock.now();
    for (const row of dueRows(this.store.schedules(), now)) this.runRow(row, now);
    await this.rearm();
  }

  private runRow(row: ScheduleRow, now: number): void {
    const agent = this.store.agent()!;
    if (row.kind === "morning_brief") {
      // The brief's composition arrives with the Morning Brief issue; the run is recorded here
      // and the row moves to the next 08:00 local (an overdue brief runs once, not once per day missed).
      this.store.logRun("morning_brief", row.dueAt, now);
      this.store.setSchedule("morning_brief", nextLocalTime(now, agent.timeZone));
      return;
    }
    if (row.kind === "inactivity_sleep") {
      this.store.logRun("inactivity_sleep", row.dueAt, now);
      const moved = transition(agent.state, { type: "inactivity", idleMs: now - agent.lastActiveAt });
      if (moved.ok) {
        this.store.putAgent({ ...agent, state: moved.to }, now);
        this.store.deleteSchedule(row.id);
      } else if (agent.state === "awake") {
        this.store.setSchedule("inactivity_sleep", agent.lastActiveAt + INACTIVITY_MS);
      } else {
        this.store.deleteSchedule(row.id);
      }
    }
  }

  async schedules(): Promise<Result<{ rows: ScheduleRow[]; runs: { kind: string; dueAt: number; ranAt: number }[]; alarm: number | null }>> {
    return { ok: true, rows: this.store.schedules(), runs: this.store.runs(), alarm: await this.ctx.storage.getAlarm() };
  }

  // ─── Capabilities ────────────────────────────────────────────────────────

  async catalog(connections?: CapabilityFacts["connections"]): Promise<Result<{ capabilities: CatalogEntry[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    return { ok: true, capabilities: catalogView(this.store.installed(), deploymentFacts(this.env, connections)) };
  }

  async install(id: string): Promise<Result<{ capabilities: CatalogEntry[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    if (!findCapability(id)) return err("not_found", `No capability called "${id}".`);
    this.store.install(id, this.clock.now());
    return this.catalog();
  }

  /** Removing a capability removes only its tools; memory, conversations and rules stay. */
  async uninstall(id: string): Promise<Result<{ capabilities: CatalogEntry[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    if (!findCapability(id)) return err("not_found", `No capability called "${id}".`);
    if (!this.store.installed().has(id)) return err("conflict", "That capability is not installed.");
    this.store.uninstall(id);
    return this.catalog();
  }

  // ─── Memory ──────────────────────────────────────────────────────────────

  async memory(): Promise<Result<{ memory: MemoryFact[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    return { ok: true, memory: this.store.memory() };
  }

  async remember(text: string, kind: MemoryFact["kind"] = "fact"): Promise<Result<{ fact: MemoryFact }>> {
    const live = this.live();
    if (!live.ok) return live;
    return { ok: true, fact: this.store.remember(text, kind, this.clock.now()) };
  }

  async forget(id: string): Promise<Result> {
    const live = this.live();
    if (!live.ok) return live;
    return this.store.forget(id) ? { ok: true } : err("not_found", "No such memory.");
  }

  // ─── Conversations ───────────────────────────────────────────────────────

  async conversations(): Promise<Result<{ conversations: ConversationView[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    return { ok: true, conversations: this.store.conversations() };
  }

  async messages(conversationId: string): Promise<Result<{ messages: StoredMessage[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    if (!this.store.hasConversation(conversationId)) return err("not_found", "No such conversation.");
    return { ok: true, messages: this.store.messages(conversationId) };
  }

  // ─── Dashboard ───────────────────────────────────────────────────────────

  async dashboard(): Promise<Result<{ widgets: Widget[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    return { ok: true, widgets: this.store.widgets() };
  }

  async editDashboard(op: { op: "add"; kind: WidgetKind; symbol?: string; position?: number } | { op: "remove"; id: string } | { op: "move"; id: string; to: number } | { op: "reorder"; ids: string[] }): Promise<Result<{ widgets: Widget[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    const layout = this.store.widgets();
    const result: LayoutResult =
      op.op === "add"
        ? addWidget(layout, { id: newId("w"), kind: op.kind, ...(op.symbol ? { symbol: op.symbol } : {}) }, op.position)
        : op.op === "remove"
          ? removeWidget(layout, op.id)
          : op.op === "move"
            ? moveWidget(layout, op.id, op.to)
            : reorder(layout, op.ids);
    if (!result.ok) return err(result.code, result.message);
    this.store.setWidgets(result.layout);
    return { ok: true, widgets: result.layout };
  }

  // ─── Custom capabilities ─────────────────────────────────────────────────

  async customCapabilities(): Promise<Result<{ customs: CustomCapability[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    return { ok: true, customs: this.store.customs() };
  }

  /** The user's explicit approval of a draft (the button under the draft, or replying "approve"). */
  async approveCustom(id: string): Promise<Result<{ custom: CustomCapability }>> {
    const live = this.live();
    if (!live.ok) return live;
    const saved = this.store.approveCustom(id, this.clock.now());
    return saved ? { ok: true, custom: saved } : err("not_found", "No draft with that id is waiting for approval.");
  }

  async removeCustom(id: string): Promise<Result> {
    const live = this.live();
    if (!live.ok) return live;
    return this.store.removeCustom(id) ? { ok: true } : err("not_found", "No such custom capability.");
  }

  // ─── Alert rules (evaluated by monitoring passes) ─────────────────────────

  async alertRules(): Promise<Result<{ rules: AlertRule[] }>> {
    const live = this.live();
    if (!live.ok) return live;
    return { ok: true, rules: this.store.alerts() };
  }

  async removeAlertRule(id: string): Promise<Result> {
    const live = this.live();
    if (!live.ok) return live;
    return this.store.removeAlert(id) ? { ok: true } : err("not_found", "No such alert rule.");
  }

  // ─── Chat over a hibernatable WebSocket ──────────────────────────────────

  /** Only the Worker's /app/agent/ws route reaches this, after checking session, plan and Origin. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket upgrade.", { status: 426 });
    const opened = await this.open();
    if (!opened.ok) return new Response(JSON.stringify(opened), { status: opened.code === "not_found" ? 404 : 403 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    pair[1].send(JSON.stringify({ type: "ready", agent: opened.agent }));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    let msg: { type?: string; text?: unknown; conversationId?: unknown };
    try {
      msg = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
    } catch {
      ws.send(JSON.stringify({ type: "error", code: "invalid_request", message: "Messages are JSON." }));
      return;
    }
    if (msg.type === "ping") {
      ws.send(JSON.stringify({ type: "pong" }));
      return;
    }
    if (msg.type !== "chat" || typeof msg.text !== "string" || !msg.text.trim() || msg.text.length > 4000) {
      ws.send(JSON.stringify({ type: "error", code: "invalid_param", message: "Send {type:'chat', text} with 1–4000 characters." }));
      return;
    }
    const text = msg.text.trim();
    const conversationId = typeof msg.conversationId === "string" ? msg.conversationId : null;
    // One turn at a time per agent: a second tab's message waits instead of interleaving.
    const turn = this.turns.then(async () => {
      try {
        const result = await this.chat(text, conversationId, (e) => ws.send(JSON.stringify(e)));
        if (!result.ok) ws.send(JSON.stringify({ type: "error", code: result.code, message: result.message }));
      } catch (error) {
        console.error(JSON.stringify({ level: "error", msg: "agent.chat_failed", error: error instanceof Error ? error.message : String(error) }));
        try {
          ws.send(JSON.stringify({ type: "error", code: "internal_error", message: "Something went wrong on our side. Try again." }));
        } catch {
          // The socket went away meanwhile.
        }
      }
    });
    this.turns = turn;
    await turn;
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, "closing");
    } catch {
      // Already closed.
    }
  }

  /** One chat turn; events go to `send` as they happen. Also callable over RPC (tests, other surfaces). */
  async chat(text: string, conversationId: string | null, send: (event: ChatEvent | Record<string, unknown>) => void = () => {}): Promise<Result<{ conversationId: string; reply: StoredMessage }>> {
    const opened = await this.open();
    if (!opened.ok) return opened;
    const agent = this.store.agent()!;
    const now = this.clock.now();
    let conv = conversationId;
    if (conv && !this.store.hasConversation(conv)) return err("not_found", "No such conversation.");
    if (!conv) conv = this.store.createConversation(text, now);
    const history = this.store.messages(conv, 20).map((m) => ({ role: m.role, content: m.content }));
    const userMessage = this.store.addMessage({ conversationId: conv, role: "user", content: text, tools: [], guard: "pass", model: false }, now);
    const model = this.modelConfig();
    send({ type: "start", conversationId: conv, userMessage, modelConfigured: model !== null });
    const installed = this.store.installed();
    const turn = await chatTurn({
      text,
      agentName: agent.name,
      history,
      installed,
      memory: this.store.memory(),
      customs: this.store.customs(),
      tools: { market: this.market(), account: d1AccountData(createDb(this.env.DB), agent.userId, () => this.clock.now()), workspace: this.workspace(), now },
      model,
      emit: send,
      approveDraft: () => {
        const draft = this.store.customs().filter((c) => c.status === "draft").at(-1);
        return draft ? this.store.approveCustom(draft.id, this.clock.now()) : null;
      },
    });
    const reply = this.store.addMessage({ conversationId: conv, role: "assistant", content: turn.reply, tools: turn.tools, guard: turn.guard, model: turn.modelUsed }, this.clock.now());
    send({ type: "done", message: reply });
    return { ok: true, conversationId: conv, reply };
  }

  // ─── Account deletion ────────────────────────────────────────────────────

  /** Removes every trace of the agent: storage and any pending alarm. */
  async purge(): Promise<{ ok: true }> {
    for (const ws of this.ctx.getWebSockets()) ws.close(1000, "Account deleted");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    return { ok: true };
  }

  // ─── Helpers ─────────────────────────────────────────────────────────────

  private view(): AgentView | null {
    const agent = this.store.agent();
    if (!agent) return null;
    const brief = agent.state === "paused" || agent.state === "deleted" ? null : (this.store.schedules().find((r) => r.kind === "morning_brief")?.dueAt ?? null);
    return agentView(agent, brief, this.modelConfig() !== null);
  }

  /** Workspace reads and edits need an agent that exists and is not paused. */
  private live(): Result {
    const agent = this.store.agent();
    if (!agent || agent.state === "deleted") return err("not_found", "There is no agent yet.");
    if (agent.state === "paused") return err("plan_required", "The agent is paused because Pro access ended.");
    return { ok: true };
  }

  private modelConfig(): ModelConfig | null {
    if (this.modelOverride !== undefined) return this.modelOverride;
    if (!this.env.OPENAI_API_KEY) return null;
    return { apiKey: this.env.OPENAI_API_KEY, ...(this.env.OPENAI_BASE_URL ? { baseURL: this.env.OPENAI_BASE_URL } : {}), model: this.env.OPENAI_MODEL || "gpt-4o-mini" };
  }

  private market(): MarketReader {
    return this.marketOverride ?? marketReader(this.env, () => this.clock.now());
  }

  private workspace(): WorkspaceOps {
    const s = this.store;
    const now = () => this.clock.now();
    const byKind = (kind: WidgetKind) => s.widgets().find((w) => w.kind === kind);
    const save = (r: LayoutResult) => {
      if (r.ok) s.setWidgets(r.layout);
      return r;
    };
    return {
      widgets: () => s.widgets(),
      addWidget: (kind, symbol) => save(addWidget(s.widgets(), { id: newId("w"), kind, ...(symbol ? { symbol } : {}) })),
      removeWidget: (kind) => {
        const w = byKind(kind);
        return w ? save(removeWidget(s.widgets(), w.id)) : { ok: false, code: "not_found", message: "That widget is not on the dashboard." };
      },
      moveWidget: (kind, position) => {
        const w = byKind(kind);
        return w ? save(moveWidget(s.widgets(), w.id, position)) : { ok: false, code: "not_found", message: "That widget is not on the dashboard." };
      },
      addAlert: (rule) => s.addAlert(rule, now()),
      alerts: () => s.alerts(),
      remember: (text, kind) => s.remember(text, kind, now()),
      proposeMemory: (text, kind) => s.remember(text, kind, now()), // TEMP until the agent branch lands
      memory: () => s.memory(),
      draftCustom: (draft) => s.draftCustom(draft, now()),
      customCapabilities: () => s.customs(),
    };
  }
}
