import { z } from "zod";
import type { ChatEvent } from "../chat";
import type { Result } from "../results";
import type { AgentView } from "../views";
import type { AgentHost } from "./host";
import { socketSessionVerdict } from "./session-check";

/**
 * The chat socket (hibernatable): the upgrade, the frames a client may send, and the per-message
 * session re-check. The Worker's /app/agent/ws route is the only way in; it has checked session,
 * plan and Origin, and passes the session id in SESSION_HEADER (set by the route, never by the client).
 */

export const SESSION_HEADER = "x-fathom-session";

const Attachment = z.object({ sessionId: z.string().nullable() });
const Frame = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  z.object({ type: z.literal("chat"), text: z.string().trim().min(1).max(4000), conversationId: z.string().max(64).nullable().optional() }),
]);
export type SocketFrame = z.infer<typeof Frame>;

export function sendEvent(ws: WebSocket, event: ChatEvent | Record<string, unknown>): void {
  try {
    ws.send(JSON.stringify(event));
  } catch {
    // The socket went away meanwhile.
  }
}

export async function acceptSocket(h: AgentHost, request: Request, open: () => Promise<Result<{ agent: AgentView }>>): Promise<Response> {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket upgrade.", { status: 426 });
  const sessionId = request.headers.get(SESSION_HEADER);
  if (!sessionId) return new Response(JSON.stringify({ ok: false, code: "unauthorized", message: "No session." }), { status: 401 });
  const opened = await open();
  if (!opened.ok) return new Response(JSON.stringify(opened), { status: opened.code === "not_found" ? 404 : 403 });
  const pair = new WebSocketPair();
  h.ctx.acceptWebSocket(pair[1]);
  // Kept with the socket across hibernation, so every later message can be re-checked.
  pair[1].serializeAttachment({ sessionId });
  pair[1].send(JSON.stringify({ type: "ready", agent: opened.agent }));
  return new Response(null, { status: 101, webSocket: pair[0] });
}

/** Parses one frame; a bad one gets a clear error event (never a throw: `null`, numbers, arrays included). */
export function parseFrame(ws: WebSocket, raw: string | ArrayBuffer): SocketFrame | null {
  let data: unknown;
  try {
    data = JSON.parse(typeof raw === "string" ? raw : new TextDecoder().decode(raw));
  } catch {
    sendEvent(ws, { type: "error", code: "invalid_request", message: "Messages are JSON." });
    return null;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    sendEvent(ws, { type: "error", code: "invalid_request", message: "Messages are JSON objects: {type:'chat', text} or {type:'ping'}." });
    return null;
  }
  const frame = Frame.safeParse(data);
  if (!frame.success) {
    sendEvent(ws, { type: "error", code: "invalid_param", message: "Send {type:'chat', text} with 1–4000 characters." });
    return null;
  }
  return frame.data;
}

/** The per-message re-check: false (and the socket closed with 4401/4403) when the session or plan no longer hold. */
export async function socketStillAllowed(h: AgentHost, ws: WebSocket): Promise<boolean> {
  const agent = h.store.agent();
  const attachment = Attachment.safeParse(ws.deserializeAttachment());
  const sessionId = attachment.success ? attachment.data.sessionId : null;
  const verdict = await socketSessionVerdict(h.env.DB, sessionId, agent?.userId ?? "", h.now());
  if (verdict.ok) return true;
  sendEvent(ws, { type: "error", code: verdict.code, message: verdict.message });
  try {
    ws.close(verdict.closeCode, verdict.code);
  } catch {
    // Already closing.
  }
  return false;
}
