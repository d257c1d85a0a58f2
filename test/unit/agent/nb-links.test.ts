import { describe, expect, it } from "vitest";
import { linkNotebookRefs } from "../../../web/src/lib/agent/nb-links";

describe("Notebook references in chat", () => {
  it("become links to the entry, the rest stays text, and joining the pieces gives the text back", () => {
    const text = "Saved as NB-12; the analysis NB-13 links to it (see NB-012).";
    const pieces = linkNotebookRefs(text);
    expect(pieces.map((p) => p.text).join("")).toBe(text);
    expect(pieces.filter((p) => "href" in p)).toEqual([
      { text: "NB-12", href: "/notebook/NB-12" },
      { text: "NB-13", href: "/notebook/NB-13" },
      { text: "NB-012", href: "/notebook/NB-12" },
    ]);
  });

  it("leaves look-alikes and markup as plain text", () => {
    for (const text of ["ANB-12 and NB-x", "<a href=x>NB</a>", ""]) {
      const pieces = linkNotebookRefs(text);
      expect(pieces.every((p) => !("href" in p))).toBe(true);
      expect(pieces.map((p) => p.text).join("")).toBe(text);
    }
  });
});
