import { describe, expect, it } from "vitest";
import { guardText } from "../../../worker/agent/guard";
import { analysisSummary, analyze } from "../../../worker/research/analyze";
import { replayResearchData } from "../../../worker/research/data";
import { deepDiveLines, deepDiveOverview } from "../../../worker/research/deepdive";
import { explore } from "../../../worker/research/explore";
import { analysisMarkdown, NOT_ADVICE, opinionsMarkdown } from "../../../worker/research/render";
import { verdicts } from "../../../worker/research/verdicts";
import { diskReplayFiles } from "../market/replay-files";

/**
 * Fathom's own computed report text is descriptive research: the research-only guard must leave
 * every line of an Analysis, Verdicts and DeepDive body as written. A line the guard rewrites
 * shows the reader a refusal where a figure should be (a QA walk found "Close $3874.4" under
 * "Levels" replaced on every report), so any rewrite here is a wording defect in the template.
 */
const DATES = ["2025-09-26T20:00:00Z", "2024-03-15T12:00:00Z", "2023-06-01T00:00:00Z", "2022-11-20T00:00:00Z"];
const SYMBOLS = ["BTC", "ETH", "SOL", "BNB", "DOGE", "LINK", "AAPL", "SPY"];
const FRAMEWORK = { ref: "NB-9", title: "My trend rules", body: "RSI14 < 70\nprice above SMA200\nsomething unreadable" };
const CONTEXT = ["## News", "", "- No stored headlines for it up to this date.", "", "## Market events", "", "- No depeg, exploit, governance emergency or bridge halt recorded for it by this date."];

function rewritten(lines: string[]): { line: string; shown: string }[] {
  return lines.filter((l) => l.trim() !== "").map((line) => ({ line, shown: guardText(line, "report").text })).filter((x) => x.shown !== x.line);
}

describe("report bodies pass the research-only guard unchanged", () => {
  for (const at of DATES) {
    it(`Analysis, Verdicts and DeepDive of ${SYMBOLS.length} assets as of ${at.slice(0, 10)}`, async () => {
      const data = replayResearchData(diskReplayFiles, Date.parse(at));
      const flagged: { line: string; shown: string }[] = [];
      for (const symbol of SYMBOLS) {
        const a = await analyze(data, symbol);
        const v = await verdicts(data, { analysis: a, frameworks: [FRAMEWORK], holdingWeight: 0.3 });
        flagged.push(...rewritten([analysisSummary(a), "", ...analysisMarkdown(a), "", NOT_ADVICE]));
        flagged.push(...rewritten([`Second opinions on NB-4 (${a.symbol}, as of ${a.asOf.slice(0, 10)}).`, "", ...opinionsMarkdown(v.opinions), NOT_ADVICE]));
        flagged.push(...rewritten(deepDiveLines(a, v, [deepDiveOverview(a)], CONTEXT)));
      }
      expect(flagged).toEqual([]);
    });
  }
});

/**
 * Report text shows figures the way the site does: labels in words (the label map in
 * worker/research/figure-names.ts), prices with the site's price rule, no exponent notation and
 * no long decimals (QA found "$1.0899e+5", "sma20: 4398.741", "marketCapToFdv: 0.7693").
 */
const RAW_NAME = /(^|[\s(-])(sma\d+|ema\d+|rsi14|atr14|volatility\d+|change\d+|drawdown\d+|volumeRatio\w+|marketCap|fdv|marketCapToFdv|rsBtc30|rsSpy30)\s*:/u;
const LOOSE_NUMBER = /\de[+-]\d|\d\.\d{5,}|\$[1-9]\d{0,2}(,\d{3})*\.\d{3,}(?!\d)|\$\d{4,}(?![\d,])/u;

describe("report bodies name and format every figure", () => {
  it("no internal figure name, exponent or long decimals in Analysis, Verdicts and DeepDive", async () => {
    const bad: string[] = [];
    for (const at of DATES.slice(0, 2)) {
      const data = replayResearchData(diskReplayFiles, Date.parse(at));
      for (const symbol of SYMBOLS) {
        const a = await analyze(data, symbol);
        const v = await verdicts(data, { analysis: a, frameworks: [FRAMEWORK], holdingWeight: null });
        for (const line of deepDiveLines(a, v, [deepDiveOverview(a)], CONTEXT)) if (RAW_NAME.test(line) || LOOSE_NUMBER.test(line.replace(/\$\d[\d,]*\.\d\d(?!\d)/gu, ""))) bad.push(`${symbol}: ${line}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("Explore names its factors in words", () => {
  it.each(["near", "mid", "long"] as const)("%s timeframe: the method and each figure's how", async (timeframe) => {
    const e = await explore(replayResearchData(diskReplayFiles, Date.parse(DATES[0]!)), "crypto", timeframe, "large");
    const texts = [e.method, ...e.candidates.flatMap((c) => Object.values(c.figures).map((f) => f.how))];
    for (const t of texts) expect(t).not.toMatch(/\b(change\d+|sma\d+|drawdown\d+|volumeRatio\w+)\b/u);
  });
});
