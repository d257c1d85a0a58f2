/**
 * The one text form every rule and the learned model read: markdown and emoji removed, other
 * scripts' digits and separators as ASCII, tickers marked `$tkr`, lower case.
 */
/** Upper-case words that are words, not tickers (so "BUY BTC NOW" keeps its verbs). */
const NOT_TICKERS = new Set([
  "buy", "sell", "long", "short", "hold", "now", "strong", "exit", "add", "trim", "take", "profit", "al", "sat", "mua",
  "ban", "beli", "jual", "tp", "sl", "entry", "stop", "target", "ok", "the", "and", "or", "to", "at", "in", "on", "it",
  "do", "not", "dont", "no", "all", "go", "get", "out", "up", "dca", "rating", "action", "signal", "verdict", "we",
  "my", "your", "you", "asap", "today", "here", "is", "be", "an", "of", "for", "if", "so", "yes", "this", "that",
  "compra", "vende", "comprar", "vender", "venda", "kaufen", "verkaufen", "achat", "vente", "kupuj", "sprzedaj",
  "reduce", "venta", "vendre", "drip", "kol", "kols",
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
    // Arabic vowel marks and the tatweel ("بِعْ", "يُستحسن", "الـسهم") do not change the word the rules know (round 41).
    .replace(/[\u064B-\u0652\u0670\u0640]/gu, "")
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
