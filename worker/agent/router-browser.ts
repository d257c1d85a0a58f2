import type { RouterPlan } from "./router";

/**
 * The built-in assistant's browser requests: "open https://… and extract the table",
 * "screenshot https://…", "save https://… as PDF", "read https://…", "get revenue and margin from
 * https://…". Only messages with an explicit http(s) URL; the tool checks the URL again.
 */
const URL_RE = /\bhttps?:\/\/[^\s<>"'`]+/iu;

export function browserRequest(t: string): RouterPlan | null {
  const found = URL_RE.exec(t)?.[0]?.replace(/[),.;:!?]+$/u, "");
  if (!found) return null;
  const words = t.replace(found, " ");
  if (!/\b(?:open|browse|visit|go to|screenshot|capture|pdf|print|extract|read|table|figures?|get|fetch|scrape)\b/iu.test(words)) return null;
  const call = (task: string, figures: string[] = []) => ({ kind: "tools" as const, calls: [{ name: "browse_page", args: { url: found, task, figures } }] });
  if (/\btables?\b/iu.test(words)) return call("table");
  if (/\bpdf\b|\bprint\b/iu.test(words)) return call("pdf");
  if (/\bscreenshot|capture\b/iu.test(words)) return call("screenshot");
  const figures = /\b(?:get|find|extract)\s+(?:the\s+)?(.+?)\s+(?:figures?\s+)?(?:from|on|at|in)\s*$/iu.exec(words.trim());
  if (figures) {
    const labels = figures[1]!.split(/\s*(?:,|\band\b)\s*/iu).map((s) => s.replace(/\bfigures?\b/iu, "").trim()).filter(Boolean).slice(0, 10);
    if (labels.length) return call("figures", labels);
  }
  if (/\bextract\b|\bscrape\b/iu.test(words)) return call("table");
  if (/\bread\b|\btext\b/iu.test(words)) return call("text");
  return call("screenshot");
}

/**
 * "export NB-12 as PDF", "save my notebook as a pdf", "print NB 7 to PDF": a Notebook entry or the
 * whole Notebook printed by the cloud browser (export_pdf). No URL here — those are browse_page's.
 */
export function pdfExportRequest(t: string): RouterPlan | null {
  if (!/\bpdf\b/iu.test(t) || URL_RE.test(t)) return null;
  const nb = /\bNB[-\s]?(\d{1,9})\b/iu.exec(t);
  if (nb) return { kind: "tools", calls: [{ name: "export_pdf", args: { ref: `NB-${nb[1]}` } }] };
  if (/\bnote\s?book\b/iu.test(t)) return { kind: "tools", calls: [{ name: "export_pdf", args: { ref: "notebook" } }] };
  return null;
}
