import { describe, expect, it } from "vitest";
import { route } from "../../../worker/agent/router";

/**
 * Requests the built-in assistant used to miss (a QA walk without a model), several phrasings
 * each, written as a user would type them: 24h-move alerts, saving an idea, the largest holding,
 * and teaching a named workflow.
 */
const first = (text: string) => {
  const plan = route(text);
  return plan.kind === "tools" ? plan.calls[0] : plan;
};

describe("a 24-hour move alert", () => {
  it.each([
    ["tell me if SOL moves more than 10% in a day", "SOL", 10],
    ["let me know if ETH moves 8% in 24 hours", "ETH", 8],
    ["notify me if bitcoin swings more than 5% in a day", "BTC", 5],
    ["warn me when SOL moves over 12 percent in one day", "SOL", 12],
    ["ping me if DOGE moves 15% in 1 day", "DOGE", 15],
  ])("%s", (text, symbol, value) => {
    expect(first(text)).toEqual({ name: "set_alert", args: { symbol, type: "change_24h", value } });
  });

  it("price levels said the same way, and what is not an alert stays with its matcher", () => {
    expect(first("tell me if BTC drops below 90000")).toEqual({ name: "set_alert", args: { symbol: "BTC", type: "price_below", value: 90000 } });
    expect(first("let me know when ETH goes above 4k")).toEqual({ name: "set_alert", args: { symbol: "ETH", type: "price_above", value: 4000 } });
    expect(first("tell me about SOL")).not.toMatchObject({ name: "set_alert" });
    expect(first("let me know if there is news on ETH")).toMatchObject({ name: "get_news" });
    // A condition on the user's holdings or watchlist is a recurring check, not a single alert.
    expect(first("tell me if any of my holdings drops 20% below its 90-day high")).toMatchObject({ name: "add_check" });
    expect(first("let me know when anything on my watchlist moves 8%")).toMatchObject({ name: "add_check" });
  });
});

describe("saving an idea in chat", () => {
  it.each([
    ["save SOL as an idea", "SOL"],
    ["Save solana as a new idea", "SOL"],
    ["add SOL to my notebook", "SOL"],
    ["make an idea for AVAX", "AVAX"],
    ["keep ETH as an idea", "ETH"],
    ["save the SOL idea", "SOL"],
  ])("%s", (text, symbol) => {
    expect(first(text)).toEqual({ name: "save_idea", args: { assetClass: "crypto", timeframe: "mid", band: "large", symbol } });
  });

  it("takes the explore choices from the words and the asset's class", () => {
    expect(first("save SOL as a long-term idea")).toMatchObject({ args: { timeframe: "long", symbol: "SOL" } });
    expect(first("save AAPL as an idea")).toMatchObject({ name: "save_idea", args: { assetClass: "equities", symbol: "AAPL" } });
    expect(first("add SOL to my watchlist")).toMatchObject({ name: "add_to_watchlist" });
  });
});

describe("the largest holding", () => {
  it.each(["what is my largest holding?", "What's my biggest position", "which is my top holding", "what do I own?", "my holdings", "what's in my portfolio"])("%s → get_portfolio", (text) => {
    expect(first(text)).toEqual({ name: "get_portfolio", args: {} });
  });
});

describe("teaching a named workflow", () => {
  const draft = (name: string, steps: string[]) => ({ name: "draft_custom_capability", args: { name, description: `Runs: ${steps.join("; ")}`, steps } });

  it.each([
    ["when I say 'weekly check', look at my watchlist RSI; what moved", "weekly check", ["look at my watchlist RSI", "what moved"]],
    ["When I say “weekly check”, RSI of SOL then RSI of ETH", "weekly check", ["RSI of SOL", "RSI of ETH"]],
    ["whenever I type morning check: price of BTC; what moved", "morning check", ["price of BTC", "what moved"]],
    ["teach you a workflow called morning check: price of BTC; what moved", "morning check", ["price of BTC", "what moved"]],
    ["create a routine named \"eth look\" that shows chart ETH then news on ETH", "eth look", ["shows chart ETH", "news on ETH"]],
    ["teach: morning check = price of BTC; what moved", "morning check", ["price of BTC", "what moved"]],
  ])("%s", (text, name, steps) => {
    expect(first(text)).toEqual(draft(name, steps));
  });

  it.each(["teach you a workflow: price of BTC; what moved", "teach you a new routine: price of BTC then what moved", "new workflow: price of BTC; what moved"])(
    "%s → asks for a name instead of naming it “a workflow”",
    (text) => {
      const plan = route(text);
      expect(plan).toMatchObject({ kind: "reply", text: expect.stringContaining("What should I call this workflow?") });
      expect(plan.kind === "reply" && plan.text).toContain("price of BTC; what moved");
    },
  );
});

describe("the capabilities text", () => {
  it("its new examples do what they say", async () => {
    const { CAPABILITIES_TEXT } = await import("../../../worker/agent/router-assistant");
    for (const example of ["tell me if SOL moves more than 10% in a day", "save SOL as an idea", "when I say ‘morning check’, price of BTC; what moved"]) {
      expect(CAPABILITIES_TEXT).toContain(`“${example}”`);
      expect(route(example).kind).toBe("tools");
    }
  });
});
