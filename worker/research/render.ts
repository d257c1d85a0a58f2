import { guardText, modelPass, secondPassConfigFromEnv } from "../agent/guard";
import type { Bindings } from "../env";
import type { Analysis } from "./analyze";
import { fmt } from "./figures";
import { figureLabel, formatFigure } from "./figure-names";
import type { ExploreResult } from "./explore";
import type { Opinion } from "./verdicts";

/**
 * The template narrator: Markdown around the computed figures, used when no model is
 * configured (and as the saved body either way). Every line passes the research-only guard on
 * the `report` channel, one line at a time (the channel cuts long texts, and a line is the unit
 * a reader sees).
 */
export function guarded(lines: string[]): string {
  return lines.map((l) => (l.trim() === "" ? l : guardText(l, "report").text)).join("\n");
}

/**
 * The saved report body: the line guard above, then — when a model is configured — the model
 * second pass on each paragraph (fail-closed: a paragraph the classifier flags or cannot judge is
 * replaced by the research-only notice before it is stored).
 */
export async function guardedReport(env: Bindings, lines: string[]): Promise<string> {
  return (await modelPass(guarded(lines), "report", secondPassConfigFromEnv(env))).text;
}

export const NOT_ADVICE = "_Research only, computed from data; not investment advice._";

export function analysisMarkdown(a: Analysis): string[] {
  const lines = [
    `**Conviction ${a.conviction.score}/100** as of ${a.asOf.slice(0, 10)} (${a.label}).`,
    "",
    "| check | points | figure | how |",
    "|---|---|---|---|",
    ...a.conviction.restsOn.map((p) => `| ${p.factor} | ${p.points}/${p.max} | ${fmt(p.figure)} | ${p.figure.how} |`),
    "",
    "**Levels**",
    "",
    // "Close $X" alone reads as an order to close a position; the label says what the figure is.
    `- ${figureLabel("close")}: ${fmt(a.levels.close)}`,
    `- Validation ${fmt(a.levels.validation)} — ${a.levels.validation.how}`,
    `- Invalidation ${fmt(a.levels.invalidation)} — ${a.levels.invalidation.how}`,
    "",
    `**Peers** — ${a.competitors.note}`,
    "",
    "| asset | 30d | volatility | from 1y high | RSI14 | market cap |",
    "|---|---|---|---|---|---|",
    ...a.competitors.peers.map((p) => `| ${p.symbol} | ${fmt(p.change30)} | ${fmt(p.volatility30.value)}% | ${fmt(p.drawdown365)} | ${fmt(p.rsi14)} | ${fmt(p.marketCap)} |`),
    "",
    "**Valuation**",
    "",
    ...Object.entries(a.valuation.figures).map(([k, f]) => `- ${figureLabel(k)}: ${formatFigure(k, f.value)} (${f.how})`),
    ...a.valuation.notAvailable.map((n) => `- ${n.item}: not available — ${n.reason}`),
  ];
  return lines;
}

export function opinionsMarkdown(opinions: Opinion[]): string[] {
  const out: string[] = [];
  for (const o of opinions) {
    const how = o.appliedBy === "model" ? ", applied by a model" : o.appliedBy === "checklist" ? ", run as a checklist" : "";
    out.push(`**${o.expert}** — ${o.stance}, ${o.score}/100${o.frameworkRef ? ` (Framework ${o.frameworkRef}${how})` : ""}`, "");
    for (const r of o.reasons) out.push(`- ${r}`);
    for (const c of o.checks ?? []) out.push(`- \`${c.line}\`: ${c.result.replace("_", " ")} — ${c.detail}`);
    out.push("");
  }
  return out;
}

export function exploreIdeaMarkdown(r: ExploreResult, symbol: string): string[] {
  const c = r.candidates.find((x) => x.symbol === symbol);
  if (!c) return [];
  return [
    `Rank ${c.rank} of ${r.candidates.length} in ${r.band}-cap ${r.assetClass}, ${r.timeframe} timeframe, as of ${r.asOf.slice(0, 10)}; score ${c.score}/100.`,
    "",
    c.why,
    "",
    `_Method: ${r.method}._`,
  ];
}
