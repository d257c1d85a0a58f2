/** The Notebook's shapes as /app/notebook returns them (worker/notebook/view.ts). */
export const KINDS = ["Note", "Idea", "Analysis", "Verdict", "Framework", "Report", "Brief"] as const;
export type Kind = (typeof KINDS)[number];

export interface Entry {
  id: string;
  nb: number;
  ref: string;
  kind: Kind;
  title: string;
  body: string;
  data: unknown;
  symbol: string | null;
  parentId: string | null;
  status: "pending" | "ready" | "failed";
  annotation: string | null;
  asOf: string | null;
  createdAt: string;
  updatedAt: string;
  deleted: boolean;
}

export interface Link {
  id: string;
  nb: number;
  ref: string;
  kind: Kind;
  title: string;
  deleted: boolean;
}

export interface EntryDetail {
  entry: Entry;
  parent: Link | null;
  parentMissing: boolean;
  children: Link[];
}

/** Markdown as the research core writes it, read into blocks the page renders as text (never as HTML). */
export type Block = { kind: "h"; level: number; text: string } | { kind: "p"; text: string } | { kind: "ul"; items: string[] } | { kind: "table"; head: string[]; rows: string[][] };

const cells = (line: string) => line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());

export function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  let broken = false;
  for (const line of markdown.split("\n")) {
    // A blank line ends the paragraph or list before it.
    const last = broken ? undefined : out[out.length - 1];
    broken = line.trim() === "";
    const h = /^(#{1,3})\s+(.*)$/.exec(line);
    if (h) out.push({ kind: "h", level: h[1]!.length, text: h[2]! });
    else if (/^\s*[-*]\s+/.test(line)) {
      const item = line.replace(/^\s*[-*]\s+/, "");
      if (last?.kind === "ul") last.items.push(item);
      else out.push({ kind: "ul", items: [item] });
    } else if (line.trim().startsWith("|")) {
      if (/^\s*\|[\s|:-]+\|\s*$/.test(line)) continue;
      if (last?.kind === "table") last.rows.push(cells(line));
      else out.push({ kind: "table", head: cells(line), rows: [] });
    } else if (line.trim() === "") continue;
    else if (last?.kind === "p") last.text += ` ${line}`;
    else out.push({ kind: "p", text: line });
  }
  return out;
}

/** Inline text split so NB-numbers become links and **bold** stays bold; other markers are dropped. */
export function inline(text: string): { text: string; ref?: string; strong?: boolean }[] {
  const out: { text: string; ref?: string; strong?: boolean }[] = [];
  for (const chunk of text.split(/(\*\*[^*]+\*\*)/).filter(Boolean)) {
    const strong = /^\*\*[^*]+\*\*$/.test(chunk);
    const plain = (strong ? chunk.slice(2, -2) : chunk).replace(/`/g, "").replace(/(^|\s)_(.+?)_(?=\s|$|[.,;])/g, "$1$2");
    for (const part of plain.split(/(NB-\d+)/).filter(Boolean)) out.push(/^NB-\d+$/.test(part) ? { text: part, ref: part, strong } : { text: part, strong });
  }
  return out;
}
