import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { guardReply, splitUnits } from "../../../worker/agent/guard/index";

describe("splitUnits", () => {
  const cases: [string, string[]][] = [
    ["BTC rose 2.5% to $3,000.50. Volume fell.", ["BTC rose 2.5% to $3,000.50. ", "Volume fell."]],
    ["La empresa recompró 1.500 millones. Vende todo.", ["La empresa recompró 1.500 millones. ", "Vende todo."]],
    ["The U.S. CPI was 3.1%, vs. 3.2% expected. Apple Inc. beat.", ["The U.S. CPI was 3.1%, vs. 3.2% expected. ", "Apple Inc. beat."]],
    ["See e.g. the 50-day. J. P. Morgan agrees.", ["See e.g. the 50-day. ", "J. P. Morgan agrees."]],
    ["1. First point.\n2. Second point.", ["1. First point.\n", "2. Second point."]],
    ["- ETH: 3,120\n- BTC: 64,000\n", ["- ETH: 3,120\n", "- BTC: 64,000\n"]],
    ["| Asset | Call |\n|---|---|\n| BTC | BUY. Now. |", ["| Asset | Call |\n", "|---|---|\n", "| BTC | BUY. Now. |"]],
    ["Use `x. y` here. Done.", ["Use `x. y` here. ", "Done."]],
    ["比特币上涨2.5%。你应该买入！好吗？", ["比特币上涨2.5%。", "你应该买入！", "好吗？"]],
    ["बिटकॉइन ऊपर है। अभी खरीदें।", ["बिटकॉइन ऊपर है। ", "अभी खरीदें।"]],
    ["هل ترتفع؟ نعم", ["هل ترتفع؟ ", "نعم"]],
    ["Wait... really?! Yes.", ["Wait... ", "really?! ", "Yes."]],
    ["```\nbuy(). sell()\n```\nAfter.", ["```\nbuy(). sell()\n```\n", "After."]],
  ];
  for (const [text, units] of cases) {
    it(`splits ${JSON.stringify(text).slice(0, 50)}`, () => expect(splitUnits(text)).toEqual(units));
  }

  it("is lossless: joining the units gives the text back", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (t) => {
      expect(splitUnits(t).join("")).toBe(t);
    }));
    fc.assert(
      fc.property(fc.array(fc.constantFrom("2.5%", "1.500", "$3,000.50", "U.S.", "e.g.", ". ", "\n", "| a |", "。", "Buy", " ", "x"), { maxLength: 30 }), (parts) => {
        const t = parts.join("");
        expect(splitUnits(t).join("")).toBe(t);
      }),
    );
  });

  it("never splits a number: decimals survive a rewrite whole", () => {
    const r = guardReply("ETH is at 3,482.20, up 1.8%. You should buy it. SOL is 142.5 and the index 5,120.35.");
    expect(r.action).toBe("rewritten");
    for (const n of ["3,482.20", "1.8%", "142.5", "5,120.35"]) expect(r.text).toContain(n);
  });
});
