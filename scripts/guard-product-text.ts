/**
 * Collects the product's own prose — UI strings, help, error texts, docs — as research examples for
 * the learned directive model (test/fixtures/guard/train/product-text.json): the guard reads every
 * channel, so the model must learn that an imperative about the app ("Delete the workspace from
 * Settings") is not a trade instruction. Run after large copy changes, then scripts/guard-train.ts:
 *   npx tsx scripts/guard-product-text.ts
 * Left out: the guard's own folder and fixtures (they quote directives on purpose), tests, code-like
 * strings, and any string the rules alone already flag (quoted examples of advice).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { useLearnedWeights } from "../worker/agent/guard/learned/model";
import { guardReply } from "../worker/agent/guard/reply";
import { analysisSummary, analyze } from "../worker/research/analyze";
import { replayResearchData } from "../worker/research/data";
import { deepDiveLines, deepDiveOverview } from "../worker/research/deepdive";
import { analysisMarkdown, opinionsMarkdown } from "../worker/research/render";
import { verdicts } from "../worker/research/verdicts";
import { diskReplayFiles } from "../test/unit/market/replay-files";
import { GUARD_FIXTURES } from "./guard-corpus";

const ROOT = join(GUARD_FIXTURES, "../../..");
const SKIP = ["worker/agent/guard", "test", "node_modules", ".svelte-kit", "dist", "build"];

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(ROOT, path);
    if (name.startsWith(".") || SKIP.some((s) => rel === s || rel.startsWith(`${s}/`) || name === s)) continue;
    if (statSync(path).isDirectory()) files(path, out);
    else if (/\.(?:ts|svelte|md)$/u.test(name)) out.push(path);
  }
  return out;
}

/** Prose, not code: three words or more, mostly letters and spaces. */
function isProse(s: string): boolean {
  const words = s.match(/[\p{L}']{2,}/gu) ?? [];
  const letters = (s.match(/[\p{L}\s]/gu) ?? []).length;
  return words.length >= 3 && letters / s.length >= 0.7 && !/^[\w.-]+\/[\w./-]+$/u.test(s);
}

/**
 * Round 37: the lines of the reports Fathom computes (Analysis, Verdicts, DeepDive), from replay data
 * at dates and for assets OTHER than those test/unit/research/guarded-lines.test.ts checks, so that
 * test still measures templates the model has not seen filled in. The retrained model had scored
 * "**Trade readiness** — cautious, 10/100" as advice: the label's first word is a trade verb.
 */
const REPORT_DATES = ["2025-06-02T12:00:00Z", "2023-01-10T12:00:00Z"];
const REPORT_SYMBOLS = ["XRP", "ADA", "AVAX", "MSFT", "NVDA", "QQQ"];

async function reportLines(): Promise<string[]> {
  const lines: string[] = [];
  for (const at of REPORT_DATES) {
    const data = replayResearchData(diskReplayFiles, Date.parse(at));
    for (const symbol of REPORT_SYMBOLS) {
      const a = await analyze(data, symbol);
      const v = await verdicts(data, { analysis: a, frameworks: [], holdingWeight: 0.2 });
      lines.push(analysisSummary(a), ...analysisMarkdown(a), ...opinionsMarkdown(v.opinions), ...deepDiveLines(a, v, [deepDiveOverview(a)], []));
    }
  }
  return lines.map((l) => l.trim()).filter((l) => l.length >= 16 && /\p{L}{3}/u.test(l));
}

export async function productTexts(): Promise<string[]> {
  const found = new Set<string>(await reportLines());
  const sources = [...files(join(ROOT, "worker")), ...files(join(ROOT, "web/src")), ...files(join(ROOT, "docs")), join(ROOT, "README.md")];
  for (const path of sources) {
    const src = readFileSync(path, "utf8");
    const candidates = path.endsWith(".md")
      ? src.split("\n")
      : [...src.matchAll(/"((?:[^"\\\n]|\\.){16,})"|'((?:[^'\\\n]|\\.){16,})'|`((?:[^`\\]|\\.){16,})`|>([^<>{}\n]{16,})</gu)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!);
    for (const raw of candidates) {
      const text = raw.replace(/\$\{[^}]*\}/gu, "0").replace(/\\n/gu, " ").trim();
      if (text.length >= 16 && text.length <= 400 && isProse(text)) found.add(text);
    }
  }
  useLearnedWeights(null);
  const kept = [...found].filter((t) => guardReply(t).action === "pass");
  useLearnedWeights(undefined);
  return kept.sort();
}

if (process.argv[1]?.endsWith("guard-product-text.ts")) {
  const texts = await productTexts();
  writeFileSync(join(GUARD_FIXTURES, "train/product-text.json"), `${JSON.stringify({ product: { directive: [], research: texts } }, null, 1)}\n`);
  console.log(`${texts.length} product texts`);
}
