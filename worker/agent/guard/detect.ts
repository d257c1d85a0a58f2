/**
 * The deterministic classifier: is this unit (a sentence, a table row) telling the reader to
 * trade, or claiming that a trade or transfer was done? Structure, not phrase lists: the shapes
 * are in ./lexicon and explained in ./README.md.
 */
import { EN_ATTRIBUTION, EN_CLAUSE_PATTERNS, EN_DECLINE, EN_IMPERATIVE, EN_PATTERNS } from "./lexicon/en";
import { EXEC_PATTERNS } from "./lexicon/exec";
import { INTL_PATTERNS } from "./lexicon/intl";
import { LABEL_CELL, LABEL_LINE, PLAN_PARTS } from "./lexicon/labels";
import { isTableRow } from "./split";

/** Upper-case words that are words, not tickers (so "BUY BTC NOW" keeps its verbs). */
const NOT_TICKERS = new Set([
  "buy", "sell", "long", "short", "hold", "now", "strong", "exit", "add", "trim", "take", "profit", "al", "sat", "mua",
  "ban", "beli", "jual", "tp", "sl", "entry", "stop", "target", "ok", "the", "and", "or", "to", "at", "in", "on", "it",
  "do", "not", "dont", "no", "all", "go", "get", "out", "up", "dca", "rating", "action", "signal", "verdict", "we",
  "my", "your", "you", "asap", "today", "here", "is", "be", "an", "of", "for", "if", "so", "yes", "this", "that",
  "compra", "vende", "comprar", "vender", "venda", "kaufen", "verkaufen", "achat", "vente", "kupuj", "sprzedaj",
]);

/** Markdown and typography removed; tickers marked `$tkr` so patterns can run case-insensitively. */
export function normalise(unit: string): string {
  return unit
    .replace(/^\s*(?:>\s*)*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?/u, "")
    .replace(/\*\*|__|~~|`|(?<!\w)[*_](?!\s)|(?<!\s)[*_](?!\w)/gu, "")
    .replace(/[’‘`]/gu, "'")
    .replace(/[“”„«»]/gu, '"')
    .replace(/(?<![\p{L}\d])\$?[A-Z][A-Z0-9]{1,5}(?![\p{L}\d])/gu, (w) => (NOT_TICKERS.has(w.replace("$", "").toLowerCase()) ? w : "$tkr"))
    .replace(/\s+/gu, " ")
    .trim();
}

/** Clauses of a sentence: imperatives may open any of them ("Don't chase it; wait, then buy."). */
function clauses(s: string): string[] {
  return s.split(/\s*[;:]\s+|,\s+|\s+[—–]\s+|\s+(?=(?:and )?then\s)/u).filter(Boolean);
}

/** Removes the agent's decline and a quoted-back question, which state the user's choice. */
function withoutDecline(s: string): string {
  let rest = s;
  if (/^you asked\b/iu.test(rest)) rest = rest.replace(/^you asked\b[^?]*\?["']?\s*|^you asked\b[^;]*;?\s*/iu, "");
  for (const p of EN_DECLINE) {
    if (!p.test(rest)) continue;
    // Only the decline clause goes; whatever follows ", but" / ";" is still judged.
    const tail = /(?:;|,\s*but\b|\bbut\b)(.*)$/iu.exec(rest);
    rest = tail ? tail[1]!.trim() : "";
  }
  return rest;
}

/** Rating shapes ("X is a buy", "strong buy") are facts when attributed to a third party. */
const RATING_SHAPES = new Set([EN_PATTERNS.findIndex((p) => p.source.includes("is\\s+an?\\s+(?:strong")), EN_PATTERNS.findIndex((p) => p.source.startsWith("^(?:strong|screaming"))]);

function englishDirective(s: string): boolean {
  const attributed = EN_ATTRIBUTION.test(s);
  if (EN_PATTERNS.some((p, i) => !(attributed && RATING_SHAPES.has(i)) && p.test(s))) return true;
  return clauses(s).some((c) => EN_IMPERATIVE.test(c) || EN_CLAUSE_PATTERNS.some((p) => p.test(c)));
}

function intlDirective(s: string): boolean {
  for (const patterns of Object.values(INTL_PATTERNS)) {
    if (patterns.some((p) => p.test(s))) return true;
  }
  return clauses(s).some((c) => Object.values(INTL_PATTERNS).some((ps) => ps.some((p) => p.source.startsWith("^") && p.test(c))));
}

function shapeDirective(s: string): boolean {
  if (clauses(s).some((c) => LABEL_LINE.test(c)) || LABEL_LINE.test(s)) return true;
  return PLAN_PARTS.filter((p) => p.test(s)).length >= 2;
}

/** A table row is a directive when a cell is a bare label ("BUY") or a directive sentence. */
function rowDirective(unit: string): boolean {
  const cells = unit.trim().replace(/^\||\|$/gu, "").split("|").map((c) => normalise(c));
  if (cells.every((c) => /^:?-{2,}:?$/u.test(c) || c === "")) return false;
  return cells.some((c) => LABEL_CELL.test(c) || (c.includes(" ") && sentenceDirective(c)));
}

function sentenceDirective(s: string): boolean {
  const rest = withoutDecline(s);
  if (!rest) return false;
  return englishDirective(rest) || intlDirective(rest) || shapeDirective(rest);
}

/** True when the unit tells the reader to buy, sell, hold, size or otherwise trade. */
export function isDirective(unit: string): boolean {
  if (isTableRow(unit)) return rowDirective(unit);
  const s = normalise(unit);
  return s !== "" && sentenceDirective(s);
}

/** True when the unit claims an order was placed, a trade done, funds moved or a wallet signed. */
export function isExecutionClaim(unit: string): boolean {
  const s = normalise(unit);
  return s !== "" && EXEC_PATTERNS.some((p) => p.test(s));
}
