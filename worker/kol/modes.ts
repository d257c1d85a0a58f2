import { guardText } from "../agent/guard";
import type { Claim, ClaimSource } from "./claims";
import { checkClaim, type ClaimCheck } from "./checks";
import { usd, type MarketFacts } from "./facts";
import { readWith, type Framework, type Reading } from "./frameworks";

/**
 * The three modes over one asset's claims. Q&A: one framework answers from the sources.
 * Synthesis: two frameworks' readings merged, each claim marked agreed or disputed. Discussion
 * (a background run, worker/kol/discussion.ts) builds on the same pieces round by round. Claims
 * are numbered [n] in every text and listed with their source, so each one can be traced.
 * Every line the user sees passes the guard (channel "report").
 */
export const MAX_CLAIMS = 12;

export interface Evidence {
  symbol: string;
  claims: Claim[];
  checks: ClaimCheck[];
  facts: MarketFacts;
}

export function evidenceOf(symbol: string, claims: readonly Claim[], facts: MarketFacts): Evidence {
  const picked = claims.filter((c) => c.symbol === symbol).slice(0, MAX_CLAIMS);
  return { symbol, claims: picked, checks: picked.map((c) => checkClaim(c, facts)), facts };
}

export interface KolOutput {
  mode: "qa" | "synthesis" | "discussion";
  symbol: string;
  /** "rule-based" without a model; "model-assisted" when a model wrote the opening paragraph. */
  label: "rule-based" | "model-assisted";
  title: string;
  text: string;
  readings: Reading[];
  citations: (ClaimSource & { n: number; quote: string })[];
  /** Each claim's market check (numbered like the citations), for the chat's KOL card. */
  checks: { n: number; direction: string; notes: string[]; source: string; asOf: string }[];
  source: string;
  asOf: string;
}

export function guardLines(lines: readonly string[]): string {
  return lines.map((l) => (l.trim() === "" ? l : guardText(l, "report").text)).join("\n");
}

const day = (t: number | null) => (t === null ? "undated" : new Date(t).toISOString().slice(0, 10));

export function citationLines(e: Evidence): string[] {
  return e.claims.map((c, i) => `[${i + 1}] ${c.source.sourceName}${c.source.kol ? ` (${c.source.kol})` : ""}: “${c.quote}” — ${c.source.title}, ${c.source.author ?? "unknown author"}, ${day(c.source.publishedAt)}${c.source.url ? ` ${c.source.url}` : ""}`);
}

export function marketLine(f: MarketFacts): string {
  const parts = [`${f.symbol} ${usd(f.close)}`];
  if (f.sma200 !== null) parts.push(`200-day average ${usd(f.sma200)}`);
  if (f.rsi14 !== null) parts.push(`RSI14 ${f.rsi14.toFixed(0)}`);
  if (f.volatility30 !== null) parts.push(`volatility ${f.volatility30.toFixed(0)}%`);
  if (f.validation !== null && f.invalidation !== null) parts.push(`levels ${usd(f.invalidation)} / ${usd(f.validation)}`);
  return `Market data: ${parts.join(", ")} (source: ${f.source}, as of ${f.asOf.slice(0, 10)}).`;
}

function claimSummary(e: Evidence): string {
  const n = (d: string) => e.checks.map((k, i) => (k.direction === d ? `[${i + 1}]` : null)).filter(Boolean);
  const up = n("up");
  const down = n("down");
  const sources = new Set(e.claims.map((c) => c.source.sourceName)).size;
  return `${e.claims.length} claim${e.claims.length === 1 ? "" : "s"} about ${e.symbol} from ${sources} source${sources === 1 ? "" : "s"}: ${up.length} lean up ${up.join("")}, ${down.length} lean down ${down.join("")}.`;
}

function readingLines(r: Reading): string[] {
  return [`${r.framework}: ${r.stance} (score ${r.score}).`, ...r.judged.filter((j) => j.supports !== null).map((j) => `  [${j.n}] ${j.supports ? "sound" : "doubtful"}: ${j.why}.`)];
}

export function checkLines(e: Evidence): string[] {
  return e.checks.map((k, i) => `  [${i + 1}] ${k.notes.join("; ")} (${k.source}, ${k.asOf.slice(0, 10)}).`);
}

function output(mode: KolOutput["mode"], e: Evidence, title: string, lines: string[], readings: Reading[]): KolOutput {
  return {
    mode,
    symbol: e.symbol,
    label: "rule-based",
    title,
    text: guardLines(lines),
    readings,
    citations: e.claims.map((c, i) => ({ ...c.source, n: i + 1, quote: c.quote })),
    checks: e.checks.map((k, i) => ({ n: i + 1, direction: k.direction, notes: k.notes, source: k.source, asOf: k.asOf })),
    source: e.facts.source,
    asOf: e.facts.asOf,
  };
}

export function noClaims(symbol: string, sourceCount: number): string {
  return sourceCount === 0
    ? `You follow no sources yet. Add a feed in Settings → Sources or say “follow https://…/feed”, then ask again about ${symbol}.`
    : `None of your ${sourceCount} followed source${sourceCount === 1 ? "" : "s"} says anything I can read as a claim about ${symbol} in their recent items.`;
}

export function qa(question: string, e: Evidence, fw: Framework): KolOutput {
  const r = readWith(fw, e.claims, e.checks, e.facts);
  const lines = [
    `KOL Q&A on ${e.symbol} — ${fw.name} framework (rule-based: claims read by rule, checked against market data).`,
    `Question: ${question.slice(0, 200)}`,
    claimSummary(e),
    `Read through ${fw.lens}, the sources come out ${r.stance} (score ${r.score}).`,
    ...readingLines(r).slice(1),
    marketLine(e.facts),
    "Checks:",
    ...checkLines(e),
    "Sources:",
    ...citationLines(e),
    "Research only; not investment advice.",
  ];
  return output("qa", e, `KOL Q&A: ${e.symbol}`, lines, [r]);
}

/** Agreement per claim: both frameworks find it sound, both doubt it, or they split. */
export function agreementLines(a: Reading, b: Reading): { agree: string[]; disagree: string[] } {
  const agree: string[] = [];
  const disagree: string[] = [];
  a.judged.forEach((ja, i) => {
    const jb = b.judged[i]!;
    if (ja.supports === null || jb.supports === null) return;
    if (ja.supports === jb.supports) agree.push(`  ✓ [${ja.n}] both find it ${ja.supports ? "sound" : "doubtful"} (${ja.why}; ${jb.why}).`);
    else disagree.push(`  ✗ [${ja.n}] ${a.framework} finds it ${ja.supports ? "sound" : "doubtful"} (${ja.why}); ${b.framework} ${jb.supports ? "sound" : "doubtful"} (${jb.why}).`);
  });
  return { agree, disagree };
}

export function synthesis(e: Evidence, fa: Framework, fb: Framework): KolOutput {
  const a = readWith(fa, e.claims, e.checks, e.facts);
  const b = readWith(fb, e.claims, e.checks, e.facts);
  const { agree, disagree } = agreementLines(a, b);
  const merged = Math.round((a.score + b.score) / 2);
  const lines = [
    `KOL Synthesis on ${e.symbol} — ${fa.name} and ${fb.name} (rule-based).`,
    claimSummary(e),
    `${a.framework}: ${a.stance} (score ${a.score}). ${b.framework}: ${b.stance} (score ${b.score}). Merged score ${merged}; the frameworks ${a.stance === b.stance ? "agree on the stance" : "differ on the stance"}.`,
    `Agreements (${agree.length}):`,
    ...(agree.length ? agree : ["  none"]),
    `Disagreements (${disagree.length}):`,
    ...(disagree.length ? disagree : ["  none"]),
    marketLine(e.facts),
    "Sources:",
    ...citationLines(e),
    "Research only; not investment advice.",
  ];
  return output("synthesis", e, `KOL Synthesis: ${e.symbol}`, lines, [a, b]);
}
