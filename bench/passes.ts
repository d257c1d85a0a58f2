#!/usr/bin/env -S npx tsx
// bench/passes: cost of one monitoring pass for an agent with 50 holdings, 20 watched assets,
// 100 alert rules and 20 custom recurring checks, projected for 10,000 agents. The pass core (worker/monitor/pass.ts) runs in
// Node against a real local D1 (wrangler's getPlatformProxy, the project's migrations, the scan's
// snapshots and events seeded) through the real `live: false` market reader; the agent's own
// SQLite (Activity, alert marks) is an in-memory stand-in for the few statements the pass runs.
// Two cases: a quiet pass (nothing crosses, or already alerted today) and a first pass of the day
// where every layer fires. No provider is ever called (upstream calls: 0 for any number of agents).
// Usage: npx tsx bench/passes.ts [--runs 30]
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { getPlatformProxy } from "wrangler";
import type { AccountData } from "../worker/agent/account-data";
import type { AlertRule } from "../worker/agent/workspace";
import { createDb } from "../worker/db/client";
import { ASSETS } from "../worker/market/assets";
import { createMarketReader } from "../worker/market/reader";
import { ActivityStore } from "../worker/monitor/activity";
import type { CheckSpec, CustomCheck } from "../worker/monitor/checks";
import { checkSymbols, runChecks } from "../worker/monitor/checks-run";
import type { MarketReader } from "../worker/agent/market";
import type { Candle } from "../worker/market/types";
import { AlertMarks } from "../worker/monitor/marks";
import { runPass } from "../worker/monitor/pass";
import { alertBody, alertTitle } from "../worker/monitor/alert-text";
import { holdingMoves, marketEvents, ruleHits, ruleSymbols, trackedMoves } from "../worker/monitor/conditions";

const { values } = parseArgs({ options: { runs: { type: "string", default: "50" } } });
const runs = Number(values.runs);

/** Just enough of SqlStorage for ActivityStore and AlertMarks (the statements they run). */
function memorySql() {
  const marks = new Map<string, { key: string; day: string; magnitude: number; alerted_at: number }>();
  const activity: { seq: number; created_at: number }[] = [];
  let seq = 0;
  const cursor = (rows: unknown[]) => ({ toArray: () => rows, one: () => rows[0] });
  return {
    exec(query: string, ...args: (string | number)[]) {
      if (query.startsWith("SELECT * FROM alert_marks")) return cursor(marks.has(String(args[0])) ? [marks.get(String(args[0]))] : []);
      if (query.startsWith("INSERT INTO alert_marks")) marks.set(String(args[0]), { key: String(args[0]), day: String(args[1]), magnitude: Number(args[2]), alerted_at: Number(args[3]) });
      if (query.startsWith("INSERT INTO activity")) activity.push({ seq: ++seq, created_at: Number(args[3]) });
      return cursor([]);
    },
  };
}

const persist = ".wrangler/bench-passes";
rmSync(persist, { recursive: true, force: true });
const proxy = await getPlatformProxy<{ DB: D1Database; ASSETS: Fetcher }>({ configPath: "wrangler.toml", persist: { path: persist } });
for (const file of readdirSync("migrations").filter((f) => f.endsWith(".sql")).sort()) {
  for (const statement of readFileSync(`migrations/${file}`, "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await proxy.env.DB.prepare(statement).run();
  }
}

const now = Date.parse("2026-11-23T09:00:00Z");
// The registry's assets first, then tickers outside it (priced from the scan's snapshots alone).
const symbols = [...ASSETS.map((a) => a.symbol), ...Array.from({ length: 60 }, (_, i) => `BX${String(i).padStart(3, "0")}`)];
const held = symbols.slice(0, 50);
const watched = symbols.slice(30, 50);
const userId = "usr_bench";
await proxy.env.DB.prepare("INSERT INTO users (id, email, plan, time_zone, created_at) VALUES (?, 'bench@example.com', 'pro', 'UTC', ?)").bind(userId, now).run();

async function seedMarket(change: (i: number) => number) {
  await proxy.env.DB.prepare("DELETE FROM market_snapshots").run();
  const stmts = symbols.map((s, i) => proxy.env.DB.prepare("INSERT INTO market_snapshots (symbol, source, as_of, price, change_24h_pct, market_cap, volume_24h, label, recorded_at) VALUES (?, 'coingecko', ?, ?, ?, NULL, NULL, NULL, ?)").bind(s, now - 60_000, 10 + i, change(i), now - 60_000));
  await proxy.env.DB.batch(stmts);
}
for (let i = 0; i < 20; i++) {
  await proxy.env.DB.prepare("INSERT INTO market_events (id, kind, subject, title, status, severity, started_at, ended_at, last_seen_at, source, as_of, label, evidence, detected_at) VALUES (?, 'exploit', ?, ?, 'open', ?, ?, NULL, ?, 'defihacklabs', ?, NULL, '{}', ?)")
    .bind(`ev_${i}`, `P${i}`, `Protocol ${i} exploited`, i % 2 ? "warning" : "info", now - 7_200_000, now - 3_600_000, now - 3_600_000, now - 3_600_000).run();
}

const account: AccountData = {
  portfolios: async () => [{ id: "pf", name: "Main", holdings: held.map((symbol, i) => ({ id: `h${i}`, portfolioId: "pf", symbol, quantity: 1, costBasis: null, notes: null, createdAt: now, updatedAt: now })) }],
  watchlist: async () => ({ id: "wl", name: "Watch", items: watched.map((symbol) => ({ symbol, entryTarget: null })) }),
  addToWatchlist: async () => ({ added: false, watchlistName: "Watch" }),
};
const types: AlertRule["type"][] = ["price_above", "price_below", "change_24h", "ratio_above", "ratio_below"];
const rules: AlertRule[] = Array.from({ length: 100 }, (_, i) => ({ id: `rule_${i}`, type: types[i % 5]!, symbol: held[i % 50]!, otherSymbol: i % 5 >= 3 ? held[(i + 1) % 50]! : null, value: i % 5 === 2 ? 5 : i % 5 >= 3 ? 0.9 : 20, createdAt: now }));

// 20 custom checks: drawdowns from a high over holdings, the watchlist and single assets, 24 h moves, notes.
const specs: CheckSpec[] = [
  { kind: "below_high", scope: "holdings", symbol: null, pct: 20, days: 90 },
  { kind: "below_high", scope: "watchlist", symbol: null, pct: 15, days: 30 },
  { kind: "move_24h", scope: "holdings", symbol: null, pct: 8 },
  { kind: "note", symbol: "SOL", topic: "funding" },
];
const checks: CustomCheck[] = Array.from({ length: 20 }, (_, i) => {
  const spec = specs[i % 4]!;
  const single = i >= 12 && spec.kind !== "note" ? { scope: "symbol" as const, symbol: held[i]! } : {};
  return { id: `chk_${i}`, instruction: `bench check ${i}`, spec: { ...spec, ...single }, createdAt: now };
});
// Daily candles (what the scan caches) for every registry asset: every third one peaked 40% above today's price.
const DAY = 86_400_000;
for (const [i, s] of symbols.entries()) {
  if (!ASSETS.some((a) => a.symbol === s)) continue;
  const price = 10 + i;
  const candles: Candle[] = Array.from({ length: 120 }, (_, d) => ({ t: now - (120 - d) * DAY, open: price, high: d === 80 ? price * (i % 3 ? 1.05 : 1.4) : price, low: price, close: price, volume: 1 }));
  await proxy.env.DB.prepare("INSERT OR REPLACE INTO market_cache (key, source, body, as_of, fetched_at, expires_at) VALUES (?, 'coingecko', ?, ?, ?, ?)")
    .bind(`candles:${s}:1d`, JSON.stringify({ symbol: s, interval: "1d", candles, source: "coingecko", asOf: now - DAY }), now - DAY, now - DAY, now + 30 * DAY).run();
}

// Providers point at a closed loopback port: a pass must never need them (it reads snapshots only).
// Every D1 statement the pass prepares is counted (getPlatformProxy's own per-query cost in Node
// is ~20 ms of CPU, far above workerd's, so the I/O is reported as a count, not as time).
let statements = 0;
const countedDb = new Proxy(proxy.env.DB, {
  get(target, prop) {
    const value = Reflect.get(target, prop);
    if (prop === "prepare") return (q: string) => (statements++, target.prepare(q));
    return typeof value === "function" ? value.bind(target) : value;
  },
});
const env = { DB: countedDb, ASSETS: proxy.env.ASSETS, COINGECKO_BASE_URL: "http://127.0.0.1:9", BINANCE_BASE_URL: "http://127.0.0.1:9", TWELVEDATA_BASE_URL: "http://127.0.0.1:9" };
const db = createDb(countedDb);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One whole pass (real reader, real D1): alerts raised and D1 statements prepared. */
async function wholePass(sql: ReturnType<typeof memorySql>, at: number) {
  const before = statements;
  const market = createMarketReader(env as never, { now: () => now }, { live: false });
  const t0 = performance.now();
  const report = await runPass({ userId, timeZone: "UTC", now: at, market, account, rules, checks, db, activity: new ActivityStore(sql as never), marks: new AlertMarks(sql as never) });
  return { alerts: report.alerted.length, statements: statements - before, wall: performance.now() - t0 };
}

/** The decision core alone (after the reads): layers, rules, checks, dedup and the guarded alert texts. */
async function coreCpu(freshMarks: boolean) {
  const reader = createMarketReader(env as never, { now: () => now }, { live: false });
  const quotes = new Map((await reader.quotes([...new Set([...held, ...watched, ...ruleSymbols(rules), ...checkSymbols(checks, { held, watched })])])).quotes.map((q) => [q.symbol, q]));
  // The checks' candle reads, done once here so the timed loop measures decisions, not the proxy's I/O.
  const series = new Map<string, Awaited<ReturnType<MarketReader["candles"]>>>();
  for (const s of checkSymbols(checks, { held, watched })) series.set(s, await reader.candles(s, "1d"));
  const readCached = { candles: async (s: string) => series.get(s) ?? null } as unknown as MarketReader;
  const events = await createMarketReader(env as never, { now: () => now }, { live: false }).events({ since: now - 86_400_000, limit: 50 });
  let sql = memorySql();
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    if (freshMarks) sql = memorySql();
    const marks = new AlertMarks(sql as never);
    const c0 = process.cpuUsage();
    const holding = holdingMoves(held, quotes);
    const firing = new Set(holding.map((c) => c.symbol ?? ""));
    const checked = await runChecks(checks, { held, watched }, quotes, readCached, now);
    const all = [...holding, ...trackedMoves(watched, quotes, firing, new Map()), ...marketEvents(events, now - 86_400_000), ...ruleHits(rules, quotes), ...checked.conditions];
    for (const c of marks.due(all, "2026-11-23")) {
      alertTitle(c);
      alertBody(c);
      marks.record(c, "2026-11-23", now);
    }
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return med(cpu);
}

async function measure(label: string, change: (i: number) => number, repeat: boolean) {
  await seedMarket(change);
  const sql = memorySql();
  const first = await wholePass(sql, now);
  const pass = repeat ? await wholePass(sql, now + 3 * 3_600_000) : first;
  const cpu = await coreCpu(!repeat);
  console.log(`| ${label} | ${pass.alerts} | ${pass.statements} | ${cpu.toFixed(2)} | ${((cpu * 10_000) / 1000).toFixed(1)} s |`);
}

console.log(`${held.length} holdings, ${watched.length} watched, ${rules.length} rules, ${checks.length} custom checks, 20 open events; median of ${runs} passes\n`);
console.log("| pass | alerts | D1 statements | decision CPU ms / pass | decision CPU, 10,000 agents |");
console.log("|---|---:|---:|---:|---:|");
await measure("first of the day, every layer fires", (i) => (i % 2 ? 12 : -11), false);
await measure("later the same day (all deduped)", (i) => (i % 2 ? 12 : -11), true);
await measure("quiet market (only the 10 open events, deduped)", () => 1, true);
await proxy.dispose();
