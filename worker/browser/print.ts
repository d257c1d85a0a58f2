/**
 * The printable HTML of a Notebook entry or the whole Notebook: the research core's Markdown
 * (headings, paragraphs, lists, pipe tables, **bold**) turned into plain elements with a print
 * stylesheet. Every piece of text is HTML-escaped — entries hold user text and third-party
 * figures — and the document has no script and loads nothing (no images, fonts or links to
 * fetch), so the browser renders it from `setContent` alone.
 */

export interface PrintableDoc {
  /** The document's title: the PDF's Title metadata and the first heading. */
  title: string;
  /** One muted line under the title (kind, symbol, dates). */
  subtitle: string;
  /** The Markdown body. */
  markdown: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/gu, (ch) => ESCAPES[ch]!);

/** Inline text: escaped, `**bold**` kept, code ticks and `_emphasis_` markers dropped (as the site does). */
function inline(text: string): string {
  return text
    .split(/(\*\*[^*]+\*\*)/u)
    .filter(Boolean)
    .map((chunk) => {
      const strong = /^\*\*[^*]+\*\*$/u.test(chunk);
      const plain = escapeHtml((strong ? chunk.slice(2, -2) : chunk).replace(/`/gu, "").replace(/(^|\s)_(.+?)_(?=\s|$|[.,;])/gu, "$1$2"));
      return strong ? `<strong>${plain}</strong>` : plain;
    })
    .join("");
}

const cells = (line: string) => line.trim().replace(/^\||\|$/gu, "").split("|").map((c) => c.trim());

type Block = { kind: "h"; level: number; text: string } | { kind: "p"; text: string } | { kind: "quote"; text: string } | { kind: "ul"; items: string[] } | { kind: "table"; head: string[]; rows: string[][] };

/** The same block reading as the site's Notebook page (web/src/routes/(app)/notebook/model.ts), plus quotes. */
function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  let broken = false;
  for (const line of markdown.split("\n")) {
    const last = broken ? undefined : out[out.length - 1];
    broken = line.trim() === "";
    const h = /^(#{1,4})\s+(.*)$/u.exec(line);
    if (h) out.push({ kind: "h", level: h[1]!.length, text: h[2]! });
    else if (/^\s*[-*]\s+/u.test(line)) {
      const item = line.replace(/^\s*[-*]\s+/u, "");
      if (last?.kind === "ul") last.items.push(item);
      else out.push({ kind: "ul", items: [item] });
    } else if (line.trim().startsWith("|")) {
      if (/^\s*\|[\s|:-]+\|\s*$/u.test(line)) continue;
      if (last?.kind === "table") last.rows.push(cells(line));
      else out.push({ kind: "table", head: cells(line), rows: [] });
    } else if (line.startsWith(">")) {
      const text = line.replace(/^>\s?/u, "");
      if (last?.kind === "quote") last.text += ` ${text}`;
      else out.push({ kind: "quote", text });
    } else if (broken) continue;
    else if (last?.kind === "p") last.text += ` ${line}`;
    else out.push({ kind: "p", text: line });
  }
  return out;
}

function blockHtml(b: Block): string {
  switch (b.kind) {
    case "h": return `<h${Math.min(b.level + 1, 4)}>${inline(b.text)}</h${Math.min(b.level + 1, 4)}>`;
    case "p": return `<p>${inline(b.text)}</p>`;
    case "quote": return `<blockquote>${inline(b.text)}</blockquote>`;
    case "ul": return `<ul>${b.items.map((i) => `<li>${inline(i)}</li>`).join("")}</ul>`;
    case "table": {
      const head = `<thead><tr>${b.head.map((c) => `<th>${inline(c)}</th>`).join("")}</tr></thead>`;
      return `<table>${head}<tbody>${b.rows.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
    }
  }
}

export function markdownHtml(markdown: string): string {
  return blocks(markdown).map(blockHtml).join("\n");
}

/** The print stylesheet: A4 margins, readable type, tables that do not split a row across pages. */
const PRINT_CSS = `@page{size:A4;margin:18mm 16mm}
body{font:11pt/1.45 "DejaVu Sans",Helvetica,Arial,sans-serif;color:#111;margin:0}
h1{font-size:18pt;margin:0 0 4pt}h2{font-size:14pt;margin:16pt 0 6pt;break-after:avoid}h3,h4{font-size:12pt;margin:12pt 0 4pt;break-after:avoid}
.sub{color:#555;margin:0 0 14pt}table{border-collapse:collapse;margin:6pt 0 10pt;font-size:9.5pt}
th,td{border:1px solid #bbb;padding:3pt 6pt;text-align:left;vertical-align:top}tr{break-inside:avoid}
blockquote{margin:6pt 0;padding:2pt 10pt;border-left:3px solid #888;color:#444}
footer{margin-top:18pt;color:#666;font-size:9pt;border-top:1px solid #ccc;padding-top:6pt}`;

/** The whole document: no script, no external resource, a strict CSP as a second fence. */
export function printableHtml(doc: PrintableDoc): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(doc.title)}</title><style>${PRINT_CSS}</style></head>
<body><h1>${escapeHtml(doc.title)}</h1><p class="sub">${escapeHtml(doc.subtitle)}</p>
${markdownHtml(doc.markdown)}
<footer>Fathom · research only, computed from data; not investment advice.</footer></body></html>`;
}
