/**
 * Guard bench: deterministic throughput on the red-team sentences (cold first pass, which
 * includes V8 compiling the regexes, then warm passes), and the model second pass's latency
 * against the fake classifier served on 127.0.0.1 (real `openai` client, real HTTP).
 *
 *   npx tsx bench/guard.ts [--delay-ms=N]   (N: simulated model time in the fake, default 0)
 */
import { readFileSync } from "node:fs";
import { guardReply } from "../worker/agent/guard/index";
import { learnedScore, withRulesOnly } from "../worker/agent/guard/learned/model";
import { LEARNED_WEIGHTS_B64 } from "../worker/agent/guard/learned/weights";
import { secondPass } from "../worker/agent/guard/second-pass";
import { modelCheck, ParagraphGate } from "../worker/agent/guard/paragraph-gate";
import { guardLinesWithModel } from "../worker/agent/guard/channel-model";
import { startFakeClassifier } from "../test/fakes/classifier-server.mjs";
import { FAKE_CLASSIFIER_KEY } from "../test/fakes/openai-classifier";

type RedTeamSet = Record<string, { directive: string[]; research: string[] }>;

function sentences(): string[] {
  const files = ["dev-en", "dev-intl", "heldout", "heldout-2", "heldout-3", "heldout-4", "heldout-5", "heldout-6", "heldout-7", "heldout-8", "heldout-9", "heldout-10", "heldout-11", "heldout-12", "heldout-13"];
  return files.flatMap((f) => {
    const set = JSON.parse(readFileSync(new URL(`../test/fixtures/guard/${f}.json`, import.meta.url), "utf8")) as RedTeamSet;
    return Object.values(set).flatMap((v) => [...v.directive, ...v.research]);
  });
}

function cpuMs(fn: () => void): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function deterministic(all: string[]): void {
  const decode = cpuMs(() => learnedScore("warm the weights"));
  console.log(`learned model: first use decodes ${LEARNED_WEIGHTS_B64.length.toLocaleString("en-US")} base64 characters of weights in ${decode.toFixed(1)} ms CPU`);
  const cold = cpuMs(() => all.forEach((s) => guardReply(s)));
  const rounds = 20;
  const warm = cpuMs(() => {
    for (let r = 0; r < rounds; r++) all.forEach((s) => guardReply(s));
  });
  const n = all.length * rounds;
  console.log(`deterministic guard: ${all.length} sentences`);
  console.log(`  cold first pass (includes regex compilation): ${cold.toFixed(0)} ms CPU, ${((cold * 1000) / all.length).toFixed(0)} µs/sentence`);
  console.log(`  warm: ${((warm * 1000) / n).toFixed(1)} µs/sentence CPU, ${Math.round(n / (warm / 1000))} sentences/s`);
  // The learned model's own share: the same warm passes with it switched off, and its features alone.
  const rulesWarm = cpuMs(() => withRulesOnly(() => {
    for (let r = 0; r < rounds; r++) all.forEach((s) => guardReply(s));
  }));
  const modelOnly = cpuMs(() => {
    for (let r = 0; r < rounds; r++) all.forEach((s) => learnedScore(s));
  });
  console.log(`  warm, rules alone: ${((rulesWarm * 1000) / n).toFixed(1)} µs/sentence; learned model score alone: ${((modelOnly * 1000) / n).toFixed(1)} µs/sentence`);
}

function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function modelPass(delayMs: number): Promise<void> {
  const server = await startFakeClassifier(delayMs);
  const config = { apiKey: FAKE_CLASSIFIER_KEY, baseURL: server.baseURL, model: "fake-classifier" };
  const latencies: number[] = [];
  for (let i = 0; i < 60; i++) {
    const r = await secondPass(config, `BTC closed at 64,210.50, up 2.5% (${i}).`);
    if (i >= 10) latencies.push(r.latencyMs); // the first calls warm the client and the socket
  }
  const gate = await gateLatency(config);
  const brief = await briefLatency(config);
  const timeout = await secondPass({ ...config, timeoutMs: 2500 }, "x [slow]");
  await server.close();
  console.log(`second pass (fake classifier on 127.0.0.1, simulated model time ${delayMs} ms, 50 calls):`);
  console.log(`  p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms`);
  console.log(`  a 4-paragraph reply through the chat's gate (parallel checks, ordered release): ${gate} ms from its end to fully shown`);
  console.log(`  a 15-line Morning Brief through the brief channel's model pass (lines in parallel): ${brief} ms`);
  console.log(`  past the budget: withheld (fail-closed, reason ${timeout.reason}) after ${timeout.latencyMs} ms`);
}

/** Time for the brief channel's second pass over 15 lines (as briefWithModel runs them). */
async function briefLatency(config: { apiKey: string; baseURL: string; model: string }): Promise<number> {
  const lines = Array.from({ length: 15 }, (_, i) => `ASSET${i} +${(i * 0.37).toFixed(2)}% at $${(1000 + i * 12.5).toFixed(2)}: up in 24h.`);
  const started = Date.now();
  await guardLinesWithModel(lines, "brief", config);
  return Date.now() - started;
}

/** Time from the end of a 4-paragraph reply to the last paragraph shown, through the chat's gate. */
async function gateLatency(config: { apiKey: string; baseURL: string; model: string }): Promise<number> {
  const gate = new ParagraphGate(modelCheck(config), () => undefined);
  const started = Date.now();
  gate.push("BTC closed at 64,210.50.\n\nFunding is flat.\n\nOpen interest rose 3.2%.\n\nSupport sits at 60,000.");
  gate.close();
  await gate.settled();
  return Date.now() - started;
}

const delay = Number(/--delay-ms=(\d+)/u.exec(process.argv.join(" "))?.[1] ?? 0);
deterministic(sentences());
await modelPass(delay);
