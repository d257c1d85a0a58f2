import { describe, expect, it } from "vitest";
import { parseCheck } from "../../../worker/monitor/checks-parse";
import { checksMatcher } from "../../../worker/agent/router-checks";
import { route } from "../../../worker/agent/router";

/** Standing instructions read without a model, and the router's matcher for them. */
describe("parseCheck", () => {
  it("reads a drawdown from a high, over holdings, the watchlist or one asset", () => {
    expect(parseCheck("every pass, check whether any of my holdings is more than 20% below its 90-day high")).toEqual({ kind: "below_high", scope: "holdings", symbol: null, pct: 20, days: 90 });
    expect(parseCheck("each pass: anything on my watchlist 15% under its 4 week high")).toEqual({ kind: "below_high", scope: "watchlist", symbol: null, pct: 15, days: 28 });
    expect(parseCheck("every pass check if ETH is 12.5% off its 30d high")).toEqual({ kind: "below_high", scope: "symbol", symbol: "ETH", pct: 12.5, days: 30 });
  });

  it("reads a 24-hour move", () => {
    expect(parseCheck("every pass, tell me if SOL moves more than 8%")).toEqual({ kind: "move_24h", scope: "symbol", symbol: "SOL", pct: 8 });
    expect(parseCheck("on every pass check whether any holding drops 12%")).toEqual({ kind: "move_24h", scope: "holdings", symbol: null, pct: 12 });
  });

  it("keeps what it cannot check as a note with its topic", () => {
    expect(parseCheck("watch SOL funding and tell me if it flips negative")).toEqual({ kind: "note", symbol: "SOL", topic: "funding" });
    expect(parseCheck("every pass, think about the macro picture")).toEqual({ kind: "note", symbol: null, topic: "custom instruction" });
  });
});

describe("checksMatcher", () => {
  it("adds, lists and removes; 'watch SOL funding' is a check, 'watch SOL' still a watchlist add", () => {
    expect(checksMatcher("every pass, check whether any of my holdings is more than 20% below its 90-day high")).toMatchObject({ kind: "tools", calls: [{ name: "add_check" }] });
    expect(route("watch SOL funding")).toMatchObject({ kind: "tools", calls: [{ name: "add_check", args: { instruction: "watch SOL funding" } }] });
    expect(route("watch SOL")).toMatchObject({ kind: "tools", calls: [{ name: "add_to_watchlist" }] });
    expect(route("my checks")).toMatchObject({ calls: [{ name: "list_checks", args: {} }] });
    expect(route("remove check 2")).toMatchObject({ calls: [{ name: "remove_check", args: { ref: "2" } }] });
    expect(route("alert me when BTC goes above 70000")).toMatchObject({ calls: [{ name: "set_alert" }] });
    expect(checksMatcher("price of BTC")).toBeNull();
  });
});
