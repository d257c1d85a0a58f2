import { describe, expect, it } from "vitest";
import { mergeHeld } from "../../../worker/assets/holders";

describe("the asset page's portfolios (one row per portfolio)", () => {
  it("merges two lots of one portfolio: quantity summed, cost basis weighted, lots kept", () => {
    const rows = mergeHeld([
      { portfolioId: "p1", portfolio: "Main", quantity: 0.5, costBasis: 60000 },
      { portfolioId: "p1", portfolio: "Main", quantity: 0.25, costBasis: 90000 },
      { portfolioId: "p2", portfolio: "Other", quantity: 1, costBasis: null },
    ]);
    expect(rows.map((r) => r.portfolioId)).toEqual(["p1", "p2"]);
    expect(rows[0]).toMatchObject({ quantity: 0.75, costBasis: 70000 });
    expect(rows[0]!.lots).toHaveLength(2);
    expect(rows[1]).toMatchObject({ quantity: 1, costBasis: null });
  });
  it("averages cost only over the lots that have one", () => {
    const [row] = mergeHeld([
      { portfolioId: "p1", portfolio: "Main", quantity: 1, costBasis: 100 },
      { portfolioId: "p1", portfolio: "Main", quantity: 3, costBasis: null },
    ]);
    expect(row).toMatchObject({ quantity: 4, costBasis: 100 });
  });
});
