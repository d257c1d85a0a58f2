/** Longest conversation title kept; longer first messages are cut at a word boundary. */
export const TITLE_MAX_CHARS = 80;

/**
 * A conversation's title from its first message: one line, whitespace collapsed, and when it is
 * too long, cut after the last whole word that fits (never mid-word) with an ellipsis.
 */
export function conversationTitle(text: string): string {
  const line = text.replace(/\s+/gu, " ").trim();
  if (line.length <= TITLE_MAX_CHARS) return line || "New conversation";
  const head = line.slice(0, TITLE_MAX_CHARS - 1);
  const cut = head.lastIndexOf(" ");
  // A single very long word has no boundary to cut at: cut it rather than return nothing.
  const words = (cut > TITLE_MAX_CHARS / 2 ? head.slice(0, cut) : head).replace(/[\s,;:.\-–—]+$/u, "");
  return `${words}…`;
}
