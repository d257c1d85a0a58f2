/**
 * Notebook references in chat text ("analyze NB-12") become links to the entry. The text is split
 * into plain pieces and references, rendered as text nodes and anchors — never as HTML, so a
 * message can never inject markup.
 */
export type TextPiece = { text: string } | { text: string; href: string };

const NB_REF = /\bNB-(\d{1,7})\b/g;

export function linkNotebookRefs(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(NB_REF)) {
    const at = m.index ?? 0;
    if (at > last) pieces.push({ text: text.slice(last, at) });
    pieces.push({ text: m[0], href: `/notebook/NB-${Number(m[1])}` });
    last = at + m[0].length;
  }
  if (last < text.length || pieces.length === 0) pieces.push({ text: text.slice(last) });
  return pieces;
}
