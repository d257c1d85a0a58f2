/**
 * Round 33: a call quoted after a colon and left to stand ("As one trader put it: «Sell now and buy
 * back lower.»", "一位知名分析師直言：「還抱著的人，趁反彈趕快跑。」"). The attribution made the model
 * score the whole unit as a report (−3 … −11 in heldout-74 and 75), but the quote is the sentence's
 * message, addressed to whoever reads it. A quote mentioned inside a clause ("Telegram groups yelled
 * «buy now» while insiders sold") is not after a colon, or the clause goes on after it; a quote of
 * the speaker's own doings ("Our fund kept exposure under half") opens with "we" or "I".
 */
const COLON_QUOTE_RE = /[:：]\s*["“„«「『]([^"“”„«»「」『』]{4,200})["”“»」』]/gu;
/** Round 39: single quotes too, with apostrophes inside words ("…put it: 'Get long now — you won't see these yields again.'"). */
const COLON_SINGLE_QUOTE_RE = /[:：]\s*['‘]((?:[^'‘’]|(?<=\p{L})['’](?=\p{L})){4,200})['’](?!\p{L})/gu;
/** What may follow the quote: the sentence's end, a dash, an Arabic "and"; or anything once the quote itself ended a sentence. */
const ENDS_CLAUSE_RE = /^\s*(?:[.。!！]|$|[—–-]\s|،\s*و)/u;
const FIRST_PERSON_START_RE =
  /^(?:we|i|nós|eu|nous|je|wir|ich|noi|io|мы|я|biz|ben|kami|saya|tôi|chúng tôi|हम|मैं|نحن|أنا)\s|^(?:我们|我們|我|私|僕|弊社|当社|우리|저는|나는)/iu;

/** Round 39: a quote the speaker then endorses stands even when the clause goes on ('…: "Buy the dip", and I agree.'). */
const ENDORSED_AFTER_RE =
  /^\s*[,;—–-]?\s*(?:and |y |e |et |und |и |ve |và |dan )?(?:i agree|i concur|i'm with (?:him|her|them)|he's right|she's right|they're right|rightly so|i couldn't agree more|estoy de acuerdo|tiene razón|concordo|tem razão|je suis d'accord|il a raison|ich stimme zu|er hat recht|sono d'accordo|ha ragione|я согласен|я согласна|он прав|katılıyorum|haklı|tôi đồng ý|saya setuju|dia benar)(?![\p{L}])|^\s*[，,]?\s*(?:我同意|我也这么认为|我也這麼認為|说得对|說得對|同感です|その通り|저도 동의)/iu;

/** A quote from the past or proved wrong is history: 'Like many said in 2022: "sell everything now" — and it was wrong.' */
const HISTORY_RE =
  /(?<!\d)(?:19|20)\d\d(?!\d)|(?<![\p{L}])(?:wrong|mistaken|backfired|didn't work|did not work|se equivocó|equivocad\p{L}*|errad\p{L}*|faux|tort|falsch|sbagliat\p{L}*|ошиб\p{L}*|неправ\p{L}*|yanlış|salah|sai lầm|गलत|خطأ|خاطئ)(?![\p{L}])|错了|錯了|間違/u;

/** The quoted sentences of a unit that could be calls: after a colon, ending the clause, not a question. */
export function colonQuotes(unit: string): string[] {
  if (!/[:：]/u.test(unit)) return [];
  return [...unit.matchAll(COLON_QUOTE_RE), ...unit.matchAll(COLON_SINGLE_QUOTE_RE)]
    .filter((m) => ENDORSED_AFTER_RE.test(unit.slice(m.index + m[0].length)) || (!HISTORY_RE.test(unit.slice(0, m.index)) && !HISTORY_RE.test(unit.slice(m.index + m[0].length)) && (/[.。!！]\s*$/u.test(m[1]!) || ENDS_CLAUSE_RE.test(unit.slice(m.index + m[0].length)))))
    .map((m) => m[1]!.trim())
    .filter((c) => !/[?？؟]$/u.test(c) && !FIRST_PERSON_START_RE.test(c));
}
