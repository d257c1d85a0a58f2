import { describe, expect, it } from "vitest";
import { WIDGET_KINDS } from "../../../worker/agent/dashboard";
import { alertSentence, alertWords } from "../../../web/src/lib/agent/alert-words";
import { addableKinds } from "../../../web/src/lib/agent/widgets/menu";
import { cardVisible } from "../../../web/src/lib/agent/card";

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

describe("an alert rule's words (Alerts page, Settings, Home widget)", () => {
  it("formats price levels with separators, never a bare number", () => {
    expect(alertSentence({ type: "price_above", value: 1000, symbol: "BTC", otherSymbol: null })).toBe("BTC above $1,000.00");
    expect(alertSentence({ type: "ratio_below", value: 0.03, symbol: "ETH", otherSymbol: "BTC" })).toBe("ETH/BTC ratio falls below 0.0300");
  });

  it("reads as words, not the rule's raw type", () => {
    expect(alertWords({ type: "change_24h", value: 5 })).toBe("moves more than 5% in 24 h");
    expect(alertWords({ type: "price_below", value: 80000 })).toBe("below $80,000.00");
    expect(alertWords({ type: "price_above", value: 0.5 })).toBe("above $0.5000");
    expect(alertWords({ type: "ratio_above", value: 0.05 })).toBe("ratio rises above 0.0500");
    for (const type of ["change_24h", "price_below", "price_above", "ratio_above", "ratio_below"]) {
      expect(alertWords({ type, value: 1 })).not.toMatch(/_/);
    }
  });
});

describe("chat tool cards", () => {
  const none = { chart: false, draft: false, proposal: false };
  const failed = { ok: false as const, tool: "show_chart", code: "not_found" as const, message: "No market data for ZZZ." };

  it("a failure the narrated text already says is not repeated in a card", () => {
    expect(cardVisible(failed, true, none)).toBe(false);
    // With a model writing the text, the card is the only place the failure is stated.
    expect(cardVisible(failed, false, none)).toBe(true);
  });

  it("a narrated success shows a card only for what the text cannot carry", () => {
    const ok = { ok: true as const, tool: "get_price", summary: "BTC is at $1.", data: {} };
    expect(cardVisible(ok, true, none)).toBe(false);
    expect(cardVisible({ ...ok, source: "replay", asOf: "2026-01-06T00:00:00.000Z" }, true, none)).toBe(true);
    expect(cardVisible(ok, true, { ...none, chart: true })).toBe(true);
  });
});
