import { mentions } from "./mentions";
import type { ItemOrigin } from "../sources/item-origin";

/**
 * Claims read from followed sources without a model: per clause, the asset it is about (the
 * first one named, else the asset of the clause before in the same sentence), the direction its
 * words lean, a price target when one follows a target word, and the time horizon. Every claim
 * keeps the item it came from, so whatever is said about it can cite it.
 */
export type Direction = "up" | "down" | "neutral";

/** The item a claim came from (one shape with the followed-sources store and the site's card). */
export type ClaimSource = ItemOrigin;

export interface Claim {
  symbol: string;
  direction: Direction;
  target: number | null;
  horizon: string | null;
  /** The horizon in days from the item's date, where the words say it. */
  horizonDays: number | null;
  quote: string;
  source: ClaimSource;
}

export interface ClaimItem extends ClaimSource {
  text: string;
}

const UP = /\b(bullish|constructive|break(?:ing|s)? ?out|breakout|rall(?:y|ies|ying)|higher|upside|reach(?:es|ing)?|ris(?:e|es|ing)|climb(?:s|ing)?|continuation|strength|strong|outperform(?:s|ing)?|we like|i like|undervalued|cheap|accumulation|new highs?|all[- ]time high|moon|rip(?:s|ping)?|squeeze higher|recover(?:y|s|ing)?|bounce)\b/giu;
const DOWN = /\b(bearish|cautious|weak(?:ness|er)?|break(?:s|ing)? ?down|broke down|breakdown|slide|slid(?:es|ing)?|pullback|pull back|downside|drop(?:s|ping)?|fall(?:s|ing)?|lower|overheated|overbought|overvalued|correction|sell-?off|declin(?:e|es|ing)|underperform(?:s|ing)?|froth(?:y)?|capitulat(?:e|ion)|dump(?:s|ing)?|crash(?:es|ing)?|top(?:ped| is in)|rolling over|rolls? over|lose|losing)\b/giu;
const NEGATION = /\b(?:not|no|no longer|isn't|aren't|wasn't|never|don't|doesn't|hardly|without)\s+(?:\w+\s+)?$/iu;

/** Words of one lean in the clause; a negated word ("not bearish") counts for neither side. */
function lean(clause: string, re: RegExp): number {
  let n = 0;
  for (const m of clause.matchAll(re)) if (!NEGATION.test(clause.slice(0, m.index))) n += 1;
  return n;
}

export function directionOf(clause: string): Direction {
  const score = lean(clause, UP) - lean(clause, DOWN);
  return score > 0 ? "up" : score < 0 ? "down" : "neutral";
}

/** "$120,000", "120k", "4,500", "$0.25", "2.5m" → a number; years, days, percentages are not prices. */
export function priceOf(token: string, unit = ""): number | null {
  const n = Number(token.replace(/[$,]/gu, ""));
  if (!Number.isFinite(n) || n <= 0) return null;
  const scale = { k: 1e3, K: 1e3, m: 1e6, M: 1e6, "": 1 }[unit] ?? 1;
  return n * scale;
}

const TARGET = /\b(?:target(?:s)?(?:\s+(?:for|on)\s+\$?[A-Za-z]+)?(?:\s+(?:is|of|at|to|remains))?|to|toward|towards|reach(?:es|ing)?|hit(?:s|ting)?|see(?:s|ing)?|tag(?:s|ging)?|revisit(?:s|ing)?)\s+(?:around\s+|about\s+|roughly\s+|the\s+)?(\$?\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)(\s?[kKmM]\b)?(?!\s*%|\s*-?\s*(?:day|week|month|year|x\b))/u;

export function targetOf(clause: string): number | null {
  const m = TARGET.exec(clause);
  if (!m) return null;
  const raw = m[1]!;
  const unit = (m[2] ?? "").trim();
  // A bare four-digit number starting 19/20 is a year ("by 2027"), not a price.
  if (!raw.startsWith("$") && !unit && /^(?:19|20)\d\d$/u.test(raw)) return null;
  return priceOf(raw, unit);
}

const WORDS: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, nine: 9, twelve: 12, few: 3, couple: 2 };
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, quarter: 91, year: 365 };

/** The horizon's words and, where they say it, its length in days from `from`. */
export function horizonOf(clause: string, from: number | null): { horizon: string | null; days: number | null } {
  const span = /\b(?:within|over|in|for)\s+(?:the\s+)?(?:next\s+)?(\d+|one|a|two|three|four|five|six|nine|twelve|few|couple(?: of)?)\s+(day|week|month|quarter|year)s?\b/iu.exec(clause);
  if (span) {
    const n = /^\d+$/u.test(span[1]!) ? Number(span[1]) : (WORDS[span[1]!.toLowerCase().replace(" of", "")] ?? 1);
    return { horizon: span[0], days: n * UNIT_DAYS[span[2]!.toLowerCase()]! };
  }
  const view = /\b(one|two|three|\d+)[- ](day|week|month|year) (?:view|horizon|timeframe)\b/iu.exec(clause);
  if (view) return { horizon: view[0], days: (/^\d+$/u.test(view[1]!) ? Number(view[1]) : WORDS[view[1]!.toLowerCase()]!) * UNIT_DAYS[view[2]!.toLowerCase()]! };
  const quarter = /\b(?:by\s+)?(?:the\s+)?(?:end of\s+)?Q([1-4])\s+(20\d\d)\b/iu.exec(clause);
  if (quarter) {
    const end = Date.UTC(Number(quarter[2]), Number(quarter[1]) * 3, 0);
    return { horizon: quarter[0], days: from === null ? null : Math.max(1, Math.round((end - from) / 86_400_000)) };
  }
  const yearEnd = /\b(?:by|before|into)?\s*(?:the\s+)?(?:end of (?:the|this) year|year[- ]end|end of 20\d\d|this year)\b/iu.exec(clause);
  if (yearEnd) {
    const year = from === null ? null : new Date(from).getUTCFullYear();
    return { horizon: yearEnd[0].trim(), days: year === null ? null : Math.max(1, Math.round((Date.UTC(year, 11, 31) - from!) / 86_400_000)) };
  }
  const month = /\b(?:for|by|in|into|before)\s+(?:the end of\s+)?(January|February|March|April|May|June|July|August|September|October|November|December)\b/iu.exec(clause);
  if (month && from !== null) {
    const m = MONTHS.indexOf(month[1]!.toLowerCase());
    const start = new Date(from);
    const year = start.getUTCFullYear() + (m < start.getUTCMonth() ? 1 : 0);
    return { horizon: month[0], days: Math.max(1, Math.round((Date.UTC(year, m + 1, 0) - from) / 86_400_000)) };
  }
  const near = /\b(near[- ]term|short[- ]term|coming (?:days|weeks)|next (?:few )?(?:days|weeks)|this week|this month|long[- ]term|medium[- ]term)\b/iu.exec(clause);
  if (near) {
    const w = near[1]!.toLowerCase();
    return { horizon: near[1]!, days: w.startsWith("long") ? 365 : w.startsWith("medium") ? 180 : w.includes("day") || w === "this week" ? 7 : 30 };
  }
  return { horizon: null, days: null };
}

/** Sentences, then clauses at ";", " but ", ", while", ", and" — where a second subject usually starts. */
export function clausesOf(text: string): string[][] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z$"'(])/u)
    .map((s) => s.split(/;\s+|,?\s+but\s+|,\s+while\s+|,\s+whereas\s+|,\s+and\s+(?=[A-Z$])|\s+—\s+|,\s+on the other hand,\s+/u).map((c) => c.trim()).filter((c) => c.length > 2));
}

/** Every claim in one item: title and text read as one. At most `max` per item. */
export function extractClaims(item: ClaimItem, max = 20): Claim[] {
  const { text, ...source } = item;
  const out: Claim[] = [];
  // The subject carries on to the next clauses and sentences ("That is a bullish signal") until another asset is named.
  let current: string | null = null;
  for (const sentence of clausesOf(`${item.title.replace(/[?!.]*$/u, "")}. ${text}`)) {
    for (const clause of sentence) {
      const named = mentions(clause)[0]?.symbol ?? null;
      current = named ?? current;
      if (!current) continue;
      const direction = directionOf(clause);
      const target = targetOf(clause);
      if (direction === "neutral" && target === null) continue;
      const h = horizonOf(clause, item.publishedAt);
      out.push({ symbol: current, direction, target, horizon: h.horizon, horizonDays: h.days, quote: clause.slice(0, 300), source });
      if (out.length >= max) return out;
    }
  }
  return out;
}

/** Claims about one asset across items, newest items first. */
export function claimsAbout(items: readonly ClaimItem[], symbol: string): Claim[] {
  return items.flatMap((i) => extractClaims(i)).filter((c) => c.symbol === symbol);
}
