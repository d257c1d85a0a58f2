import { describe, expect, it } from "vitest";
import { GuardedStream } from "../../../worker/agent/chat/stream";
import type { ChatEvent } from "../../../worker/agent/chat/types";
import { GUARDRAIL_NOTICE } from "../../../worker/agent/guard/index";
import { HELD_MAX_CHARS, ParagraphGate, type ParagraphCheck } from "../../../worker/agent/guard/paragraph-gate";

/** A check that answers when the test says so, flagging paragraphs that contain "FLAG". */
function controlled() {
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const check: ParagraphCheck = (p) => {
    asked.push(p);
    return new Promise((resolve) => waiting.push(() => resolve(p.includes("FLAG"))));
  };
  return { check, asked, answerAll: () => waiting.splice(0).forEach((f) => f()) };
}

describe("ParagraphGate", () => {
  it("holds text until its paragraph ends and shows nothing before the verdict", async () => {
    const c = controlled();
    const shown: string[] = [];
    const gate = new ParagraphGate(c.check, (t) => shown.push(t));
    gate.push("One sentence. Another");
    expect(c.asked).toEqual([]);
    gate.push(" one.\n\nNext");
    expect(c.asked).toEqual(["One sentence. Another one."]);
    expect(shown).toEqual([]);
    c.answerAll();
    await gate.settled();
    expect(shown.join("")).toBe("One sentence. Another one.\n\n");
    gate.close();
    c.answerAll();
    await gate.settled();
    expect(shown.join("")).toBe("One sentence. Another one.\n\nNext");
  });

  it("a long paragraph with single newlines is classified in pieces at a line break", async () => {
    const c = controlled();
    const gate = new ParagraphGate(c.check, () => undefined);
    const line = `- ${"BTC closed higher on the day. ".repeat(5)}\n`;
    for (let i = 0; i < 5; i++) gate.push(line);
    expect(c.asked).toEqual([]);
    for (let i = 0; i < 3; i++) gate.push(line);
    expect(c.asked).toHaveLength(1);
    expect(c.asked[0]!.length).toBeGreaterThanOrEqual(HELD_MAX_CHARS - line.length);
    expect(c.asked[0]!.endsWith(line.trim())).toBe(true);
  });

  it("replaces a flagged paragraph by the notice once, keeps order, and fails closed when the check throws", async () => {
    const shown: string[] = [];
    let calls = 0;
    const gate = new ParagraphGate(async (p) => {
      calls += 1;
      if (p.includes("THROW")) throw new Error("down");
      return p.includes("FLAG");
    }, (t) => shown.push(t));
    gate.push("Fine one.\n\nFLAG this.\n\nTHROW here.\n\nLast one.");
    gate.close();
    await gate.settled();
    expect(calls).toBe(4);
    expect(shown.join("")).toBe(`Fine one.\n\n${GUARDRAIL_NOTICE}\n\nLast one.`);
    expect(gate.flagged).toEqual(["FLAG this.", "THROW here."]);
  });
});

describe("GuardedStream with a check", () => {
  it("a card waits behind the text before it; the stored reply is what was shown", async () => {
    const c = controlled();
    const events: ChatEvent[] = [];
    const s = new GuardedStream((e) => events.push(e), c.check);
    s.model("Price first.\n\nThen");
    const card = s.tool({ ok: true, tool: "get_price", summary: "FLAG BTC is at $64,000.", data: {} }, true);
    expect(events).toEqual([]);
    c.answerAll();
    await Promise.resolve();
    c.answerAll();
    expect(await card).toMatchObject({ ok: false, tool: "get_price" });
    s.model(" more.");
    const ended = s.end();
    c.answerAll();
    await ended;
    expect(events.map((e) => e.type)).toEqual(["delta", "tool", "delta"]);
    expect(s.shown).toBe("Price first.\n\nThen more.");
    expect(s.action()).toBe("pass");
  });

  it("without a check nothing waits: text is shown as the sentence guard releases it", () => {
    const events: ChatEvent[] = [];
    const s = new GuardedStream((e) => events.push(e));
    s.model("One. Two");
    expect(events).toEqual([{ type: "delta", text: "One. " }]);
  });
});
