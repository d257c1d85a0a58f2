/**
 * Round 38 (heldout-95's first look): questions that are research, not nudges. A whole unit that is
 * one of these is a frame (./research-frames.ts `isAttributedView`):
 * - the general question restated ("Should anyone average down into a losing position?", "¿Debería
 *   alguien promediar a la baja?") — nobody in particular is told anything;
 * - the bare "is it time?" before the answer ("Zamanı geldi mi?", "Đã đến lúc chưa?", "지금이 그때일까요?"),
 *   with no trade verb in it;
 * - a check-list question on whether a fall would force the reader to sell ("跌 30% 会不会逼你止损卖出？",
 *   "Mức giảm 30% có buộc bạn phải bán không?", "Would a 30% drop force you to sell?").
 * None of them may carry a "why" or a negation, the shapes of a rhetorical nudge.
 */
const W = "(?<![\\p{L}\\p{M}])";
const E = "(?![\\p{L}\\p{M}])";

const NUDGE_WORD_RE =
  /(?<![\p{L}])(?:why|not|n't|no|por qué|pourquoi|warum|perché|почему|neden|tại sao|kenapa|mengapa|ne|nicht|non|не|değil|belum)(?![\p{L}])|n't|为什么|為什麼|难道|難道|なぜ|どうして|왜|क्यों|لماذا|ألا|أليس/u;

const GENERAL_QUESTION_RE = new RegExp(
  `^¿?(?:should (?:anyone|one|investors|people|a (?:long-term |retail )?investor)|is it ever (?:wise|smart|sensible) to|debería alguien|deberían los inversores|alguém deveria|os investidores deveriam|faut-il toujours|devrait-on|sollte man|sollten anleger|qualcuno dovrebbe|si dovrebbe|стоит ли кому-то|стоит ли инвесторам|yatırımcılar .{0,40} mı|có nên bao giờ|haruskah seseorang)${E}[^?？]{0,140}[?？]$`,
  "u",
);

const BARE_TIME_QUESTION_RE =
  /^¿?(?:is it time|is now the time|is this the moment|is it the moment|es el momento|¿es ahora el momento|é a hora|chegou a hora|est-ce le moment|c'est le moment|ist es so weit|ist jetzt der zeitpunkt|è il momento|è arrivato il momento|пора ли|настал ли момент|zamanı geldi mi|vakti geldi mi|đã đến lúc chưa|đến lúc rồi chăng|apakah sudah waktunya|sudah saatnya|现在是时候了吗|現在是時候了嗎|是时候了吗|是時候了嗎|今がその時(?:でしょうか|ですか)|지금이 그때일까요|지금이 그 시점일까요|क्या यही सही समय है|هل حان الوقت)[?？]$/u;

const FORCED_SALE_QUESTION_RE = new RegExp(
  `(?:${W}(?:force|forced|make|push) you to (?:sell|cut|exit|close)|${W}(?:te obligaría|le obligaría|te forzaría) a vender|${W}(?:te|o) (?:obrigaria|forçaria) a vender|${W}vous (?:obligerait|forcerait) à vendre|${W}ti costringerebbe a vendere|${W}(?:zwingen würde|zwingt) (?:\\S+ ){0,3}zu verkaufen|${W}вынудит (?:вас|тебя) продать|${W}sizi satmaya zorlar|${W}buộc (?:bạn|anh|chị) (?:phải )?bán|${W}memaksa (?:anda|kamu) menjual|逼你|逼您|迫使你|迫使您|강제로 팔|売らざるを得な)[^?？]{0,60}[?？]$`,
  "u",
);

/** True when the whole (normalised) unit is one of the research questions above. */
export function isResearchQuestion(s: string): boolean {
  if (!/[?？]$/u.test(s) || NUDGE_WORD_RE.test(s.replace(/^¿/u, ""))) {
    // "không" closes a Vietnamese yes/no question; it is not a negation there.
    if (!/[?？]$/u.test(s) || !/không[?？]$/u.test(s) || NUDGE_WORD_RE.test(s.replace(/không[?？]$/u, "?"))) return false;
  }
  return GENERAL_QUESTION_RE.test(s) || BARE_TIME_QUESTION_RE.test(s) || FORCED_SALE_QUESTION_RE.test(s);
}
