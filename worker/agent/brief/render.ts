import { when } from "../tools/format";
import type { Brief } from "./compose";

/** The brief as plain text and as HTML (every piece of text escaped), for the Inbox and e-mail. */

export function briefText(b: Brief): string {
  const parts = [b.headline, ""];
  for (const s of b.sections) parts.push(s.title, ...s.lines.map((l) => `- ${l}`), "");
  parts.push(`Data: ${b.source}${b.asOf ? `, as of ${when(b.asOf)}` : ""}. Research only, never advice to buy or sell.`);
  return parts.join("\n");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function briefHtml(b: Brief, links: { home: string; stop: string; chat: (q: string) => string }): string {
  const sections = b.sections.map((s) => `<h2>${escapeHtml(s.title)}</h2><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`).join("");
  const chips = b.chips.map((c) => `<a href="${escapeHtml(links.chat(c))}">${escapeHtml(c)}</a>`).join(" · ");
  return [
    "<!doctype html><html><body>",
    `<h1>${escapeHtml(b.headline)}</h1>`,
    sections,
    `<p>Ask next: ${chips}</p>`,
    `<p><a href="${escapeHtml(links.home)}">Open Fathom</a></p>`,
    `<p style="color:#666;font-size:12px">Data: ${escapeHtml(b.source)}${b.asOf ? `, as of ${escapeHtml(when(b.asOf))}` : ""}. Research only, never advice to buy or sell. `,
    `<a href="${escapeHtml(links.stop)}">Stop Morning Brief e-mails</a></p>`,
    "</body></html>",
  ].join("");
}
