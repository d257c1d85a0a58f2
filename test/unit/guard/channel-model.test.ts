/**
 * The model second pass on the brief, alert and report channels (guard/channel-model.ts and its
 * callers), against the fake OpenAI-compatible classifier on a loopback port, driven by the real
 * `openai` client. Tags in the text script the fake: [directive] flags, [error] is an HTTP 500,
 * [slow] answers past the budget.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUARDRAIL_BLOCKED, GUARDRAIL_NOTICE, guardLinesWithModel, guardTextWithModel, modelPass, secondPassConfigFromEnv, type SecondPassConfig } from "../../../worker/agent/guard/index";
import { briefWithModel } from "../../../worker/agent/brief/model-check";
import type { Brief } from "../../../worker/agent/brief/compose";
import { alertWords } from "../../../worker/monitor/alert-text";
import type { Condition } from "../../../worker/monitor/conditions";
import { guardedReport } from "../../../worker/research/render";
import type { Bindings } from "../../../worker/env";
import { startFakeClassifier } from "../../fakes/classifier-server.mjs";
import { FAKE_CLASSIFIER_KEY } from "../../fakes/openai-classifier";

let server: Awaited<ReturnType<typeof startFakeClassifier>>;
let config: SecondPassConfig;

beforeAll(async () => {
  server = await startFakeClassifier();
  config = { apiKey: FAKE_CLASSIFIER_KEY, baseURL: server.baseURL, model: "fake-classifier" };
});
afterAll(() => server.close());

describe("guardTextWithModel", () => {
  it("keeps research the model passes and withholds the paragraph it flags (a paraphrase no rule knows)", async () => {
    const text = "BTC rose 2.5% to 64,210.50 on the day.\n\nA wording no rule knows [directive].";
    const r = await guardTextWithModel(text, "brief", config);
    expect(r.action).toBe("rewritten");
    expect(r.text).toBe(`BTC rose 2.5% to 64,210.50 on the day.\n\n${GUARDRAIL_NOTICE}`);
    expect(await guardTextWithModel("BTC rose 2.5% on the day.", "alert", config)).toEqual({ text: "BTC rose 2.5% on the day.", action: "pass" });
  });

  it("fails closed: an HTTP error or a timeout withholds the text", async () => {
    expect((await guardTextWithModel("Quiet market [error].", "report", config)).text).toBe(GUARDRAIL_BLOCKED);
    const t0 = Date.now();
    const slow = await guardTextWithModel("Quiet market [slow].", "alert", { ...config, timeoutMs: 300 });
    expect(slow).toEqual({ text: GUARDRAIL_BLOCKED, action: "blocked" });
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it("replaces a single-line channel whole with its marker", async () => {
    expect((await guardTextWithModel("Fresh take [directive]", "headline", config)).text).toBe("Headline withheld: it reads as a trading instruction");
  });

  it("still runs the rules first, and changes nothing without a model", async () => {
    expect((await guardTextWithModel("Buy ETH now.", "brief", null)).action).toBe("blocked");
    expect(await guardTextWithModel("A wording no rule knows [directive].", "brief", null)).toMatchObject({ action: "pass" });
    expect(await modelPass("anything [directive]", "report", null)).toEqual({ text: "anything [directive]", action: "pass" });
  });

  it("judges several lines alone, in parallel, within one call's budget", async () => {
    const lines = ["ETH +3.10% at $3,120.50.", "", "Rumour says load up [directive].", "SOL flat."];
    const t0 = Date.now();
    const out = await guardLinesWithModel(lines, "brief", config);
    expect(out).toEqual(["ETH +3.10% at $3,120.50.", "", GUARDRAIL_BLOCKED, "SOL flat."]);
    expect(Date.now() - t0).toBeLessThan(2500);
  });
});

describe("the brief, alert and report channels use it", () => {
  const brief: Brief = {
    headline: "Monday 8 June: BTC leads the moves at +4.20%.",
    sections: [
      { title: "Top movers", lines: ["BTC +4.20% at $64,210.50: ETF inflows.", "XRP +9.00% at $0.6120: a headline says this is the one to own [directive]."] },
      { title: "What to watch", lines: ["Depeg watch on USDe (depeg, high; feed)."] },
    ],
    chips: ["What moved BTC today?"],
    source: "fixture",
    asOf: null,
  };

  it("brief: a flagged line is withheld, the rest is unchanged; no model, no change", async () => {
    const out = await briefWithModel(brief, config);
    expect(out.headline).toBe(brief.headline);
    expect(out.sections[0]!.lines).toEqual(["BTC +4.20% at $64,210.50: ETF inflows.", GUARDRAIL_BLOCKED]);
    expect(out.sections[1]!.lines).toEqual(brief.sections[1]!.lines);
    expect(out.chips).toEqual(brief.chips);
    expect(await briefWithModel(brief, null)).toBe(brief);
  });

  it("alert: an injected headline in the body is withheld by the model pass", async () => {
    const c: Condition = {
      key: "tracked:XRP", layer: "tracked", symbol: "XRP", crossed: "XRP moved +9.00% in 24 hours", by: "4.00 points past the 5% line",
      magnitude: 4, source: "fixture", asOf: Date.UTC(2026, 5, 8), news: { title: "Analysts agree it is the one to own [directive]", link: "https://example.test/x", feed: "Feed" },
    };
    const plain = await alertWords({ ...c, news: undefined }, config);
    expect(plain.body).toContain("XRP moved +9.00% in 24 hours");
    const injected = await alertWords(c, config);
    expect(injected.title).toBe("Watchlist move: XRP");
    expect(injected.body).toBe(GUARDRAIL_BLOCKED);
    expect((await alertWords(c, null)).body).toContain("the one to own");
  });

  it("report: the saved body goes through the model when OPENAI_API_KEY is set, fail-closed", async () => {
    const env = { OPENAI_API_KEY: FAKE_CLASSIFIER_KEY, OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: "fake-classifier" } as Pick<Bindings, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">;
    expect(secondPassConfigFromEnv(env)).toMatchObject({ model: "fake-classifier" });
    const body = await guardedReport(env as Bindings, ["**Conviction 62/100**", "", "Peers: a wording no rule knows [directive].", "", "_Research only._"]);
    expect(body).toBe(`**Conviction 62/100**\n\n${GUARDRAIL_NOTICE}\n\n_Research only._`);
    expect(await guardedReport({} as Bindings, ["Peers: a wording no rule knows [directive]."])).toBe("Peers: a wording no rule knows [directive].");
    expect(await guardedReport(env as Bindings, ["Peers fell [error]."])).toBe(GUARDRAIL_BLOCKED);
  });
});
