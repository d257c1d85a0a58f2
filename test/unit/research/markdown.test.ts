import { describe, expect, it } from "vitest";
import { blocks, inline } from "../../../web/src/routes/(app)/notebook/model";

/** The site's reading of the research Markdown: blocks as text (never HTML), NB-numbers as links. */
describe("notebook markdown", () => {
  it("splits headings, paragraphs, lists and tables; a blank line ends a paragraph", () => {
    const md = "# Title\n\nFirst line\ncontinues.\n\n**Macro** — constructive\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |";
    expect(blocks(md)).toEqual([
      { kind: "h", level: 1, text: "Title" },
      { kind: "p", text: "First line continues." },
      { kind: "p", text: "**Macro** — constructive" },
      { kind: "ul", items: ["one", "two"] },
      { kind: "table", head: ["a", "b"], rows: [["1", "2"]] },
    ]);
  });

  it("links NB-numbers, keeps bold, and leaves markup as text", () => {
    expect(inline("From **NB-2**, see NB-10 <script>")).toEqual([
      { text: "From ", strong: false },
      { text: "NB-2", ref: "NB-2", strong: true },
      { text: ", see ", strong: false },
      { text: "NB-10", ref: "NB-10", strong: false },
      { text: " <script>", strong: false },
    ]);
  });
});
