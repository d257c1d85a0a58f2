#!/usr/bin/env -S npx tsx
// bench/research: the research core offline (replay data read from disk, no model, no network).
// Times Explore over the whole registry (every class × timeframe × band), Analyze and Verdicts,
// then computes the historical scorecard: walk-forward every 30 days, each built-in expert's
// 30-day record against BTC (crypto) or SPY (stocks and funds), with no look-ahead.
// Usage: npx tsx bench/research.ts [--runs 20] [--step 30]
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { replayClock } from "../worker/market/replay/clock";
import { REPLAY_DATA_DIR, type ReplayFiles } from "../worker/market/replay/files";
import { analyze } from "../worker/research/analyze";
import { replayResearchData } from "../worker/research/data";
import { CAP_BANDS, EXPLORE_CLASSES, explore, TIMEFRAMES } from "../worker/research/explore";
import { historicalScorecard } from "../worker/research/scorecard";
import { verdicts } from "../worker/research/verdicts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" }, step: { type: "string", default: "30" } } });
const files: ReplayFiles = { read: (p) => readFile(`${REPLAY_DATA_DIR}/${p}`, "utf8").catch(() => null) };

async function timed(label: string, runs: number, fn: (i: number) => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    ms.push(performance.now() - t);
  }
  const cold = ms[0]!;
  const warm = ms.slice(1).sort((a, b) => a - b);
  console.log(`| ${label} | ${cold.toFixed(1)} ms | ${warm[Math.floor(warm.length / 2)]!.toFixed(1)} ms | ${warm[Math.floor(warm.length * 0.95)]!.toFixed(1)} ms |`);
}

const clock = await replayClock(files);
console.log("| step | first run (reads and parses the CSVs) | median after | p95 after |\n|---|---|---|---|");
const runs = Number(values.runs);
// A fresh data view per run (a new request): only the parsed series stay cached, as in an isolate.
const dates = Array.from({ length: runs }, (_, i) => clock.asOf - i * 7 * 86_400_000);
await timed("Explore, all 18 class × timeframe × band scans", runs, async (i) => {
  const data = replayResearchData(files, dates[i]!);
  for (const c of EXPLORE_CLASSES) for (const t of TIMEFRAMES) for (const b of CAP_BANDS) await explore(data, c, t, b);
});
await timed("Explore, one scan (crypto, mid, large)", runs, (i) => explore(replayResearchData(files, dates[i]!), "crypto", "mid", "large"));
await timed("Analyze (SOL)", runs, (i) => analyze(replayResearchData(files, dates[i]!), "SOL"));
await timed("Verdicts (SOL, 4 experts + 1 framework)", runs, async (i) => {
  const data = replayResearchData(files, dates[i]!);
  const a = await analyze(data, "SOL");
  await verdicts(data, { analysis: a, frameworks: [{ ref: "NB-1", title: "F", body: "RSI14 < 70\nprice above SMA200" }], holdingWeight: null });
});

const symbols = ["BTC", "ETH", "SOL", "BNB", "XRP", "ADA", "DOGE", "AVAX", "LINK", "DOT", "UNI", "AAVE", "AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "META", "TSLA", "COIN", "MSTR", "QQQ", "GLD"];
const start = Date.parse("2023-01-01T00:00:00Z");
const end = clock.asOf - 31 * 86_400_000;
const t0 = performance.now();
const card = await historicalScorecard(files, symbols, start, end, Number(values.step), clock.asOf);
console.log(`\nHistorical scorecard ${new Date(start).toISOString().slice(0, 10)} → ${new Date(end).toISOString().slice(0, 10)}, every ${values.step} days, ${symbols.length} assets: ${card.runs} analyses in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log("| expert | calls | judged (not neutral) | right | hit rate | mean 30-day excess after constructive | after cautious |");
console.log("|---|---|---|---|---|---|---|");
for (const r of card.records) console.log(`| ${r.expert} | ${r.calls} | ${r.judged} | ${r.right} | ${r.hitRate?.toFixed(1) ?? "—"}% | ${r.afterConstructive?.toFixed(2) ?? "—"} pp | ${r.afterCautious?.toFixed(2) ?? "—"} pp |`);
