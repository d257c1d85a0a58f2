import { z } from "zod";
import { AppError } from "../../http/errors";
import { title } from "./news";
import { defineTool, fail } from "./types";

/**
 * `browse_page` (capability `browser`): opens a live page in the cloud browser and reads a table,
 * the figures asked for, its text, a screenshot or a PDF. Everything the page says is third-party
 * data: the title is capped and guarded, the text is capped here and reaches the model only as a
 * marked untrusted tool_data block (worker/agent/chat/prompt.ts); the chat guards the card again.
 */
export const TEXT_TO_MODEL_MAX = 1_500;

const cap = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export const browsePage = defineTool({
  name: "browse_page",
  description: "Open a public web page in the cloud browser and extract its main table, named figures, its text, a screenshot or a PDF. Results are saved as artifacts.",
  capabilities: ["browser"],
  input: z.object({
    url: z.string().trim().url("A full http(s) URL").max(2000),
    task: z.enum(["table", "text", "figures", "screenshot", "pdf"]).default("table"),
    figures: z.array(z.string().trim().min(1).max(80)).max(10).default([]),
  }),
  async run({ url, task, figures }, ctx) {
    if (!ctx.browser) return fail("browse_page", "conflict", "The cloud browser is not available here.");
    const o = await ctx.browser({ url, task, figures });
    const artifacts = o.artifacts.map((a) => ({ id: a.id, kind: a.kind, title: title(a.title), url: a.url, contentType: a.contentType, size: a.size }));
    const data = {
      sessionId: o.sessionId, url, finalUrl: o.finalUrl, title: o.title ? title(o.title) : null, steps: o.steps, artifacts,
      table: o.table, figures: o.figures, text: o.text === null ? null : cap(o.text, TEXT_TO_MODEL_MAX), error: o.error,
    };
    if (!o.ok) {
      const kept = artifacts.length ? ` Kept ${artifacts.length} artifact${artifacts.length === 1 ? "" : "s"} from before it failed.` : "";
      return { ok: true, tool: "browse_page", summary: `The browser session stopped: ${o.error}${kept}`, data, source: url };
    }
    return { ok: true, tool: "browse_page", summary: summaryOf(o.title ? title(o.title) : url, data), data, source: o.finalUrl ?? url, asOf: o.steps.at(-1)?.at };
  },
});

function summaryOf(name: string, d: { table: { rows: string[][]; total: number; headers: string[] } | null; figures: { label: string; text: string | null }[] | null; text: string | null; artifacts: unknown[] }): string {
  const saved = `${d.artifacts.length} artifact${d.artifacts.length === 1 ? "" : "s"} saved`;
  if (d.table) return `Extracted a table from “${name}”: ${d.table.total} rows (${d.table.headers.join(", ") || "no header"}); ${saved}.`;
  if (d.figures) return `Figures from “${name}”: ${d.figures.map((f) => `${f.label}: ${f.text ? cap(f.text, 60) : "not found"}`).join("; ")}; ${saved}.`;
  if (d.text !== null) return `Read “${name}” (${d.text.length} characters shown to the assistant); ${saved}.`;
  return `Opened “${name}”; ${saved}.`;
}

/**
 * `export_pdf` (capability `browser`): the site's "Download PDF" from chat — a Notebook entry
 * ("NB-12") or the whole Notebook printed by the cloud browser into a `pdf` artifact. The export
 * draws its own `browser_session` charge and refunds it on failure (browser/pdf-export.ts).
 */
export const exportPdfTool = defineTool({
  name: "export_pdf",
  description: "Save a Notebook entry (by NB-number, e.g. NB-12) or the whole Notebook (\"notebook\") as a PDF in the user's artifacts.",
  capabilities: ["browser"],
  input: z.object({
    ref: z.string().trim().regex(/^(?:NB-?\d{1,9}|notebook)$/iu, "An entry's NB-number from your Notebook, or \"notebook\" for the whole Notebook."),
  }),
  async run({ ref }, ctx) {
    if (!ctx.pdf) return fail("export_pdf", "conflict", "PDF export is not available here.");
    const whole = ref.toLowerCase() === "notebook";
    try {
      const x = await ctx.pdf(whole ? { of: "notebook" } : { of: "entry", ref: ref.toUpperCase().replace(/^NB-?/u, "NB-") });
      const a = x.artifact;
      const artifacts = [{ id: a.id, kind: a.kind, title: title(a.title), url: a.url, contentType: a.contentType, size: a.size }];
      const what = whole ? "your Notebook" : ref.toUpperCase().replace(/^NB-?/u, "NB-");
      return { ok: true, tool: "export_pdf", summary: `Saved ${what} as a PDF (${(a.size / 1024).toFixed(0)} KB); it is in your artifacts.`, data: { steps: [], artifacts, table: null } };
    } catch (error) {
      if (error instanceof AppError) return fail("export_pdf", error.code, error.message);
      throw error;
    }
  },
});

export const BROWSER_TOOLS = [browsePage, exportPdfTool];
