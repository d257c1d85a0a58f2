import { describe, expect, it } from "vitest";
import { emptyMarket, lengthPricedQuotes } from "../../fakes/agent-market";
import type { ToolContext } from "../../../worker/agent/tools";
import { TOOLS, findTool, openAiTools, runTool } from "../../../worker/agent/tools";
import { ChangePctField, PriceField, RatioField, SharePctField, intField } from "../../../worker/agent/tools/fields";
import type { AlertRule, WorkspaceOps } from "../../../worker/agent/workspace";

/** A workspace that records what the tools wrote, for checking that refused input writes nothing. */
function workspace() {
  const alerts: AlertRule[] = [];
  const ops: Partial<WorkspaceOps> = {
    addAlert: (rule) => {
      const saved = { ...rule, id: `al_${alerts.length}`, createdAt: 0 };
      alerts.push(saved);
      return saved;
    },
    alerts: () => alerts,
  };
  return { alerts, ops };
}

function ctx(ops: Partial<WorkspaceOps>): ToolContext {
  const none = async () => null;
  return {
    market: emptyMarket({ quotes: lengthPricedQuotes("2026-01-01T00:00:00.000Z") }),
    account: { portfolios: async () => [], watchlist: none, addToWatchlist: async () => ({ added: true, watchlistName: "My watchlist" }) },
    workspace: ops as WorkspaceOps,
    now: 0,
  };
}

const ALL = new Set(["alerts", "watchlist", "chart", "movers", "news", "coin_research", "dashboard_layout", "custom_capabilities"]);

describe("range-checked tool arguments", () => {
  it("set_alert refuses 1e308 with invalid_param and a readable message, and stores nothing", async () => {
    const w = workspace();
    const r = await runTool("set_alert", { symbol: "BTC", type: "price_above", value: 1e308 }, ALL, ctx(w.ops));
    expect(r).toEqual({ ok: false, tool: "set_alert", code: "invalid_param", message: "value: A price must be a finite number above 0 and below 1,000,000,000,000." });
    expect(w.alerts).toEqual([]);
  });

  it.each([
    ["price_above", 0, /price must be/],
    ["price_below", -5, /price must be/],
    ["price_above", 1e12, /price must be/],
    ["change_24h", -150, /percentage change must be between -100 and 10,000/],
    ["change_24h", 20_000, /percentage change/],
    ["change_24h", 0, /percentage change/],
    ["ratio_above", 0, /ratio must be/],
    ["ratio_below", -1, /ratio must be/],
  ])("set_alert %s %d is refused", async (type, value, message) => {
    const w = workspace();
    const r = await runTool("set_alert", { symbol: "ETH", otherSymbol: "BTC", type, value }, ALL, ctx(w.ops));
    expect(r).toMatchObject({ ok: false, code: "invalid_param", message: expect.stringMatching(message) });
    expect(w.alerts).toEqual([]);
  });

  it.each([
    ["price_above", 70_000],
    ["price_below", 0.0001],
    ["change_24h", -8],
    ["change_24h", 12.5],
    ["ratio_above", 0.05],
  ])("set_alert %s %d is accepted", async (type, value) => {
    const w = workspace();
    const r = await runTool("set_alert", { symbol: "ETH", otherSymbol: "BTC", type, value }, ALL, ctx(w.ops));
    expect(r.ok).toBe(true);
    expect(w.alerts).toHaveLength(1);
  });

  it("non-numbers, NaN and Infinity are refused before any tool runs", async () => {
    for (const value of ["70000", null, Number.NaN, Number.POSITIVE_INFINITY]) {
      const r = await runTool("set_alert", { symbol: "BTC", type: "price_above", value }, ALL, ctx(workspace().ops));
      expect(r).toMatchObject({ ok: false, code: "invalid_param", message: expect.stringMatching(/^value: /) });
    }
  });

  it("a watchlist entry target is a price", async () => {
    for (const entryTarget of [0, -1, 1e15]) {
      const r = await runTool("add_to_watchlist", { symbol: "SOL", entryTarget }, ALL, ctx(workspace().ops));
      expect(r).toMatchObject({ ok: false, code: "invalid_param", message: expect.stringMatching(/^entryTarget: A price must be/) });
    }
    expect(await runTool("add_to_watchlist", { symbol: "SOL", entryTarget: 120 }, ALL, ctx(workspace().ops))).toMatchObject({ ok: true });
  });

  it("periods and counts are whole numbers in range", async () => {
    expect(await runTool("show_chart", { symbol: "ETH", days: 12.5 }, ALL, ctx({}))).toMatchObject({ ok: false, message: "days: days must be a whole number." });
    expect(await runTool("show_chart", { symbol: "ETH", days: 5000 }, ALL, ctx({}))).toMatchObject({ ok: false, message: "days: days must be at most 365." });
    expect(await runTool("get_movers", { limit: 0 }, ALL, ctx({}))).toMatchObject({ ok: false, message: "limit: limit must be at least 1." });
    expect(await runTool("move_widget", { kind: "news", position: -1 }, ALL, ctx({}))).toMatchObject({ ok: false, message: "position: position must be at least 0." });
  });

  it("the shared fields hold their bounds", () => {
    expect(PriceField.safeParse(1e-8).success).toBe(true);
    expect(PriceField.safeParse(999_999_999_999).success).toBe(true);
    expect(ChangePctField.safeParse(-100).success).toBe(true);
    expect(ChangePctField.safeParse(10_000).success).toBe(true);
    expect(SharePctField.safeParse(100).success).toBe(true);
    expect(SharePctField.safeParse(100.1).success).toBe(false);
    expect(SharePctField.safeParse(-0.1).success).toBe(false);
    expect(RatioField.safeParse(Number.MAX_VALUE).success).toBe(false);
    expect(intField(1, 3, "n").safeParse(2).success).toBe(true);
    expect(intField(1, 3, "n").safeParse(4).success).toBe(false);
  });
});

describe("the registry", () => {
  it("one entry per tool name, each found by name", () => {
    expect(new Set(TOOLS.map((t) => t.name)).size).toBe(TOOLS.length);
    for (const t of TOOLS) expect(findTool(t.name)).toBe(t);
  });

  it("the JSON Schema for the model keeps the argument types", () => {
    const alert = openAiTools(ALL).find((t) => t.function.name === "set_alert")!;
    expect(alert.function.parameters).toMatchObject({ type: "object", properties: { value: { type: "number" }, type: { enum: ["price_above", "price_below", "change_24h", "ratio_above", "ratio_below"] } } });
  });

  it("a tool whose data source throws gives a fixed message, not the error's text", async () => {
    const c = ctx({});
    c.market.quotes = async () => {
      throw new Error("connect ECONNREFUSED https://user:sk-secret@provider.example");
    };
    const r = await runTool("get_price", { symbol: "BTC" }, ALL, c);
    expect(r).toEqual({ ok: false, tool: "get_price", code: "upstream_unavailable", message: "The data source failed. Try again in a moment." });
  });
});
