/**
 * A fake OpenAI-compatible classifier for the guard's second pass, in the real response shape of
 * POST /v1/chat/completions (non-streamed). It checks the request the way the guard must send it
 * (bearer key, a strict json_schema response format, no streaming) and answers by tags in the
 * text it classifies:
 *
 *   [directive]  {"directive": true}
 *   [slow]       answers after 5 s (past the 2.5 s budget)
 *   [error]      HTTP 500
 *   [garbage]    content that is not JSON
 *   [extra]      JSON with an extra key (not the strict shape)
 *   otherwise    {"directive": false}
 *
 * `fakeClassifier(request)` is a fetch-style handler (hook it into vitest's outboundService for
 * FAKE_CLASSIFIER_HOST); `startFakeClassifier()` serves it on 127.0.0.1 for Node tests and bench.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_CLASSIFIER_HOST = "classifier.fake.test";
export const FAKE_CLASSIFIER_KEY = "sk-fake-classifier";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completion(content: string): Response {
  return Response.json({
    id: "chatcmpl-classifier",
    object: "chat.completion",
    created: 0,
    model: "fake-classifier",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 100, completion_tokens: 6, total_tokens: 106 },
  });
}

interface ClassifierBody {
  stream?: boolean;
  response_format?: { type?: string; json_schema?: { strict?: boolean } };
  messages?: { role: string; content?: string }[];
}

export async function fakeClassifier(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== "/v1/chat/completions" || request.method !== "POST") return new Response("not found", { status: 404 });
  if (request.headers.get("authorization") !== `Bearer ${FAKE_CLASSIFIER_KEY}`) return Response.json({ error: { message: "bad key" } }, { status: 401 });
  const body = (await request.json()) as ClassifierBody;
  if (body.stream || body.response_format?.type !== "json_schema" || body.response_format.json_schema?.strict !== true) {
    return Response.json({ error: { message: "expected a strict json_schema, non-streamed request" } }, { status: 400 });
  }
  const text = body.messages?.find((m) => m.role === "user")?.content ?? "";
  if (text.includes("[slow]")) await wait(5000);
  if (text.includes("[error]")) return Response.json({ error: { message: "upstream exploded" } }, { status: 500 });
  if (text.includes("[garbage]")) return completion("Sure! It looks fine to me.");
  if (text.includes("[extra]")) return completion(JSON.stringify({ directive: false, confidence: 0.2 }));
  return completion(JSON.stringify({ directive: text.includes("[directive]") }));
}

/** Serves the fake on a free loopback port; returns its base URL and a close function. */
export async function startFakeClassifier(delayMs = 0): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request = new Request(`http://127.0.0.1${req.url ?? "/"}`, {
        method: req.method ?? "GET",
        headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
        ...(req.method === "POST" ? { body: Buffer.concat(chunks) } : {}),
      });
      void wait(delayMs)
        .then(() => fakeClassifier(request))
        .then(async (response) => {
          res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" });
          res.end(Buffer.from(await response.arrayBuffer()));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
