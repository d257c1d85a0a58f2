import type { Entry } from "./store";

/** What the site and the API show of an entry. Tombstones show only their number and kind. */
export interface EntryView {
  id: string;
  nb: number;
  ref: string;
  kind: Entry["kind"];
  title: string;
  body: string;
  data: unknown;
  symbol: string | null;
  parentId: string | null;
  status: Entry["status"];
  annotation: string | null;
  asOf: string | null;
  createdAt: string;
  updatedAt: string;
  deleted: boolean;
}

export const nbRef = (nb: number) => `NB-${nb}`;

function parseData(data: string | null): unknown {
  if (data === null) return null;
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

export function entryView(e: Entry): EntryView {
  return {
    id: e.id,
    nb: e.nb,
    ref: nbRef(e.nb),
    kind: e.kind,
    title: e.title,
    body: e.body,
    data: parseData(e.data),
    symbol: e.symbol,
    parentId: e.parentId,
    status: e.status,
    annotation: e.annotation,
    asOf: e.asOf === null ? null : new Date(e.asOf).toISOString(),
    createdAt: new Date(e.createdAt).toISOString(),
    updatedAt: new Date(e.updatedAt).toISOString(),
    deleted: e.deletedAt !== null,
  };
}

/** A link to another entry: enough to show "NB-7 · Idea · BTC" or "NB-7 (deleted)". */
export interface LinkView {
  id: string;
  nb: number;
  ref: string;
  kind: Entry["kind"];
  title: string;
  deleted: boolean;
}

export function linkView(e: Entry): LinkView {
  return { id: e.id, nb: e.nb, ref: nbRef(e.nb), kind: e.kind, title: e.title, deleted: e.deletedAt !== null };
}

/** The whole Notebook as one Markdown document, oldest first, parents named by number. */
export function notebookMarkdown(entries: Entry[], exportedAt: number): string {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const parts = [`# Notebook`, ``, `Exported ${new Date(exportedAt).toISOString()} · ${entries.length} entries · research only, not investment advice.`, ``];
  for (const e of [...entries].sort((a, b) => a.nb - b.nb)) {
    const parent = e.parentId ? byId.get(e.parentId) : undefined;
    const meta = [e.kind, e.symbol, new Date(e.createdAt).toISOString().slice(0, 10), parent ? `from ${nbRef(parent.nb)}` : e.parentId ? "parent deleted" : null, e.status !== "ready" ? e.status : null];
    parts.push(`## ${nbRef(e.nb)} — ${e.title}`, ``, `*${meta.filter(Boolean).join(" · ")}*`, ``);
    if (e.annotation) parts.push(`> ${e.annotation.replace(/\n/g, "\n> ")}`, ``);
    if (e.body) parts.push(e.body, ``);
  }
  return parts.join("\n");
}
