import type { Db } from "../db/client";
import type { Bindings } from "../env";
import { AppError } from "../http/errors";
import type { Clock } from "../lib/clock";
import { newId } from "../lib/crypto";
import { getEntry, recentEntries, type Entry } from "../notebook/store";
import { nbRef, notebookMarkdown } from "../notebook/view";
import { chargeOrThrow, refundUsage } from "../usage/charge";
import { saveArtifact, type ArtifactView } from "./artifacts";
import { printableHtml, type PrintableDoc } from "./print";
import { BrowserSession, DEFAULT_LIMITS, SessionError } from "./session";
import { count } from "../agent/tools/format";

/**
 * PDF exports of a Notebook entry (a DeepDive report, an analysis…) or of the whole Notebook:
 * the worker writes the printable HTML itself (print.ts), the cloud browser prints it from
 * `setContent` — never by opening the site, so no cookie is involved — and the PDF is kept as an
 * artifact of kind `pdf` under the user's R2 prefix, served only to them (routes/artifacts.ts).
 * One export draws one `browser_session` charge (it is a browser session), refunded on failure.
 */

export type PdfSource = { of: "entry"; ref: string } | { of: "notebook" };

/** The whole-Notebook export prints at most this many entries (newest), to stay inside the session's time limit. */
export const NOTEBOOK_PDF_ENTRIES = 300;

export interface PdfDeps {
  env: Bindings;
  db: Db;
  clock: Clock;
  userId: string;
}

export interface PdfExport {
  artifact: ArtifactView;
  /** Browser time: open, render and print, ms. */
  renderMs: number;
  chargeId: string;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function entryDoc(e: Entry): PrintableDoc {
  const meta = [e.kind, e.symbol, `saved ${day(e.createdAt)}`, e.asOf !== null ? `data as of ${day(e.asOf)}` : null];
  const annotation = e.annotation ? `> ${e.annotation.replace(/\n/gu, "\n> ")}\n\n` : "";
  return { title: `${nbRef(e.nb)} ${e.title}`, subtitle: meta.filter(Boolean).join(" · "), markdown: `${annotation}${e.body || "_(empty)_"}` };
}

/** The document for a source, read by the user's id (another user's NB-number is not found). */
export async function pdfDoc(db: Db, userId: string, source: PdfSource, now: number): Promise<PrintableDoc> {
  if (source.of === "entry") {
    const e = await getEntry(db, userId, source.ref, { param: "ref" });
    if (e.status === "pending") throw new AppError("conflict", { message: `${nbRef(e.nb)} is still being computed; export it when it is ready.` });
    return entryDoc(e);
  }
  const rows = (await recentEntries(db, userId, {}, NOTEBOOK_PDF_ENTRIES)).reverse();
  // notebookMarkdown opens with its own "# Notebook" heading and export line; the document's title replaces them.
  const markdown = notebookMarkdown(rows, now).split("\n").slice(4).join("\n");
  return { title: "Notebook", subtitle: `Exported ${new Date(now).toISOString()} · ${count(rows.length, "entry", "entries")}`, markdown };
}

/** Renders the document to PDF in the cloud browser and stores it; throws AppError with a clear message. */
export async function exportPdf(d: PdfDeps, source: PdfSource): Promise<PdfExport> {
  const doc = await pdfDoc(d.db, d.userId, source, d.clock.now());
  const exportId = newId("pdf");
  const chargeId = await chargeOrThrow(d.env, { userId: d.userId, action: "browser_session", idempotencyKey: `pdf:${exportId}` }, d.clock);
  const started = Date.now();
  let session: BrowserSession | null = null;
  try {
    // The page loads nothing: a policy that resolves no name refuses every request it might make.
    session = await BrowserSession.open(d.env.BROWSER, { allowLoopback: false, resolve: async () => [] }, DEFAULT_LIMITS);
    const bytes = await session.printHtml(printableHtml(doc));
    await session.close(); // no scope: its browser is closed, not kept (acquire.ts releaseBrowser)
    session = null;
    const renderMs = Date.now() - started;
    const artifact = await saveArtifact(d.env, { userId: d.userId, kind: "pdf", contentType: "application/pdf", ext: "pdf", title: `${doc.title} (PDF)`, sourceUrl: null, sessionId: null, body: bytes }, d.clock.now());
    return { artifact, renderMs, chargeId };
  } catch (error) {
    await session?.close(error instanceof SessionError);
    await refundUsage(d.env, chargeId, d.clock).catch(() => undefined);
    console.warn(JSON.stringify({ level: "warn", msg: "browser.pdf_failed", error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }));
    const why = error instanceof SessionError ? error.message : "The browser failed unexpectedly.";
    throw new AppError("upstream_unavailable", { message: `The PDF could not be made: ${why} Nothing was charged.` });
  }
}
