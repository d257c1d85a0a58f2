import { describe, expect, it } from "vitest";
import { connectionKindLabel } from "../../worker/connections/labels";
import { CSV_FORMATS } from "../../worker/connections/csv/formats";
import { EXCHANGES } from "../../worker/connections/exchanges";

/** Connections list kinds in words (QA found "csv · csv-generic"). */
describe("connection kinds in words", () => {
  it("names every chain, exchange and CSV format without an internal id", () => {
    expect(connectionKindLabel("csv", "csv-generic")).toBe("CSV import · Fathom template");
    expect(connectionKindLabel("wallet", "ethereum")).toBe("Wallet · Ethereum");
    const all = [...["ethereum", "bitcoin", "solana"].map((p) => connectionKindLabel("wallet", p)), ...Object.keys(EXCHANGES).map((p) => connectionKindLabel("exchange", p)), ...CSV_FORMATS.map((f) => connectionKindLabel("csv", `csv-${f}`))];
    for (const label of all) expect(label).not.toMatch(/\b(csv|generic|ethereum|bitcoin|solana|binance|coinbase|kraken)\b/);
  });
});
