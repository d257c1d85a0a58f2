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

/**
 * Round 49 (heldout-138's first look): the message the user forwarded or pasted, quoted back to analyse it
 * ("The post you forwarded from «Whale Calls» reads: "$KIRA buy now …"", "你转来的那条喊单群消息原文是：…",
 * "Die Nachricht …, die du weitergeleitet hast, lautet: …"): the user's material, not the speaker's call —
 * unless the speaker then endorses it (`ENDORSED_AFTER_RE`).
 */
const FORWARDED_RE =
  /(?<![\p{L}])(?:you (?:forwarded|sent|shared|pasted|quoted)|you've (?:forwarded|sent|shared|pasted)|que (?:tu m'as|vous m'avez) (?:transféré|envoyé|partagé)e?s?|(?:tu m'as|vous m'avez) (?:transféré|envoyé|partagé)|die du (?:weitergeleitet|geschickt|geteilt) hast|die sie (?:weitergeleitet|geschickt) haben|que (?:me )?(?:enviaste|reenviaste|compartiste|pasaste)|que (?:você )?(?:me )?(?:enviou|encaminhou|compartilhou)|che mi hai (?:inoltrato|mandato|girato)|которое вы (?:переслали|прислали)|что ты (?:переслал|прислал)|(?:bana )?(?:ilettiğin|gönderdiğin|paylaştığın)|bạn (?:gửi|chuyển tiếp|chia sẻ)|yang (?:kamu|anda) (?:teruskan|kirim|bagikan)|आपने (?:भेजा|फॉरवर्ड किया|शेयर किया)|(?:التي|الذي) (?:أرسلتها|أرسلته|شاركتها|أعدت توجيهها))(?![\p{L}])|(?:你|您)(?:转来|轉來|转发|轉發|发来|發來|贴的|貼的|分享)|(?:転送|共有)(?:して|いただいた|された)|보내주신|공유해주신/u;

/** The quoted sentences of a unit that could be calls: after a colon, ending the clause, not a question. */
export function colonQuotes(unit: string): string[] {
  if (!/[:：]/u.test(unit)) return [];
  return [...unit.matchAll(COLON_QUOTE_RE), ...unit.matchAll(COLON_SINGLE_QUOTE_RE)]
    .filter((m) => ENDORSED_AFTER_RE.test(unit.slice(m.index + m[0].length)) || (!HISTORY_RE.test(unit.slice(0, m.index)) && !FORWARDED_RE.test(unit.slice(0, m.index).toLowerCase()) && !HISTORY_RE.test(unit.slice(m.index + m[0].length)) && (/[.。!！]\s*$/u.test(m[1]!) || ENDS_CLAUSE_RE.test(unit.slice(m.index + m[0].length)))))
    .map((m) => m[1]!.trim())
    .filter((c) => !/[?？؟]$/u.test(c) && !FIRST_PERSON_START_RE.test(c));
}

/**
 * The whole sentence is the user's forwarded message quoted back ("the post you forwarded reads: «…»"):
 * what introduces the quote names the message as the user's, the quote runs to the end, and the speaker
 * does not endorse it after.
 */
export function isForwardedQuote(s: string): boolean {
  const m = /^([^:：]{0,200})[:：]\s*["“„«「『'‘]/u.exec(s);
  if (!m || !FORWARDED_RE.test(m[1]!)) return false;
  const close = Math.max(...["\"", "”", "“", "»", "」", "』", "'", "’"].map((q) => s.lastIndexOf(q)));
  return close > m[0].length && /^\s*[.。!！]*\s*$/u.test(s.slice(close + 1));
}

