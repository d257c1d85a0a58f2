import type { Plan } from "../worker/lib/plan";
import { DurableObject } from "cloudflare:workers";
import type { Bindings } from "../worker/env";
import { systemClock, type Clock } from "../worker/lib/clock";
import { migrate } from "../worker/lib/sql-migrations";
import type { CapabilityFacts } from "../worker/agent/capabilities";
import type { ChatEvent, ModelConfig } from "../worker/agent/chat";
import { runChatTurn } from "../worker/agent/do/chat";
import { browserSessions } from "../worker/agent/do/browser";
import { broadcastTo, type AgentHost } from "../worker/agent/do/host";
import { applyEvent, createAgent, followTimeZone, openAgent, rearm, viewOf } from "../worker/agent/do/lifecycle";
import { runAlarm, schedulesView } from "../worker/agent/do/schedule";
import { passNow } from "../worker/agent/do/monitor";
import { briefNow } from "../worker/agent/do/brief";
import { acceptSocket, parseFrame, sendEvent, socketStillAllowed, type SocketFrame } from "../worker/agent/do/socket";
import { alerts, capabilities, conversations, customs, dashboard, memory, workspaceOps, type DashboardOp } from "../worker/agent/do/workspace";
import type { PauseReason } from "../worker/agent/lifecycle";
import { WorkspaceLimitError } from "../worker/agent/limits";
import type { MarketReader } from "../worker/agent/market";
import { marketReader } from "../worker/agent/market-adapter";
import { err, type Result } from "../worker/agent/results";
import { runsView, startRun } from "../worker/agent/runs/area";
import { decideDiscussion, kolAnswer, offerState } from "../worker/agent/do/kol";
import { RunStore } from "../worker/agent/runs/store";
import { ScheduleStore } from "../worker/agent/schedule/store";
import { ActivityStore, type ActivityEntry, type ActivityFilter } from "../worker/monitor/activity";
import { AgentStore } from "../worker/agent/store";
import { AGENT_MIGRATIONS } from "../worker/agent/store-migrations";
import { checksRpc } from "../worker/agent/do/checks";
import type { AlertRule, MemoryFact, WorkspaceOps } from "../worker/agent/workspace";

/**
 * One per agent (named `agent:<userId>`). A thin shell: this class is the RPC surface and the
 * Durable Object entry points; each area's rules live in worker/agent/do/* (lifecycle, chat,
 * socket, schedule, workspace) and worker/agent/runs/*. Workspace methods pass through `live()`,
 * the one liveness guard. Results are discriminated objects (error classes do not survive RPC).
 */
export class AgentDO extends DurableObject<Bindings> {
  /** Tests replace these through runInDurableObject. */
  clock: Clock = systemClock;
  modelOverride: ModelConfig | null | undefined = undefined;
  marketOverride: MarketReader | undefined = undefined;
  private readonly host: AgentHost;
  /** The chat turn in progress (in memory: a hibernated object has none). */
  private turns: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.host = this.makeHost();
    ctx.blockConcurrencyWhile(async () => {
      migrate(ctx.storage, AGENT_MIGRATIONS);
      // Whatever was running died with the previous instance; its rows may run again.
      this.host.schedule.clearRunning();
      // After a restart or eviction: re-arm for the earliest row, so overdue rows run right away.
      await rearm(this.host);
    });
  }

  // ─── Lifecycle ────────────────────────────────────────────────────────────

  create(input: { userId: string; name: string; timeZone: string; plan: Plan }) {
    return createAgent(this.host, input);
  }
  /** The agent, or null when none was created (a deleted workspace reports state "deleted"). */
  async status() {
    return { ok: true as const, agent: this.host.view() };
  }
  open(input: { timeZone?: string } = {}) {
    return openAgent(this.host, input);
  }
  /** The account's time zone changed: the agent and its brief follow without waking. */
  followTimeZone(timeZone: string) {
    return followTimeZone(this.host, timeZone);
  }
  restart() {
    return applyEvent(this.host, { type: "restart" });
  }
  pause(reason: PauseReason) {
    return applyEvent(this.host, { type: "pro_ended", reason });
  }
  reactivate(plan: Plan) {
    return applyEvent(this.host, { type: "reactivate", plan });
  }
  deleteWorkspace(confirmed: boolean) {
    return applyEvent(this.host, { type: "delete", confirmed });
  }

  // ─── Schedule and long runs ───────────────────────────────────────────────

  override async alarm(): Promise<void> {
    await runAlarm(this.host);
  }
  schedules() {
    return schedulesView(this.host);
  }
  /** Starts a long run and returns at once; its steps run on the schedule, progress goes to sockets. */
  startRun(kind: string, payload: unknown) {
    return this.live(() => startRun(this.host, kind, payload));
  }
  /** Operator (npm run admin / e2e): a monitoring pass now, whatever the hour; paused agents refuse. */
  runMonitorNow() {
    return this.live(async (): Promise<Result<{ alerts: number }>> => ({ ok: true, ...(await passNow(this.host, this.host.now())) }));
  }
  /** Operator (npm run admin / e2e): compose and deliver today's Morning Brief now (once per local day). */
  runBriefNow() {
    return this.live(async (): Promise<Result<{ delivered: boolean }>> => ({ ok: true, ...(await briefNow(this.host, this.host.now())) }));
  }
  runs(id?: string) {
    return this.live(() => runsView(this.host, id));
  }
  /** The cloud browser's recent sessions and their timelines (the chat shows a running one after a reload). */
  browserSessions(limit?: number) {
    return this.live(async () => browserSessions(this.host, limit));
  }

  /** KOL Q&A or Synthesis on the user's followed sources (the chat's tools; the site and tests over RPC). */
  kol(mode: "qa" | "synthesis", symbol: string, question = "") {
    return this.live(() => kolAnswer(this.host, mode, symbol, question));
  }
  /** The Discussion warning card's Start / Not now (worker/agent/do/kol.ts). */
  kolDiscussion(action: "start" | "decline", symbol: string) {
    return this.live(() => decideDiscussion(this.host, action, symbol));
  }
  kolOffer(offeredAt: number) {
    return this.live(() => offerState(this.host, offeredAt));
  }

  // ─── Workspace areas (each through the one liveness guard) ───────────────

  catalog(connections?: CapabilityFacts["connections"]) {
    return this.live(() => capabilities.catalog(this.host, connections));
  }
  install(id: string, connections?: CapabilityFacts["connections"]) {
    return this.live(() => capabilities.install(this.host, id, connections));
  }
  uninstall(id: string, connections?: CapabilityFacts["connections"]) {
    return this.live(() => capabilities.uninstall(this.host, id, connections));
  }
  memory() {
    return this.live(() => memory.list(this.host));
  }
  remember(text: string, kind: MemoryFact["kind"] = "fact") {
    return this.live(() => memory.remember(this.host, text, kind));
  }
  proposeMemory(text: string, kind: MemoryFact["kind"] = "fact") {
    return this.live(() => memory.propose(this.host, text, kind));
  }
  approveMemory(id: string) {
    return this.live(() => memory.approve(this.host, id));
  }
  forget(id: string) {
    return this.live(() => memory.forget(this.host, id));
  }
  conversations() {
    return this.live(() => conversations.list(this.host));
  }
  messages(conversationId: string) {
    return this.live(() => conversations.messages(this.host, conversationId));
  }
  dashboard() {
    return this.live(() => dashboard.widgets(this.host));
  }
  editDashboard(op: DashboardOp) {
    return this.live(() => dashboard.edit(this.host, op));
  }
  customCapabilities() {
    return this.live(() => customs.list(this.host));
  }
  approveCustom(id: string) {
    return this.live(() => customs.approve(this.host, id));
  }
  removeCustom(id: string) {
    return this.live(() => customs.remove(this.host, id));
  }
  /** Everything the agent did, newest first (the Activity page; filters validated by the route). */
  activity(filter: ActivityFilter = {}) {
    return this.live((): Result<{ entries: ActivityEntry[] }> => ({ ok: true, entries: this.host.activity.list(filter) }));
  }
  alertRules() {
    return this.live(() => alerts.list(this.host));
  }
  /** The Alerts page's create (validated by the route with the set_alert tool's own schema). */
  addAlertRule(rule: Omit<AlertRule, "id" | "createdAt">) {
    return this.live(() => alerts.add(this.host, rule));
  }
  removeAlertRule(id: string) {
    return this.live(() => alerts.remove(this.host, id));
  }
  /** Custom recurring checks (the Alerts page lists and removes them; chat adds them). */
  customChecks() {
    return this.live(() => checksRpc.list(this.host));
  }
  removeCustomCheck(ref: string) {
    return this.live(() => checksRpc.remove(this.host, ref));
  }

  // ─── Chat: RPC and the hibernatable WebSocket ────────────────────────────

  /** One chat turn; events go to `send` as they happen. Also callable over RPC (tests, other surfaces). */
  chat(text: string, conversationId: string | null, send: (event: ChatEvent | Record<string, unknown>) => void = () => {}) {
    return this.limits(() => runChatTurn(this.host, text, conversationId, send));
  }

  /** Only the Worker's /app/agent/ws route reaches this, after checking session, plan and Origin. */
  override fetch(request: Request): Promise<Response> {
    return acceptSocket(this.host, request, () => this.open());
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const frame = parseFrame(ws, raw);
    if (!frame) return;
    // One message at a time per agent, re-check included, so a second tab's message waits
    // instead of interleaving and order is kept.
    const turn = this.turns.then(() => this.handleFrame(ws, frame));
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

  private async handleFrame(ws: WebSocket, frame: SocketFrame): Promise<void> {
    try {
      if (!(await socketStillAllowed(this.host, ws))) return;
      if (frame.type === "ping") return sendEvent(ws, { type: "pong" });
      const result = await this.chat(frame.text, frame.conversationId ?? null, (e) => sendEvent(ws, e));
      if (!result.ok) sendEvent(ws, { type: "error", code: result.code, message: result.message });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "agent.chat_failed", error: error instanceof Error ? error.message : String(error) }));
      sendEvent(ws, { type: "error", code: "internal_error", message: "Something went wrong on our side. Try again." });
    }
  }

  // ─── Account deletion ────────────────────────────────────────────────────

  /** Removes every trace of the agent: storage and any pending alarm. */
  async purge(): Promise<{ ok: true }> {
    for (const ws of this.ctx.getWebSockets()) ws.close(1000, "Account deleted");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    return { ok: true };
  }

  // ─── The guard and the host ───────────────────────────────────────────────

  /** The one liveness guard: workspace reads and edits need an agent that exists and is not paused. */
  private async live<T extends object>(run: () => Result<T> | Promise<Result<T>>): Promise<Result<T>> {
    const agent = this.host.store.agent();
    if (!agent || agent.state === "deleted") return err("not_found", "There is no agent yet.");
    if (agent.state === "paused") return err("plan_required", "The agent is paused because Pro access ended.");
    return this.limits(run);
  }

  /** A cap reached anywhere below becomes its clear error (conflict), not a failure. */
  private async limits<T extends object>(run: () => Result<T> | Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof WorkspaceLimitError) return err(error.code, error.message);
      throw error;
    }
  }

  /** The workspace as the agent's tools see it (tests reach it through runInDurableObject). */
  private workspace(): WorkspaceOps {
    return workspaceOps(this.host);
  }

  private makeHost(): AgentHost {
    const sql = this.ctx.storage.sql;
    const host: AgentHost = {
      ctx: this.ctx,
      env: this.env,
      store: new AgentStore(sql),
      schedule: new ScheduleStore(sql),
      runs: new RunStore(sql),
      activity: new ActivityStore(sql),
      now: () => this.clock.now(),
      market: () => this.marketOverride ?? marketReader(this.env, () => this.clock.now()),
      modelConfig: () => this.modelConfig(),
      rearm: () => rearm(host),
      view: () => viewOf(host),
      broadcast: (event) => broadcastTo(this.ctx.getWebSockets(), event),
    };
    return host;
  }

  private modelConfig(): ModelConfig | null {
    if (this.modelOverride !== undefined) return this.modelOverride;
    if (!this.env.OPENAI_API_KEY) return null;
    return { apiKey: this.env.OPENAI_API_KEY, ...(this.env.OPENAI_BASE_URL ? { baseURL: this.env.OPENAI_BASE_URL } : {}), model: this.env.OPENAI_MODEL || "gpt-4o-mini" };
  }
}
