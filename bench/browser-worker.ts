// The bench Worker for bench/browser.mjs: times cold and warm cloud-browser sessions through the
// product's own session module, against the local BROWSER binding and a loopback fixture page.
import puppeteer from "@cloudflare/puppeteer";
import { closeIdleBrowser } from "../worker/browser/acquire";
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
    await closeAll(env.BROWSER);
    return Response.json({ cold, warm });
  },
};
