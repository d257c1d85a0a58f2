/**
 * A fake OpenAI-compatible server for the research narrator and Framework notes (worker/research/
 * narrate.ts, frameworks-model.ts), answered in vitest's outboundService for the host below, in
 * OpenAI's response shapes, so the product's real `openai` client talks to it. The same fake as
 * ./openai.ts in spirit; its own host because its scenarios are picked by the configured model
 * name (OPENAI_MODEL), not by a tag in a user message — research prompts hold computed data only.
 *
 * Prose (streamed) quotes figures it finds in the <data> block, as a real model would:
 *   research-plain       two paragraphs quoting only figures from the data
 *   research-invent      the same plus one sentence with an invented target and date
 *   research-allinvent   only invented numbers
 *   research-directive   the plain prose plus a buy directive
 *   research-nudge       the plain prose plus a paragraph no rule catches, which the classifier flags
 *   research-down        HTTP 500
 * Framework notes (non-streamed, json_schema "framework_opinion"):
 *   research-plain       a valid opinion citing the RSI14 of the data
 *   research-badjson     a stance outside the vocabulary
 *   any model, when the note says "ignore the rules": obeys the note (a buy directive in a reason)
 * The guard's classification requests (json_schema "guard_verdict") are answered as ./openai.ts
 * answers them: a directive when the paragraph carries the tag [directive].
 */
export const RESEARCH_MODEL_HOST = "research-model.fake.test";
export const RESEARCH_MODEL_BASE_URL = `http://${RESEARCH_MODEL_HOST}/v1`;

// No relative imports: vitest.config.ts loads this file (as ./openai.ts, which it mirrors).
interface Body {
  model: string;
  messages?: { role: string; content?: string }[];
  response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean } };
}

const log: Body[] = [];

function sse(text: string): Response {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += 9) {
    parts.push(`data: ${JSON.stringify({ id: "chatcmpl-r", object: "chat.completion.chunk", created: 0, model: "fake", choices: [{ index: 0, delta: { content: text.slice(i, i + 9) }, finish_reason: null }] })}\n\n`);
  }
  parts.push(`data: ${JSON.stringify({ id: "chatcmpl-r", object: "chat.completion.chunk", created: 0, model: "fake", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
  return new Response(parts.join("") + "data: [DONE]\n\n", { headers: { "content-type": "text/event-stream" } });
}

function completion(content: string): Response {
  return Response.json({
    id: "chatcmpl-r",
    object: "chat.completion",
    created: 0,
    model: "fake",
    choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 400, completion_tokens: 60, total_tokens: 460 },
  });
}

/** A figure of the data block, as a model reading it would quote it. */
function pick(text: string, pattern: RegExp): string {
  return pattern.exec(text)?.[1] ?? "?";
}

function prose(model: string, data: string): string {
  const symbol = pick(data, /"symbol":"([A-Z0-9]+)"/);
  const score = pick(data, /"(?:conviction":\{"score|score)":(\d+)/);
  const close = pick(data, /"close":\{"value":([\d.]+)/);
  const plain = `${symbol} reads as a mixed picture on the computed figures, with a score of ${score} out of 100.${close !== "?" ? ` The last close was ${close}, and the levels around it come from swing structure and volatility.` : ""}\n\nThe peers and the valuation notes add context rather than a new signal.`;
  if (model === "research-invent") return `${plain} A move to 987.65 by 2031-07-04 would follow if momentum holds.`;
  if (model === "research-allinvent") return "A target of 4321.5 looks likely. Expect 77.7% upside.";
  if (model === "research-directive") return `${plain}\n\nYou should buy ${symbol} now.`;
  if (model === "research-nudge") return `${plain}\n\nPatient holders tend to welcome dips like this one. [directive]`;
  return plain;
}

function framework(model: string, user: string): Response {
  const rsi = pick(user, /"rsi14":([\d.]+)/);
  if (/ignore the rules/i.test(user)) return completion(JSON.stringify({ stance: "constructive", score: 95, reasons: [`You should buy it now, RSI14 is ${rsi}.`, `RSI14 is ${rsi}, as the note asks to check.`] }));
  if (model === "research-badjson") return completion(JSON.stringify({ stance: "strong buy", score: 140, reasons: [] }));
  return completion(JSON.stringify({ stance: "neutral", score: 55, reasons: [`RSI14 is ${rsi}, which the note's rule reads as neither stretched nor weak.`, "The note's trend rule has nothing in the data to judge."] }));
}

export async function fakeResearchModel(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/__log") return Response.json(log);
  if (url.pathname !== "/v1/chat/completions" || request.method !== "POST") return new Response("not found", { status: 404 });
  if (request.headers.get("authorization") !== "Bearer sk-fake") return Response.json({ error: { message: "bad key" } }, { status: 401 });
  const body = (await request.json()) as Body;
  const name = body.response_format?.json_schema?.name;
  if (name === "guard_verdict") return completion(JSON.stringify({ directive: (body.messages?.find((m) => m.role === "user")?.content ?? "").includes("[directive]") }));
  log.push(body);
  if (body.model === "research-down") return Response.json({ error: { message: "overloaded", type: "server_error" } }, { status: 500 });
  const user = body.messages?.find((m) => m.role === "user")?.content ?? "";
  if (name === "framework_opinion") return framework(body.model, user);
  return sse(prose(body.model, user));
}

/** From a test: every prose and framework request received (classifications excluded), oldest first. */
export async function researchModelLog(): Promise<Body[]> {
  return (await (await fetch(`http://${RESEARCH_MODEL_HOST}/__log`)).json()) as Body[];
}
