import { describe, expect, it } from "vitest";
import { GENERIC_TEMPLATE, parseStatement } from "../../../worker/connections/csv/formats";
import { readCsv } from "../../../worker/connections/csv/parse";

// Node's fs, loaded untyped: the project's type set is the Workers one (as in test/unit/market).
const fs: { readFileSync(path: string, encoding: "utf8"): string } = await import("node:" + "fs");
const fixture = (name: string) => fs.readFileSync(`test/fixtures/connections/${name}`, "utf8");

describe("CSV import formats", () => {
  it("reads quoted fields, doubled quotes, CRLF and a BOM, keeping each row's line", () => {
    const rows = readCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"multi\nline",2\n');
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 4, cells: ["multi\nline", "2"] },
    ]);
  });

  it("warns when a file has more columns than the template (header or values), and not for the template", () => {
    expect(parseStatement("generic", GENERIC_TEMPLATE).warnings).toEqual([]);
    const five = parseStatement("generic", "symbol,quantity,cost_basis,notes,exchange\nBTC,0.5,30000,cold,Kraken\n");
    expect(five.positions).toHaveLength(1);
    expect(five.warnings).toEqual([{ line: 1, message: 'column "exchange" not in the template (symbol, quantity, cost_basis, notes): ignored' }]);
    const comma = parseStatement("generic", "symbol,quantity,cost_basis,notes\nBTC,0.5,30000,cold, offline\nETH,4,1800,,\n");
    expect(comma.warnings).toEqual([{ line: 2, message: "5 values but the header has 4 columns: the extra values are ignored (quote a value that contains a comma)" }]);
  });

  it("the downloadable template imports as it stands", () => {
    const { positions, errors } = parseStatement("generic", GENERIC_TEMPLATE);
    expect(errors).toEqual([]);
    expect(positions.map((p) => [p.code, p.quantity, p.costBasis])).toEqual([["BTC", 0.5, 30000], ["ETH", 4, 1800], ["SOL", 120, null]]);
  });

  it("reports every bad row by its line", () => {
    const { errors } = parseStatement("generic", "symbol,quantity,cost_basis\nBTC,1,100\nETH,-2,\n$$$,1,\nSOL,abc,\nADA,5,free\n");
    expect(errors.map((e) => e.line)).toEqual([3, 4, 5, 6]);
    expect(errors[0]!.message).toMatch(/quantity "-2" must be a positive number/);
    expect(errors[3]!.message).toMatch(/cost_basis "free"/);
  });

  it("refuses a file without the needed columns", () => {
    expect(parseStatement("generic", "ticker,amount\nBTC,1\n").errors).toEqual([{ line: 1, message: 'missing column "symbol" in the header' }]);
  });

  it("Binance transaction history: balances are the sum of Change per Coin", () => {
    const { positions, errors } = parseStatement("binance", fixture("binance-transaction-history.csv"));
    expect(errors).toEqual([]);
    expect(Object.fromEntries(positions.map((p) => [p.code, p.quantity]))).toEqual({ BTC: 0.0495, USDT: 1.5, ETH: 0.8 });
  });

  it("Kraken ledgers: balances are the sum of amount − fee per asset", () => {
    const { positions, errors } = parseStatement("kraken", fixture("kraken-ledgers.csv"));
    expect(errors).toEqual([]);
    expect(Object.fromEntries(positions.map((p) => [p.code, p.quantity]))).toEqual({ XXBT: 0.0999, ZUSD: 1993.5 });
  });
});
