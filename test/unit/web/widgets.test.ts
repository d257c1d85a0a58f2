import { describe, expect, it } from "vitest";
import { WIDGET_KINDS } from "../../../worker/agent/dashboard";
import { alertWords } from "../../../web/src/lib/agent/widgets/alert-words";
import { addableKinds } from "../../../web/src/lib/agent/widgets/menu";

describe("the add-widget menu", () => {
  const drawable = new Set(["portfolio", "movers", "prices", "chart", "notebook", "activity"]);

  it("never offers a kind already on Home (the worker would answer 409), Chart included", () => {
    const offered = addableKinds(WIDGET_KINDS, drawable, [{ kind: "chart" }, { kind: "movers" }]);
    expect(offered).not.toContain("chart");
    expect(offered).not.toContain("movers");
    expect(offered).toEqual(expect.arrayContaining(["portfolio", "prices", "notebook", "activity"]));
  });

  it("offers Chart again when the one on Home is for a given symbol", () => {
    expect(addableKinds(WIDGET_KINDS, drawable, [{ kind: "chart", symbol: "ETH" }])).toContain("chart");
  });

  it("offers only kinds Home can draw, never a placeholder", () => {
    const offered = addableKinds(WIDGET_KINDS, drawable, []);
    expect(offered.every((k) => drawable.has(k))).toBe(true);
    expect(offered).not.toContain("news");
  });
});

describe("the Alerts widget's text", () => {
  it("reads as words, not the rule's raw type", () => {
    expect(alertWords({ type: "change_24h", value: 5, otherSymbol: null })).toBe("moves more than 5% in 24 h");
    expect(alertWords({ type: "price_below", value: 80000, otherSymbol: null })).toBe("below $80,000.00");
    expect(alertWords({ type: "price_above", value: 0.5, otherSymbol: null })).toBe("above $0.5000");
    expect(alertWords({ type: "ratio_above", value: 0.05, otherSymbol: "BTC" })).toBe("ratio rises above 0.0500");
    for (const type of ["change_24h", "price_below", "price_above", "ratio_above", "ratio_below"]) {
      expect(alertWords({ type, value: 1, otherSymbol: null })).not.toMatch(/_/);
    }
  });
});
