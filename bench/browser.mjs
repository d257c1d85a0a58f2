#!/usr/bin/env node
// bench/browser: cold and warm cloud-browser session times and the cost of one table extraction,
// through the product's session module (worker/browser/session.ts) on the local BROWSER binding
// (Debian's Chromium behind the shim) against a loopback fixture page. Cold = no free browser:
// `puppeteer.launch`; warm = the previous session's browser kept connected (worker/browser/acquire.ts);
// pdf = one PDF export (worker/browser/pdf-export.ts path: fresh browser, setContent, page.pdf).
// Usage: node bench/browser.mjs [--runs 3] [--port 8805]
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { ensureChromeShim } from "../scripts/chrome-shim.mjs";
import { serveBrowserFixtures } from "../test/fixtures/browser/server.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, port: { type: "string", default: "8805" } } });
if (!ensureChromeShim()) throw new Error("/usr/bin/chromium is needed");
const fixtures = await serveBrowserFixtures();
const base = `http://127.0.0.1:${values.port}`;
const dev = spawn("npx", ["wrangler", "dev", "-c", "bench/browser.wrangler.toml", "--port", values.port, "--ip", "127.0.0.1", "--persist-to", ".wrangler/bench-browser"], {
  stdio: ["ignore", "ignore", "inherit"], detached: true, env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
const stop = () => { try { process.kill(-dev.pid, "SIGTERM"); } catch { /* gone */ } };
try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("wrangler dev did not start");
    if (await fetch(base).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const res = await fetch(`${base}/?runs=${values.runs}&page=${encodeURIComponent(`${fixtures.origin}/table.html`)}`);
  if (!res.ok) throw new Error(`bench worker: ${res.status} ${await res.text()}`);
  const { cold, warm, pdf } = await res.json();
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const row = (name, xs) => `${name.padEnd(6)} open ${String(median(xs.map((x) => x.openMs))).padStart(5)} ms  navigate ${String(median(xs.map((x) => x.navigateMs))).padStart(4)} ms  extract ${String(median(xs.map((x) => x.extractMs))).padStart(4)} ms  total ${String(median(xs.map((x) => x.totalMs))).padStart(5)} ms  reused ${xs.filter((x) => x.reused).length}/${xs.length}`;
  console.log(`cloud browser, ${values.runs} runs each (medians), local binding + Debian Chromium, loopback fixture table (3 rows)`);
  console.log(row("cold", cold));
  console.log(row("warm", warm));
  console.log(`pdf    open ${String(median(pdf.map((x) => x.openMs))).padStart(5)} ms  render+print ${String(median(pdf.map((x) => x.printMs))).padStart(4)} ms  total ${String(median(pdf.map((x) => x.totalMs))).padStart(5)} ms  ${Math.round(median(pdf.map((x) => x.bytes)) / 1024)} KB (DeepDive-sized report, fresh browser as the export runs)`);
  console.log("usage: one session draws browser_session = 25 units (heavy) from the ledger, once per session id");
} finally {
  stop();
  await fixtures.close();
}
