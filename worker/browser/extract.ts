/**
 * What a session extracts, as plain data. The in-page scripts are strings (not functions) so the
 * bundler cannot inject helpers the page does not have; the rest is pure and unit-tested.
 */

export interface PageTable {
  caption: string;
  headers: string[];
  rows: string[][];
}

export interface Figure {
  label: string;
  value: number | null;
  text: string | null;
}

export const MAX_TABLES = 20;
export const MAX_ROWS = 500;

/** Every <table> as caption, header cells and body rows (cell text trimmed, whitespace collapsed). */
export const TABLES_SCRIPT = `(() => {
  const cell = (c) => (c.innerText || c.textContent || "").replace(/\\s+/g, " ").trim().slice(0, 300);
  return Array.from(document.querySelectorAll("table")).slice(0, ${MAX_TABLES}).map((t) => {
    const all = Array.from(t.rows).slice(0, ${MAX_ROWS + 1});
    const rows = all.map((r) => Array.from(r.cells).map(cell));
    const first = all[0];
    const headed = (t.tHead && t.tHead.rows.length > 0) || (first && Array.from(first.cells).every((c) => c.tagName === "TH"));
    const headers = headed && rows.length > 0 ? rows.shift() : [];
    return { caption: t.caption ? cell(t.caption) : "", headers, rows: rows.slice(0, ${MAX_ROWS}) };
  });
})()`;

export const TEXT_SCRIPT = `(document.body ? document.body.innerText : "")`;

export function isPageTables(v: unknown): v is PageTable[] {
  return Array.isArray(v) && v.every((t) => t && typeof t === "object" && typeof t.caption === "string" && Array.isArray(t.headers) && Array.isArray(t.rows));
}

/** A table as objects keyed by its headers (or col1, col2… when it has none). */
export function tableRecords(t: PageTable): Record<string, string>[] {
  const width = Math.max(t.headers.length, ...t.rows.map((r) => r.length));
  const keys = Array.from({ length: width }, (_, i) => t.headers[i] || `col${i + 1}`);
  return t.rows.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ""])));
}

function csvCell(v: string): string {
  return /[",\n\r]/u.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

export function tableCsv(t: PageTable): string {
  const lines = t.headers.length ? [t.headers, ...t.rows] : t.rows;
  return lines.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

const NUMBER = /[-−]?\$?\d[\d,]*(?:\.\d+)?\s*(?:%|[kKmMbB]n?\b)?/u;

/** "1,234.5" → 1234.5, "−3.2%" → -3.2, "$4.1B" → 4.1e9. */
export function parseFigure(text: string): number | null {
  const m = NUMBER.exec(text);
  if (!m) return null;
  const raw = m[0].replace(/[$,\s]/gu, "").replace("−", "-");
  const scale = /b/iu.test(raw) ? 1e9 : /m/iu.test(raw) ? 1e6 : /k/iu.test(raw) ? 1e3 : 1;
  const n = Number.parseFloat(raw.replace(/[%kKmMbBn]/gu, ""));
  return Number.isFinite(n) ? n * scale : null;
}

/** The figures the user asked for: a table row whose first cell names the label, else a text line. */
export function findFigures(labels: readonly string[], text: string, tables: readonly PageTable[]): Figure[] {
  const lines = text.split(/\n+/u).map((l) => l.trim()).filter(Boolean);
  return labels.map((label) => {
    const want = label.toLowerCase();
    for (const t of tables) {
      const row = t.rows.find((r) => (r[0] ?? "").toLowerCase().includes(want));
      const cell = row?.slice(1).find((c) => parseFigure(c) !== null);
      if (cell) return { label, value: parseFigure(cell), text: cell };
    }
    const line = lines.find((l) => l.toLowerCase().includes(want) && parseFigure(l.slice(l.toLowerCase().indexOf(want) + want.length)) !== null);
    if (!line) return { label, value: null, text: null };
    const after = line.slice(line.toLowerCase().indexOf(want) + want.length);
    return { label, value: parseFigure(after), text: line.slice(0, 200) };
  });
}
