/**
 * A fake OpenAI-compatible server for tests, answered inside vitest's outboundService (Node) for
 * the host below — so the real `openai` client inside workerd streams from it without any
 * network. Scenarios are picked by a tag in the last user message:
 *
 *   [tools]   round 1 streams a sentence, then calls get_price(BTC) and place_order (a tool that
 *             does not exist); round 2 answers with a buy directive between research sentences.
 *   [chart]   calls show_chart(ETH) (refused when Chart is not installed).
 *   [custom]  calls run_custom_capability("eth check").
 *   [buy]     streams only a directive.
 *   otherwise streams a plain research sentence in small chunks.
 *
 * GET /__log returns every request body received (newest last); POST /__reset clears it.
 */
export const FAKE_OPENAI_HOST = "openai.fake.test";
export const FAKE_OPENAI_BASE_URL = `http://${FAKE_OPENAI_HOST}/v1`;

const log: unknown[] = [];

interface Msg {
  role: string;
  content?: string | null;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 0, model: "fake-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function textChunks(text: string, size = 7): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(chunk({ content: text.slice(i, i + size) }));
  return out;
}

function toolCallChunks(calls: { id: string; name: string; args: string }[]): string[] {
  const out: string[] = [];
  calls.forEach((c, index) => {
    out.push(chunk({ tool_calls: [{ index, id: c.id, type: "function", function: { name: c.name, arguments: "" } }] }));
    // Arguments arrive split, as real servers send them.
    const mid = Math.floor(c.args.length / 2);
    out.push(chunk({ tool_calls: [{ index, function: { arguments: c.args.slice(0, mid) } }] }));
    out.push(chunk({ tool_calls: [{ index, function: { arguments: c.args.slice(mid) } }] }));
  });
  out.push(chunk({}, "tool_calls"));
  return out;
}

function sse(parts: string[]): Response {
  const body = parts.join("") + "data: [DONE]\n\n";
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

export async function fakeOpenAI(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/__log") return Response.json(log);
  if (url.pathname === "/__reset") {
    log.length = 0;
    return Response.json({ ok: true });
  }
  if (url.pathname !== "/v1/chat/completions" || request.method !== "POST") return new Response("not found", { status: 404 });
  if (request.headers.get("authorization") !== "Bearer sk-fake") return Response.json({ error: { message: "bad key" } }, { status: 401 });
  const body = (await request.json()) as { messages: Msg[]; tools?: unknown[]; stream?: boolean };
  log.push(body);
  const lastUser = [...body.messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const toolRound = body.messages.some((m) => m.role === "tool");

  if (lastUser.includes("[tools]")) {
    if (!toolRound) {
      return sse([
        ...textChunks("Let me look that up. "),
        ...toolCallChunks([
          { id: "call_price", name: "get_price", args: JSON.stringify({ symbol: "BTC" }) },
          { id: "call_trade", name: "place_order", args: JSON.stringify({ symbol: "BTC", side: "buy", amount: 1 }) },
        ]),
      ]);
    }
    return sse([...textChunks("Bitcoin is trading near the level in the card. You should buy BTC now. Invalidation sits below the 30-day low."), chunk({}, "stop")]);
  }
  if (lastUser.includes("[chart]") && !toolRound) {
    return sse(toolCallChunks([{ id: "call_chart", name: "show_chart", args: JSON.stringify({ symbol: "ETH" }) }]));
  }
  if (lastUser.includes("[custom]") && !toolRound) {
    return sse(toolCallChunks([{ id: "call_custom", name: "run_custom_capability", args: JSON.stringify({ name: "eth check" }) }]));
  }
  if (lastUser.includes("[buy]")) return sse([...textChunks("Buy ETH now!"), chunk({}, "stop")]);
  return sse([...textChunks("Here is what the data shows. Momentum is mixed."), chunk({}, "stop")]);
}
