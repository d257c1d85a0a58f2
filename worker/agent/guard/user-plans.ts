/**
 * Round 42 (heldout-109 … 112's first look): the user's own plan said back to them — "You said earlier
 * that your plan is to sell half your ETH if it reaches $4,000", "Tu m'as dit vouloir vendre tes actions
 * Stellantis en septembre", "已记入 NB-311：你打算在茅台跌破 1,400 元时再买 100 股", "Kamu bilang mau jual ANTM
 * kalau tembus Rp2.000", "…予定とのことでしたね". The trade is the user's, named as what they said; the agent
 * is recalling it (a Notebook entry, a follow-up turn), not giving it. Eight languages' forms of it were
 * read as calls.
 *
 * Only the clause that restates is covered: the unit is cut at the first ";", "—" or "–", and what
 * follows is judged as usual ("You said you'd sell at $300 — do it now" stays a call). Not when the
 * restating clause itself holds a word of advice ("you said you'd sell, and you should").
 */
const E = "(?![\\p{L}\\p{M}])";

/** "You said / mentioned / told me (earlier) (that) …" and the Notebook's "logged as NB-311: you plan …". */
const RESTATED_OPENER_RE = new RegExp(
  "^(?:(?:ha|ok|okay|right|fair|got it|noted|understood|d'accord|entendido|certo|va bene|verstanden|понял|tamam|oke|baik)[,!.]?\\s+(?:—\\s+)?)?" +
    "(?:" +
    [
      `(?:as |like )?you(?:'ve)? (?:said|mentioned|told me|noted|wrote|explained|shared|indicated)(?: (?:earlier|before|previously|last (?:week|time|month)|yesterday|in (?:march|april|may|june|july|january|february|august|september|october|november|december)))?${E}`,
      `(?:per|from) your (?:note|message|earlier message|plan)${E}`,
      `(?:logged|noted|saved|recorded|added)(?: (?:this|that|it))? (?:in|as|to|under) (?:nb|\\$tkr)-\\d+`,
      `(?:vos )?(?:comentaste|dijiste|mencionaste|me dijiste|me comentaste|me contaste|nos dijiste|usted (?:dijo|mencionó|comentó))${E}`,
      `(?:você|vc) (?:disse|comentou|mencionou|falou)${E}|(?:me )?disseste${E}`,
      `(?:tu m'as dit|vous m'avez dit|vous avez (?:dit|mentionné|indiqué|précisé|écrit)|tu as (?:dit|mentionné|indiqué|précisé|écrit)|vous disiez|tu disais|comme vous (?:l'avez dit|me l'avez dit))${E}`,
      `(?:mi hai detto|mi avevi detto|hai detto|avevi detto|mi ha detto|mi aveva detto|hai scritto|mi hai scritto|hai accennato|come mi hai detto)${E}`,
      `(?:du hast (?:mir )?(?:gesagt|erwähnt|geschrieben)|sie haben (?:mir )?(?:gesagt|erwähnt|geschrieben)|sie sagten|du sagtest|wie sie (?:sagten|schrieben))${E}`,
      `(?:вы|ты) (?:говорили|говорил|говорила|упоминали|упоминал|упоминала|писали|писал|писала|сказали|сказал|сказала)${E}`,
      `(?:daha önce )?(?:demiştiniz|söylemiştiniz|belirtmiştiniz|bahsetmiştiniz|yazmıştınız|demiştin|söylemiştin)${E}`,
      `(?:bạn|anh|chị) (?:đã |từng |có )?(?:nói|nhắc|cho biết|chia sẻ)${E}|đã ghi vào (?:nb|\\$tkr)-\\d+\\s*:\\s*(?:bạn|anh|chị) (?:định|dự định|muốn)${E}`,
      `(?:(?:bulan lalu|minggu lalu|kemarin|tadi|sebelumnya) )?(?:kamu|anda) (?:bilang|mengatakan|menyebutkan|bercerita|cerita)${E}|(?:sebelumnya )?(?:kamu|anda) (?:sempat )?(?:bilang|menyebut)${E}`,
      "आपने (?:पहले )?(?:कहा था|बताया था|बताया|कहा|लिखा था)",
      "(?:قلت|ذكرت|أخبرتني|كتبت|أشرت)(?: سابقا| من قبل)?(?: أن| إن| إنك| أنك)",
      "(?:你|您)(?:之前|此前|上次|先前|刚才|剛才|上个月|上個月|上周|上週|上星期|昨天|前几天|前幾天|一开始|一開始)?(?:提到|提过|提過|说过|說過|说|說|表示|讲过|講過)(?:过|過)?[，,：:]?",
      "(?:已记入|已記入|已记录|已記錄|记入|記入)\\s*(?:nb|\\$tkr)-\\d+\\s*[：:]\\s*(?:你|您)",
      "(?:말씀하신|말씀하셨듯이|말씀하셨던)",
    ].join("|") +
    ")",
  "u",
);

/** Japanese restates at the end: "…予定とのことでしたね", "…とおっしゃっていました". */
const RESTATED_SUFFIX_RE = /(?:planladığını|düşündüğünü|istediğini|hedeflediğini)\s+(?:söylemiştin|söylemiştiniz|belirtmiştin|belirtmiştiniz|yazmıştın|yazmıştınız)[.]?$|(?:予定|つもり|お考え|方針|計画)(?:とのことでしたね|とのことでした|だとおっしゃっていました|と伺っています)[。.]?$|とおっしゃっていましたね?[。.]?$|(?:という|との)ご?(?:計画|予定|方針|お考え|おつもり)(?:でしたね|でした|とのことでしたね|と伺いました)[。.]?$|(?:라고|다고) 말씀하셨(?:죠|지요|습니다)[.]?$/u;

/**
 * A word of advice inside the restating clause itself: then it is not only the user's plan. Round 46: and
 * a word that urges or proposes ("别再拖了，趁现在…赶紧换掉", "或許可以考慮趁新台幣這波強勢…", "don't wait"), since a
 * clause cut only at ";" or a dash runs on through commas into what the speaker adds.
 */
const ADVICE_RE =
  /(?<![\p{L}])(?:should|must|i'd|i would|recommend|suggest|better|now is|don't wait|do it now|go ahead|consider|might want to|no esperes|considera|não espere|considere|n'attendez pas|envisagez|warte nicht|erwäge|non aspettare|valuta|не ждите|не тяни|подумайте|beklemeyin|düşünün|đừng chờ|cân nhắc|jangan tunggu|pertimbangkan|deberías|debes|recomiendo|deveria|deve|recomendo|devriez|devrais|conseille|dovresti|consiglio|solltest|sollten sie|empfehle|стоит|следует|советую|gerekir|öneririm|nên|harus|sebaiknya|चाहिए|يجب|ينبغي|أنصح)(?![\p{L}])|应该|應該|建议|建議|最好|べき|すべき|해야|赶紧|趕緊|赶快|趕快|别再|別再|不要再|不妨|可以考虑|可以考慮|或许可以|或許可以|趁现在|趁現在|趁着|趁著|早めに|今のうちに|서두르|지금 바로/u;

/**
 * The rest of a (normalised) unit after a clause that restates the user's own plan, or the unit
 * unchanged when it does not open with one. "" when the restating clause is all of it.
 */
export function withoutUserPlan(s: string): string {
  if (RESTATED_SUFFIX_RE.test(s)) return ADVICE_RE.test(s) ? s : "";
  const m = RESTATED_OPENER_RE.exec(s);
  if (!m) return s;
  const cut = s.slice(m[0].length).search(/\s*(?:;|；|\s[—–]\s|—)/u);
  const clause = cut < 0 ? s : s.slice(0, m[0].length + cut);
  if (ADVICE_RE.test(clause)) return s;
  return cut < 0 ? "" : s.slice(m[0].length + cut).replace(/^\s*(?:;|；|[—–])\s*/u, "");
}

