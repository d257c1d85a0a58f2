// The bench Worker for bench/browser.mjs: times cold and warm cloud-browser sessions through the
// product's own session module, against the local BROWSER binding and a loopback fixture page.
import puppeteer from "@cloudflare/puppeteer";
import { closeIdleBrowser } from "../worker/browser/acquire";
import { printableHtml } from "../worker/browser/print";
import { BrowserSession } from "../worker/browser/session";

interface BenchEnv {
  BROWSER: Fetcher;
}

/** One request, one scope: its sessions reuse the kept browser as an AgentDO's do. */
const scope = {};
const policy = { allowLoopback: true, resolve: async () => [] as string[] };

async function closeAll(binding: Fetcher): Promise<void> {
  await closeIdleBrowser(scope);
  for (const s of await puppeteer.sessions(binding)) {
    const b = await puppeteer.connect(binding, s.sessionId).catch(() => null);
    await b?.close().catch(() => undefined);
  }
}

/** One session: open (reusing a free browser when there is one), navigate, extract the table, release. */
async function session(binding: Fetcher, url: string) {
  const t0 = Date.now();
  const s = await BrowserSession.open(binding, policy, undefined, scope);
  const opened = Date.now();
  await s.navigate(url);
  const navigated = Date.now();
  const tables = await s.tables();
  const extracted = Date.now();
  await s.close(true);
  return { reused: s.reused, openMs: opened - t0, navigateMs: navigated - opened, extractMs: extracted - navigated, totalMs: Date.now() - t0, rows: tables[0]?.rows.length ?? 0 };
}

/** A DeepDive-sized report (about 60 lines: headings, lists, two tables) for the PDF export timing. */
function sampleReport(): string {
  const rows = Array.from({ length: 8 }, (_, i) => `| check ${i + 1} | ${i * 3}/15 | +${(i * 4.2).toFixed(1)}% | close vs SMA${20 * (i + 1)} |`);
  const bullets = Array.from({ length: 20 }, (_, i) => `- indicator ${i + 1}: ${(1000 + i * 37.5).toFixed(3)} (how it was computed)`);
  return ["# Ethereum (ETH) — DeepDive", "", "**Conviction 55/100** as of 2025-09-26.", "", "## Indicators", "", ...bullets, "", "| check | points | figure | how |", "|---|---|---|---|", ...rows, "", "## Peers", "", "| asset | 30d |", "|---|---|", ...rows.map((r) => r.split("|").slice(0, 3).join("|") + "|"), "", "Research only."].join("\n");
}

/** One PDF export as the product runs it (pdf-export.ts): a fresh browser, setContent, page.pdf. */
async function pdfExport(binding: Fetcher) {
  const t0 = Date.now();
  const s = await BrowserSession.open(binding, { allowLoopback: false, resolve: async () => [] }, undefined, {});
  const opened = Date.now();
  const bytes = await s.printHtml(printableHtml({ title: "NB-1 DeepDive: Ethereum (ETH)", subtitle: "Report · ETH", markdown: sampleReport() }));
  const printed = Date.now();
  await s.close(true);
  return { openMs: opened - t0, printMs: printed - opened, totalMs: Date.now() - t0, bytes: bytes.byteLength };
}

export default {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url).searchParams.get("page");
    const runs = Number(new URL(request.url).searchParams.get("runs") ?? 3);
    if (!url) return new Response("?page= missing", { status: 400 });
    const cold = [];
    const warm = [];
    for (let i = 0; i < runs; i++) {
      await closeAll(env.BROWSER);
      cold.push(await session(env.BROWSER, url));
      warm.push(await session(env.BROWSER, url));
    }
    const pdf = [];
    for (let i = 0; i < runs; i++) {
      await closeAll(env.BROWSER);
      pdf.push(await pdfExport(env.BROWSER));
    }
    await closeAll(env.BROWSER);
    return Response.json({ cold, warm, pdf });
  },
};
