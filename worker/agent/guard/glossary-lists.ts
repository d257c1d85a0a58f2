/**
 * Round 46 (heldout-125 … 127's first look): a glossary — a lead line that says terms are being
 * explained ("Some of the terms from that Telegram group, decoded:", "币圈常见黑话速查：", "Pequeño glosario
 * de la jerga que viste en el grupo:", "仮想通貨界隈の用語をいくつか：") and, under it, items "**term**:
 * what it means". A definition of trading slang is the slang's meaning put as a bare verb phrase
 * ("- **Ape in** — buy fast with little research", "- **梭哈**：全仓押上", "- **Trim**: selling part of a
 * position"), which read alone is an imperative; round 45 altered 14 such items in five languages.
 * Under a glossary lead an item whose definition does not speak to the reader, name the product or
 * hold a level is a definition; anything else is judged as usual.
 */
import { READER_RE } from "./lexicon/reader-action";
import { normalise } from "./normalise";
import { isListItem } from "./source-lists";

/** Words that announce terms being explained, in the languages the guard reads. */
const GLOSSARY_WORD_RE =
  /(?<![\p{L}])(?:glossary|glossaire|glosario|glossário|glossar|glossario|глоссарий|sözlük|terms?|terminology|jargon|slang|lingo|vocabulary|definitions?|decoded|explained|términos|jerga|argot|términos clave|termos|jargão|gíria\p{L}*|termes|vocabulaire|begriffe|fachbegriffe|jargon|termini|gergo|термин\p{L}*|сленг\p{L}*|жаргон\p{L}*|terimler\p{L}*|jargon\p{L}*|thuật ngữ|từ lóng|istilah\p{L}*|kamus|शब्दावली|शब्द|مصطلحات|المصطلحات|قاموس)(?![\p{L}])|术语|術語|黑话|黑話|行话|行話|名词解释|名詞解釋|用語|隠語|スラング|용어|은어|속어/u;

/** "term: meaning" or "term — meaning", the term at most five words. */
const DEFINED_RE = /^([^:：—–]{1,40}?)\s*(?:[:：=]|\s[—–-]\s)\s*(.+)$/su;

/** A label that heads the speaker's call, not a term ("- **Action**: trim", "- **Next step**: …"). */
export const LABEL_TERM_RE =
  /^(?:action|call|rating|verdict|recommendation|strategy|plan|trade|setup|next steps?|what to do|to do|our (?:view|call|take)|my (?:view|call|take)|bottom line|takeaway|acción|acción recomendada|ação|recomendação|recommandation|empfehlung|aktion|azione|raccomandazione|рекомендация|действие|öneri|tavsiye|khuyến nghị|hành động|rekomendasi|aksi|सलाह|सिफारिश|توصية|التوصية|建议|建議|操作|操作建议|操作建議|推奨|アクション|추천|의견)$/u;

/** What a definition does not hold: a number (a level, a size) or the product speaking. */
const NOT_DEFINITION_RE = /\d|(?<![\p{L}])(?:fathom|i|i'd|we|my|our|now|today)(?![\p{L}])/u;

export function isGlossaryLead(unit: string): boolean {
  if (isListItem(unit)) return false;
  const s = normalise(unit);
  return /[:：]$/u.test(s) && GLOSSARY_WORD_RE.test(s) && !READER_ACTION_LEAD_RE.test(s);
}

/** A lead that itself tells the reader to act ("Terms to know before you buy:") is not a glossary's. */
const READER_ACTION_LEAD_RE = /(?<![\p{L}])(?:before you (?:buy|sell|trade)|antes de (?:comprar|vender))(?![\p{L}])/u;

/** True for a list item under a glossary lead that is a term and its meaning, not addressed to anyone. */
export function isGlossaryItem(unit: string): boolean {
  if (!isListItem(unit)) return false;
  const m = DEFINED_RE.exec(normalise(unit));
  if (!m || m[1]!.split(/\s+/u).length > 5 || LABEL_TERM_RE.test(m[1]!)) return false;
  const meaning = m[2]!;
  return !READER_RE.test(meaning) && !NOT_DEFINITION_RE.test(meaning);
}

/**
 * Round 49 (heldout-92 after re-training): a term in a label and, after it, what kind of thing the
 * term is ("**Average down:** strategi membeli tambahan saham …", "- **DCA**: a strategy of buying a
 * fixed amount …", "**Grid trading** — técnica que …"). The body opens with a noun for a method, so
 * the label's words are the term defined, not an order. A label that heads a call ("**Plan:** …",
 * "**Strategy:** …") or a body that names the reader or holds a figure is judged as usual.
 */
const METHOD_NOUN_RE =
  /^(?:an? |the |la |el |le |une? |um |uma |eine? |der |die |una? |lo |il )?(?:strateg(?:y|ies|ia|ie|i|iya)|estrategia|estratégia|stratégie|strategie|стратеги[яию]|strateji\p{L}*|chiến lược|रणनीति|(?:ال)?استراتيجية|technique|tactic|approach|method|practice|técnica|tática|táctica|método|práctica|prática|pratique|méthode|technique|methode|technik|metodo|tecnica|pratica|метод|при[её]м|yöntem\p{L}*|teknik|metode|phương pháp|kỹ thuật|तरीका|तकनीक|أسلوب|طريقة|تقنية)(?![\p{L}])|^(?:一种|一種)?(?:策略|手法|战术|戰術|方法|戦略|投資手法|전략|기법|방법)/u;

/** True for "term: a strategy/technique of …" with no reader, figure or product voice in it. */
export function isLabelledDefinition(s: string): boolean {
  const m = DEFINED_RE.exec(s.replace(/^[-*•]\s*/u, ""));
  if (!m || m[1]!.split(/\s+/u).length > 4 || LABEL_TERM_RE.test(m[1]!.trim())) return false;
  const body = m[2]!.trim();
  return METHOD_NOUN_RE.test(body) && !READER_RE.test(body) && !NOT_DEFINITION_RE.test(body);
}
