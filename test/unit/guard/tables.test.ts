import { describe, expect, it } from "vitest";
import { guardReply } from "../../../worker/agent/guard/reply";
import { tableKind } from "../../../worker/agent/guard/tables";
import { useLearnedWeights } from "../../../worker/agent/guard/learned/model";
import { FEATURE_BITS } from "../../../worker/agent/guard/learned/features";

/**
 * Weights that score every unit 0, with a threshold and a row bar of 1: the model calls nothing a
 * directive on its own and takes back every row label it is asked about.
 */
function withModelTakingBackRows<T>(fn: () => T): T {
  useLearnedWeights({ values: new Float32Array(2 ** FEATURE_BITS), scale: 1, threshold: 1, rowVeto: 1 });
  try {
    return fn();
  } finally {
    useLearnedWeights(undefined);
  }
}

describe("table kinds: the header row decides how the rows are read", () => {
  it("names the speaker's call column in many languages, not a rating or a source column", () => {
    const calls = ["| Coin | 7D | Signal |", "| Titel | Kurs | Empfehlung |", "| 标的 | 涨跌 | 操作建议 |", "| Hisse | Öneri |", "| السهم | التوصية |", "| Asset | Our call | Size |"];
    expect(calls.map((h) => tableKind(h))).toEqual(calls.map(() => "calls"));
    // A named broker's ratings ("Rating") or a source column anywhere make it something else.
    expect(tableKind("| Stock | Rating | Target |")).toBe("plain");
    expect(tableKind("| Broker | Recommendation | Target |")).toBe("source");
    expect(tableKind("| Date | Insider | Action | Shares |")).toBe("source");
    expect(tableKind("| Asset | 1W | 1M |")).toBe("plain");
  });

  it("keeps a call table's label cell a directive even when the model would take a row's label back", () => {
    const table = "| Asset | 1W | Signal |\n|---|---|---|\n| ETH | +2.7% | Neutral |\n| LINK | −5.1% | REDUCE |\n| ADA | +1.2% | Trend up |";
    const plain = "| Asset | 1W | Sector |\n|---|---|---|\n| ETH | +2.7% | L1 |\n| LINK | −5.1% | Sell |\n| ADA | +1.2% | L1 |";
    const [call, other] = withModelTakingBackRows(() => [guardReply(table), guardReply(plain)]);
    expect(call.action).toBe("rewritten");
    expect(call.flagged).toEqual(["| LINK | −5.1% | REDUCE |"]);
    expect(call.text).not.toMatch(/REDUCE/u);
    // The same label in a plain table is left to the model, which here takes it back.
    expect(other.action).toBe("pass");
  });

  it("passes a call table whose cells are readings, not calls", () => {
    const table = "| Coin | RSI | Signal |\n|---|---|---|\n| BTC | 71 | Overbought |\n| SOL | 44 | Neutral |\n| DOGE | 28 | Oversold |";
    expect(withModelTakingBackRows(() => guardReply(table)).action).toBe("pass");
  });

  it("still reads a third-party ratings table's label cells as reported ratings", () => {
    const table = "| Banco | Recomendación | Objetivo |\n|---|---|---|\n| UBS | Vender | 41 € |\n| Citi | Comprar | 55 € |";
    expect(guardReply(table).action).toBe("pass");
  });
});
