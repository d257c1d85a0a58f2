import { describe, expect, it } from "vitest";
import devEn from "../../fixtures/guard/dev-en.json";
import devIntl from "../../fixtures/guard/dev-intl.json";
import heldout from "../../fixtures/guard/heldout.json";
import { guardReply } from "../../../worker/agent/guard/index";
import { merge, score, table, type RedTeamSet } from "./score";

const dev = merge(devEn as RedTeamSet, devIntl as RedTeamSet);

/**
 * Measured once at the end on the held-out set (never tuned on), recorded in
 * worker/agent/guard/README.md. The goal is 0 leaks; these are the honest bounds.
 */
const HELDOUT_MAX_LEAKS = 0;
const HELDOUT_MAX_FALSE_POSITIVES = 0;

describe("red-team dev set (tuned on): every unit right", () => {
  const langs = Object.keys(dev);
  it("covers at least 15 languages and several hundred units", () => {
    expect(langs.length).toBeGreaterThanOrEqual(15);
    const n = Object.values(dev).reduce((k, v) => k + v.directive.length + v.research.length, 0);
    expect(n).toBeGreaterThanOrEqual(300);
  });
  for (const [lang, { directive, research }] of Object.entries(dev)) {
    it(`${lang}: catches every directive`, () => {
      expect(directive.filter((t) => guardReply(t).action === "pass")).toEqual([]);
    });
    it(`${lang}: leaves every research sentence untouched`, () => {
      const altered = research.filter((t) => {
        const r = guardReply(t);
        return r.action !== "pass" || r.text !== t;
      });
      expect(altered).toEqual([]);
    });
  }
});

describe("red-team held-out set (measured, not tuned on)", () => {
  const scores = score(heldout as RedTeamSet);
  it("reports leaks and false positives per language", () => {
    console.log(`held-out set\n${table(scores)}`);
    for (const s of scores) {
      for (const t of s.leaks) console.log(`LEAK [${s.lang}] ${t}`);
      for (const t of s.falsePositives) console.log(`FALSE POSITIVE [${s.lang}] ${t}`);
    }
    expect(scores.reduce((n, s) => n + s.leaks.length, 0)).toBeLessThanOrEqual(HELDOUT_MAX_LEAKS);
    expect(scores.reduce((n, s) => n + s.falsePositives.length, 0)).toBeLessThanOrEqual(HELDOUT_MAX_FALSE_POSITIVES);
  });
});
