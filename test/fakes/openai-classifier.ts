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
 * The answer itself (`classifierAnswer`) lives in ./openai.ts, which also gives it for
 * classification requests to the fake chat model (told apart by `response_format`); there a test
 * can set a mode for every request ("flag", "error", "slow").
 *
 * `fakeClassifier(request)` is a fetch-style handler (hook it into vitest's outboundService for
 * FAKE_CLASSIFIER_HOST); ./classifier-server.mjs serves it on 127.0.0.1 for Node tests and the bench.
 */
import { classifierAnswer, type ClassifierBody } from "./openai";

export const FAKE_CLASSIFIER_HOST = "classifier.fake.test";
export const FAKE_CLASSIFIER_KEY = "sk-fake-classifier";

export async function fakeClassifier(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== "/v1/chat/completions" || request.method !== "POST") return new Response("not found", { status: 404 });
  if (request.headers.get("authorization") !== `Bearer ${FAKE_CLASSIFIER_KEY}`) return Response.json({ error: { message: "bad key" } }, { status: 401 });
  return classifierAnswer((await request.json()) as ClassifierBody);
}
