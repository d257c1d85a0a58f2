import { describe, expect, it } from "vitest";
import { emptyMarket, fakeDailyCandles, fakeMover, fakeQuote } from "../../fakes/agent-market";
import { runTool, type ToolContext } from "../../../worker/agent/tools";
import type { AlertRule, WorkspaceOps } from "../../../worker/agent/workspace";
import type { MarketReader } from "../../../worker/agent/market";

/** The built-in assistant's tools over a fake market in the market layer's own shapes. */
const ASOF = "2026-01-06T00:00:00Z";
const ALL = new Set(["alerts", "coin_research", "equities_research", "movers"]);

function rules(): AlertRule[] {
  return [
    { id: "r1", type: "price_above", symbol: "BTC", otherSymbol: null, value: 70000, createdAt: 1 },
    { id: "r2", type: "change_24h", symbol: "BTC", otherSymbol: null, value: 5, createdAt: 2 },
    { id: "r3", type: "ratio_above", symbol: "ETH", otherSymbol: "BTC", value: 0.05, createdAt: 3 },
    { id: "r4", type: "price_below", symbol: "SOL", otherSymbol: null, value: 100, createdAt: 4 },
  ];
}

function ctx(market: Partial<MarketReader> = {}, held = rules()): { ctx: ToolContext; held: AlertRule[] } {
  const ops: Partial<WorkspaceOps> = {
    alerts: () => [...held],
    removeAlert: (id) => {
      const i = held.findIndex((r) => r.id === id);
      if (i < 0) return false;
      held.splice(i, 1);
      return true;
    },
  };
  return { ctx: { market: emptyMarket(market), account: {} as ToolContext["account"], workspace: ops as WorkspaceOps, now: 0 }, held };
}

// Closes rising 1 a day for 60 days then falling: RSI well defined, SMA 20/50 known.
const rising = fakeDailyCandles(60, Date.parse(ASOF) / 1000 - 60 * 86_400, (i) => 100 + i);
const series = (symbol: string, candles = rising) => ({ symbol, interval: "1d" as const, candles, source: "fake", asOf: Date.parse(ASOF) });

describe("remove_alert", () => {
  it("matches the rule's own asset: BTC names BTC's rules, not the ETH/BTC ratio; several matches are listed, not removed", async () => {
    const { ctx: c, held } = ctx();
    const r = await runTool("remove_alert", { symbol: "btc" }, ALL, c);
    expect(r).toMatchObject({ ok: true, summary: "You have 2 BTC alert rules: 1. BTC trades above $70,000; 2. BTC moves more than 5% in 24 hours. Which one should I remove? Say “remove alert 1”, or “remove all my BTC alerts”." });
    expect(held).toHaveLength(4);
    expect(await runTool("remove_alert", { symbol: "BTC", all: true }, ALL, c)).toMatchObject({ ok: true, summary: "Removed your alert rules: 1. BTC trades above $70,000; 2. BTC moves more than 5% in 24 hours." });
    expect(held.map((x) => x.id)).toEqual(["r3", "r4"]);
  });

  it("the QA case: “BTC below 100000” and “ETH/BTC below 0.03” — removing the BTC alert leaves the ratio rule", async () => {
    const two: AlertRule[] = [
      { id: "a", type: "price_below", symbol: "BTC", otherSymbol: null, value: 100000, createdAt: 1 },
      { id: "b", type: "ratio_below", symbol: "ETH", otherSymbol: "BTC", value: 0.03, createdAt: 2 },
    ];
    const { ctx: c, held } = ctx({}, two);
    expect(await runTool("remove_alert", { symbol: "BTC" }, ALL, c)).toMatchObject({ ok: true, summary: "Removed your alert rule: 1. BTC trades below $100,000." });
    expect(held.map((x) => x.id)).toEqual(["b"]);
    // Named as an asset alone the ratio rule is not removed, and the reply says how to name it.
    const eth = await runTool("remove_alert", { symbol: "ETH" }, ALL, c);
    expect(eth).toMatchObject({ ok: false, code: "not_found" });
    expect(eth.ok ? "" : eth.message).toContain("name its pair (“remove my ETH/BTC alert”)");
    expect(await runTool("remove_alert", { symbol: "BTC", otherSymbol: "ETH" }, ALL, c)).toMatchObject({ ok: true, summary: "Removed your alert rule: 1. ETH/BTC falls below 0.03." });
    expect(held).toEqual([]);
  });

  it("narrows by number, level or direction", async () => {
    const { ctx: c, held } = ctx();
    expect(await runTool("remove_alert", { number: 3 }, ALL, c)).toMatchObject({ ok: true, summary: "Removed your alert rule: 3. ETH/BTC rises above 0.05." });
    expect(await runTool("remove_alert", { symbol: "BTC", direction: "above" }, ALL, c)).toMatchObject({ ok: true, summary: "Removed your alert rule: 1. BTC trades above $70,000." });
    expect(await runTool("remove_alert", { symbol: "SOL", value: 100 }, ALL, c)).toMatchObject({ ok: true });
    expect(held.map((x) => x.id)).toEqual(["r2"]);
    expect(await runTool("remove_alert", { number: 9 }, ALL, c)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("removes all rules when asked, says so when there are none, and asks when nothing is named", async () => {
    const { ctx: c, held } = ctx();
    const ask = await runTool("remove_alert", {}, ALL, c);
    expect(ask.ok && ask.summary).toContain("Which alert should I remove? Your rules: 1. BTC trades above $70,000;");
    expect(await runTool("remove_alert", { symbol: "DOGE" }, ALL, c)).toMatchObject({ ok: false, code: "not_found" });
    expect(held).toHaveLength(4);
    expect(await runTool("remove_alert", { all: true }, ALL, c)).toMatchObject({ ok: true, summary: expect.stringMatching(/^Removed all your alert rules: 1\. BTC/u) });
    expect(held).toEqual([]);
    expect(await runTool("remove_alert", { all: true }, ALL, c)).toMatchObject({ ok: false, message: "You have no alert rules." });
  });
});

describe("list_alerts", () => {
  it("spells out each rule (asset, condition, level), numbered", async () => {
    const { ctx: c } = ctx();
    expect(await runTool("list_alerts", {}, ALL, c)).toMatchObject({
      ok: true,
      summary: "You have 4 alert rules: 1. BTC trades above $70,000; 2. BTC moves more than 5% in 24 hours; 3. ETH/BTC rises above 0.05; 4. SOL trades below $100.",
    });
  });
});

describe("get_indicators", () => {
  it("says RSI with its zone and where the close sits against the averages", async () => {
    const { ctx: c } = ctx({ candles: async (s) => series(s) });
    const r = await runTool("get_indicators", { symbol: "ETH" }, ALL, c);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // A close that rose every day: RSI 100, overbought; above SMA 20 (149.5) and SMA 50 (134.5).
    expect(r.summary).toContain("RSI(14) is 100.0 (overbought territory)");
    expect(r.summary).toContain("above its SMA 20 ($149.50)");
    expect(r.summary).toContain("above its SMA 50 ($134.50)");
    expect(r.summary).not.toMatch(/SMA 200/);
    expect(r.summary).toMatch(/30-day change \+23\.26%/);
  });

  it("fails clearly with no candles", async () => {
    const { ctx: c } = ctx();
    expect(await runTool("get_indicators", { symbol: "ETH" }, ALL, c)).toMatchObject({ ok: false, code: "not_found", message: "No daily candles for ETH." });
  });
});

describe("compare_assets", () => {
  it("puts both side by side and says which did better over 30 days", async () => {
    const falling = fakeDailyCandles(60, Date.parse(ASOF) / 1000 - 60 * 86_400, (i) => 200 - i);
    const { ctx: c } = ctx({
      quotes: async (symbols) => ({ quotes: symbols.map((s) => fakeQuote(s, s === "ETH" ? 3000 : 140, s === "ETH" ? 1.5 : -2, ASOF)), missing: [] }),
      candles: async (s) => series(s, s === "ETH" ? rising : falling),
    });
    const r = await runTool("compare_assets", { symbol: "ETH", other: "SOL" }, ALL, c);
    expect(r).toMatchObject({ ok: true, tool: "compare_assets" });
    if (!r.ok) return;
    expect(r.summary).toMatch(/^ETH \$3,000\.00, \+1\.50% in 24h, \+23\.26% over 30 days, RSI\(14\) 100; SOL \$140\.00, -2\.00% in 24h/);
    expect(r.summary).toContain("Over 30 days ETH did better.");
  });

  it("names the asset it has no data for", async () => {
    const { ctx: c } = ctx({ quotes: async () => ({ quotes: [fakeQuote("ETH", 3000, 1, ASOF)], missing: ["SOL"] }) });
    expect(await runTool("compare_assets", { symbol: "ETH", other: "SOL" }, ALL, c)).toMatchObject({ ok: false, message: "No market data for SOL." });
  });
});

describe("explain_move", () => {
  it("says a top mover's reasons", async () => {
    const mover = { ...fakeMover("DOGE", 0.2, 14.2, ASOF), reasons: ["up 14.20% in 24h", "RSI(14) 78: overbought territory", "volume 3.1× its 20-day average"] };
    const { ctx: c } = ctx({ movers: async () => ({ gainers: [mover], losers: [], source: "fake", asOf: Date.parse(ASOF) }), quotes: async () => ({ quotes: [fakeQuote("DOGE", 0.2, 14.2, ASOF)], missing: [] }) });
    const r = await runTool("explain_move", { symbol: "doge" }, ALL, c);
    expect(r).toMatchObject({ ok: true, summary: expect.stringContaining("DOGE is up 14.20% in 24h as of 6 Jan 2026, 00:00 UTC (one of today's top movers). What the chart shows: RSI(14) 78: overbought territory; volume 3.1× its 20-day average.") });
  });

  it("computes the reasons for an asset that is not a top mover", async () => {
    const { ctx: c } = ctx({ quotes: async () => ({ quotes: [fakeQuote("ETH", 159, 0.6, ASOF)], missing: [] }), candles: async (s) => series(s) });
    const r = await runTool("explain_move", { symbol: "ETH" }, ALL, c);
    expect(r.ok && r.summary).toMatch(/^ETH is up 0\.60% in 24h .*not among today's top movers.*RSI\(14\) 100: overbought territory/);
  });
});
