import { describe, expect, it } from "vitest";
import { addWidget, MAX_WIDGETS, moveWidget, removeWidget, reorder, WIDGET_KINDS, type Widget } from "../../../worker/agent/dashboard";

const w = (id: string, kind: Widget["kind"] = "portfolio", symbol?: string): Widget => ({ id, kind, ...(symbol ? { symbol } : {}) });

describe("dashboard layout", () => {
  it("holds at most 11 widgets", () => {
    let layout: Widget[] = [];
    for (let i = 0; i < MAX_WIDGETS; i++) {
      const r = addWidget(layout, w(`w${i}`, WIDGET_KINDS[i]!));
      expect(r.ok).toBe(true);
      if (r.ok) layout = r.layout;
    }
    expect(MAX_WIDGETS).toBe(11);
    expect(addWidget(layout, w("extra", "chart", "BTC"))).toMatchObject({ ok: false, code: "conflict" });
  });
  it("refuses a duplicate kind (charts of different symbols may coexist)", () => {
    expect(addWidget([w("a", "movers")], w("b", "movers"))).toMatchObject({ ok: false, code: "conflict" });
    expect(addWidget([w("a", "chart", "BTC")], w("b", "chart", "ETH")).ok).toBe(true);
  });
  it("adds at a position, removes, moves", () => {
    const layout = [w("a", "portfolio"), w("b", "watchlist")];
    const added = addWidget(layout, w("c", "movers"), 0);
    expect(added.ok && added.layout.map((x) => x.id)).toEqual(["c", "a", "b"]);
    const moved = moveWidget(layout, "a", 5);
    expect(moved.ok && moved.layout.map((x) => x.id)).toEqual(["b", "a"]);
    const removed = removeWidget(layout, "a");
    expect(removed.ok && removed.layout.map((x) => x.id)).toEqual(["b"]);
    expect(removeWidget(layout, "zz")).toMatchObject({ ok: false, code: "not_found" });
  });
  it("reorder must list every widget exactly once", () => {
    const layout = [w("a", "portfolio"), w("b", "watchlist")];
    expect(reorder(layout, ["b", "a"])).toMatchObject({ ok: true, layout: [{ id: "b" }, { id: "a" }] });
    expect(reorder(layout, ["b"])).toMatchObject({ ok: false, code: "invalid_param" });
    expect(reorder(layout, ["b", "b"])).toMatchObject({ ok: false, code: "invalid_param" });
  });
});
