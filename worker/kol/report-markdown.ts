/**
 * The KOL reports are written as chat text: one statement per line, detail lines indented. The
 * Notebook renders Markdown, where consecutive lines join into one paragraph, so a saved report
 * read as a single wall of text. This keeps every line its own block: indented lines become list
 * items under the line before them, every other line its own paragraph.
 */
export function reportMarkdown(text: string): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") {
      if (out.length && out[out.length - 1] !== "") out.push("");
    } else if (/^\s+\S/.test(line)) {
      out.push(`- ${line.trim()}`);
    } else {
      if (out.length && out[out.length - 1] !== "") out.push("");
      out.push(line.trimEnd(), "");
    }
  }
  while (out[out.length - 1] === "") out.pop();
  return out.join("\n");
}
