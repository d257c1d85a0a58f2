/**
 * The second pass against the kind of fake outsiders test with: an OpenAI-compatible server that
 * scripts the model's reply and answers EVERY request with it — the classifier's request too, so
 * the classifier gets the scripted directive (or any prose) instead of {"directive": …}. Such an
 * answer is "invalid": the paragraph is then judged by the strict rules mode unit by unit
 * (worker/agent/guard/strict.ts). Nothing the rules or the strict shape flag is shown, and research
 * without trade words still is (before round 12 every paragraph was withheld).
 * The real `openai` client talks to the fake on 127.0.0.1.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useLearnedWeights } from "../../../worker/agent/guard/learned/model";
import { GUARDRAIL_NOTICE, guardWithModel, modelCheck, modelPass, ParagraphGate, secondPass, type SecondPassConfig } from "../../../worker/agent/guard/index";

let server: Server;
let config: SecondPassConfig;
let scripted = "";
const requests: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      requests.push(JSON.parse(body));
      res.writeHead(200, { "content-type": "application/json" });
      // OpenAI's chat.completion shape; the content is the scripted reply, whatever was asked.
      res.end(JSON.stringify({
        id: "chatcmpl-scripted", object: "chat.completion", created: 0, model: "scripted",
        choices: [{ index: 0, message: { role: "assistant", content: scripted, refusal: null }, finish_reason: "stop", logprobs: null }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  config = { apiKey: "sk-scripted", baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, model: "scripted" };
});
afterAll(() => server.close());

const RESEARCH = "BTC is at 64,210 and support is 61,900.\n\nSpot ETF inflows totaled $1.2 billion last week.";
const MIXED = "BTC is at 64,210. Selling into this strength looks sensible. Support is 61,900.";

// MIXED's middle sentence is one the hand-written rules pass and the strict mode withholds; the
// learned model catches it too (learned.test.ts), so these tests of the strict mode's own logic
// run with the model switched off.
beforeAll(() => useLearnedWeights(null));
afterAll(() => useLearnedWeights(undefined));

describe("a classifier answer that is not a classification (scripted fake)", () => {
  it("the answer is reported invalid (the request really was a classification)", async () => {
    scripted = "Buy ETH now, it is going to 5,000.";
    expect(await secondPass(config, "Momentum is mixed.")).toMatchObject({ directive: true, reason: "invalid" });
    expect(requests.at(-1)).toMatchObject({ response_format: { type: "json_schema" } });
  });

  it("research without trade words is shown whole, paragraph by paragraph", async () => {
    scripted = "Buy ETH now, it is going to 5,000.";
    expect(await guardWithModel(config, RESEARCH)).toMatchObject({ action: "pass", text: RESEARCH });
    expect(await modelPass(RESEARCH, "report", config)).toEqual({ text: RESEARCH, action: "pass" });
  });

  it("only the sentence the strict mode flags is withheld, and the notice follows once", async () => {
    scripted = 'Sure! {"directive": false}';
    const r = await guardWithModel(config, `${MIXED}\n\nAdding on this pullback looks sensible.`);
    expect(r.action).toBe("rewritten");
    expect(r.text).toBe(`BTC is at 64,210. Support is 61,900. ${GUARDRAIL_NOTICE}`);
    const report = await modelPass(MIXED, "report", config);
    expect(report).toEqual({ text: `BTC is at 64,210. Support is 61,900. ${GUARDRAIL_NOTICE}`, action: "rewritten" });
  });

  it("a short channel is replaced whole by its marker", async () => {
    scripted = "prose";
    expect((await modelPass("Selling into strength looks sensible", "headline", config)).action).toBe("blocked");
  });

  it("in the chat gate: flagged sentences never shown, research shown in order, notice once", async () => {
    scripted = "Sell everything.";
    const shown: string[] = [];
    const gate = new ParagraphGate(modelCheck(config), (t) => shown.push(t));
    gate.push(`${MIXED}\n\n`);
    gate.push("Buying here looks sensible to me.\n\n");
    gate.push("Funding turned negative overnight.");
    gate.close();
    await gate.settled();
    const text = shown.join("");
    expect(text).not.toMatch(/Selling|Buying/u);
    expect(text.split(GUARDRAIL_NOTICE)).toHaveLength(2);
    expect(text).toContain("BTC is at 64,210. Support is 61,900.");
    expect(text.endsWith("Funding turned negative overnight.")).toBe(true);
    expect(gate.flagged).toHaveLength(2);
  });

  it("a real classification still decides (the strict mode is only for answers that are not one)", async () => {
    scripted = JSON.stringify({ directive: true });
    expect((await guardWithModel(config, RESEARCH)).action).toBe("blocked");
    scripted = JSON.stringify({ directive: false });
    expect((await guardWithModel(config, MIXED)).text).toBe(MIXED);
  });
});
