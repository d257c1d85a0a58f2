/**
 * Round 13: three directive classes that name no reader at all, so the reader-action detector
 * (./reader-action.ts) cannot see them, found on heldout-13 and heldout-14's first looks:
 *
 * - the **impersonal or passive modal** on a trade: the object is the subject and the verb is
 *   passive or governed by "one must" ("SOL should be bought", "hay que comprarlo", "deve-se
 *   vender", "ces actions devraient être vendues", "muss … verkauft werden", "vanno vendute",
 *   "нужно продать", "就该买", "売るべき", "satılmalı", "nên được bán", "harus dijual");
 * - **closing a position** as an imperative: a close verb opening a clause and a position noun
 *   after it ("Cierra tu posición", "Clôturez vos positions courtes", "Закрой позицию", "平掉…仓位",
 *   "pozisyonunu kapat");
 * - **leaving the sidelines** ("don't stay on the sidelines", "no te quedes al margen", "non restare
 *   a guardare") and "it's worth buying" (`vale a pena comprar`).
 *
 * Each is a shape (modal/passive morphology + a trade stem, close verb + position noun), not a
 * sentence list. History, a reported view, a definition or "your decision" exempts the modal class
 * (RESEARCH_FRAME_RE, shared with the reader-action detector); the agent's declines were removed
 * before this runs (./detect.ts).
 */
import { RESEARCH_FRAME_RE, TRADE_MORE_RE, TRADE_RE } from "./lexicon/reader-action";
import { QUOTED_URGENT_RE } from "./lexicon/reader-action";

const W = "(?<![\\p{L}\\p{M}])";
const E = "(?![\\p{L}\\p{M}])";

/** Trade participles and infinitives that a passive or impersonal modal governs. */
const EN_PASSIVE = `(?:should|ought to|must|needs? to|has to|have to|is to|deserves? to|begs? to|is begging to) be (?:bought|sold|shorted|dumped|trimmed|accumulated|added|exited|closed|covered|offloaded|scooped up|picked up|loaded|owned|held)${E}(?! back)(?! by (?!(?:anyone|anybody|everyone|everybody|every|all|any|long-term|investors|you)${E}))`;

const IMPERSONAL_RE = new RegExp(
  [
    `${W}${EN_PASSIVE}`,
    // es / pt / it / fr: "hay que comprar", "deberían venderse", "deve-se vender", "tem que ser comprado",
    // "bisogna comprare", "va/vanno venduto/e", "il faut acheter", "devraient être vendues".
    `${W}(?:hay que|habría que|conviene|se deben?|deve-se|devem-se|é preciso|é hora de|bisogna|occorre|il faut|il faudrait|faut) (?:(?!(?:que|che|qu'|entre|\\p{L}{3,}(?:ar|er|ir))(?![\\p{L}\\p{M}]))\\S+ ){0,2}(?:compr|vend|acumul|achet|renforc|sal|shorte)\\p{L}*(?:ar|er|ir|re|lo|la|los|las)${E}`,
    `${W}(?:deber(?:ía|ían|á|án)?|debe|deben|devem|deve|deveriam) (?:compr|vend)\\p{L}*se${E}`,
    `${W}(?:tem|têm|tiene|tienen|deve|devem|debe|deben|devrai(?:en)?t|doit|doivent|dovrebbe(?:ro)?|deve|devono) (?:que |de )?(?:ser|être|essere) (?:compr|vend|achet|shortat)\\p{L}*`,
    `${W}(?:va|vanno|andrebbe(?:ro)?) (?:compr|vend)(?:ato|ata|ati|ate|uto|uta|uti|ute)${E}`,
    // de: "muss … verkauft werden", "sollte … gekauft werden".
    `${W}(?:muss|müssen|sollte|sollten|sollen|soll)${E}.{0,60}${W}(?:gekauft|verkauft|nachgekauft|aufgestockt|abgestoßen|glattgestellt) werden${E}`,
    `${W}(?:sollte|sollten|muss|müsste|kann|könnte) man${E}.{0,60}${W}(?:kaufen|verkaufen|nachkaufen|shorten|aufstocken|abstoßen|einsteigen|aussteigen)${E}`,
    // ru: "нужно/надо/следует/пора продать", "нужно шортить".
    `${W}(?:нужно|надо|следует|необходимо|пора)${E}(?: \\S+){0,2} (?:купить|покупать|докупить|продать|продавать|шортить|зашортить|закрыть|выйти|фиксировать|зафиксировать)${E}`,
    // tr: necessitative passive "satılmalı", "alınmalı"; vi: "nên được bán", "nên mua" opening a unit;
    // id: "harus dijual", "sebaiknya dibeli".
    `${W}(?:satılmalı|alınmalı|satın alınmalı|toplanmalı)`,
    // vi "cần"/"phải" are plain "need": only "nên" (should) or a passive "được" counts.
    `(?:^|${W}(?:thì|là|này|đó) )nên (?:mua|bán)${E}|${W}(?:là|thì) phải (?:mua|bán)${E}|${W}(?:nên|cần|phải) được (?:bán|mua)${E}(?!.*(?:hay không|hay chưa|bao nhiêu))`,
    // id: not a relative clause ("saham yang harus dijual") or an agent ("dijual oleh dana indeks").
    `(?<!yang )${W}(?:harus|perlu|sebaiknya|wajib) (?:dijual|dibeli|diborong|dilepas)${E}(?! oleh)`,
    // zh: "就该买", "该卖了"; ja: "売るべき", "買うべき", volitional "買おう", "しよう" after a trade noun.
    "(?:就该|就應該|就应该|该|應該|应该)(?:买|卖|買|賣|抛|拋|清仓|加仓)(?!.{0,4}(?:吗|嗎|？|\\?))",
    "(?:買う|売る|買い増す|手放す|損切りする|利確する)べき(?!かどうか|か[?？]|かは)",
    "(?:買おう|売ろう|買っておこう|売っておこう|仕込もう|買い増ししよう|買い増そう|利確しよう|損切りしよう|手放そう)(?!と|か)",
    // Japanese plain imperative / volitional / "should" after a trade stem: 仕込んでおけ, 利確しとこう, 買っておくべき.
    "(?:買|売|仕込|突っ込|利確|損切り?|手放|空売り|買い増|乗り換え|拾)[っんいしえ]?(?:ておけ|でおけ|とけ|どけ|とこう|どこう|ておこう|でおこう|ておくべき|でおくべき|しとこう|しておけ|しろ|せよ|もう|おう|ろう|こう)(?!と|か|という|との)",
    // ja closing, judged on the whole unit so a quoted instruction ("…閉じてください、という指示") is a mention.
    "ポジションを(?:閉じ|決済し|解消し|手仕舞い?し?)(?:て(?:ください|下さい|おけ)|ろ|なさい|よう|ましょう)(?!.{0,3}(?:という|との|と言))",
    // ko: "수익 실현하고", "익절하세요", "…해라".
    // A connective "하고" counts only when the sentence ends in an imperative ("…하고 … 늘려라"), not "늘렸다".
    "(?:수익 실현|차익 실현|익절|손절)(?:하세요|하십시오|해라|하라|하자|해요|하고[^.]*(?:라|세요|십시오|자)[.!]?$)",
  ].join("|"),
  "u",
);

/** A close verb opening a clause, then a position noun within a few words. */
const CLOSE_RE = new RegExp(
  [
    // "Cierre de posiciones:" is a noun label, not an imperative.
    `^(?:please |now |so )?(?:close|cover|cierra|cierre|cerrad|cerrá|feche|fechem|fecha|clôture|clôturez|clôturer|ferme|fermez|schließ|schließe|schließt|schließen sie|schliess|schliesse|chiudi|chiudete|chiuda|закрой|закройте|закрывай|закрывайте|tutup|đóng)${E}(?! (?:de|of|di|der|des|du) )(?: \\S+){0,3} ?${W}(?:posici\\p{L}*|posiç\\p{L}*|positions?|posizion\\p{L}*|позици\\p{L}*|posisi|vị thế|shorts?|longs?|cortos|largos|short-positionen|long-positionen|leerverkäufe|trades?|шорт\\p{L}*|лонг\\p{L}*)${E}`,
    `${W}pozisyon\\p{L}* kapat(?:ın|)[.!]?$`,
    "^(?:平掉|平仓|平倉)|(?:^|就|先|赶紧|趕緊|赶快|立刻|马上|馬上)把[^，。]{1,14}(?:平掉|清掉|卖掉|賣掉|抛掉|拋掉)",
  ].join("|"),
  "u",
);

/** Leaving the sidelines and "it's worth buying": urging without naming the reader. */
const SIDELINES_RE = new RegExp(
  [
    `^(?:don't|do not|dont) (?:stay|sit|wait) (?:on|at) the sidelines${E}|^get off the sidelines${E}|^don't sit this one out${E}`,
    `^no te quedes (?:al margen|fuera|mirando|afuera)${E}|^no se quede (?:al margen|fuera)${E}`,
    `^non (?:restare|stare|rimanere) (?:a guardare|fuori|in disparte|alla finestra)${E}`,
    `^(?:não fique|nao fique) (?:de fora|parado|olhando)${E}`,
    `^ne (?:reste|restez|restons) pas (?:sur la touche|à l'écart|en dehors)${E}|^bleib(?:t|en sie)? nicht (?:an der seitenlinie|draußen|außen vor)${E}`,
    "^(?:别|不要|不要再|别再)(?:在场外)?观望|^様子見は(?:やめ|止め)",
    // "Vale a pena comprar?" asks; only the statement urges.
    `${W}(?:vale a pena|vale la pena|ça vaut le coup d'|es lohnt sich,? (?:jetzt )?zu) ?(?:compr|vend|achet|kauf)(?![^.!]*[?？])`,
    // zh imperatives with no verb at the head: "趁回调加仓", "把三成资金投到…".
    "^趁[^，。]{1,10}(?:加仓|加倉|买入|買入|抄底|上车|上車|卖出|賣出|减仓|減倉|清仓|清倉)",
    "^把[^，。]{0,12}(?:资金|資金|仓位|倉位|钱|錢|积蓄|積蓄|存款|本金)[^，。]{0,4}(?:投到|投入|放到|放进|换成|換成|转到|轉到|买|買)",
  ].join("|"),
  "u",
);

/** "My advice: …" opening a unit, then any trade verb or position side later in it. */
const MY_ADVICE_RE = new RegExp(
  // The advice noun as a label or subject ("My tip: …", "my advice is to …"), not "my advice column".
  `^(?:my (?:advice|tip|recommendation|two cents|suggestion)|mi (?:consejo|recomendación|sugerencia)|meu conselho|minha (?:dica|recomendação)|mon conseil|ma recommandation|mein (?:rat|tipp)|meine empfehlung|il mio consiglio|мой совет|моя рекомендация|tavsiyem|önerim|saran saya|lời khuyên của tôi)(?:\\s*[:：,—–-]|\\s+(?:is|would be|es|é|est|ist|è|это|adalah|là)\\s*(?:to|that|simple|clear|[:：—–-]|que|de|di|zu|dass|,)|\\s+here)|^(?:我的建议|我的建議|私のアドバイス|私のおすすめ|제 조언|내 조언)`,
  "u",
);
/** "My advice is to check whether to buy" states the reader's choice: a whether-word ends the frame. */
const WHETHER_RE = /(?<![\p{L}\p{M}])(?:whether|si|se|ob|czy)(?![\p{L}\p{M}])|是否|要不要|该不该|かどうか|할지/u;
/**
 * A rule, law or contract as the source of a passive "must be sold" is mechanics ("Under the index
 * rules the stock must be sold by Friday", "Por ley, las participaciones deben venderse").
 */
const RULE_SOURCE_RE = /(?<![\p{L}\p{M}])(?:rules?|law|laws|mandate|agreement|regulation|regulators?|prospectus|covenants?|loi|mandat|accord|règles?|gesetz\p{L}*|\p{L}*regeln|vertrag|legge|accordo|regol\p{L}*|ley|acuerdo|norma|reglamento|lei|acordo|regras?|kural\p{L}*|yasa\p{L}*|aturan|quy định|luật|закон\p{L}*|обязал\p{L}*|регулятор\p{L}*)(?![\p{L}\p{M}])|规定|法规|規定|規則|法律|규정/u;
const SIDE_RE = /(?<![\p{L}\p{M}])(?:short|long|corto|largo|vendido|comprado|à découvert|kısa)(?![\p{L}\p{M}])|做空|做多|空売り|숏|롱|шорт|лонг/u;

/**
 * A decision that is not the reader's ("before the ETF decision", "the Fed's decision") is a
 * calendar event: it must not exempt the unit the way "is your decision" does.
 */
const EVENT_DECISION_RE = /(?:^|\s)(?:the|a|an|this|that) (?:\S+ )?(?:\S+'s )?decision(?! is (?:entirely )?yours)/gu;

/**
 * Mechanics, not advice: a purpose clause opening the unit ("To realise the loss for tax, the share
 * must be sold before 31 December", "Чтобы зафиксировать убыток, нужно продать бумагу") — unless
 * an urgency word turns it back into a call to act now.
 */
const PURPOSE_RE = /^(?:to|in order to|чтобы|для того чтобы|para|pour|afin de|um|per|untuk|agar|để|için)(?![\p{L}\p{M}])/u;
const URGENT_RE = /(?<![\p{L}\p{M}])(?:now|today|asap|ya|ahora|hoy|agora|hoje|maintenant|aujourd'hui|jetzt|sofort|heute|adesso|subito|oggi|сейчас|сегодня|срочно|şimdi|hemen|bugün|sekarang|ngay|bây giờ)(?![\p{L}\p{M}])|现在|現在|今すぐ|지금|马上|馬上/u;

/*
 * Round 14 (heldout-15): more directives that name no reader.
 * - An **evaluative impersonal frame** with a trade verb as its first verb: "It's worth dumping …",
 *   "Conviene deshacerse de …", "Il serait judicieux d'alléger …", "Es lohnt sich, … umzuschichten",
 *   "Conviene incassare …", "Sebaiknya cut loss …", "…çevirmen mantıklı olur" — not "It's worth
 *   noting that …", "Conviene recordar que vender …", "Il serait judicieux pour la BCE de …".
 * - **"Time to" + a trade verb**: "Hora de realizar lucro", "Il est temps d'alléger", "Saatnya take profit".
 * - **Profit and loss imperatives at a clause start**: "Kârı realize et", "Cứ gồng tiếp HPG", "đừng bán
 *   non", "Cut loss saja …" — not "kârlarını realize etti" (past), not "Cut loss adalah …" (definition).
 * - A **bare trade verb exclaimed**: "Nachkaufen!", "¡Vender!", "Comprare!".
 * - A **maxim applied to now**: a trade saying quoted after "as X says / used to say", then a clause
 *   with "now"/"today" ("… — and everyone's scared of NVDA right now"); a year makes it history.
 */
const EVAL_FRAME_RE = new RegExp(
  [
    `^(?:but |so |and |honestly,? )?(?:it's|it is|it'd be|it would be|it might be) (?:worth|wise|smart|prudent|sensible|smarter|wiser|a good idea)${E}(?: to)?|^it pays to${E}|^it makes sense to${E}`,
    `^(?:conviene|convendría|convém|conviria|converrebbe|sería (?:sensato|prudente|inteligente|buena idea)|seria (?:sensato|prudente|inteligente|bom)|il serait (?:judicieux|sage|prudent|pertinent|bon|malin|avisé)|il vaudrait mieux|mieux vaut|il est (?:judicieux|sage|prudent) |il convient|sarebbe (?:saggio|prudente|meglio|opportuno|il caso)|es lohnt sich|lohnt es sich|es wäre (?:klug|sinnvoll|ratsam|besser|schlau)|es empfiehlt sich|имеет смысл|разумно|sebaiknya|lebih baik|ada baiknya|mending|better|meglio|mejor|melhor|besser|лучше)${E}`,
  ].join("|"),
  "u",
);
const FILLER_RE = /^(?:,?\s*(?:to|de|d'|di|zu|now|jetzt|ahora|agora|maintenant|adesso|subito|ora|sofort|dulu|segera|se|sich|ya|já|already|just|really|seriously|then)(?:\s+|(?<=')))*/u;
const NOT_TRADE_OBJECT_RE = /^\S+ (?:the|that|this) (?:idea|notion|thought|habit|assumption|belief|myth|narrative)(?![\p{L}\p{M}])/u;
const TRADE_FIRST_RE = new RegExp(`^(?:${TRADE_RE.source}|${TRADE_MORE_RE.source})`, "u");
const startsWithTrade = (rest: string) =>
  TRADE_FIRST_RE.test(rest) && !NOT_TRADE_OBJECT_RE.test(rest) && !/^\S+ (?:that|que|dass|che)(?![\p{L}\p{M}])/u.test(rest);
/** tr: the verb comes first and the evaluation last: "…çevirmen mantıklı olur", "satmak iyi olur". */
const TR_EVAL_RE = /(?:sat|al|çevir|kaydır|boşalt|topla|realize et|kapat|ayır)(?:mak|mek|man|men|manız|meniz|ması|mesi) (?:daha )?(?:mantıklı|akıllıca|iyi|doğru|yerinde) (?:olur|olacaktır|olabilir)(?![\p{L}\p{M}])/u;
const TIME_TO_TRADE_RE =
  /^(?:(?:it's |it is )?(?:high )?time to|(?:es |é |e )?hora de|il est temps|c'est le moment|(?:es ist )?(?:höchste )?zeit,?|è (?:ora|il momento)|пора|saatnya|sudah waktunya|đã đến lúc|tới lúc|đến lúc)(?![\p{L}\p{M}])\s*/u;
const PNL_IMPERATIVE_RE = new RegExp(
  [
    `^(?:\\S+ )?(?:kâr\\p{L}* )?realize (?:et|edin)${E}|^zarar\\p{L}* kes(?:in)?${E}`,
    `^(?:cứ |hãy )?(?:gồng|ôm)(?: tiếp| lãi| lỗ| chặt)? (?!(?:\\S+ )?là${E})\\S+|^(?:và |nhưng )?(?:đừng|chớ) (?:vội |có )?(?:bán|mua|cắt lỗ|chốt lời|xả)${E}(?!(?: \\S+)? là${E})`,
    `^(?:sebaiknya |mending |langsung )?(?:cut loss|take profit|profit taking)${E}(?! (?:adalah|merupakan|berarti|yaitu|ialah|itu adalah))`,
  ].join("|"),
  "u",
);
const EXCLAIMED_RE =
  /^¡?(?:nachkaufen|aufstocken|kaufen|verkaufen|einsteigen|aussteigen|comprar|vender|comprare|vendere|acheter|vendre|покупать|продавать|купить|продать|докупать|buy|sell|beli|jual|mua|bán|al|sat)(?:,? (?:jetzt|sofort|ya|now|subito|maintenant|сейчас|şimdi|sekarang|ngay))?\s*!+\s*$/u;
const MAXIM_RE = /(?:says?|said|used to say|would say|puts? it|remember)[^"]{0,20}"([^"]{4,90})"(.*)$/u;
const NOW_RE = /(?<![\p{L}\p{M}])(?:right now|now|today|this week|hoy|ahora|agora|hoje|aujourd'hui|maintenant|jetzt|heute|adesso|oggi|сейчас|сегодня|şimdi|bugün|sekarang|bây giờ)(?![\p{L}\p{M}])/u;
const MAXIM_WORDS_RE = /(?<![\p{L}\p{M}])(?:greedy|fearful|blood|fear|codicioso|sangre|sangue|avide|gierig|avidi|жадн\p{L}*)/u;
const RATE_EVENT_RE = /(?<![\p{L}\p{M}])rate (?:cuts?|hikes?|decisions?|path)(?![\p{L}\p{M}])/gu;

/** German puts the zu-infinitive last; it must itself be a trade verb ("… umzuschichten", "… zu verkaufen"), not "… zu verstehen". */
function zuTrade(c: string): boolean {
  const m = /(?:(?<![\p{L}\p{M}])zu (\p{L}+)|(\p{L}+zu\p{L}+))\s*[.!]?$/u.exec(c);
  const verb = m ? (m[1] ?? m[2]!) : "";
  return verb !== "" && (TRADE_MORE_RE.test(verb) || /^(?:kaufen|verkaufen|nachzukaufen|aufzustocken|einzusteigen|auszusteigen|abzubauen|zu reduzieren|umzuschichten)$/u.test(verb));
}

function evaluative(s: string, parts: readonly string[]): boolean {
  for (const c of new Set([s, ...parts])) {
    const m = EVAL_FRAME_RE.exec(c);
    if (m) {
      const rest = c.slice(m[0].length).trimStart().replace(FILLER_RE, "").trimStart();
      if (startsWithTrade(rest)) return true;
      // German puts the zu-infinitive last: "Es lohnt sich, jetzt einen Teil … umzuschichten".
      if (/^(?:es |lohnt)/u.test(m[0]) && zuTrade(c)) return true;
    }
    // "Time to buy?" quotes the reader's question back; only the statement urges.
    const t = /[?？]/u.test(c) ? null : TIME_TO_TRADE_RE.exec(c);
    if (t && (startsWithTrade(c.slice(t[0].length).trimStart().replace(FILLER_RE, "").trimStart()) || (/zeit/u.test(t[0]) && zuTrade(c)))) return true;
  }
  if (TR_EVAL_RE.test(s)) return true;
  if ([s, ...parts].some((c) => PNL_IMPERATIVE_RE.test(c))) return true;
  return EXCLAIMED_RE.test(s);
}

/** A trade maxim quoted after "as X says", then applied to now in the same unit (no year, no third party after it). */
function maximNow(s: string): boolean {
  const mx = MAXIM_RE.exec(s);
  return mx !== null && (TRADE_RE.test(mx[1]!) || TRADE_MORE_RE.test(mx[1]!) || MAXIM_WORDS_RE.test(mx[1]!)) && NOW_RE.test(mx[2]!) && !/(?<!\d)(?:19|20)\d\d(?!\d)/u.test(s) && !RESEARCH_FRAME_RE.test(mx[2]!);
}

/**
 * Round 15: an urgent trade imperative quoted after "as X puts it / likes to say" ("As one trader
 * puts it: "Back up the truck on uranium now, before everyone else does.""): the quote is adopted,
 * not reported — unless a year makes it history or a research frame follows it.
 */
function quotedUrgent(s: string): boolean {
  const m = QUOTED_URGENT_RE.exec(s);
  if (!m) return false;
  const quote = m[1]!.replace(/^(?:just |now |so )/u, "");
  const rest = s.slice(m.index + m[0].length);
  return new RegExp(`^(?:${TRADE_RE.source}|${TRADE_MORE_RE.source})`, "u").test(quote) && (NOW_RE.test(quote) || URGENT_RE.test(quote)) && !/(?<!\d)(?:19|20)\d\d(?!\d)/u.test(s) && !RESEARCH_FRAME_RE.test(rest);
}

/** True for an impersonal trade modal, a close-your-position imperative or a sidelines urge. */
export function impersonalDirective(s: string, parts: readonly string[]): boolean {
  if (parts.some((c) => CLOSE_RE.test(c) || SIDELINES_RE.test(c))) return true;
  if (maximNow(s)) return true;
  if (quotedUrgent(s)) return true;
  if (evaluative(s, parts) && !RESEARCH_FRAME_RE.test(s.replace(/liquidat\p{L}*/gu, " "))) return true;
  if (MY_ADVICE_RE.test(s) && (TRADE_RE.test(s) || SIDE_RE.test(s)) && !WHETHER_RE.test(s)) return true;
  if (PURPOSE_RE.test(s) && !URGENT_RE.test(s)) return false;
  if (RULE_SOURCE_RE.test(s) && !URGENT_RE.test(s)) return false;
  return IMPERSONAL_RE.test(s) && !RESEARCH_FRAME_RE.test(s.replace(EVENT_DECISION_RE, " event").replace(RATE_EVENT_RE, " event"));
}
