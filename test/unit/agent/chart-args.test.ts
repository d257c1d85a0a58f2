import { describe, expect, it } from "vitest";
import { chartArgs } from "../../../worker/agent/router-chart";
import { route } from "../../../worker/agent/router";
import { runTool, type ToolContext } from "../../../worker/agent/tools";
import { parseOverlay } from "../../../worker/agent/tools/chart";
import { emptyMarket, fakeDailyCandles } from "../../fakes/agent-market";

/** The chart request's overlays, from the built-in router's words to the tool's drawn lines. */
const chartCall = (text: string) => {
  const plan = route(text);
  if (plan.kind !== "tools") throw new Error(`not routed to a tool: ${text}`);
  return plan.calls.find((c) => c.name === "show_chart")?.args;
};

describe("chart requests in plain words", () => {
  it("the issue's example draws SMA 50 and SMA 200", () => {
    expect(chartCall("ETH chart with 50 and 200 SMA")).toEqual({ symbol: "ETH", overlays: ["sma:50", "sma:200"] });
  });

  // Written before looking at the parser's output and not changed after.
  it.each([
    ["BTC chart with the 50-day and 200-day moving averages", "BTC", ["sma:50", "sma:200"]],
    ["plot solana, SMA 20 / SMA 100", "SOL", ["sma:20", "sma:100"]],
    ["show AAPL with a 21 EMA and a 200 SMA", "AAPL", ["ema:21", "sma:200"]],
    ["graph of ethereum ema 12 and ema 26", "ETH", ["ema:12", "ema:26"]],
    ["chart BTC sma50 sma200", "BTC", ["sma:50", "sma:200"]],
    ["can you chart LINK with 9, 21 and 55 EMAs", "LINK", ["ema:9", "ema:21", "ema:55"]],
    ["SPY chart, 100d moving average", "SPY", ["sma:100"]],
    ["golden cross chart for BTC", "BTC", ["sma:50", "sma:200"]],
    ["chart of DOGE with the 30 day exponential moving average", "DOGE", ["ema:30"]],
  ])("%s", (text, symbol, overlays) => {
    expect(chartCall(text)).toMatchObject({ symbol, overlays });
  });

  it("the span and RSI pane, and a span is never read as an average", () => {
    expect(chartCall("ETH chart over the last 90 days with the 50 sma")).toEqual({ symbol: "ETH", overlays: ["sma:50"], days: 90 });
    expect(chartCall("chart BTC for 6 months with RSI")).toEqual({ symbol: "BTC", rsi: 14, days: 180 });
    expect(chartCall("SOL chart 1 year, 200 SMA and RSI 7")).toEqual({ symbol: "SOL", overlays: ["sma:200"], rsi: 7, days: 365 });
    expect(chartArgs("chart ETH", "ETH")).toEqual({ symbol: "ETH" });
    // Out-of-range periods are dropped, not clamped into something the user did not ask for.
    expect(chartArgs("chart ETH with the 5000 SMA", "ETH")).toEqual({ symbol: "ETH" });
  });

  it("the tool's overlay spellings", () => {
    expect(parseOverlay("sma:50")).toEqual({ kind: "sma", period: 50 });
    expect(parseOverlay("SMA 200")).toEqual({ kind: "sma", period: 200 });
    expect(parseOverlay("21 ema")).toEqual({ kind: "ema", period: 21 });
    expect(parseOverlay("wma:5")).toBeNull();
    expect(parseOverlay("sma:1")).toBeNull();
  });
});

describe("show_chart draws what was asked", () => {
  const closes = (i: number) => 100 + i + 5 * Math.sin(i / 3);
  const ctx = (): ToolContext => ({
    market: emptyMarket({ candles: async (symbol) => ({ symbol, interval: "1d", candles: fakeDailyCandles(400, 1_600_000_000, closes), asOf: 1_700_000_000_000, source: "fake" }) }),
    account: { portfolios: async () => [], watchlist: async () => null, addToWatchlist: async () => ({ added: true, watchlistName: "W" }) },
    workspace: {} as never,
    now: 0,
  });

  it("SMA 50 and SMA 200 over the whole window, named in the summary", async () => {
    const r = await runTool("show_chart", chartCall("ETH chart with 50 and 200 SMA")!, new Set(["chart"]), ctx());
    if (!r.ok) throw new Error(r.message);
    const data = r.data as { candles: unknown[]; lines: { name: string; points: { value: number }[] }[] };
    expect(data.lines.map((l) => l.name)).toEqual(["SMA 50", "SMA 200"]);
    expect(data.candles).toHaveLength(120);
    // Computed over all 400 days, so the 200-day average covers every day shown.
    expect(data.lines[1]!.points).toHaveLength(120);
    const mean = Array.from({ length: 200 }, (_, k) => closes(399 - k)).reduce((a, b) => a + b, 0) / 200;
    expect(data.lines[1]!.points.at(-1)!.value).toBeCloseTo(mean, 9);
    expect(r.summary).toMatch(/SMA 50: \$[\d,.]+; SMA 200: \$[\d,.]+/);
    expect(r.summary).not.toMatch(/SMA 20:|EMA 50:/);
  });

  it("defaults stay SMA 20 / EMA 50; a bad overlay is refused with a readable message", async () => {
    const r = await runTool("show_chart", { symbol: "BTC" }, new Set(["chart"]), ctx());
    expect(r.ok && (r.data as { lines: { name: string }[] }).lines.map((l) => l.name)).toEqual(["SMA 20", "EMA 50"]);
    const bad = await runTool("show_chart", { symbol: "BTC", overlays: ["wma:5"] }, new Set(["chart"]), ctx());
    expect(bad).toMatchObject({ ok: false, code: "invalid_param", message: expect.stringMatching(/sma:N or ema:N/) });
    const rsi = await runTool("show_chart", { symbol: "BTC", rsi: 14 }, new Set(["chart"]), ctx());
    expect(rsi.ok && (rsi.data as { rsi: { points: unknown[] } }).rsi.points).toHaveLength(120);
  });
});
