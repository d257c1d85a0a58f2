/**
 * Round 12: one detector for "reader-addressed action on a tradable object", the same in every
 * language. A trade verb (lexicon TRADE_RE) is advice when a frame points it at the reader:
 *
 * - an advice predicate before it ("the move is to trim", "Lo que toca es vender", "Het slimste
 *   is … verkopen", "…のが正解です");
 * - a rhetorical "why not …?" ("Why wouldn't you add", "Почему бы не докупить", "为什么不…买");
 * - a condition on what the reader holds, then the verb ("Si tienes SOL, sal", "Als je … hebt, stap uit");
 * - the reader's own holdings as the object ("vender tus acciones", "bán hết … của bạn");
 * - a recurring contribution with an amount ("Drip $200 a week into", "Wpłacaj 500 zł co miesiąc");
 * and, without a trade verb, an allocation verb before two or more percentages ("Reparte así:
 * 60% BTC, 30% ETH") or a leveraged long/short ("Ga 10x long op ETH").
 *
 * Research shapes are exempt before any frame is tried: a third-party actor or reported view, a
 * definition, a year (history). This detector only ADDS catches to ./detect.ts; the attributed
 * and declined forms it exempts are still judged by the older rules.
 */
import {
  ADDRESSED_BY_SCRIPT,
  ADVICE_PREDICATE_RE,
  ALLOCATE_RE,
  APP_OBJECT_RE,
  CHANCE_RE,
  GET_RID_RE,
  HI_INDICATIVE_RE,
  IF_YOU_HOLD_RE,
  LEVERAGE_RE,
  NOT_YET_RE,
  PAST_TRADE_RE,
  POSITION_SIDE_RE,
  READER_OBSERVES_RE,
  READER_RE,
  RECURRING_RE,
  RESEARCH_FRAME_RE,
  TRADE_RE,
  URGE_RE,
  WHY_NOT_RE,
  ENTER_RE,
  IMPATIENCE_RE,
  PORTFOLIO_SHARE_RE,
  RECURRING_DAY_RE,
  TRADE_MORE_RE,
  ACTION_MORE_RE,
  ASSET_OR_NOW_RE,
  CONSIDER_RE,
  ENTER_HEAD_RE,
  FIRST_COND_RE,
  GERUND_EVAL_RE,
  HEDGED_EVAL_RE,
  IDEAL_RE,
  INFO_QUESTION_RE,
  MECHANISM_SUBJECT_RE,
  NOT_NOW_RE,
  TAX_STATUS_RE,
  VI_SHOULD_HEAD_RE,
  ASKED15_RE,
  ROUND15_BY_SCRIPT,
} from "./lexicon/reader-action";

/** The scripts the round-14 frames are written for (Arabic, Devanagari, CJK, Hangul): skipped elsewhere. */
const ROUND14_SCRIPTS = /[\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

const PERCENT_RE = /\d+(?:[.,]\d+)?\s?%|%\s?\d+/gu;

/** True when `re` matches and a trade verb follows its match within the unit. */
function tradeAfter(re: RegExp, s: string): boolean {
  const m = re.exec(s);
  return m !== null && TRADE_RE.test(s.slice(m.index + m[0].length));
}

function tradeFrame(s: string, parts: readonly string[]): boolean {
  if (!TRADE_RE.test(s)) return false;
  if (tradeAfter(ADVICE_PREDICATE_RE, s) || tradeAfter(IF_YOU_HOLD_RE, s)) return true;
  if (URGE_RE.test(s)) return true;
  if (WHY_NOT_RE.test(s) && /[?？؟]/u.test(s)) return true;
  if (RECURRING_RE.test(s) && /\d/u.test(s)) return true;
  // The reader and the trade verb in one clause: "jual semua BBCA kamu", "vender tus acciones".
  return parts.some((c) => READER_RE.test(c) && TRADE_RE.test(c) && !READER_OBSERVES_RE.test(c) && !APP_OBJECT_RE.test(c) && !HI_INDICATIVE_RE.test(c) && TRADE_RE.test(c.replace(PAST_TRADE_RE, " ")));
}

function shapeFrame(s: string, parts: readonly string[]): boolean {
  if (parts.some((c) => GET_RID_RE.test(c))) return true;
  const percents = s.match(PERCENT_RE)?.length ?? 0;
  // "Reparte así: 60% BTC, 30% ETH"; one share of the reader's own portfolio is enough.
  if (parts.some((c) => ALLOCATE_RE.test(c)) && (percents >= 2 || (percents === 1 && READER_RE.test(s)))) return true;
  // "Go 10x long", not "a 5x long is liquidated" (a noun phrase describing a position).
  return LEVERAGE_RE.test(s) && POSITION_SIDE_RE.test(s) && !/(?:^|\s)(?:a|an|the|un|une|ein|eine)\s+\d+\s?x/u.test(s);
}

/**
 * Round 14 (heldout-15): frames the round-12 detector did not have.
 * - An impatience question to the reader, alone or with an entry or trade verb after it: "What are
 *   you waiting for?", "¿A qué esperas para entrar en …?", "Worauf wartest du noch?", "Hâlâ neden SOL
 *   almadın?", "Why are you still sitting in cash?" — not a third party ("What are investors waiting for?").
 * - A share of the portfolio moved by an imperative or infinitive allocation verb ("Sisihkan 10%
 *   portofolio untuk emas", "phân bổ 10% danh mục vào vàng"), or a percentage mix the reader
 *   "should be running".
 * - A leveraged position as the object of a clause-opening verb: "YOLO a 3x long on PEPE", "Slap a
 *   5x short on DOGE" (not "A 3x long … was liquidated", not "With a 10x long, …").
 * - A recurring amount on a weekday into something: "R$ 500 toda segunda-feira", "Every Friday, drop $250 into QQQ".
 * - The reader in the same clause as a position-change verb the older list lacks: "alléger vos positions".
 */
const IMPATIENCE_ALONE_RE = /^\s*(?:noch|still|lagi|nữa|denn|yet|now|ancora|todavía|ainda|encore|тогда|ещё|еще)?\s*(?:sih|dong|nih|lah|bro|mate|then|man)?\s*[?？!.]*\s*$/u;
const ALLOC_VERB_RE =
  /(?<![\p{L}\p{M}])(?:allocate|put|move|shift|park|invest|leg|lege|investiere|invierte|investi|investe|investis|вложи|aloque|coloca|sisihkan|alokasikan|taruh|pindahkan|phân bổ|dành|chuyển|bỏ|çevir|kaydır|ayır|umschichten|umzuschichten|schichte|steck|sposta|spostare|metti|mettere|переложи|переложить|вложи|вложить|destina|destinar|mueve|mover|aloca|alocar|coloque|mets|mettre|place|placer)(?![\p{L}\p{M}])/u;
/**
 * The allocation verb heads the clause (an imperative), or follows the reader or a modal: "Sisihkan
 * 10% portofolio", "Bạn nên phân bổ 10% danh mục", "Nên dành 20% danh mục" — not "Các quỹ chuyển
 * 30% danh mục" or "Pension funds invest 20% of their portfolio" (a third party as the subject).
 */
const ALLOC_HEAD_RE = new RegExp(
  `^(?:(?:you|bạn|anh|chị|em|kamu|anda|du|tu|ty|ты) )?(?:(?:should|nên|hãy|cứ|sebaiknya|lebih baik|just|so|now|then|please|bitte|ya|mari|также|сейчас|просто) )*${ALLOC_VERB_RE.source}`,
  "u",
);
const PAST_MARKER_RE = /(?<![\p{L}\p{M}])(?:đã|has|had|was|were|did|hat|haben|ha|hanno|ont|sudah|telah)(?![\p{L}\p{M}])|\p{L}+(?:dı|di|du|dü|tı|ti|tu|tü)(?![\p{L}\p{M}])/u;
const MIX_MODAL_RE = /(?<![\p{L}\p{M}])(?:you|u) (?:should|ought to|need to|want to|must) (?:be )?(?:running|run|hold|holding|have|own|target|aim for)(?![\p{L}\p{M}])/u;
const LEVERAGED_OBJECT_RE =
  /^(?:just |now |so |then )?(?!(?:would|could|should|will|can|might|may|must|did|does|do|does|with|a|an|the|this|that|if|when|once|is|was|are|were|on|in|at|for|my|his|her|their|its|our|one|each|any|every|had|has|have|after|before|like|as|by|from|of|to|and|or|but)\s)(?:[\p{L}']+|\$tkr) (?:a|an) \d+\s?[x×] (?:long|short)(?![\p{L}\p{M}])/u;
const AMOUNT_INTO_RE =
  /(?:(?:\$|€|£|₽|r\$|rp|₺)\s?\d[\d.,]*|\d[\d.,]*\s?(?:\$|€|£|₽|usd|eur|tl|₺|zł|đồng))\s+(?:\S+\s+){0,3}?(?:into|in|em|no|na|nos|nas|en|dans|in|im|ins|nel|nella|nell'|sul|sull'|в|ke|vào)(?:\s|(?<='))/u;

const AMOUNT_RE = /(?:\$|€|£|₽|r\$|rp|₺)\s?\d|\d[\d.,]*\s?(?:\$|€|£|₽|usd|eur|tl|₺|zł|đồng|(?:dollars?|dólares|dólar|euros?|reais|rublos?|рублей|lira|rupiah|triệu)(?![\p{L}\p{M}]))/u;

/** A subject right after the weekday ("Every Monday the ETF rebalances …") or a passive with its agent ("… investis par le plan"). */
const DAY_SUBJECT_RE = new RegExp(
  `(?:${RECURRING_DAY_RE.source}),?\\s+(?:the|its|le|la|les|el|los|las|der|die|das|il|lo|o|os|a|an|un|une|ein|eine)\\s|\\s(?:by|par|por|von|dal|oleh|tarafından)\\s`,
  "u",
);

function round14Frame(s: string, parts: readonly string[]): boolean {
  const imp = IMPATIENCE_RE.exec(s);
  if (imp && /[?？]/u.test(s)) {
    const rest = s.slice(imp.index + imp[0].length);
    if (IMPATIENCE_ALONE_RE.test(rest) || ENTER_RE.test(rest) || TRADE_RE.test(rest) || TRADE_MORE_RE.test(rest) || /(?:al|sat|gir|topla)(?:ma|me)(?:dın|din)/u.test(imp[0]) || /still|还|還/u.test(imp[0])) return true;
  }
  if (PORTFOLIO_SHARE_RE.test(s) && !PAST_MARKER_RE.test(s) && parts.some((c) => ALLOC_HEAD_RE.test(c))) return true;
  if ((s.match(PERCENT_RE)?.length ?? 0) >= 2 && MIX_MODAL_RE.test(s)) return true;
  if (parts.some((c) => LEVERAGED_OBJECT_RE.test(c))) return true;
  if (RECURRING_DAY_RE.test(s) && AMOUNT_RE.test(s) && !DAY_SUBJECT_RE.test(s) && (AMOUNT_INTO_RE.test(s) || TRADE_RE.test(s) || TRADE_MORE_RE.test(s))) return true;
  if (URGE_RE.test(s) && TRADE_MORE_RE.test(s)) return true;
  return parts.some((c) => READER_RE.test(c) && TRADE_MORE_RE.test(c) && !READER_OBSERVES_RE.test(c) && !APP_OBJECT_RE.test(c));
}

/*
 * Round 15 (heldout-16, fixer A: en, es, pt, fr, de, it, ru, tr, id, vi): frames that put an action
 * after them as advice, keyed on the frame's structure and a wider action class (ACTION_MORE_RE:
 * inflected forms, setting up an order or plan, moving or reducing a share):
 * - the first person's conditional or inclination ("I'd lean toward trimming", "yo empezaría a
 *   acumular", "ti consiglierei di alleggerire", "accumulerei", "je renforcerais", "я бы начал");
 * - the reader with a hedged modal and a consider-verb ("You might want to consider setting a
 *   trailing stop", "Vous pourriez envisager de placer un ordre", "вам стоит рассмотреть сокращение");
 * - an ideal or sensible course as a predicate ("A sensible plan here would be to DCA", "Lo ideal
 *   sería poner una orden", "O ideal seria fazer um aporte") or a percentage mix;
 * - a hedged evaluative frame ("it may be worth locking in", "te convendría recoger beneficios",
 *   "valdría la pena que redujeras", "Es lohnt sich, … umzuschichten, solange …");
 * - vi "nên"/"hãy" opening a clause; a trade gerund judged the better trade; an "enter / go for it"
 *   imperative with an asset or "now"; an urgent trade imperative quoted after "as X puts it".
 * The action must follow the frame closely (four words; German and Russian put it later) with no
 * "before / until / whether / how" in between ("I'd wait before buying", "consider how …").
 */
const ACTION_WORDS = [TRADE_RE, TRADE_MORE_RE, ACTION_MORE_RE];
/** Words that share a trade stem and are not trades ("leggere" has "leg", "sale" has "sal"). */
const FALSE_FRIEND_RE = /^(?:legg\p{L}*|legal\p{L}*|legen\p{L}*|sale|salen|pasa|pasó|sparisc\p{L}*|sparen|spart|mete|meter|sat|satu|putin)$/u;
const ARTICLE_BEFORE_RE = /(?:^|\s)(?:the|le|la|les|il|lo|gli|i|el|los|las|der|die|das|den|o|os|as|l')\s*$/u;
/** "That said," / "Dicho esto," open a sentence; they report nobody ("said" would look like a reported view). */
const DISCOURSE_SAID_RE = /^(?:if (?:it|this) were (?:my money|me|up to me|my call)|that said|having said that|that being said|dicho esto|dito isso|cela dit|ceci dit|detto ciò|detto questo|das gesagt|davon abgesehen)(?![\p{L}\p{M}]),?\s*/u;

/** True when an action starts within `max` words of `rest`, with no condition word before it. */
function actionWithin(rest: string, max: number): boolean {
  const words = rest.trim().split(/\s+/u).slice(0, max + 4);
  const head = words.join(" ");
  let at = -1;
  for (const re of ACTION_WORDS) {
    const g = new RegExp(re.source, "gu");
    for (const m of head.matchAll(g)) {
      const word = /[\p{L}\p{M}'-]*$/u.exec(head.slice(0, m.index))![0] + /^[\p{L}\p{M}'-]*/u.exec(head.slice(m.index))![0];
      if (FALSE_FRIEND_RE.test(word)) continue;
      // After an article the word is a noun ("le vendite", "las ventas", "the selling"), not the action.
      if (ARTICLE_BEFORE_RE.test(head.slice(0, m.index))) continue;
      if (at < 0 || m.index < at) at = m.index;
      break;
    }
  }
  if (at < 0) {
    if (LEVERAGE_RE.test(head) && (POSITION_SIDE_RE.test(head) || /leverage|hebel|levier|leva|плеч/u.test(head))) at = head.search(LEVERAGE_RE);
    else return false;
  }
  const before = head.slice(0, at);
  return before.trim().split(/\s+/u).filter(Boolean).length <= max && !NOT_NOW_RE.test(before);
}

/** The rest of `s` after `re`'s match, or null. */
function after(re: RegExp, s: string): string | null {
  const m = re.exec(s);
  return m ? s.slice(m.index + m[0].length).replace(/^[\s,]+/u, "") : null;
}

/** A beneficiary who is not the reader right after the frame: "Il serait judicieux pour la BCE de réduire …". */
const THIRD_PARTY_FOR_RE = /^(?:for|pour|para|per|für|для|bagi|cho) (?!(?:you|u|toi|vous|ti|te|voi|vos|dich|sie|вас|тебя|anda|kamu|bạn)(?![\p{L}\p{M}]))/u;
/** German infinitives that set up an order or a savings plan ("einen Sparplan … einzurichten"). */
const DE_SETUP_RE = /^(?:einzurichten|einrichten|anzulegen|anlegen|aufzusetzen|aufsetzen|zu platzieren|platzieren|zu setzen|setzen|einzustellen|einstellen)$/u;

/** German puts the infinitive last: the clause's final verb must be the action ("… in Gold umzuschichten", not "… zu verstehen"). */
function germanFinal(rest: string): boolean {
  const clause = rest.split(/,\s|;|:|\s[—–]\s/u)[0]!.replace(/[.!]+\s*$/u, "").trim();
  const last = /(?:zu )?[\p{L}-]+$/u.exec(clause)?.[0] ?? "";
  const verb = last.replace(/^zu /u, "");
  if (DE_SETUP_RE.test(last) || DE_SETUP_RE.test(verb)) return /sparplan|order|stop|limit|dca/u.test(clause);
  return !FALSE_FRIEND_RE.test(verb) && ACTION_WORDS.some((re) => new RegExp(`^(?:${re.source})`, "u").test(verb));
}

const GERMAN_FRAME_RE = /^(?:es |lohnt|du |sie |ihr |ich )/u;

function round15Frame(s: string, parts: readonly string[]): boolean {
  // A question quotes or asks ("Vale a pena comprar?"); the frames judge statements.
  if (/[?？]\s*["')]*\s*$/u.test(s)) return false;
  for (const c of new Set([s, ...parts])) {
    for (const re of [FIRST_COND_RE, CONSIDER_RE, IDEAL_RE, HEDGED_EVAL_RE]) {
      const m = re.exec(c);
      if (!m) continue;
      const rest = c.slice(m.index + m[0].length).replace(/^[\s,]+/u, "");
      if (THIRD_PARTY_FOR_RE.test(rest)) continue;
      // German: the verb-final infinitive decides ("Es lohnt sich, … umzuschichten, solange …").
      if (/ich würde/u.test(m[0]) && germanFinal(rest)) return true;
      if (GERMAN_FRAME_RE.test(m[0].trimStart()) && !/ich würde/u.test(m[0])) {
        if (germanFinal(s.slice(s.indexOf(m[0]) + m[0].length).replace(/^[\s,]+/u, ""))) return true;
        continue;
      }
      // The frame's own verb may be the action ("je renforcerais", "accumulerei").
      if (re === FIRST_COND_RE && actionWithin(c.slice(m.index), 2)) return true;
      if (actionWithin(rest, 4)) return true;
    }
    const ideal = after(IDEAL_RE, c);
    if (ideal !== null && (ideal.match(PERCENT_RE)?.length ?? 0) >= 2) return true;
    const vi = after(VI_SHOULD_HEAD_RE, c);
    if (vi !== null && actionWithin(vi, 1)) return true;
    if (GERUND_EVAL_RE.test(c)) return true;
    if (ENTER_HEAD_RE.test(c) && (ASSET_OR_NOW_RE.test(c) || /^fonce/u.test(c))) return true;
  }
  return false;
}

/** Round 15: research shapes that exempt the unit from this detector (the older rules still judge it). */
function round15Research(s: string): boolean {
  return MECHANISM_SUBJECT_RE.test(s) || TAX_STATUS_RE.test(s) || (INFO_QUESTION_RE.test(s) && !IMPATIENCE_RE.test(s) && !WHY_NOT_RE.test(s));
}

/** True when the (normalised, decline-stripped) unit points a trade at the reader. */
export function readerActionDirective(s: string, parts: readonly string[]): boolean {
  if (RESEARCH_FRAME_RE.test(s.replace(DISCOURSE_SAID_RE, ""))) return false;
  if (round15Research(s)) return false;
  // Round 14 (B): "now is the chance to buy", and the rhetorical "still haven't bought?".
  if (ROUND14_SCRIPTS.test(s) && (CHANCE_RE.test(s) || (NOT_YET_RE.test(s) && /[?？؟]/u.test(s)))) return true;
  // Round 14 (B): a trade stem in the reader-addressed mood (ja, ko, hi), outside app-object clauses.
  if (parts.some((c) => ADDRESSED_BY_SCRIPT.some(([script, re]) => script.test(c) && re.test(c)) && !APP_OBJECT_RE.test(c))) return true;
  // Round 15 (B): consider / evaluative / enter / hold frames in ja, ko, hi, ar (not in a question).
  if (ROUND14_SCRIPTS.test(s) && !ASKED15_RE.test(s) && ROUND15_BY_SCRIPT.some(([script, re]) => script.test(s) && re.test(s))) return true;
  return tradeFrame(s, parts) || shapeFrame(s, parts) || round14Frame(s, parts) || round15Frame(s, parts);
}
