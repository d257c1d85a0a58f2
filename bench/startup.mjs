#!/usr/bin/env node
// bench/startup: the Worker's cold start in workerd, measured as time to first response.
// Builds the deploy bundle (`wrangler deploy --dry-run`, the exact code that would be uploaded),
// then N times: start a fresh workerd (Miniflare) with that bundle and the wrangler.toml bindings,
// and time (a) start → ready and (b) the first GET /health (the isolate compiles and evaluates the
// whole bundle before it can answer). Prints the bundle sizes and the medians.
// With several --bundle paths (say, before and after a change) the runs alternate between them, so
// drift on a shared machine hits every bundle alike.
// Usage: node bench/startup.mjs [--runs 9] [--bundle path/to/index.js ...]   (no network needed)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({ options: { runs: { type: "string", default: "9" }, bundle: { type: "string", multiple: true } } });
const runs = Number(values.runs);

function build() {
  const out = mkdtempSync(join(tmpdir(), "fathom-bundle-"));
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("wrangler deploy --dry-run failed");
  return join(out, "index.js");
}

const bundles = values.bundle?.length ? values.bundle.map((b) => resolve(b)) : [build()];
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;

function workerOptions(bundle) {
  return {
    name: "fathom-api",
    modules: true,
    scriptPath: bundle,
    modulesRoot: dirname(bundle),
    compatibilityDate: "2026-11-01",
    // Production requires its server secrets (worker/lib/secrets.ts); random ones stand in here.
    bindings: { APP_ENV: "production", MAIL_FROM: "bench@fathom.example", CURSOR_SECRET: crypto.randomUUID(), KEY_CHECKSUM_SECRET: crypto.randomUUID() },
    d1Databases: { DB: "bench-db" },
    r2Buckets: { ARTIFACTS: "bench-artifacts" },
    durableObjects: { AGENT: { className: "AgentDO", useSQLite: true }, API_KEY: { className: "ApiKeyDO", useSQLite: true } },
    // The replay series as the Worker sees them in production: static assets behind the Worker.
    assets: { directory: join(root, "worker/market/replay/data"), binding: "ASSETS", routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true } },
  };
}

/**
 * CPU time (user + system, ms) the workerd children of this process have used so far. Under a
 * loaded machine wall time mostly measures the neighbours; CPU time is what the start costs.
 */
function workerdCpuMs() {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[1]) === process.pid && stat.includes("(workerd)")) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** One cold start: fresh workerd with the bundle → ready → first GET /health answered. */
async function coldStart(bundle) {
  const t0 = performance.now();
  // Written in the long-standing (v4) option shape; this Miniflare converts it to its own.
  const mf = new Miniflare(convertV4MiniflareOptions({ workers: [workerOptions(bundle)] }));
  await mf.ready;
  const t1 = performance.now();
  const response = await mf.dispatchFetch("http://localhost/health");
  if (!response.ok) throw new Error(`/health answered ${response.status}`);
  await response.text();
  const t2 = performance.now();
  const cpu = workerdCpuMs();
  await mf.dispose();
  return { ready: t1 - t0, first: t2 - t0, cpu };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = new Map(bundles.map((b) => [b, []]));
for (let i = 0; i < runs; i++) for (const b of bundles) results.get(b).push(await coldStart(b));
for (const b of bundles) {
  const code = readFileSync(b);
  const r = results.get(b);
  console.log(`${b}: ${kib(statSync(b).size)}, gzip ${kib(gzipSync(code).length)}`);
  console.log(`  runs ${runs}: workerd ready median ${median(r.map((x) => x.ready)).toFixed(0)} ms; first /health response median ${median(r.map((x) => x.first)).toFixed(0)} ms; workerd CPU until then median ${median(r.map((x) => x.cpu)).toFixed(0)} ms`);
}
