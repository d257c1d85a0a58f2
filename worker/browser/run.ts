import type { ArtifactView } from "./artifacts";
import { saveArtifact, type ArtifactStores } from "./artifacts";
import { findFigures, tableCsv, tableRecords, type Figure, type PageTable } from "./extract";
import type { UrlPolicy } from "./safety";
import { BrowserSession, DEFAULT_LIMITS, SessionError, type SessionLimits } from "./session";
import type { StepKind, TimelineStep, TimelineStore } from "./timeline";
import { count } from "../agent/tools/format";

/**
 * One agent browsing session, start to end: charge once (key = session id), open, navigate,
 * screenshot, then the task (table, text, figures, screenshot, PDF), publishing artifacts as it
 * goes and recording each step in the timeline (sent live through `emit`). A failure refunds the
 * charge, says why, and keeps the steps and artifacts it had.
 */

export type BrowseTask = "table" | "text" | "figures" | "screenshot" | "pdf";

export interface BrowseRequest {
  url: string;
  task: BrowseTask;
  figures?: string[];
}

export interface BrowseDeps {
  env: ArtifactStores & { BROWSER: Fetcher };
  userId: string;
  sessionId: string;
  policy: UrlPolicy;
  timeline: TimelineStore;
  now(): number;
  emit(event: { type: "browser_step"; sessionId: string; step: TimelineStep }): void;
  charge(): Promise<{ ok: true; chargeId: string } | { ok: false; message: string }>;
  refund(chargeId: string): Promise<void>;
  limits?: SessionLimits;
  /** Whose kept browser may be reused (the AgentDO's state; see acquire.ts). */
  scope?: object;
}

export interface BrowseOutcome {
  ok: boolean;
  sessionId: string;
  error: string | null;
  title: string | null;
  finalUrl: string | null;
  steps: TimelineStep[];
  artifacts: ArtifactView[];
  table: { caption: string; headers: string[]; rows: string[][]; total: number } | null;
  figures: Figure[] | null;
  text: string | null;
  reused: boolean | null;
  acquireMs: number | null;
}

class Run {
  readonly out: BrowseOutcome;
  constructor(private readonly d: BrowseDeps) {
    this.out = { ok: false, sessionId: d.sessionId, error: null, title: null, finalUrl: null, steps: [], artifacts: [], table: null, figures: null, text: null, reused: null, acquireMs: null };
  }
  step(kind: StepKind, label: string, thumbnailUrl: string | null = null): void {
    const step = this.d.timeline.step(this.d.sessionId, kind, label, thumbnailUrl, this.d.now());
    this.out.steps.push(step);
    this.d.emit({ type: "browser_step", sessionId: this.d.sessionId, step });
  }
  async publish(kind: "screenshot" | "pdf" | "data", contentType: string, ext: string, title: string, body: Uint8Array | string): Promise<ArtifactView> {
    const a = await saveArtifact(this.d.env, { userId: this.d.userId, kind, contentType, ext, title, sourceUrl: this.out.finalUrl, sessionId: this.d.sessionId, body }, this.d.now());
    this.out.artifacts.push(a);
    return a;
  }
}

export async function runBrowse(d: BrowseDeps, req: BrowseRequest): Promise<BrowseOutcome> {
  const run = new Run(d);
  d.timeline.start(d.sessionId, req.url, req.task, d.now());
  const charged = await d.charge();
  if (!charged.ok) return finish(d, run, charged.message);
  let session: BrowserSession | null = null;
  try {
    session = await BrowserSession.open(d.env.BROWSER, d.policy, d.limits ?? DEFAULT_LIMITS, d.scope ?? null);
    run.out.reused = session.reused;
    run.out.acquireMs = session.acquireMs;
    run.step("opened", session.reused ? "Opened a browser (reused, warm)" : "Opened a browser");
    await steps(session, run, req);
    await session.close(true);
    return finish(d, run, null);
  } catch (error) {
    // A page that broke a rule leaves the browser fine for the next session; anything else closes it.
    await session?.close(error instanceof SessionError);
    const message = error instanceof SessionError ? error.message : "The browser failed unexpectedly.";
    if (!(error instanceof SessionError)) console.warn(JSON.stringify({ level: "warn", msg: "browser.session_failed", error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }));
    await d.refund(charged.chargeId).catch(() => undefined);
    return finish(d, run, message);
  }
}

function finish(d: BrowseDeps, run: Run, error: string | null): BrowseOutcome {
  if (error) run.step("failed", error);
  else run.step("done", `Done: ${run.out.artifacts.length} artifact${run.out.artifacts.length === 1 ? "" : "s"}`);
  d.timeline.finish(d.sessionId, error ? "failed" : "done", error, d.now());
  run.out.ok = error === null;
  run.out.error = error;
  return run.out;
}

async function steps(s: BrowserSession, run: Run, req: BrowseRequest): Promise<void> {
  const nav = await s.navigate(req.url);
  run.out.title = nav.title;
  run.out.finalUrl = nav.url;
  run.step("navigated", `Navigated to ${nav.title || nav.url}`);
  const shot = await run.publish("screenshot", "image/png", "png", `Screenshot of ${nav.title || nav.url}`, await s.screenshot());
  run.step("screenshot", "Took a screenshot", shot.url);
  if (req.task === "table" || req.task === "figures") await extract(s, run, req, nav.title);
  if (req.task === "text") {
    run.out.text = await s.text();
    run.step("read", `Read the page's text (${run.out.text.length.toLocaleString("en-US")} characters)`);
  }
  if (req.task === "pdf") {
    await run.publish("pdf", "application/pdf", "pdf", `PDF of ${nav.title || nav.url}`, await s.pdf());
    run.step("pdf", "Printed the page to PDF");
  }
}

async function extract(s: BrowserSession, run: Run, req: BrowseRequest, title: string): Promise<void> {
  const tables = await s.tables();
  if (req.task === "figures") {
    const text = await s.text();
    run.step("read", `Read the page's text (${text.length.toLocaleString("en-US")} characters)`);
    run.out.figures = findFigures(req.figures ?? [], text, tables);
    await run.publish("data", "application/json", "json", `Figures from ${title}`, JSON.stringify({ source: run.out.finalUrl, figures: run.out.figures }, null, 2));
    run.step("extracted", `Extracted ${run.out.figures.filter((f) => f.value !== null).length} of ${run.out.figures.length} figures`);
    return;
  }
  const table = largest(tables);
  if (!table) throw new SessionError("failed", "The page has no table to extract.");
  run.out.table = { caption: table.caption, headers: table.headers, rows: table.rows.slice(0, 20), total: table.rows.length };
  const name = table.caption || title;
  await run.publish("data", "application/json", "json", `Table: ${name}`, JSON.stringify({ source: run.out.finalUrl, caption: table.caption, rows: tableRecords(table) }, null, 2));
  await run.publish("data", "text/csv; charset=utf-8", "csv", `Table (CSV): ${name}`, tableCsv(table));
  run.step("extracted", `Extracted a table: ${count(table.rows.length, "row")} × ${count(Math.max(table.headers.length, table.rows[0]?.length ?? 0), "column")}`);
}

/** The page's main table: the one with the most rows (layout tables are usually small). */
function largest(tables: PageTable[]): PageTable | null {
  return tables.reduce<PageTable | null>((best, t) => (t.rows.length > (best?.rows.length ?? 0) ? t : best), null);
}
