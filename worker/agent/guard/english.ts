/**
 * English directive structure, checked in steps: strip what opens a clause ("so", "just",
 * "don't"), find a trade verb at its head, then look at what follows — an object a reader could
 * trade (ticker, amount, position, asset), a timing or place word ("now", "at 3,600"), or nothing
 * ("Sell."). Reader-addressed modals ("you should …"), first-person endorsements ("I'd …") and
 * timing ("time to …") hand the rest of the clause to the same check.
 */
import {
  ADVERB_RE,
  BARE_RE,
  BETTER_TO_RE,
  CONSIDER_RE,
  DETERMINER_RE,
  EN_ATTRIBUTION,
  EN_CLAUSE_PATTERNS,
  EN_PATTERNS,
  I_WOULD_RE,
  ING_HEAD_RE,
  LEAD_RE,
  LINK_RE,
  NEGATION_RE,
  NOT_NOUN_RE,
  OBJECT_VERB_HEAD_RE,
  READER_MODAL_RE,
  TIME_TO_RE,
  TRADE_NOUN_RE,
  VERB_HEAD_RE,
  WHERE_YOU_RE,
} from "./lexicon/en";

/** True when `rest` (what follows a verb) starts with something a reader could trade. */
function hasObject(rest: string): boolean {
  const m = DETERMINER_RE.exec(rest);
  if (!m) return false;
  const noun = rest.slice(m[0].length);
  // Up to two describing words may sit before the object: "the garbage alts", "some uranium miners".
  if (TRADE_NOUN_RE.test(noun)) return true;
  // A qualifier word may be the object itself: "move your stop up" (not "your stop order").
  if (m[1] && TRADE_NOUN_RE.test(rest.slice(m[0].length - m[1].length))) return true;
  return MODIFIERS.some((m) => {
    const after = noun.replace(m, "");
    return after !== noun && TRADE_NOUN_RE.test(after) && !NOT_AFTER_MODIFIER_RE.test(after);
  });
}

/**
 * One or two describing words before the object: "the garbage alts", "some uranium miners". Not
 * prepositions, verbs or owners ("open interest rose 12%", "put volume on SPY", "an item's entry
 * target"), and after them only a word noun counts — a number, a ticker or "long-term" there
 * belongs to something else.
 */
const MODIFIER = "(?!(?:for|on|in|of|at|to|with|from|by|and|or|as|is|are|was|were|rose|fell|hit|than|that|its|their|his|her|our)\\s)(?![\\p{L}-]+'s\\s)[\\p{L}'-]+\\s+";
const MODIFIERS = [new RegExp(`^${MODIFIER}`, "u"), new RegExp(`^${MODIFIER}${MODIFIER}`, "u")];
const NOT_AFTER_MODIFIER_RE = /^(?:\$tkr|\$?\d|long\b|short\b|\S+-)/u;

const OWNED_OBJECT_RE = /^\s+(?:your|ur|those|these)\s+(?:\$tkr|\p{L})/u;
const CLEAR_TRADE_RE =
  /^(?:buy|sell|short|dump|unload|offload|ditch|trim|accumulate|cash out|load up on|scoop up|snap up|grab|nibble|tuck away|stash|lighten up on|average into|dollar[- ]average into)\b/u;

const NAMED_OBJECT_RE = /^\s+(?:the|a|an|some|more|all|half|every)\s+\p{L}/u;
const PLAIN_TRADE_RE = /^(?:buy|sell|short|dump|unload|offload|ditch|accumulate)\b/u;

/** A trade verb that stands alone or acts on an object, place or time. */
function tradeVerbAt(clause: string, heads: readonly RegExp[]): boolean {
  for (const head of heads) {
    const m = head.exec(clause);
    if (!m) continue;
    const rest = m[1] ?? "";
    if (NOT_NOUN_RE.test(rest)) continue;
    if (BARE_RE.test(rest) || hasObject(rest) || ADVERB_RE.test(rest) || LINK_RE.test(rest)) return true;
    // A clear trade verb on something the reader owns: "Unload your Netflix", "dump your alts".
    if (head === VERB_HEAD_RE && OWNED_OBJECT_RE.test(rest) && CLEAR_TRADE_RE.test(clause)) return true;
    // The plainest trade verbs on any named thing: "Short the Nasdaq into the Fed", "Sell the miners".
    if (head === VERB_HEAD_RE && NAMED_OBJECT_RE.test(rest) && PLAIN_TRADE_RE.test(clause)) return true;
  }
  const obj = OBJECT_VERB_HEAD_RE.exec(clause);
  return obj !== null && hasObject(obj[1] ?? "");
}

/** A clause opening with an imperative trade: "Buy ETH now", "So, just sell.", "Don't sell here". */
export function imperative(clause: string): boolean {
  const c = clause.replace(LEAD_RE, "").replace(NEGATION_RE, "");
  return tradeVerbAt(c, [VERB_HEAD_RE]);
}

/** What follows "you should", "I'd", "time to": a trade in base form or after "be"/"start". */
function tradeAfter(rest: string): boolean {
  const r = rest.replace(/^(?:be|start|keep|a)\s+(?:a\s+)?/u, "");
  if (/^(?:buyer|seller)s?\b/u.test(r)) return true;
  // Round 34: the progressive after a modal ("you should be accumulating alongside the insiders").
  if (/^be\s+(?:buying|selling|accumulating|adding(?: to)?|trimming|shorting|loading up|taking profits?|averaging in|scaling (?:in|out)|rotating)\b/u.test(rest)) return true;
  return tradeVerbAt(r, [VERB_HEAD_RE, ING_HEAD_RE]) || tradeVerbAt(rest, [VERB_HEAD_RE]);
}

function anchored(re: RegExp, s: string): boolean {
  const m = re.exec(s);
  return m !== null && tradeAfter(m[1] ?? "");
}

/** Rating shapes ("X is a buy", "strong buy") are facts when attributed to a third party. */
const RATING_SHAPES = new Set(
  EN_PATTERNS.flatMap((p, i) => (p.source.includes("an?\\s+(?:strong\\s+|clear") || p.source.startsWith("^(?:strong|screaming") ? [i] : [])),
);

/**
 * Coordinating conjunctions that join two clauses, so a trade imperative after "and" is judged at
 * a clause start ("Hold tight and buy more", "Bleib investiert und kauf", "Tahan BTC dan tambah").
 * Latin and Cyrillic ones are whole words; Arabic "و" is a prefix and splits only before a word;
 * CJK ones split where they stand. Polish "i" is left out: lower-cased English "I" is the same word.
 */
const COORDINATOR_RE =
  /\s+(?:and|und|et|y|e|ed|en|oraz|dan|lalu|và|rồi|ve|sonra|и|і|та|а потом|और|फिर|aber|pero|mais|ale|tapi|nhưng|ama|но|але)\s+|\s+و(?=\p{L})|(?:然后|然後|并且|並且|并|並|再|そして|それから)/u;

/** Words that pair with a trade word across "and" inside one noun phrase. */
const PAIR_WORD_RE = /^(?:buy|sell|long|short|bid|ask|call|put|hold|entry|exit|in|out|up|down|inflows?|outflows?|supply|demand|\p{N}+\S*|\$tkr|[^\s]{1,2})$/u;

/**
 * A clause that opens with a third-person subject: an article or pronoun as its first word, or a
 * plural actor noun (investors, funds, whales …) among its first three words.
 */
const THIRD_PERSON_SUBJECT_RE = new RegExp(
  "^(?:(?:the|many|most|they|he|she|el|la|los|las|muchos|muchas|ellos|ellas|os|as|muitos|muitas|eles|elas|il|lo|gli|molti|molte|les|des|ils|elles|beaucoup|der|das|viele|er|para|banyak|mereka|các|những|nhiều|họ)\\s" +
    "|(?:le|l'|il|i)\\s|(?:\\S+\\s+){0,2}(?:makers|investor\\w*|inversor\\w*|investidor\\w*|investisseur\\w*|investitor\\w*|\\S*anleger|trader\\w*|funds?|fondos?|fonds|fundos?|banks?|bancos?|banche|whales|ballenas|baleias|insiders|analyst\\w*|institution\\w*|nhà đầu tư|khối ngoại|quỹ|sellers|buyers|holders|shorts|longs|bears|bulls|miners|speculators|hedgers|dealers|savers|depositors|borrowers|lenders|participants|managers|owners|households|companies|firms|exchanges|customers|clients|users|retail|desks|issuers|central banks|governments)(?![\\p{L}]))",
  "u",
);

/**
 * Splits a clause at its conjunctions, except after a single word: "buy and sell volumes",
 * "long and short positions" join two words of one noun phrase, not two clauses.
 */
function splitCoordinated(clause: string): string[] {
  const out: string[] = [];
  let rest = clause;
  for (let m = COORDINATOR_RE.exec(rest); m; m = COORDINATOR_RE.exec(rest)) {
    const left = rest.slice(0, m.index);
    // After a single word only when that word is not itself half of a trade pair ("buy and sell
    // volumes", "long and short positions"): "Relax and buy ETH", "اصبر وجمّع" are two clauses.
    if (!/\S\s+\S/u.test(left) && !/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{3,}/u.test(left) && PAIR_WORD_RE.test(left)) break;
    // "Los inversores compran bonos y venden acciones": a third-person subject before the
    // conjunction makes the verb after it a third-person present, not an imperative.
    if (THIRD_PERSON_SUBJECT_RE.test(left)) break;
    out.push(left);
    rest = rest.slice(m.index + m[0].length);
  }
  out.push(rest);
  return out;
}

const PARENTHETICAL_RE =
  /,\s+(?:however|though|in turn|by contrast|for example|for instance|meanwhile|historically|in fact|of course|sin embargo|por ejemplo|no entanto|por exemplo|cependant|par exemple|jedoch|allerdings|zum beispiel|tuttavia|ad esempio|однако|например)\s*,\s+/gu;

/** Clauses of a sentence: imperatives may open any of them ("Don't chase it; wait, then buy."). */
export function clauses(s: string): string[] {
  // Arabic, CJK and ideographic commas and semicolons end a clause as "," and ";" do.
  return s
    // Round 32: a parenthetical adverb is not a clause ("DCA, however, reduces …": "dca" alone read as a bare imperative).
    .replace(PARENTHETICAL_RE, " ")
    .split(/\s*[;:]\s+|,\s+|\s*[،؛，；、：]\s*|\s+[—–]\s+|\s+(?=(?:and )?then\s)/u)
    .flatMap(splitCoordinated)
    // A contrast word opening a clause ("– aber kauf jetzt ETH") hides the imperative after it.
    .map((c) => c.replace(/^(?:but|aber|pero|mais|ale|tapi|nhưng|ama|но|але)\s+/u, ""))
    .filter(Boolean);
}

export function englishDirective(s: string, parts: readonly string[] = clauses(s)): boolean {
  if (anchored(READER_MODAL_RE, s) || anchored(I_WOULD_RE, s) || anchored(TIME_TO_RE, s) || anchored(WHERE_YOU_RE, s)) return true;
  const attributed = EN_ATTRIBUTION.test(s);
  if (EN_PATTERNS.some((p, i) => !(attributed && RATING_SHAPES.has(i)) && p.test(s))) return true;
  return parts.some((c) => imperative(c) || anchored(BETTER_TO_RE, c) || anchored(CONSIDER_RE, c) || EN_CLAUSE_PATTERNS.some((p) => p.test(c)));
}
