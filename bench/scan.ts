#!/usr/bin/env -S npx tsx
// bench/scan: time and upstream calls of one price scan over 10, 100 and 1,000 distinct assets.
// The scan core runs in Node against a real local D1 (wrangler's getPlatformProxy, fresh state
// under .wrangler/bench-scan) and a loopback fake of CoinGecko/Binance that answers any coin in
// the providers' real response shapes. Calls grow with distinct assets / batch size, never users.
// Usage: npx tsx bench/scan.ts [--sizes 10,100,1000] [--latency 40]
import { createServer } from "node:http";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import { marketDeps } from "../worker/market/deps";
import { runScan } from "../worker/market/scan";
import type { Asset } from "../worker/market/types";

const { values } = parseArgs({ options: { sizes: { type: "string", default: "10,100,1000" }, latency: { type: "string", default: "40" } } });
const sizes = values.sizes!.split(",").map(Number);
const latencyMs = Number(values.latency);

// ---- loopback fake upstream (simulated network latency per call) ------------------------------
let served = 0;
const server = createServer(async (req, res) => {
  served++;
  await new Promise((r) => setTimeout(r, latencyMs));
  const url = new URL(req.url!, "http://x");
  res.setHeader("content-type", "application/json");
  if (url.pathname === "/api/v3/simple/price") {
    const ids = (url.searchParams.get("ids") ?? "").split(",").filter(Boolean);
    // A distinct upstream time per call, so each scan's observations are new ones.
    const now = Math.floor(Date.now() / 1000) + served * 60;
    res.end(JSON.stringify(Object.fromEntries(ids.map((id, i) => [id, { usd: 1 + (i % 97), usd_market_cap: 1e9 + i, usd_24h_vol: 1e6 + i, usd_24h_change: ((i * 37) % 21) - 10, last_updated_at: now }]))));
  } else if (url.pathname === "/api/v3/klines") {
    const t0 = Date.now() - 90 * 86_400_000;
    res.end(JSON.stringify(Array.from({ length: 60 }, (_, i) => [t0 + i * 86_400_000, "1.0", "1.1", "0.9", String(1 + i / 100), "1000", t0 + (i + 1) * 86_400_000 - 1, "1000", 10, "0", "0", "0"])));
  } else {
    res.end("[]");
  }
});
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const port = (server.address() as { port: number }).port;
const base = `http://127.0.0.1:${port}`;

// ---- local D1 with the project's migrations ---------------------------------------------------
const persist = ".wrangler/bench-scan";
rmSync(persist, { recursive: true, force: true });
const proxy = await getPlatformProxy<{ DB: D1Database; ASSETS: Fetcher }>({ configPath: "wrangler.toml", persist: { path: persist } });
for (const file of readdirSync("migrations").filter((f) => f.endsWith(".sql")).sort()) {
  for (const statement of readFileSync(`migrations/${file}`, "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await proxy.env.DB.prepare(statement).run();
  }
}

const synthetic = (n: number): Asset[] =>
  Array.from({ length: n }, (_, i) => {
    const id = `coin-${String(i).padStart(4, "0")}`;
    return { symbol: `C${String(i).padStart(4, "0")}`, name: id, assetClass: "crypto", category: "bench", coingeckoId: id, binancePair: `C${i}USDT`, aliases: [] };
  });

const env = { DB: proxy.env.DB, ASSETS: proxy.env.ASSETS, COINGECKO_BASE_URL: `${base}/api/v3`, BINANCE_BASE_URL: base, TWELVEDATA_BASE_URL: base };
console.log(`fake upstream latency ${latencyMs} ms per call; CoinGecko batches of 100 ids\n`);
console.log("| distinct assets | scan time (ms) | upstream calls | snapshots written |");
console.log("|---:|---:|---:|---:|");
let clock = Date.parse("2026-11-22T00:00:00Z");
for (const n of sizes) {
  clock += 15 * 60_000;
  const deps = marketDeps(env as never, clock);
  const before = served;
  const started = performance.now();
  const summary = await runScan(deps, { cron: "*/15 * * * *", kind: "prices", assets: synthetic(n) });
  const ms = performance.now() - started;
  if (summary.upstreamCalls !== served - before) throw new Error("call count mismatch");
  console.log(`| ${n} | ${ms.toFixed(0)} | ${summary.upstreamCalls} | ${summary.snapshots} |`);
}
await proxy.dispose();
server.close();
