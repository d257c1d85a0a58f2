import { CostBasisField, MAX_COST_BASIS, MAX_QUANTITY, NotesField, QuantityField } from "../../lib/fields";
import { readCsv, type CsvRow } from "./parse";

/**
 * CSV formats Fathom imports. Each turns a file into positions (symbol, quantity, optional cost
 * per unit) or reports every bad row by its line; the caller imports nothing unless there are
 * no errors. Quantities, costs and notes obey the manual holding form's own fields (lib/fields.ts).
 *  - generic: Fathom's own template, `symbol,quantity,cost_basis,notes` (cost_basis = average
 *    cost per unit in USD, optional; notes optional).
 *  - binance: Binance's "Transaction History" export (User_ID,UTC_Time,Account,Operation,Coin,
 *    Change,Remark): balances are the sum of Change per Coin.
 *  - kraken: Kraken's ledgers export (txid,refid,time,type,subtype,aclass,asset,[wallet,]amount,
 *    fee,balance): balances are the sum of amount − fee per asset.
 */
export type CsvFormat = "generic" | "binance" | "kraken";
export const CSV_FORMATS: CsvFormat[] = ["generic", "binance", "kraken"];

export interface CsvPosition {
  code: string;
  quantity: number;
  costBasis: number | null;
  notes: string | null;
  line: number;
}
export interface CsvResult {
  positions: CsvPosition[];
  errors: { line: number; message: string }[];
  /** What was read but ignored (a column the format does not know, extra values on a line): import still works, the preview says so. */
  warnings: { line: number; message: string }[];
}

export const GENERIC_TEMPLATE = "symbol,quantity,cost_basis,notes\nBTC,0.5,30000,Cold storage\nETH,4,1800,\nSOL,120,,Staked\n";

export const MAX_CSV_ROWS = 5000;

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;
const clean = (s: string | undefined) => (s ?? "").trim();
const header = (row: CsvRow) => row.cells.map((c) => clean(c).toLowerCase());

function columns(row: CsvRow, wanted: string[]): Record<string, number> | string {
  const names = header(row);
  const out: Record<string, number> = {};
  for (const w of wanted) {
    const at = names.indexOf(w);
    if (at < 0) return `missing column "${w}" in the header`;
    out[w] = at;
  }
  return out;
}

const GENERIC_COLUMNS = ["symbol", "quantity", "cost_basis", "notes"];

/**
 * A file that does not have the template's shape still previews, but never silently: columns the
 * format ignores, and lines with more values than the header (a note with an unquoted comma,
 * a fifth column without a header) are named.
 */
function shapeWarnings(rows: CsvRow[], known: string[] | null): CsvResult["warnings"] {
  const names = header(rows[0]!);
  const warnings: CsvResult["warnings"] = [];
  if (known) {
    const extra = names.filter((n) => n !== "" && !known.includes(n));
    if (extra.length) warnings.push({ line: rows[0]!.line, message: `column${extra.length === 1 ? "" : "s"} ${extra.map((n) => `"${n.slice(0, 30)}"`).join(", ")} not in the template (${known.join(", ")}): ignored` });
  }
  for (const row of rows.slice(1)) {
    // Trailing empty values ("ETH,4,1800,,") are harmless: count up to the last one filled.
    const trailing = [...row.cells].reverse().findIndex((c) => clean(c) !== "");
    const filled = trailing < 0 ? 0 : row.cells.length - trailing;
    if (row.cells.length > names.length && filled > names.length) {
      warnings.push({ line: row.line, message: `${row.cells.length} values but the header has ${names.length} columns: the extra values are ignored (quote a value that contains a comma)` });
    }
  }
  return warnings.slice(0, 20);
}

function generic(rows: CsvRow[]): CsvResult {
  const result: CsvResult = { positions: [], errors: [], warnings: shapeWarnings(rows, GENERIC_COLUMNS) };
  const cols = columns(rows[0]!, ["symbol", "quantity"]);
  if (typeof cols === "string") return { positions: [], errors: [{ line: rows[0]!.line, message: cols }], warnings: [] };
  const names = header(rows[0]!);
  const costAt = names.indexOf("cost_basis");
  const notesAt = names.indexOf("notes");
  for (const row of rows.slice(1)) {
    const code = clean(row.cells[cols.symbol!]).toUpperCase();
    const qty = clean(row.cells[cols.quantity!]);
    const cost = costAt >= 0 ? clean(row.cells[costAt]) : "";
    const notes = NotesField.safeParse(notesAt >= 0 ? clean(row.cells[notesAt]) : "");
    if (!/^[A-Z0-9.\-]{1,20}$/.test(code)) result.errors.push({ line: row.line, message: `symbol "${code.slice(0, 20)}" is not a symbol` });
    else if (!NUMBER.test(qty) || !QuantityField.safeParse(Number(qty)).success) result.errors.push({ line: row.line, message: `quantity "${qty.slice(0, 20)}" must be a positive number up to ${MAX_QUANTITY.toExponential().replace("+", "")}` });
    else if (cost !== "" && (!NUMBER.test(cost) || !CostBasisField.safeParse(Number(cost)).success)) result.errors.push({ line: row.line, message: `cost_basis "${cost.slice(0, 20)}" must be a number from 0 to ${MAX_COST_BASIS.toExponential().replace("+", "")}, or empty` });
    else if (!notes.success) result.errors.push({ line: row.line, message: `notes: ${notes.error.issues[0]?.code === "too_big" ? "at most 500 characters" : notes.error.issues[0]?.message ?? "not accepted"}` });
    else result.positions.push({ code, quantity: Number(qty), costBasis: cost === "" ? null : Number(cost), notes: notes.data || null, line: row.line });
  }
  return result;
}

/** Ledger-style exports: sum a signed amount (minus a fee) per asset; what nets to ≤ 0 is not a position. */
function ledger(rows: CsvRow[], assetCol: string, amountCol: string, feeCol: string | null): CsvResult {
  const wanted = [assetCol, amountCol, ...(feeCol ? [feeCol] : [])];
  const cols = columns(rows[0]!, wanted);
  if (typeof cols === "string") return { positions: [], errors: [{ line: rows[0]!.line, message: cols }], warnings: [] };
  const errors: CsvResult["errors"] = [];
  const sums = new Map<string, { quantity: number; line: number }>();
  for (const row of rows.slice(1)) {
    const code = clean(row.cells[cols[assetCol]!]).toUpperCase();
    const amount = clean(row.cells[cols[amountCol]!]);
    const fee = feeCol ? clean(row.cells[cols[feeCol]!]) || "0" : "0";
    if (!/^[A-Z0-9.\-]{1,20}$/.test(code)) errors.push({ line: row.line, message: `asset "${code.slice(0, 20)}" is not an asset code` });
    else if (!NUMBER.test(amount)) errors.push({ line: row.line, message: `${amountCol} "${amount.slice(0, 20)}" is not a number` });
    else if (!NUMBER.test(fee)) errors.push({ line: row.line, message: `${feeCol} "${fee.slice(0, 20)}" is not a number` });
    else {
      const prev = sums.get(code);
      sums.set(code, { quantity: (prev?.quantity ?? 0) + Number(amount) - Number(fee), line: prev?.line ?? row.line });
    }
  }
  // Float sums of many small changes leave dust like 1e-17: round to 10 places.
  const positions = [...sums.entries()]
    .map(([code, s]) => ({ code, quantity: Math.round(s.quantity * 1e10) / 1e10, costBasis: null, notes: null, line: s.line }))
    .filter((p) => p.quantity > 0);
  // A balance past the holding cap (or an overflowing sum) is a bad file, named by the asset's first line.
  for (const p of positions) if (!QuantityField.safeParse(p.quantity).success) errors.push({ line: p.line, message: `${p.code} sums to ${p.quantity}, more than ${MAX_QUANTITY.toExponential().replace("+", "")}` });
  return { positions: positions.filter((p) => QuantityField.safeParse(p.quantity).success), errors, warnings: shapeWarnings(rows, null) };
}

export function parseStatement(format: CsvFormat, text: string): CsvResult {
  const rows = readCsv(text);
  if (rows.length < 2) return { positions: [], errors: [{ line: 1, message: "the file has no rows under its header" }], warnings: [] };
  if (rows.length - 1 > MAX_CSV_ROWS) return { positions: [], errors: [{ line: MAX_CSV_ROWS + 2, message: `at most ${MAX_CSV_ROWS} rows per file` }], warnings: [] };
  switch (format) {
    case "generic":
      return generic(rows);
    case "binance":
      return ledger(rows, "coin", "change", null);
    case "kraken":
      return ledger(rows, "asset", "amount", "fee");
  }
}
