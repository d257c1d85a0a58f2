import { beforeEach, describe, expect, it } from "vitest";
import { CARD_WITHHELD } from "../../worker/agent/chat/stream";
import { GUARDRAIL_NOTICE, guardReply } from "../../worker/agent/guardrail";
import { emptyMarket, lengthPricedQuotes } from "../fakes/agent-market";
import { fakeClassifierLog, NUDGE, PLAIN, resetFakeOpenAI, setFakeClassifier } from "../fakes/openai";
import { chatSocket, chatTurn, fakedProAgent } from "./agent-chat";
import { identities } from "./helpers";

/**
 * The model second pass, end to end through the chat WebSocket: the real `openai` client streams
 * the scripted reply from the fake server, and the same fake answers the guard's classification
 * requests in OpenAI's response shape. Every paragraph is held until it ends and is shown only
 * after the classifier's verdict; an error or a slow answer withholds it (fail-closed).
 */

const { address, freshIp } = identities("agent-second-pass.example", 24);
const market = emptyMarket({ quotes: lengthPricedQuotes("2026-03-07T00:00:00.000Z") });

/** A signed-in Pro user's agent, its chat socket open; `model: false` leaves it without a model. */
async function agent(model = true) {
  const { cookie } = await fakedProAgent({ address, freshIp }, market, { model });
  return chatSocket(cookie);
}

const turn = chatTurn;

/** Replays the deltas as the browser renders them; `forbidden` must never be visible, not for a frame. */
function watch(events: any[], forbidden: RegExp[]) {
  let shown = "";
  const cards: any[] = [];
  for (const e of events) {
    if (e.type === "delta") {
      shown += e.text;
      for (const f of forbidden) expect(shown, `visible after the delta ${JSON.stringify(e.text)}`).not.toMatch(f);
    }
    if (e.type === "tool") cards.push(e.result);
  }
  const done = events.at(-1);
  expect(done.type).toBe("done");
  expect(done.message.content).toBe(shown.trim());
  for (const f of forbidden) expect(JSON.stringify(done.message)).not.toMatch(f);
  return { shown, cards, done: done.message, deltas: events.filter((e) => e.type === "delta").length };
}

const [first, nudge, last] = NUDGE.split("\n\n") as [string, string, string];

beforeEach(resetFakeOpenAI);

describe("the model second pass in the chat", () => {
  it("the rules pass the nudge on their own (so only the classifier can stop it)", () => {
    expect(guardReply(NUDGE).action).toBe("pass");
    expect(guardReply(PLAIN).action).toBe("pass");
  });

  it("a paragraph the rules pass but the classifier flags is never shown; the others are", async () => {
    const ws = await agent();
    const r = watch(await turn(ws, "[nudge] how is bitcoin?"), [/patient holders/i, /would welcome/i, /\[directive\]/]);
    expect(r.shown.trim()).toBe(`${first}\n\n${GUARDRAIL_NOTICE}\n\n${last}`);
    expect(r.done.guard).toBe("rewritten");
    expect(await fakeClassifierLog()).toEqual([first, nudge, last]);
  });

  it("a classifier error fails closed: nothing the model wrote is shown", async () => {
    const ws = await agent();
    await setFakeClassifier("error");
    const r = watch(await turn(ws, "[plain] where is the 200-day?"), [/200-day/, /funding/i, /58,400/]);
    expect(r.shown.trim()).toBe(GUARDRAIL_NOTICE);
    expect(r.done.guard).toBe("blocked");
    expect((await fakeClassifierLog()).length).toBe(2);
  });

  it("a classifier slower than the budget fails closed too", async () => {
    const ws = await agent();
    await setFakeClassifier("slow");
    const started = Date.now();
    const r = watch(await turn(ws, "[plain] where is the 200-day?"), [/200-day/, /funding/i]);
    expect(r.shown.trim()).toBe(GUARDRAIL_NOTICE);
    // The budget (2.5 s), not the fake's 5 s: both paragraphs are classified in parallel.
    expect(Date.now() - started).toBeLessThan(4_900);
  });

  it("an unflagged reply is shown whole, still streamed, and stored exactly as shown", async () => {
    const ws = await agent();
    const r = watch(await turn(ws, "[plain] where is the 200-day?"), []);
    expect(r.shown.trim()).toBe(PLAIN);
    expect(r.deltas).toBeGreaterThan(1);
    expect(r.done.guard).toBe("pass");
    expect(await fakeClassifierLog()).toEqual(PLAIN.split("\n\n"));
  });

  it("a card whose model-written words the classifier flags is replaced before it is shown", async () => {
    const ws = await agent();
    const r = watch(await turn(ws, "[card-nudge] remember how I feel about dips"), [/patient holders/i, /\[directive\]/]);
    expect(r.cards).toEqual([{ ok: false, tool: "remember", code: "invalid_request", message: CARD_WITHHELD }]);
    expect(r.done.tools).toEqual(r.cards);
    expect(r.shown).toContain("Noted for later.");
  });

  it("a draft the classifier flags is withheld on screen and cannot be approved", async () => {
    const ws = await agent();
    const r = watch(await turn(ws, "[draft-nudge] make me a morning routine"), [/dip routine/i]);
    expect(r.cards).toEqual([{ ok: false, tool: "draft_custom_capability", code: "invalid_request", message: CARD_WITHHELD }]);
    const approved = watch(await turn(ws, "approve"), []);
    expect(approved.shown).toMatch(/can't be saved/);
  });

  it("without a model nothing is classified and the reply is unchanged", async () => {
    const ws = await agent(false);
    const r = watch(await turn(ws, "price of BTC"), []);
    expect(r.done.model).toBe(false);
    expect(r.cards).toEqual([expect.objectContaining({ ok: true, tool: "get_price" })]);
    expect(await fakeClassifierLog()).toEqual([]);
  });
});
