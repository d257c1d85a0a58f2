import { describe, expect, it } from "vitest";
import { trainCommitted } from "../../../scripts/guard-train";
import { featureIndices, modelText } from "../../../worker/agent/guard/learned/features";
import { LEARNED_READER_VETO, LEARNED_THRESHOLD, LEARNED_VETO, learnedDirective, learnedScore, useLearnedWeights, withRulesOnly } from "../../../worker/agent/guard/learned/model";
import { LEARNED_SCALE, LEARNED_WEIGHTS_B64 } from "../../../worker/agent/guard/learned/weights";
import { isDirective, normalise, rulesReading } from "../../../worker/agent/guard/detect";
import { FEATURE_BITS } from "../../../worker/agent/guard/learned/features";

describe("learned directive model: features", () => {
  it("reads numbers as one token, so amounts and prices do not make a phrasing new", () => {
    expect(modelText("Buy 3.5 ETH at 2,950.25")).toBe(modelText("Buy 120 ETH at 3,100"));
    expect(featureIndices("Buy 3.5 ETH at 2,950.25").sort()).toEqual(featureIndices("Buy 120 ETH at 3,100").sort());
  });
  it("gives different phrasings different features, all inside the hashed space", () => {
    const a = featureIndices("Trim your NVDA before earnings.");
    const b = featureIndices("NVDA was trimmed by the fund before earnings.");
    expect(new Set(a)).not.toEqual(new Set(b));
    for (const f of [...a, ...b]) expect(f).toBeLessThan(2 ** FEATURE_BITS);
  });
});

describe("learned directive model: committed weights", () => {
  // Training grew to 100,000 units (round 40): on two busy cores it takes over a minute. Round 49 (135,000
  // units): 3.3 minutes alone on an idle core, past 4 under the full suite's load, so the bar is 10 minutes.
  it("are what a fresh training run on the committed sets gives (scripts/guard-train.ts)", () => {
    const fresh = trainCommitted();
    const committed = Buffer.from(LEARNED_WEIGHTS_B64, "base64");
    expect(committed.length).toBe(fresh.weights.length);
    // Float rounding may differ across engines by one step on a few weights, never more.
    let differing = 0;
    for (let i = 0; i < committed.length; i++) {
      const d = Math.abs(((committed[i]! << 24) >> 24) - fresh.weights[i]!);
      expect(d).toBeLessThanOrEqual(1);
      if (d) differing++;
    }
    expect(differing).toBeLessThan(committed.length / 1000);
    expect(Math.abs(fresh.scale - LEARNED_SCALE) / LEARNED_SCALE).toBeLessThan(0.01);
  }, 600_000);
});

describe("learned directive model: in the guard", () => {
  it("scores a plain directive above the threshold and plain research below it", () => {
    expect(learnedScore("Load up on SOL before the unlock, you won't regret it.")).toBeGreaterThan(LEARNED_THRESHOLD);
    expect(learnedScore("SOL fell 4% after the token unlock as supply hit exchanges.")).toBeLessThan(LEARNED_THRESHOLD);
  });
  it("is what flags a unit the rules alone pass, and switching it off passes it again", () => {
    // A phrasing found by scoring candidates the rules pass (this test fails if the rules learn it
    // or the model forgets it: either way the model's part in the guard is no longer shown).
    const unit = "Honestly the smart money move here is getting some exposure to SOL while it's cheap.";
    useLearnedWeights(null);
    const rulesAlone = isDirective(unit);
    useLearnedWeights(undefined);
    expect(rulesAlone).toBe(false);
    expect(learnedDirective(unit)).toBe(true);
    expect(isDirective(unit)).toBe(true);
  });
  it("asks the model only with enough text: three words, four CJK characters, or two lettered cells in a row", () => {
    // Weights that score everything 0 with threshold -1: whatever the gate lets through is flagged.
    useLearnedWeights({ values: new Float32Array(2 ** FEATURE_BITS), scale: 1, threshold: -1 });
    try {
      expect(["Buy now.", "0x514910771af9ca656af840dff83e8264ecf986ca", "梭哈!", "| 58,000 | 61,900 |"].map((t) => learnedDirective(t))).toEqual([false, false, false, false]);
      expect(["Load up now.", "现在买入比特币", "| TotalEnergies | Renforcer |"].map((t) => learnedDirective(t))).toEqual([true, true, true]);
    } finally {
      useLearnedWeights(undefined);
    }
  });
  it("takes back a rule hit only below the veto, and below a much lower bar when the unit names the reader", () => {
    const noReader = "Bitcoin must be sold right now.";
    const reader = "You should sell your ETH right now.";
    expect(withRulesOnly(() => [isDirective(noReader), isDirective(reader)])).toEqual([true, true]);
    // Weights that score everything 0: the veto bars decide which rule hits are taken back.
    const zero = new Float32Array(2 ** FEATURE_BITS);
    try {
      useLearnedWeights({ values: zero, scale: 1, veto: 1, readerVeto: -1 });
      expect([isDirective(noReader), isDirective(reader)]).toEqual([false, true]);
      useLearnedWeights({ values: zero, scale: 1, veto: -1, readerVeto: 1 });
      expect([isDirective(noReader), isDirective(reader)]).toEqual([true, false]);
    } finally {
      useLearnedWeights(undefined);
    }
  });
  it("sets the bar by which rules fired: the reader-action family alone, a table row's label cell, any other hit", () => {
    const readerOnly = "Why wouldn't you add more SOL at these prices?";
    const row = "| Solana | Buy | 140 |";
    const other = "Bitcoin must be sold right now.";
    expect(rulesReading(normalise(readerOnly))).toEqual(["reader"]);
    expect(rulesReading(normalise(other))).not.toContain("reader");
    expect(withRulesOnly(() => [readerOnly, row, other].map(isDirective))).toEqual([true, true, true]);
    const zero = new Float32Array(2 ** FEATURE_BITS);
    try {
      useLearnedWeights({ values: zero, scale: 1, veto: -1, readerVeto: -1, readerRuleVeto: 1, rowVeto: -1 });
      expect([readerOnly, row, other].map(isDirective)).toEqual([false, true, true]);
      useLearnedWeights({ values: zero, scale: 1, veto: -1, readerVeto: -1, readerRuleVeto: -1, rowVeto: 1 });
      expect([readerOnly, row, other].map(isDirective)).toEqual([true, false, true]);
      useLearnedWeights({ values: zero, scale: 1, veto: 1, readerVeto: 1, readerRuleVeto: -1, rowVeto: -1 });
      expect([readerOnly, row, other].map(isDirective)).toEqual([true, true, false]);
    } finally {
      useLearnedWeights(undefined);
    }
  });
  it("overrules a research frame (the agent's decline) only above the frame bar", () => {
    const framed = "Whether to sell your ETH here is your call.";
    expect(rulesReading(normalise(framed))).toBe("framed");
    const zero = new Float32Array(2 ** FEATURE_BITS);
    try {
      useLearnedWeights({ values: zero, scale: 1, frameOverride: 1 });
      expect(isDirective(framed)).toBe(false);
      useLearnedWeights({ values: zero, scale: 1, frameOverride: -1 });
      expect(isDirective(framed)).toBe(true);
    } finally {
      useLearnedWeights(undefined);
    }
    expect(isDirective(framed)).toBe(false);
    expect(isDirective("You asked whether to sell before earnings: yes, dump it before Thursday.")).toBe(true);
  });
  it("judges a table cell of four words or more as a sentence of its own, not only inside its row", () => {
    // Weights that score everything 0 with threshold -1: whatever has enough text is flagged. These
    // rows have one lettered cell, too few for the row itself to be judged by the model.
    useLearnedWeights({ values: new Float32Array(2 ** FEATURE_BITS), scale: 1, threshold: -1 });
    try {
      expect(isDirective("| 31.2 | +22% | Worth adding on any weakness |")).toBe(true);
      expect(isDirective("| 2603 | -12% | 建議減碼，換到電子股 |")).toBe(true);
      // Shorter cells are names, metrics and noun labels: left to the row.
      expect(isDirective("| 31.2 | +22% | Achat de Schneider |")).toBe(false);
      expect(isDirective("| 30% | 加仓比例 |")).toBe(false);
    } finally {
      useLearnedWeights(undefined);
    }
    expect(isDirective("| MSFT | 31.2 | +22% | Worth adding on any weakness |")).toBe(true);
  });
  it("keeps a reader-addressed directive laundered through a reported view caught with the committed model", () => {
    const laundered = "Algunos analistas creen que debes vender tus acciones.";
    expect(learnedScore(laundered)).toBeLessThan(LEARNED_VETO);
    expect(learnedScore(laundered)).toBeGreaterThanOrEqual(LEARNED_READER_VETO);
    expect(isDirective(laundered)).toBe(true);
  });
});
