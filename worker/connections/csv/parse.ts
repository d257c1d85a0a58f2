/**
 * A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF, a UTF-8 BOM. Returns rows
 * with the 1-based line each started on, so errors can name the line the user sees.
 */
export interface CsvRow {
  line: number;
  cells: string[];
}

export function readCsv(text: string): CsvRow[] {
  const src = text.replace(/^\uFEFF/, "");
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      cells.push(cell);
      if (cells.some((c) => c.trim() !== "")) rows.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += ch;
  }
  cells.push(cell);
  if (cells.some((c) => c.trim() !== "")) rows.push({ line: rowLine, cells });
  return rows;
}
