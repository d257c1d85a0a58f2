import { describe, expect, it } from "vitest";
import { composeBrief } from "../../../worker/agent/brief/compose";
import { briefHtml, briefText } from "../../../worker/agent/brief/render";
import { fakeQuote } from "../../fakes/agent-market";

/**
 * The Morning Brief's text (Inbox and e-mail) writes dates in the one date format and prices
 * with the site's price rule: a QA walk found "as of 2025-09-26T20:00:00.000Z" in the Inbox.
 */
describe("Morning Brief text", () => {
  it("dates read '26 Sept 2025, 20:00 UTC' and prices '$3,874.36', never ISO or loose digits", () => {
    const asOf = "2025-09-26T20:00:00.000Z";
    const b = composeBrief({
      agentName: "Fathom", dateLabel: "Friday 26 September", monday: false, held: ["ETH"], watched: ["DOGE"], rules: [],
      quotes: new Map([["ETH", fakeQuote("ETH", 3874.36, 1.2, asOf)], ["DOGE", fakeQuote("DOGE", 0.222919, -0.5, asOf)]]),
      movers: { gainers: [], losers: [], source: "replay", asOf: Date.parse(asOf) } as never, events: [], weekNews: [],
    });
    const text = briefText(b);
    const html = briefHtml(b, { home: "https://x/", stop: "https://x/stop", chat: (q) => `https://x/chat?q=${q}` });
    for (const out of [text, html]) {
      expect(out).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
      expect(out).toContain("as of 26 Sept 2025, 20:00 UTC");
    }
    expect(text).toContain("$3,874.36");
    expect(text).toContain("$0.2229");
  });
});
