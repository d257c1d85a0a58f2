import { describe, expect, it } from "vitest";
import { keepKnown, knownFigures, unknownNumbers, writtenNumbers } from "../../../worker/research/numbers";

/** "Never invents one": the check every model-written sentence passes before it is kept. */
const result = {
  symbol: "SOL",
  asOf: "2024-03-15T00:00:00.000Z",
  conviction: { score: 85, restsOn: [{ factor: "RSI14 between 40 and 70", figure: { value: 63.456789, unit: "score", how: "Wilder RSI over 14 days" } }] },
  levels: { close: { value: 176.65 }, validation: { value: 210.123 }, invalidation: { value: 150.5 } },
  marketCap: { value: 78_123_456_789 },
  ratio: 0.8456,
  change30: { value: -12.345, how: "close vs 30 days earlier" },
  parent: "NB-12",
};
const known = knownFigures(result);

describe("numbers in model prose", () => {
  it("reads values, rounding, scale words and percent signs as written", () => {
    expect(writtenNumbers("Close $176.65, cap $78.1B, 1,234 coins, up 12.3%, 85 out of 100.").map((n) => [n.value, n.tolerance > 0, n.percent])).toEqual([
      [176.65, true, false],
      [78.1e9, true, false],
      [1234, true, false],
      [12.3, true, true],
      [85, true, false],
      [100, true, false],
    ]);
    // Names are not figures: the 200 of SMA200 and the 14 of RSI14 are skipped.
    expect(writtenNumbers("SMA200 and RSI14")).toEqual([]);
  });

  it("accepts a figure within the rounding it was written with, either sign, dates and NB-numbers the result names", () => {
    expect(unknownNumbers("RSI14 at 63.5 and a close of 176.65 (validation 210.12, invalidation 150.5).", known)).toEqual([]);
    expect(unknownNumbers("Market cap about $78.1B; down 12.3% over 30 days; conviction 85/100.", known)).toEqual([]);
    expect(unknownNumbers("Market cap to FDV is 85%, as of 2024-03-15, see NB-12.", known)).toEqual([]);
  });

  it("rejects a number the result does not hold, a wrong rounding, and unknown dates or NB-numbers", () => {
    expect(unknownNumbers("A target of 250 is in reach.", known)).toEqual(["250"]);
    expect(unknownNumbers("The close was 176.7.", known)).toEqual([]);
    expect(unknownNumbers("The close was 176.8.", known)).toEqual(["176.8"]);
    expect(unknownNumbers("By 2031-07-04, see NB-13.", known)).toEqual(["2031-07-04", "NB-13"]);
    expect(unknownNumbers("Market cap about $79B.", known)).toEqual(["$79B"]);
  });

  it("drops exactly the sentences with an unknown number and counts them", () => {
    const text = "SOL closed at 176.65. A move to 987.65 would follow.\n\nConviction is 85 out of 100. It could double to 353.3 soon.";
    expect(keepKnown(text, known)).toEqual({ text: "SOL closed at 176.65.\n\nConviction is 85 out of 100.", kept: 2, dropped: 2 });
    expect(keepKnown("Up 77.7% by 2031-01-01.", known)).toEqual({ text: "", kept: 0, dropped: 1 });
  });
});
