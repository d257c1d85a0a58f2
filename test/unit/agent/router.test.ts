import { describe, expect, it } from "vitest";
import { route } from "../../../worker/agent/router";

const call = (text: string) => {
  const plan = route(text);
  return plan.kind === "tools" ? plan.calls : plan;
};

describe("built-in router", () => {
  it("prices", () => {
    expect(call("price of BTC")).toEqual([{ name: "get_price", args: { symbol: "BTC" } }]);
    expect(call("How much is ethereum?")).toEqual([{ name: "get_price", args: { symbol: "ETH" } }]);
    expect(call("AAPL")).toEqual([{ name: "get_price", args: { symbol: "AAPL" } }]);
  });
  it("charts", () => {
    expect(call("chart ETH")).toEqual([{ name: "show_chart", args: { symbol: "ETH" } }]);
    expect(call("show me a chart of solana with the SMA")).toEqual([{ name: "show_chart", args: { symbol: "SOL" } }]);
  });
  it("what moved", () => {
    expect(call("What moved today?")).toEqual([{ name: "get_movers", args: { limit: 5 } }]);
  });
  it("news and market events", () => {
    expect(call("any news on ETH?")).toEqual([{ name: "get_news", args: { symbol: "ETH", limit: 5 } }]);
    expect(call("latest headlines")).toEqual([{ name: "get_news", args: { symbol: null, limit: 5 } }]);
    expect(call("any depegs or exploits?")).toEqual([{ name: "get_market_events", args: { limit: 5 } }]);
  });
  it("my portfolio", () => {
    expect(call("how is my portfolio doing")).toEqual([{ name: "get_portfolio", args: {} }]);
  });
  it("alerts", () => {
    expect(call("alert me when BTC goes above 70,000")).toEqual([{ name: "set_alert", args: { symbol: "BTC", type: "price_above", value: 70000 } }]);
    expect(call("Set an alert for ETH below 2.5k")).toEqual([{ name: "set_alert", args: { symbol: "ETH", type: "price_below", value: 2500 } }]);
    expect(call("alert me if SOL moves 8% in 24h")).toEqual([{ name: "set_alert", args: { symbol: "SOL", type: "change_24h", value: 8 } }]);
    expect(call("alert me when ETH/BTC falls below 0.05")).toEqual([{ name: "set_alert", args: { symbol: "ETH", otherSymbol: "BTC", type: "ratio_below", value: 0.05 } }]);
  });
  it("watchlist", () => {
    expect(call("add SOL to my watchlist")).toEqual([{ name: "add_to_watchlist", args: { symbol: "SOL", entryTarget: null } }]);
    expect(call("Add NVDA to watchlist with entry target 100")).toEqual([{ name: "add_to_watchlist", args: { symbol: "NVDA", entryTarget: 100 } }]);
  });
  it("dashboard", () => {
    expect(call("add the movers widget to home")).toEqual([{ name: "add_widget", args: { kind: "movers" } }]);
    expect(call("put news on my dashboard")).toEqual([{ name: "add_widget", args: { kind: "news" } }]);
    expect(call("remove the watchlist widget")).toEqual([{ name: "remove_widget", args: { kind: "watchlist" } }]);
    expect(call("move the movers widget to the top")).toEqual([{ name: "move_widget", args: { kind: "movers", position: 0 } }]);
  });
  it("should I buy → research, never a directive", () => {
    const plan = route("Should I buy ETH?");
    expect(plan.kind).toBe("tools");
    if (plan.kind === "tools") {
      expect(plan.calls.map((c) => c.name)).toEqual(["get_price", "show_chart"]);
      expect(plan.preface).toMatch(/don't tell anyone to buy or sell/);
    }
  });
  it("memory, teaching, approval, custom runs", () => {
    expect(call("remember that I prefer large caps")).toEqual([{ name: "remember", args: { text: "I prefer large caps", kind: "preference" } }]);
    expect(call("teach: morning check = price of BTC; what moved")).toEqual([
      { name: "draft_custom_capability", args: { name: "morning check", description: "Runs: price of BTC; what moved", steps: ["price of BTC", "what moved"] } },
    ]);
    expect(route("approve")).toEqual({ kind: "approve_draft" });
    expect(route("run morning check", ["morning check"])).toEqual({ kind: "run_custom", name: "morning check" });
    expect(route("morning check", [])).toMatchObject({ kind: "reply" });
  });
  it("recall what was learned", () => {
    expect(call("What do you know about me?")).toEqual([{ name: "recall", args: {} }]);
  });
  it("anything else gets help that says the model is off", () => {
    expect(route("tell me a joke")).toMatchObject({ kind: "reply", text: expect.stringMatching(/model is off/) });
  });
});

describe("research requests without a model", () => {
  const call = (text: string) => {
    const plan = route(text);
    return plan.kind === "tools" ? plan.calls[0] : plan;
  };

  it("routes Notebook references to analyze and verdicts", () => {
    expect(call("analyze NB-12")).toEqual({ name: "analyze_idea", args: { ideaRef: "NB-12" } });
    expect(call("Can you run an analysis of nb-7?")).toEqual({ name: "analyze_idea", args: { ideaRef: "NB-7" } });
    expect(call("verdicts on NB-13 please")).toEqual({ name: "get_verdicts", args: { analysisRef: "NB-13" } });
    expect(call("what do the experts say about NB-3")).toEqual({ name: "get_verdicts", args: { analysisRef: "NB-3" } });
  });

  it("routes Explore with its choices, defaulting to crypto, mid term, large caps", () => {
    expect(call("explore")).toEqual({ name: "research_explore", args: { assetClass: "crypto", timeframe: "mid", band: "large" } });
    expect(call("explore small-cap stocks for the long term")).toEqual({ name: "research_explore", args: { assetClass: "equities", timeframe: "long", band: "micro" } });
    expect(call("find me candidates in mid-cap crypto, short term")).toEqual({ name: "research_explore", args: { assetClass: "crypto", timeframe: "near", band: "medium" } });
  });

  it("routes a DeepDive and a Notebook search", () => {
    expect(call("deep dive on solana")).toEqual({ name: "deep_dive", args: { symbol: "SOL" } });
    expect(call("Deepdive AAPL")).toEqual({ name: "deep_dive", args: { symbol: "AAPL" } });
    expect(call("search my notebook for ETF flows?")).toEqual({ name: "notebook_search", args: { q: "ETF flows" } });
  });

  it("leaves the existing requests where they were", () => {
    expect(call("price of BTC")).toEqual({ name: "get_price", args: { symbol: "BTC" } });
    expect(call("what moved today?")).toEqual({ name: "get_movers", args: { limit: 5 } });
  });
});
