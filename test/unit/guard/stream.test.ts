import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { GUARDRAIL_NOTICE, guardReply, SentenceGuard } from "../../../worker/agent/guard/index";

/** Feeds text in fixed-size chunks; returns every non-empty release, in order. */
function stream(guard: SentenceGuard, text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) {
    const shown = guard.push(text.slice(i, i + size));
    if (shown) out.push(shown);
  }
  return out;
}

describe("SentenceGuard", () => {
  it("never releases the first half of a directive split across a tool call", () => {
    const guard = new SentenceGuard();
    // Round 1 ends mid-sentence; the model then calls a tool. The caller must NOT flush here.
    const round1 = stream(guard, "Apple is at $227.50. It's a great time to", 1);
    expect(round1.join("")).toBe("Apple is at $227.50. ");
    expect(guard.pending).toContain("It's a great time to");
    const round2 = stream(guard, " buy Apple stock. Support is $220.", 1);
    const shown = [...round1, ...round2, guard.flush()].join("");
    expect(shown).not.toMatch(/great time to/u);
    expect(shown).toContain("Apple is at $227.50.");
    expect(shown).toContain("Support is $220.");
    expect(shown).toContain(GUARDRAIL_NOTICE);
    expect(guard.flagged).toEqual(["It's a great time to buy Apple stock."]);
  });

  it("releases only whole units: every release is a concatenation of complete sentences", () => {
    const guard = new SentenceGuard();
    const releases = stream(guard, "BTC is at 64,210.50 (up 2.5%). ETH trails. SOL leads.", 1);
    releases.push(guard.flush());
    expect(releases).toEqual(["BTC is at 64,210.50 (up 2.5%). ", "ETH trails. ", "SOL leads."]);
  });

  it("keeps a decimal whole when the chunk boundary falls inside it", () => {
    const guard = new SentenceGuard();
    const shown = [guard.push("The index fell 0."), guard.push("75% to 5,120."), guard.push("35 today. "), guard.push("Next."), guard.flush()].join("");
    expect(shown).toBe("The index fell 0.75% to 5,120.35 today. Next.");
  });

  it("hides a one-character-chunked directive, a table cell and an execution claim", () => {
    const text = "| Asset | Call |\n|---|---|\n| BTC | BUY |\nPlacing your order now. Levels: 61,900 and 70,000.";
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (size) => {
        const guard = new SentenceGuard();
        const shown = [...stream(guard, text, size), guard.flush()].join("");
        expect(shown).not.toMatch(/\bBUY\b|Placing your order/u);
        expect(shown).toContain("Levels: 61,900 and 70,000.");
        expect(shown).toContain("| Asset | Call |");
      }),
    );
  });

  it("reports a blocked turn when nothing but directives came", () => {
    const guard = new SentenceGuard();
    stream(guard, "Buy ETH now! Sell your SOL.", 3);
    guard.flush();
    expect(guard.blocked).toBe(true);
  });
});

describe("trade plans spread over units", () => {
  const plan = "ETH is at 3,120.\n- Entry: 2,950\n- Stop: 2,780\n- Target: 3,300\nRisks: the unlock on June 12.";

  it("guardReply removes every part of a plan given one bullet per part", () => {
    const r = guardReply(plan);
    expect(r.action).toBe("rewritten");
    expect(r.text).not.toMatch(/2,950|2,780|3,300/u);
    expect(r.text).toContain("Risks: the unlock on June 12.");
  });

  it("the stream holds a lone plan part until the plan is over, so no part is ever shown", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (size) => {
        const guard = new SentenceGuard();
        const shown = [...stream(guard, plan, size), guard.flush()].join("");
        expect(shown).not.toMatch(/2,950|2,780|3,300/u);
        expect(shown).toContain("ETH is at 3,120.");
        expect(shown).toContain("Risks: the unlock on June 12.");
      }),
    );
  });

  it("a single level with a stop word is research and is released", () => {
    const guard = new SentenceGuard();
    const shown = [...stream(guard, "A stop at 3,100 would sit below the last swing low. Volume is light.", 4), guard.flush()].join("");
    expect(shown).toBe("A stop at 3,100 would sit below the last swing low. Volume is light.");
  });
});
