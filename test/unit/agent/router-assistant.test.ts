import { describe, expect, it } from "vitest";
import { route } from "../../../worker/agent/router";
import { CAPABILITIES_TEXT } from "../../../worker/agent/router-assistant";

/**
 * The built-in assistant (no model) on the common ways of asking. The phrasings below were written
 * as a user would type them, not tuned on the matcher: each names the plan it should produce.
 */
function call(text: string) {
  const plan = route(text);
  if (plan.kind !== "tools") return { kind: plan.kind, text: plan.kind === "reply" ? plan.text : "" };
  return { kind: "tools", name: plan.calls[0]!.name, args: plan.calls[0]!.args };
}

describe("what can you do", () => {
  it.each(["what can you do?", "What can you help with", "help", "what are you able to do for me", "What are your capabilities?", "how can you help"])("%s → the capabilities text", (text) => {
    expect(call(text)).toEqual({ kind: "reply", text: CAPABILITIES_TEXT });
  });

  it("the capabilities text never advises to buy or sell", () => {
    expect(CAPABILITIES_TEXT).toMatch(/never advice/);
  });
});

describe("listing and removing alerts", () => {
  it.each(["list my alerts", "what alerts do I have?", "show me my alerts", "which alerts are active", "do I have any alerts set up", "alerts", "My alerts please"])("%s → list_alerts", (text) => {
    expect(call(text)).toMatchObject({ kind: "tools", name: "list_alerts" });
  });

  it.each([
    ["remove my BTC alert", { symbol: "BTC" }],
    ["delete the alert on ethereum", { symbol: "ETH" }],
    ["cancel my SOL alerts", { symbol: "SOL" }],
    ["stop the DOGE alert", { symbol: "DOGE" }],
    ["clear all my alerts", { all: true }],
    ["remove every alert", { all: true }],
    ["remove my ETH/BTC alert", { symbol: "ETH", otherSymbol: "BTC" }],
    ["delete the eth / btc ratio alert", { symbol: "ETH", otherSymbol: "BTC" }],
    ["remove all my BTC alerts", { symbol: "BTC", all: true }],
    ["delete both BTC alerts", { symbol: "BTC", all: true }],
    ["remove alert 2", { number: 2 }],
    ["delete alert #3", { number: 3 }],
    ["cancel the second alert", { number: 2 }],
    ["remove my BTC alert below 100000", { symbol: "BTC", value: 100000, direction: "below" }],
    ["remove the BTC alert at 100k", { symbol: "BTC", value: 100000 }],
    ["remove the BTC alert above", { symbol: "BTC", direction: "above" }],
  ])("%s → remove_alert %o", (text, args) => {
    expect(call(text)).toEqual({ kind: "tools", name: "remove_alert", args });
  });

  it("a removal that names nothing goes to the tool, which lists the rules and asks which", () => {
    expect(call("delete that alert")).toEqual({ kind: "tools", name: "remove_alert", args: {} });
  });

  it("still sets alerts the way it did", () => {
    expect(call("alert me when BTC goes above 70000")).toMatchObject({ name: "set_alert", args: { symbol: "BTC", type: "price_above", value: 70000 } });
    expect(call("set an alert for ETH below 2,500")).toMatchObject({ name: "set_alert", args: { symbol: "ETH", type: "price_below" } });
  });
});

describe("indicators", () => {
  it.each([
    ["what's the RSI of BTC?", "BTC"],
    ["rsi eth", "ETH"],
    ["Is SOL overbought?", "SOL"],
    ["is bitcoin oversold right now", "BTC"],
    ["technicals for AAPL", "AAPL"],
    ["is NVDA above its 200 day moving average?", "NVDA"],
    ["show me the indicators on DOGE", "DOGE"],
  ])("%s → get_indicators %s", (text, symbol) => {
    expect(call(text)).toEqual({ kind: "tools", name: "get_indicators", args: { symbol } });
  });

  it("a chart with overlays stays a chart", () => {
    expect(call("ETH chart with 50 and 200 SMA")).toMatchObject({ name: "show_chart", args: { symbol: "ETH" } });
  });
});

describe("comparisons", () => {
  it.each([
    ["compare ETH and SOL", "ETH", "SOL"],
    ["BTC vs ETH", "BTC", "ETH"],
    ["how is solana doing against ethereum", "SOL", "ETH"],
    ["which did better this month, AAPL or MSFT?", "AAPL", "MSFT"],
    ["Compare bitcoin with gold", "BTC", "GLD"],
  ])("%s → compare_assets %s/%s", (text, symbol, other) => {
    expect(call(text)).toEqual({ kind: "tools", name: "compare_assets", args: { symbol, other } });
  });
});

describe("why did it move", () => {
  it.each([
    ["why did DOGE move?", "DOGE"],
    ["Why is ETH up today", "ETH"],
    ["why did solana dump", "SOL"],
    ["what's behind the BTC rally?", "BTC"],
    ["explain the move in NVDA", "NVDA"],
  ])("%s → explain_move %s", (text, symbol) => {
    expect(call(text)).toEqual({ kind: "tools", name: "explain_move", args: { symbol } });
  });

  it("without an asset, it reads the movers", () => {
    expect(call("why is everything down today?")).toMatchObject({ name: "get_movers" });
  });
});

describe("what already worked keeps working", () => {
  it.each([
    ["price of BTC", "get_price"],
    ["what moved today?", "get_movers"],
    ["news on ETH", "get_news"],
    ["my portfolio", "get_portfolio"],
    ["add SOL to my watchlist", "add_to_watchlist"],
    ["add the movers widget to Home", "add_widget"],
    ["deep dive on SOL", "deep_dive"],
  ])("%s → %s", (text, name) => {
    expect(call(text)).toMatchObject({ kind: "tools", name });
  });
});
