import { describe, expect, it } from "vitest";
import { composeBrief, type BriefInput } from "../../../worker/agent/brief/compose";
import { briefPrefs } from "../../../worker/agent/brief/prefs";
import { fakeEvent, fakeMover, fakeQuote } from "../../fakes/agent-market";

/** The brief's headline and chips follow the user's brief preferences, like its sections do. */
const AT = "2026-01-06T00:00:00Z";
const input = (prefs?: BriefInput["prefs"]): BriefInput => ({
  agentName: "Ada",
  dateLabel: "Tuesday 6 January",
  monday: false,
  held: ["SOL"],
  watched: ["ETH"],
  rules: [],
  quotes: new Map([["SOL", fakeQuote("SOL", 192.74, -2.5, AT)], ["ETH", fakeQuote("ETH", 3000, 1, AT)]]),
  movers: { gainers: [fakeMover("DOGE", 0.2, 4, AT)], losers: [fakeMover("AVAX", 12, -11.36, AT)], source: "fake", asOf: Date.parse(AT) },
  events: [fakeEvent({ kind: "depeg", subject: "USDC", title: "USDC depeg", status: "open", severity: "critical", startedAt: AT, asOf: AT })],
  weekNews: [],
  ...(prefs ? { prefs } : {}),
});

describe("Morning Brief headline and chips", () => {
  it("without preferences the top mover leads the headline and the chips", () => {
    const b = composeBrief(input());
    expect(b.headline).toBe("Tuesday 6 January: AVAX leads the moves at -11.36%; 1 market event open.");
    expect(b.chips[0]).toBe("Why did AVAX move?");
  });

  it("“skip the movers and focus on SOL”: SOL leads, no mover in the headline or chips", () => {
    const b = composeBrief(input(briefPrefs(["in my brief, skip the movers and focus on SOL"])));
    expect(b.headline).toBe("Tuesday 6 January: SOL at $192.74, -2.50% in 24h; 1 market event open.");
    expect(b.sections.map((s) => s.title)).not.toContain("Top movers");
    expect(b.chips.join(" ")).not.toMatch(/movers|AVAX/u);
    expect(b.chips).toEqual(["Why did SOL move?", "How is my portfolio doing today?", "Show a chart of SOL", "What market events are open?"]);
  });

  it("movers and events left out with no focus: neither leads nor is offered", () => {
    const b = composeBrief(input(briefPrefs(["drop the movers from my brief", "leave out the events from my brief"])));
    expect(b.headline).toBe("Tuesday 6 January: your holdings, watchlist and levels.");
    expect(b.chips.join(" ")).not.toMatch(/movers|AVAX|events/u);
  });
});

describe("Morning Brief: alert rules", () => {
  it("are spelled out (asset, condition, level), not counted", () => {
    const rules = [
      { id: "a", type: "price_below" as const, symbol: "BTC", otherSymbol: null, value: 100000, createdAt: 1 },
      { id: "b", type: "ratio_below" as const, symbol: "ETH", otherSymbol: "BTC", value: 0.03, createdAt: 2 },
    ];
    const lines = composeBrief({ ...input(), rules }).sections.find((s) => s.title === "What matters to you")!.lines;
    expect(lines).toContain("Your alert rules, checked on every monitoring pass: 1. BTC trades below $100,000; 2. ETH/BTC falls below 0.03.");
  });
});
