import { describe, expect, it } from "vitest";
import { agreements, reportRef, safeUrl, type Reading, type RunView } from "../../../web/src/lib/kol/kol";

/** The chat's KOL card helpers: which links are drawn, the Synthesis marks, the report's NB link. */
describe("KOL card helpers", () => {
  it("links only http(s) addresses", () => {
    expect(safeUrl("https://www.youtube.com/watch?v=abc")).toBe("https://www.youtube.com/watch?v=abc");
    expect(safeUrl("http://example.com/a")).toBe("http://example.com/a");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("data:text/html,<b>x</b>")).toBeNull();
    expect(safeUrl("not a url")).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });

  it("marks agreements and disagreements per claim, skipping claims a framework cannot judge", () => {
    const r = (framework: string, s: (boolean | null)[]): Reading => ({ framework, stance: "neutral", score: 50, judged: s.map((supports, i) => ({ n: i + 1, supports, why: `${framework} ${i + 1}` })) });
    const { agree, disagree } = agreements(r("Trend", [true, false, true, null]), r("Risk", [true, false, false, true]));
    expect(agree).toEqual([{ n: 1, supports: true }, { n: 2, supports: false }]);
    expect(disagree.map((d) => [d.n, d.a.supports, d.b.supports])).toEqual([[3, true, false]]);
  });

  it("reads the report's NB reference from the run's last step only when it is one", () => {
    const run = (ref: string): RunView => ({ id: "run_1", status: "done", step: 5, total: 5, error: null, result: [{ phase: "gathered" }, { phase: "published", ref }] });
    expect(reportRef(run("NB-42"))).toBe("NB-42");
    expect(reportRef(run("javascript:x"))).toBeNull();
    expect(reportRef({ ...run("NB-1"), result: [] })).toBeNull();
  });
});
