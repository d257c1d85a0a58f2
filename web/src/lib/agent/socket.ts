/**
 * The chat WebSocket to the agent's Durable Object (through the site's /app forwarding). Events
 * arrive as JSON: ready, start, delta, tool, done, error. Reconnects after a drop (a restart
 * closes live sessions on purpose).
 */
import type { TimelineStep } from "$lib/browser/types";

export type SocketEvent =
  | { type: "ready"; agent: unknown }
  | { type: "start"; conversationId: string; userMessage: unknown; modelConfigured: boolean }
  | { type: "delta"; text: string }
  | { type: "tool"; result: unknown }
  | { type: "done"; message: unknown }
  /** The reply as saved, to every open chat (see worker/agent/do/chat.ts). */
  | { type: "reply_saved"; conversationId: string; message: unknown }
  | { type: "error"; code: string; message: string }
  | { type: "pong" }
  | { type: "browser_step"; sessionId: string; step: TimelineStep };

export interface AgentSocket {
  send(text: string, conversationId: string | null): boolean;
  close(): void;
}

export function connectAgent(handlers: { onEvent(e: SocketEvent): void; onStatus(open: boolean): void }): AgentSocket {
  let ws: WebSocket | null = null;
  let closed = false;
  let retry = 0;

  const open = () => {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/app/agent/ws`;
    ws = new WebSocket(url);
    ws.onopen = () => {
      retry = 0;
      handlers.onStatus(true);
    };
    ws.onmessage = (e) => {
      try {
        handlers.onEvent(JSON.parse(String(e.data)) as SocketEvent);
      } catch {
        // Not ours; ignore.
      }
    };
    ws.onclose = () => {
      handlers.onStatus(false);
      if (closed) return;
      retry += 1;
      setTimeout(open, Math.min(10_000, 500 * 2 ** Math.min(retry, 5)));
    };
  };
  open();

  return {
    send(text, conversationId) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify({ type: "chat", text, conversationId }));
      return true;
    },
    close() {
      closed = true;
      ws?.close(1000, "leaving");
    },
  };
}
