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
 * `classifierAnswer(body, mode)` is the same answer for a body already read: ./openai.ts uses it
 * for classification requests to the fake chat model (told apart by `response_format`), where a
 * test can also set a mode for every request ("flag", "error", "slow").
 *
 * `fakeClassifier(request)` is a fetch-style handler (hook it into vitest's outboundService for
 * FAKE_CLASSIFIER_HOST); ./classifier-server.mjs serves it on 127.0.0.1 for Node tests and the bench.
 */
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

export interface ClassifierBody {
  stream?: boolean;
  response_format?: { type?: string; json_schema?: { strict?: boolean } };
  messages?: { role: string; content?: string }[];
}

/** What every classification answers, whatever its text says (set by a test; "tags" = by tag). */
export type ClassifierMode = "tags" | "flag" | "error" | "slow";

/** The classifier's verdict on a parsed request body, in OpenAI's response shape. */
export async function classifierAnswer(body: ClassifierBody, mode: ClassifierMode = "tags"): Promise<Response> {
  if (body.stream || body.response_format?.type !== "json_schema" || body.response_format.json_schema?.strict !== true) {
    return Response.json({ error: { message: "expected a strict json_schema, non-streamed request" } }, { status: 400 });
  }
  const text = body.messages?.find((m) => m.role === "user")?.content ?? "";
  if (text.includes("[slow]") || mode === "slow") await wait(5000);
  if (text.includes("[error]") || mode === "error") return Response.json({ error: { message: "upstream exploded", type: "server_error" } }, { status: 500 });
  if (text.includes("[garbage]")) return completion("Sure! It looks fine to me.");
  if (text.includes("[extra]")) return completion(JSON.stringify({ directive: false, confidence: 0.2 }));
  return completion(JSON.stringify({ directive: mode === "flag" || text.includes("[directive]") }));
}

export async function fakeClassifier(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== "/v1/chat/completions" || request.method !== "POST") return new Response("not found", { status: 404 });
  if (request.headers.get("authorization") !== `Bearer ${FAKE_CLASSIFIER_KEY}`) return Response.json({ error: { message: "bad key" } }, { status: 401 });
  return classifierAnswer((await request.json()) as ClassifierBody);
}
