/**
 * The deterministic classifier: is this unit (a sentence, a table row) telling the reader to
 * trade, or claiming that a trade or transfer was done? Structure, not phrase lists: the shapes
 * are in ./lexicon and explained in ./README.md.
 */
import { clauses, englishDirective } from "./english";
import { EN_DECLINE } from "./lexicon/en";
import { EXEC_PATTERNS } from "./lexicon/exec";
import { INTL_PATTERNS } from "./lexicon/intl";
import { LABEL_CELL, LABEL_LINE, PLAN_PARTS } from "./lexicon/labels";
import { LANGUAGE_SCRIPT, SCRIPTS } from "./lexicon/words";
import { impersonalDirective } from "./impersonal";
import { readerActionDirective } from "./reader-action";
import { isAttributedView, withoutCannotTell } from "./research-frames";
import { withoutConditionalMechanics } from "./research-frames";
import { isTableRow } from "./split";

/** Upper-case words that are words, not tickers (so "BUY BTC NOW" keeps its verbs). */
const NOT_TICKERS = new Set([
  "buy", "sell", "long", "short", "hold", "now", "strong", "exit", "add", "trim", "take", "profit", "al", "sat", "mua",
  "ban", "beli", "jual", "tp", "sl", "entry", "stop", "target", "ok", "the", "and", "or", "to", "at", "in", "on", "it",
  "do", "not", "dont", "no", "all", "go", "get", "out", "up", "dca", "rating", "action", "signal", "verdict", "we",
  "my", "your", "you", "asap", "today", "here", "is", "be", "an", "of", "for", "if", "so", "yes", "this", "that",
  "compra", "vende", "comprar", "vender", "venda", "kaufen", "verkaufen", "achat", "vente", "kupuj", "sprzedaj",
]);

/** Precomposed Devanagari nukta letters, Arabic separators and percent signs, as the rules spell them. */
const OTHER_SCRIPT: Readonly<Record<string, string>> = {
  "\u0958": "क", "\u0959": "ख", "\u095A": "ग", "\u095B": "ज", "\u095E": "फ", "\u066A": "%", "\u066B": ".", "\u066C": ",", "\uFF05": "%",
};
/**
 * A digit of another script (Arabic-Indic, Persian, Devanagari, full-width) as an ASCII digit; a
 * nukta letter without its nukta (ख़ → ख); Arabic separators and percent signs as ASCII.
 */
function otherScript(c: string): string {
  if (c.length === 2) return c[0]!;
  const mapped = OTHER_SCRIPT[c];
  if (mapped) return mapped;
  const cp = c.codePointAt(0)!;
  return String(cp - (cp >= 0xff10 ? 0xff10 : cp >= 0x966 ? 0x966 : cp >= 0x6f0 ? 0x6f0 : 0x660));
}

/**
 * Markdown and typography removed, tickers marked `$tkr`, then lower-cased: the patterns have no
 * `i` flag because case-insensitive Unicode regexes are slow to compile (a Worker's cold start).
 */
export function normalise(unit: string): string {
  return unit
    .replace(/^\s*(?:>\s*)*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?/u, "")
    .replace(/\*\*|__|~~|`|(?<!\w)[*_](?!\s)|(?<!\s)[*_](?!\w)/gu, "")
    // Emoji carry no meaning for the rules and would hide a verb at a clause start ("🚀 Load up").
    .replace(/[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}]/gu, " ")
    .replace(/^\s*(?:>\s*)*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?/u, "")
    .replace(/[’‘`]/gu, "'")
    .replace(/[“”„«»]/gu, '"')
    // Other scripts' spellings of what the rules know: digits (٢٬٩٥٠, ४८,२००, ８５００), Arabic
    // separators and percent sign, Devanagari nukta (ख़रीद = खरीद, फ़ैसला = फैसला; not ड़/ढ़, letters of their own).
    .replace(/[\u0660-\u066C\u06F0-\u06F9\u0958-\u095B\u095E\u0966-\u096F\uFF05\uFF10-\uFF19]|[\u0915-\u0917\u091C\u092B]\u093C/gu, otherScript)
    .replace(/(?<![\p{L}\d])\$?[A-Z][A-Z0-9]{1,5}(?![\p{L}\d])/gu, (w) => (NOT_TICKERS.has(w.replace("$", "").toLowerCase()) || /^(?:TP|SL)\d$/u.test(w) ? w : "$tkr"))
    .replace(/\s+/gu, " ")
    .trim()
    .toLowerCase();
}

const QUOTED_SUBJECT_RE =
  /^"[^"]{1,80}"\s+(?=(?:is|was|has|had|played|plays|worked|works|failed|fails|held|proved|remains|became|didn't|did not|paid|cost|turned|goes|went)\b)/u;

/** Round 14: a saying named by a noun and quoted as the subject ("The old line "buy the rumor, sell the news" is being tested"). */
const NAMED_QUOTE_SUBJECT_RE =
  /^(?:the |an? |that |this )?(?:old |classic |famous |popular |well-known |wall street )?(?:line|saying|adage|mantra|motto|maxim|slogan|proverb|meme|rule of thumb) "[^"]{1,80}"\s+(?=(?:is|was|has|had|remains|became|proved|played|plays|worked|works|failed|fails|held|paid|cost|turned|goes|went|didn't|did not|has been|is being)\b)/u;

/**
 * The agent's decline in other languages: "whether …" and "… is your decision" in one unit
 * ("Ob Sie jetzt verkaufen, ist Ihre Entscheidung", "现在卖出是否合适，由你自己决定"). Both parts
 * are needed, so a bare "decide now: buy" is not excused.
 */
const INTL_WHETHER_RE =
  /(?:^|\s)(?:ob|si|se|czy|whether)\s|(?:^|\s)(?:ли|чи)(?:\s|$)|是否|要不要|该不该|該不該|かどうか|할지|지 여부|या नहीं|یا نه|اینکه|hay không|atau tidak|หรือไม่|(?:ıp|ip|up|üp)\s+\S+ma(?:ma|me)|(?:^|\s)(?:o no|ou não|ou pas|o meno|czy nie)(?:\s|[,.]|$)/u;
const INTL_DECISION_RE =
  /entscheidung|entscheiden sie|decisión|decisão|décision|decisione|decyzja|kararınız|kararın|keputusan|quyết định|决定|決定|判断して|判斷|결정|फैसला|निर्णय|تصمیم|قرار|решать вам|решать тебе|решение за|вирішувати вам|вирішувати тобі|рішення за|ตัดสินใจ|vous appartient|spetta a te|spetta a voi|depende de (?:ti|você|vocês|usted)|tùy bạn|tuỳ bạn|terserah/u;
const CONTRAST_RE = /(?:;|(?:^|[\s,–—])(?:but|pero|mas|mais|aber|ma|ale|но|але|ama|tapi|nhưng|لكن|اما|แต่)\s|但是|但|しかし|하지만|लेकिन)(.*)$/u;

function withoutIntlDecline(s: string): string {
  if (!INTL_WHETHER_RE.test(s) || !INTL_DECISION_RE.test(s)) return s;
  const tail = CONTRAST_RE.exec(s);
  return tail ? tail[1]!.trim() : "";
}

/** Removes the agent's decline and a quoted-back question, which state the user's choice. */
function withoutDecline(s: string): string {
  // A saying quoted as the subject is mentioned, not used: '"Sell in May" played out in 2022'.
  let rest = withoutConditionalMechanics(withoutCannotTell(withoutIntlDecline(s.replace(QUOTED_SUBJECT_RE, "it ").replace(NAMED_QUOTE_SUBJECT_RE, "it "))));
  if (/^you asked\b/u.test(rest)) rest = rest.replace(/^you asked\b[^?]*\?["']?\s*|^you asked\b[^;]*;?\s*/u, "");
  for (const p of EN_DECLINE) {
    if (!p.test(rest)) continue;
    // Only the decline clause goes; whatever follows ", but" / ";" is still judged.
    const tail = /(?:;|,\s*but\b|\bbut\b)(.*)$/u.exec(rest);
    rest = tail ? tail[1]!.trim() : "";
  }
  return rest;
}

/** Each language's patterns, split into clause-start ones and anywhere ones, with their script. */
const INTL = Object.entries(INTL_PATTERNS).map(([lang, list]) => ({
  script: SCRIPTS[LANGUAGE_SCRIPT[lang] ?? "latin"]!,
  anywhere: list.filter((p) => !p.source.startsWith("^")),
  clauseStart: list.filter((p) => p.source.startsWith("^")),
}));

function intlDirective(s: string, parts: readonly string[]): boolean {
  for (const lang of INTL) {
    if (!lang.script.test(s)) continue;
    if (lang.anywhere.some((p) => p.test(s))) return true;
    if (parts.some((c) => lang.clauseStart.some((p) => p.test(c)))) return true;
  }
  return false;
}

function shapeDirective(s: string, parts: readonly string[]): boolean {
  if (LABEL_LINE.test(s) || parts.some((c) => LABEL_LINE.test(c))) return true;
  return /\d/u.test(s) && PLAN_PARTS.filter((p) => p.test(s)).length >= 2;
}

/** A cell that defines the term in the first cell of its row. */
const GLOSSARY_RE = /(?:こと|を指す|の意味|是指|指的是|意思是|(?<![\p{L}])(?:means|refers to|significa|signifie|bedeutet|означает)(?![\p{L}])|를 말합니다|을 말합니다|를 뜻|을 뜻|का मतलब|को कहते|يعني|تعني)/u;

/** A table row is a directive when a cell is a bare label ("BUY") or a directive sentence. */
function rowDirective(unit: string): boolean {
  const cells = unit.trim().replace(/^\||\|$/gu, "").split("|").map((c) => normalise(c));
  if (cells.every((c) => /^:?-{2,}:?$/u.test(c) || c === "")) return false;
  // A glossary row: the trade word is the term and another cell defines it ("| 買い増し | …を買うこと |").
  const glossary = cells.length >= 2 && cells.slice(1).some((c) => GLOSSARY_RE.test(c));
  return cells.some((c, i) => (LABEL_CELL.test(c) && !(i === 0 && glossary)) || (c.includes(" ") && sentenceDirective(c)));
}

function sentenceDirective(s: string): boolean {
  const rest = withoutDecline(s);
  if (!rest || isAttributedView(rest)) return false;
  const parts = clauses(rest);
  return englishDirective(rest, parts) || intlDirective(rest, parts) || shapeDirective(rest, parts) || readerActionDirective(rest, parts) || impersonalDirective(rest, parts);
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

/** How many trade-plan parts (entry / stop / target with a number) a unit has. */
export function planParts(unit: string): number {
  const s = normalise(unit);
  return /\d/u.test(s) ? PLAN_PARTS.filter((p) => p.test(s)).length : 0;
}
