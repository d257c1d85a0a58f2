import { describe, expect, it } from "vitest";
import { reportMarkdown } from "../../../worker/kol/report-markdown";
import { blocks } from "../../../web/src/routes/(app)/notebook/model";

describe("a KOL report saved for the Notebook", () => {
  const chatText = [
    "(rule-based)",
    "KOL Discussion on LINK.",
    "4 claims from 2 sources, read by three frameworks.",
    "Round 1 — openings:",
    "  Trend: constructive (score 58); [1] sound, [2] doubtful.",
    "  Risk: cautious (score 42); [2] doubtful.",
    "Sources:",
    "  [1] Example Weekly — https://feeds.example/a (2025-09-20)",
    "",
    "",
    "Research only; not investment advice.",
  ].join("\n");

  it("keeps each statement its own paragraph and the indented lines as a list under it", () => {
    const parsed = blocks(reportMarkdown(chatText));
    expect(parsed.map((b) => b.kind)).toEqual(["p", "p", "p", "p", "ul", "p", "ul", "p"]);
    expect(parsed[4]).toEqual({ kind: "ul", items: ["Trend: constructive (score 58); [1] sound, [2] doubtful.", "Risk: cautious (score 42); [2] doubtful."] });
    expect(parsed[7]).toEqual({ kind: "p", text: "Research only; not investment advice." });
  });

  it("the chat text itself would have read as one paragraph (the reason for the conversion)", () => {
    expect(blocks(chatText.split("\n").slice(0, 4).join("\n"))).toHaveLength(1);
  });

  it("never starts or ends with blank lines and never doubles them", () => {
    const md = reportMarkdown(`\n\n${chatText}\n\n`);
    expect(md.startsWith("\n") || md.endsWith("\n")).toBe(false);
    expect(md).not.toMatch(/\n\n\n/);
  });
});
