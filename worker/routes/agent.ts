import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { agentObjectName } from "../account/delete-account";
import { requireSession } from "../auth/session-cookie";
import { AppError, type ErrorCode } from "../http/errors";
import type { Err } from "../agent/results";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { WIDGET_KINDS } from "../agent/dashboard";
import { SESSION_HEADER } from "../agent/do/socket";
import { nameField } from "../lib/fields";
import { telegramConfigured } from "../notify/telegram/config";
import { linkOf } from "../notify/telegram/links";
import { deleteNotebook } from "../notebook/store";
import { deleteUserArtifacts } from "../browser/artifacts";
import { listConnections } from "../connections/store";
import type { CapabilityFacts } from "../agent/capabilities";

/**
 * The site's agent endpoints under /app/agent. Reading the agent's state works on any plan (a
 * Free account sees its paused agent and what Pro adds); everything else is Pro only. Chat
 * streams over the WebSocket at /app/agent/ws; POST /app/agent/chat is the same turn, unstreamed.
 */

type Ctx = Context<AppEnv>;

function agentStub(c: Ctx) {
  return c.env.AGENT.getByName(agentObjectName(c.get("user").id));
}

type Success<R> = R extends { ok: true } ? Omit<R, "ok"> : never;

/** A DO result → its payload, or the error envelope with the same code. */
function unwrap<R extends { ok: boolean }>(result: R): Success<R> {
  if (isFailure(result)) throw new AppError(result.code, { message: result.message });
  const { ok: _ok, ...rest } = result;
  return rest as Success<R>;
}

/** Every AgentDO RPC answers `{ ok: false, code, message }` when it refuses (worker/agent/results.ts). */
function isFailure(result: { ok: boolean }): result is Err {
  return !result.ok;
}

function requirePro(c: Ctx): void {
  if (c.get("user").plan !== "pro") throw new AppError("plan_required", { message: "Your agent runs on Pro.", hint: "Free includes portfolios, watchlists and market data; Pro adds your own named agent." });
}

const CreateBody = z.object({ name: nameField(40) });
const DeleteBody = z.object({ confirm: z.literal(true, { message: "Deleting the workspace needs confirm: true." }) });
const ChatBody = z.object({ text: z.string().trim().min(1).max(4000), conversationId: z.string().max(64).nullable().optional() });
const IdParam = z.object({ id: z.string().min(1).max(64) });
const RunBody = z.object({ kind: z.string().min(1).max(40), payload: z.record(z.string(), z.unknown()).default({}) });
const DashboardBody = z.discriminatedUnion("op", [
  z.object({ op: z.literal("add"), kind: z.enum(WIDGET_KINDS), symbol: z.string().max(20).optional(), position: z.number().int().min(0).max(10).optional() }),
  z.object({ op: z.literal("remove"), id: z.string().min(1).max(64) }),
  z.object({ op: z.literal("move"), id: z.string().min(1).max(64), to: z.number().int().min(0).max(10) }),
  z.object({ op: z.literal("reorder"), ids: z.array(z.string().min(1).max(64)).max(11) }),
]);

/**
 * The user's connections as capability badges read them: Exchange & wallet connections is set up
 * once any connection (wallet, exchange or CSV statement) exists; Messaging once this user's Telegram chat is linked (and
 * the bot configured).
 */
async function connectionFacts(c: Context<AppEnv>): Promise<CapabilityFacts["connections"]> {
  const db = c.get("db");
  const userId = c.get("user").id;
  // Any connection counts, a CSV statement too: each fills a read-only portfolio the agent reads the same way.
  const exchange = (await listConnections(db, userId)).length > 0;
  const messaging = telegramConfigured(c.env) && (await linkOf(db, userId)) !== null;
  return { exchange, messaging };
}

export const agentRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const user = c.get("user");
    const stub = agentStub(c);
    let { agent } = unwrap(await stub.status());
    // Pro access ended since the last visit: the agent pauses, keeping everything. (Billing
    // pauses it at the moment it happens; this catches any path that changed the plan.)
    if (agent && user.plan !== "pro" && (agent.state === "awake" || agent.state === "asleep")) {
      agent = unwrap(await stub.pause("subscription_cancelled")).agent;
    }
    return ok(c, { agent, plan: user.plan, modelConfigured: Boolean(c.env.OPENAI_API_KEY) });
  })
  .post("/", async (c) => {
    const { name } = parseInput(CreateBody, c.get("body"));
    const user = c.get("user");
    const result = await agentStub(c).create({ userId: user.id, name, timeZone: user.timeZone, plan: user.plan });
    return ok(c, unwrap(result), { status: 201 });
  })
  .post("/open", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).open({ timeZone: c.get("user").timeZone })));
  })
  .post("/restart", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).restart()));
  })
  .post("/reactivate", async (c) => {
    // The pause screen's retry: works once the account is Pro again. Pro coming back already
    // reactivates the agent (admin set-plan, billing), so an agent that is running again is a
    // success here, not a conflict.
    const stub = agentStub(c);
    const result = await stub.reactivate(c.get("user").plan);
    if (!result.ok && result.code === "conflict") {
      const { agent } = unwrap(await stub.status());
      if (agent && (agent.state === "awake" || agent.state === "asleep")) return ok(c, { agent });
    }
    return ok(c, unwrap(result));
  })
  .post("/delete", async (c) => {
    parseInput(DeleteBody, c.get("body"));
    const result = unwrap(await agentStub(c).deleteWorkspace(true));
    // The Notebook lives in D1, beside the agent's own storage; the product text's table lists it with what goes.
    await deleteNotebook(c.get("db"), c.get("user").id);
    // So do the browser's artifacts (R2 objects and their rows).
    await deleteUserArtifacts(c.env, c.get("user").id);
    return ok(c, result);
  })
  .get("/capabilities", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).catalog(await connectionFacts(c))));
  })
  .post("/capabilities/:id/install", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).install(id, await connectionFacts(c))));
  })
  .post("/capabilities/:id/remove", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).uninstall(id, await connectionFacts(c))));
  })
  .get("/memory", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).memory()));
  })
  .post("/memory/:id/approve", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).approveMemory(id)));
  })
  .delete("/memory/:id", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).forget(id)));
  })
  .get("/conversations", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).conversations()));
  })
  .get("/conversations/:id", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).messages(id)));
  })
  .get("/dashboard", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).dashboard()));
  })
  .post("/dashboard", async (c) => {
    requirePro(c);
    const op = parseInput(DashboardBody, c.get("body"));
    return ok(c, unwrap(await agentStub(c).editDashboard(op)));
  })
  .get("/alerts", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).alertRules()));
  })
  .delete("/alerts/:id", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).removeAlertRule(id)));
  })
  .get("/custom", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).customCapabilities()));
  })
  .post("/custom/:id/approve", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).approveCustom(id)));
  })
  .delete("/custom/:id", async (c) => {
    requirePro(c);
    const { id } = parseInput(IdParam, c.req.param(), "path");
    return ok(c, unwrap(await agentStub(c).removeCustom(id)));
  })
  .get("/runs", async (c) => {
    requirePro(c);
    return ok(c, unwrap(await agentStub(c).runs()));
  })
  .post("/runs", async (c) => {
    // Starts a long run and answers at once; progress arrives on the chat socket (run_progress).
    requirePro(c);
    const { kind, payload } = parseInput(RunBody, c.get("body"));
    return ok(c, unwrap(await agentStub(c).startRun(kind, payload)), { status: 202 });
  })
  .post("/chat", async (c) => {
    requirePro(c);
    const { text, conversationId } = parseInput(ChatBody, c.get("body"));
    return ok(c, unwrap(await agentStub(c).chat(text, conversationId ?? null)));
  })
  .get("/ws", async (c) => {
    requirePro(c);
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new AppError("invalid_request", { message: "This address takes a WebSocket upgrade.", hint: "Open it with new WebSocket(…)." });
    // Browsers send Origin on WebSocket handshakes; a foreign one is a cross-site hijack attempt.
    const origin = c.req.header("origin");
    if (origin && origin !== new URL(c.req.url).origin) throw new AppError("cross_site_request");
    // The socket keeps this session's id, so every later message is re-checked against D1 (a
    // socket must not outlive sign-out or Pro). Set here, over anything the client sent.
    const headers = new Headers(c.req.raw.headers);
    headers.set(SESSION_HEADER, c.get("sessionTokenHash"));
    return agentStub(c).fetch(new Request(c.req.raw, { headers }));
  });
