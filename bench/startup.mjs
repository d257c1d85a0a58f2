#!/usr/bin/env node
// bench/startup: the Worker's cold start in workerd, measured as time to first response.
// Builds the deploy bundle (`wrangler deploy --dry-run`, the exact code that would be uploaded),
// then N times: start a fresh workerd (Miniflare) with that bundle and the wrangler.toml bindings,
// and time (a) start → ready and (b) the first GET /health (the isolate compiles and evaluates the
// whole bundle before it can answer). Prints the bundle sizes and the medians.
// Usage: node bench/startup.mjs [--runs 9] [--bundle path/to/index.js]   (no network needed)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { runs: { type: "string", default: "9" }, bundle: { type: "string" } } });
const runs = Number(values.runs);

function build() {
  const out = mkdtempSync(join(tmpdir(), "fathom-bundle-"));
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("wrangler deploy --dry-run failed");
  return join(out, "index.js");
}

const bundle = values.bundle ? resolve(values.bundle) : build();
const code = readFileSync(bundle);
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`bundle ${bundle}: ${kib(statSync(bundle).size)}, gzip ${kib(gzipSync(code).length)}`);

const worker = {
  name: "fathom-api",
  modules: true,
  scriptPath: bundle,
  modulesRoot: dirname(bundle),
  compatibilityDate: "2026-11-01",
  bindings: { APP_ENV: "production", MAIL_FROM: "bench@fathom.example" },
  d1Databases: { DB: "bench-db" },
  r2Buckets: { ARTIFACTS: "bench-artifacts" },
  durableObjects: { AGENT: { className: "AgentDO", useSQLite: true }, API_KEY: { className: "ApiKeyDO", useSQLite: true } },
  // The replay series as the Worker sees them in production: static assets behind the Worker.
  assets: { directory: join(root, "worker/market/replay/data"), binding: "ASSETS", routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true } },
};
// Written in the long-standing (v4) option shape; this Miniflare converts it to its own.
const options = convertV4MiniflareOptions({ workers: [worker] });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ready = [];
const first = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const mf = new Miniflare(options);
  await mf.ready;
  const t1 = performance.now();
  const response = await mf.dispatchFetch("http://localhost/health");
  if (!response.ok) throw new Error(`/health answered ${response.status}`);
  await response.text();
  const t2 = performance.now();
  await mf.dispose();
  ready.push(t1 - t0);
  first.push(t2 - t0);
}
console.log(`runs ${runs}: workerd ready median ${median(ready).toFixed(0)} ms; first /health response median ${median(first).toFixed(0)} ms (request alone ${median(first.map((f, i) => f - ready[i])).toFixed(0)} ms)`);
