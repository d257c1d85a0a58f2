import { describe, expect, it } from "vitest";
import { CHANNEL_MAX_CHARS, GUARD_CHANNELS, guardText } from "../../../worker/agent/guard/channels";
import { EXECUTION_NOTICE, GUARDRAIL_BLOCKED, GUARDRAIL_NOTICE } from "../../../worker/agent/guard/index";

describe("guardText", () => {
  it("passes research unchanged on every channel", () => {
    for (const channel of GUARD_CHANNELS) {
      expect(guardText("BTC closed at 64,210.50, up 2.5%.", channel)).toEqual({ text: "BTC closed at 64,210.50, up 2.5%.", action: "pass" });
    }
  });

  it("replaces a draft title that is an instruction whole (no Approve button on 'Buy BTC now')", () => {
    expect(guardText("Buy BTC now", "draft_title")).toEqual({ text: "Removed: read as a trading instruction", action: "blocked" });
    expect(guardText("Sell SOL if it drops below 120", "draft_step").action).toBe("blocked");
    expect(guardText("Check ETH funding every morning", "draft_step").action).toBe("pass");
  });

  it("withholds a headline that instructs, keeps one that reports", () => {
    expect(guardText("Why you should buy Nvidia before earnings", "headline").action).toBe("blocked");
    expect(guardText("Goldman upgrades Nvidia to buy ahead of earnings", "headline").action).toBe("pass");
  });

  it("rewrites tool-card, error and brief texts like a reply", () => {
    expect(guardText("Model error: you should sell everything.", "error")).toEqual({ text: GUARDRAIL_BLOCKED, action: "blocked" });
    const card = guardText("ETH 3,120 (+4%). Entry 3,000, stop 2,800, target 3,600.", "tool_card");
    expect(card).toEqual({ text: `ETH 3,120 (+4%). ${GUARDRAIL_NOTICE}`, action: "rewritten" });
    expect(guardText("Order filled: bought 10 NVDA.", "alert")).toEqual({ text: EXECUTION_NOTICE, action: "blocked" });
  });

  it("caps what it judges and shows", () => {
    expect(guardText("a".repeat(CHANNEL_MAX_CHARS + 50), "report").text).toHaveLength(CHANNEL_MAX_CHARS);
  });

  it("rejects an unknown channel", () => {
    expect(() => guardText("x", "chat" as never)).toThrow();
  });
});
