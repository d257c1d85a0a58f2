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

describe("the assistant's own example texts", () => {
  it("name no Notebook entry, so the chat renders no link to an entry that may not exist", async () => {
    const { HELP_TEXT, route } = await import("../../../worker/agent/router");
    const { CAPABILITIES_TEXT } = await import("../../../worker/agent/router-assistant");
    const replies = ["hello there", "alert me", "what can you do?", "RSI", "export as pdf", "analyze", "deep dive", "open"].map((t) => route(t)).flatMap((p) => (p.kind === "reply" ? [p.text] : []));
    for (const text of [HELP_TEXT, CAPABILITIES_TEXT, ...replies]) expect(linkNotebookRefs(text).filter((p) => "href" in p)).toEqual([]);
    expect(HELP_TEXT).toContain("“analyze NB-<number>”");
  });
});
