import { runInDurableObject } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { AgentDO } from "../../durable-objects/agent-do";
import { agentObjectName } from "../../worker/account/delete-account";
import type { MarketReader } from "../../worker/agent/market";
import { FAKE_OPENAI_BASE_URL } from "../fakes/openai";
import { call, env, json, ORIGIN, signIn } from "./helpers";

/**
 * Chat tests through the site's own route, as the browser talks to the agent: a signed-in Pro user
 * whose agent reads the given fake market and (unless `model: false`) the fake OpenAI server.
 */
export async function fakedProAgent(ids: { address(label: string): string; freshIp(): string }, market: MarketReader, options: { model?: boolean } = {}) {
  const email = ids.address("user");
  const cookie = await signIn(email, ids.freshIp());
  expect((await call("/admin/set-plan", { body: { email, plan: "pro" }, headers: { authorization: "Bearer test-admin-token" }, origin: null })).status).toBe(200);
  expect((await call("/app/agent", { cookie, body: { name: "Quill" } })).status).toBe(201);
  const me = (await json(await call("/app/me", { cookie }))).data;
  const stub = env.AGENT.getByName(agentObjectName(me.id));
  await runInDurableObject(stub, (i: AgentDO) => {
    i.marketOverride = market;
    if (options.model !== false) i.modelOverride = { apiKey: "sk-fake", baseURL: FAKE_OPENAI_BASE_URL, model: "fake-model" };
  });
  return { stub, cookie };
}

/** The chat WebSocket through /app/agent/ws (the DO re-checks the session on every message). */
export async function chatSocket(cookie: string): Promise<WebSocket> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}/app/agent/ws`, { headers: { upgrade: "websocket", cookie, origin: ORIGIN } }));
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  return ws;
}

/** Sends one chat message and resolves with every event up to `done` (or `error`). */
export function chatTurn(ws: WebSocket, text: string): Promise<any[]> {
  return new Promise((resolve) => {
    const events: any[] = [];
    const onMessage = (e: MessageEvent) => {
      const m = JSON.parse(e.data as string);
      if (m.type === "ready" || m.type === "pong") return;
      events.push(m);
      if (m.type === "done" || m.type === "error") {
        ws.removeEventListener("message", onMessage);
        resolve(events);
      }
    };
    ws.addEventListener("message", onMessage);
    ws.send(JSON.stringify({ type: "chat", text }));
  });
}
