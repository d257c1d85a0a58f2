/**
 * Language-independent shapes (data): trade labels ("Rating: SELL", a table cell "BUY", a bullet
 * "ETH — buy below 3,000") and trade plans (entry / stop / target with numbers). The label words
 * are the trade verbs and rating words of every supported language.
 */
import { unicodeWords } from "./words";

export const LABEL_WORDS =
  "(?:strong\\s+buy|strong\\s+sell|buy|sell|long|short|accumulate|reduce|exit|add|trim|take profit|compra[r]?|vende[r]?|venta|comprar|vender|achat|acheter|vente|vendre|kaufen|verkaufen|acquist(?:o|are)|comprare|vendere|vendi|compra|kupuj|sprzedaj|kupić|sprzedać|покупать|продавать|купить|продать|покупка|продажа|купувати|продавати|купити|продати|买入|卖出|買入|賣出|增持|减持|減持|买|卖|매수|매도|買い|売り|खरीदें|बेचें|खरीद|बेच|al|sat|شراء|بيع|خرید|فروش|mua|bán|beli|jual|ซื้อ|ขาย|強力買入|强烈买入|加仓|加倉|减仓|減倉|清仓|清倉|加码|加碼|减码|減碼|买进|買進|建仓|建倉|買い増し|利確|損切り|익절|손절|풀매수|做多|做空|تجميع|زيادة المراكز|تقليص المراكز|stay long|stay short)";

/** Heads of a label line: "Rating:", "Verdict —", "评级：", "ETH:" (a ticker). */
const LABEL_HEAD =
  "(?:(?:our |my |the |final |overall |trade |analyst |nuestra |mi |nossa |minha |a nossa |a minha |notre |ma |la nostra |la mia |unsere |meine |наша |моя )?(?:rating|recommendation|verdict|action|signal|call|stance|bias|advice|suggestion|decision|trade idea|idea|setup|play|position|side|direction|recomendación|recomendação|recommandation|empfehlung|raccomandazione|rekomendacja|рекомендация|рекомендація|сигнал|tavsiye|öneri|sinyal|التوصية|توصیه|khuyến nghị|rekomendasi|sinyal|คำแนะนำ|señal|sinal|signal|评级|評級|建议|建議|操作建议|操作建議|判断|判定|推奨|투자의견|의견|सिफारिश|सलाह)|bottom line|conclusion|takeaway|the takeaway|tl;dr|fazit|conclusión|conclusão|en résumé|conclusione|вывод|итог|sonuç|kết luận|kesimpulan|निष्कर्ष|الخلاصة|الخلاصه|结论|結論|まとめ|결론|acción recomendada|ação recomendada|action recommandée|empfohlene aktion|azione consigliata|zalecana akcja|recommended action|suggested action|suggested trade|suggested|einschätzung|appréciation|valoración|avaliação|değerlendirme|đánh giá|penilaian|strategy|trade|estrategia|estratégia|stratégie|strategie|strategia|стратегия|strateji|chiến lược|strategi|रणनीति|الاستراتيجية|策略|戦略|전략|порада|совет|consejo|conselho|conseil|tipp|consiglio|rada|saran|lời khuyên|نصيحة|نصیحت|操作|\\$tkr)";

export const LABEL_LINE = new RegExp(
  // Round 31: a name between the head and the label ("의견: 에코프로 매도"); round 42 a Japanese one, quoted ("判断：三菱UFJは「買い」").
  `^${LABEL_HEAD}\\s*(?:[:：—–→-]|=>|->)\\s*(?:\\$tkr\\s+|[^\\s,.:;]{1,12}\\s+|[^\\s,.:;、。「」]{1,16}[はがを]\\s*)?["「『]?(?:strong\\s+|強力|强烈)?${LABEL_WORDS}(?![\\p{L}-])(?!\\s+(?:interest|squeeze|covering|sellers?|buyers?|volume|pressure|signals?|ratios?|positions? (?:rose|fell|were|are|hit|climbed|dropped)))`,
  "u",
);

/** Round 40 (heldout-101): a label after an arrow ends a watchlist line ("MACD bajista → VENDER", "デッドクロス発生 → 空売り推奨"). */
export const ARROW_LABEL_RE = new RegExp(`(?:→|->|=>|⇒)\\s*(?:strong\\s+|強力|强烈)?(?:${LABEL_WORDS}(?![\\p{L}-])|(?:空売り|買い|売り)推奨|(?:买入|買入|卖出|賣出)(?:建议|建議)?)\\s*[.!。！]?$`, "u");

/** A cell of a markdown table that is nothing but a label ("BUY", "Strong Buy", "卖出"). */
export const LABEL_CELL = new RegExp(`^(?:strong\\s+|強力|强烈)?${LABEL_WORDS}$`, "u");

/** Trade-plan parts; two or more of them with a number is a plan. */
// Round 29: a table cell ("| Stop | 1,0830 |"), Portuguese "em" and a currency before the number.
const NUM = "\\s*(?:[:：=@~|]|at|around|near|about|à|a|в|на|около|في|ở|di|en|em|bei|à|w)?\\s*(?:zone\\s*[:：]?\\s*)?(?:r\\$|us\\$|\\$|€|£|₽|₺)?\\s?\\d";
const PLAN_PARTS_EN: readonly RegExp[] = (
  [
  new RegExp(`(?:\\bentry|\\bbuy zone|\\bentrada|\\bentrée|\\beinstieg|\\bingresso|\\bwejście|\\bвход|\\bвхід|入场|進場|入場|진입|エントリー|\\bgiriş|مدخل|دخول|ورود|điểm vào)${NUM}`, "u"),
  // Round 32: Russian case forms ("со стопом на 3 150", "с целью 2 700") and Turkish "zarar durdur".
  new RegExp(`(?:\\bstopp?(?:[- ]loss)?|\\bsl\\b|止损|止損|손절|損切り|\\bстоп(?:ом|а|у)?|\\bzarar (?:kes|durdur)|وقف الخسارة|حد ضرر|cắt lỗ)${NUM}`, "u"),
  new RegExp(`(?:\\btargets?|\\btp\\d?|\\btake[- ]profit|\\bobjetivo|\\balvo|\\bobjectif|\\bziel|\\bkursziel|\\bzielkurs|\\bobiettivo|\\bcel\\b|\\bцел(?:ь|ью|и)|\\bціль|目标|目標|목표|利確|\\bhedef|هدف|mục tiêu)${NUM}`, "u"),
  // Round 14: trader shorthand, "тейк 3 250" (take-profit) and "лонг ETH от 2 950" (entry by side and "from").
  new RegExp(`(?<![\\p{L}\\p{M}])(?:тейк(?:-профит)?|тейки)${NUM}`, "u"),
  new RegExp(`(?<![\\p{L}\\p{M}])(?:лонг|шорт|long|short) (?:\\S+ ){1,2}(?:от|from|desde|ab|da|dari|từ)${NUM}`, "u"),
]
).map(unicodeWords);

/**
 * The same three parts as the languages write them (round 14): a number BEFORE the keyword
 * ("180달러 매수", "7,800円でエントリー", "2,380 美元附近入场", "22,400 पर लॉन्ग"), keywords with a
 * suffix or in their own script ("목표가", "손절가", "स्टॉप लॉस", "टारगेट", "एंट्री"), and Arabic
 * "و" / "عند" around them ("ووقف الخسارة عند 2,850", "شراء الإيثريوم عند 2,950").
 */
// Round 32: Hindi "के" ("2,700 के टारगेट") and a dollar word before the keyword.
const NUM_BEFORE =
  "(?<![\\d.,])\\d[\\d,.]*\\s*(?:円|元|美元|ドル|달러|원|포인트|点|ポイント|ريال\\S*|دولار\\S*|डॉलर|dolar|долл\\S*)?\\s*(?:で|に|에서|에|附近|左右|पर|के|की)?\\s*";
const NUM_AFTER = "\\s*(?:[:：=@~]|عند|من|بسعر|पर|は|에)?\\s*\\d";
const PLAN_LOCAL: readonly RegExp[] = [
  new RegExp(`${NUM_BEFORE}(?:エントリー|入场|進場|入場|진입|매수|做多|做空|लॉन्ग|शॉर्ट|(?:買い|売り)(?!越|が|は|手|方)|खरीदें|खरीदिए|बेचें|बेचिए)|(?:एंट्री|एन्ट्री|الدخول|进场区间|進場區間|入场区间|入場區間|进场价|進場價|入场价|買進區間|买入区间)${NUM_AFTER}|(?:^|\\s|[:：])(?:شراء|بيع)(?:\\s+\\S+){0,2}\\s+(?:عند|من|بسعر)\\s*\\d`, "u"),
  // Round 31: Taiwanese 停損 / 停利, and a noun between keyword and number ("目標價 220 元", "進場區間 185 元").
  // Round 32: a number before Hindi "स्टॉप" and Turkish "stop" ("3.150 stop ve 2.700 hedefle short").
  new RegExp(`${NUM_BEFORE}(?:損切り?|止损|止損|停損|손절|स्टॉप(?: ?-?लॉस)?|stop(?:la|lu)?(?![\\p{L}]))|(?:स्टॉप ?-?लॉस|स्टॉपलॉस|स्टॉप|손절가|وقف الخسارة|停損|止损|止損)(?:价|價|位|点|點)?${NUM_AFTER}`, "u"),
  new RegExp(`${NUM_BEFORE}(?:利確|利食い|止盈|停利|익절|टारगेट|टार्गेट|लक्ष्य|hedef(?:le|li)?(?![\\p{L}]))|(?:टारगेट|टार्गेट|लक्ष्य|목표가|الهدف|目标价|目標價|目标位|目標位)${NUM_AFTER}`, "u"),
];

/**
 * Round 15: a plan part with the asset or a currency between the keyword and the number ("entrada
 * em VALE3 a R$ 61,20", "stop em R$ 58,90", "ingresso su ENI a 14,20 €").
 */
const CUR = "(?:r\\$|us\\$|\\$|€|£|₽|rp\\.?|₺)?\\s?";
// Round 29: the reader's position between ("stop da sua posição em Vale em R$ 61,80", heldout-63).
const VIA = `(?:\\s+(?:(?:em|en|on|su|sur|in|auf|в|na|no|di|ở|tại)\\s+(?:\\$tkr|[\\p{L}\\d]+)\\s+)?(?:a|at|à|@|em|en|su|bei|по|di|ở|na|no)?|\\s+(?:da|de|do|del|della|of|on|for|sur|auf|на)\\s+(?:sua |seu |tu |su |your |votre |ta |deine |ihre |la |le |a |the )?(?:posição|posicao|posición|position|posizione|позиции|pozisyon\\p{L}*)(?:\\s+[\\p{L}$]+){0,3}?\\s+(?:a|at|à|@|em|en|su|bei|по|di|ở|na|no))\\s*${CUR}\\d`;
const PLAN_WIDE: readonly RegExp[] = [
  new RegExp(`(?<![\\p{L}\\p{M}])(?:entry|entrada|entrée|einstieg|ingresso|вход|giriş|điểm vào)${VIA}`, "u"),
  new RegExp(`(?<![\\p{L}\\p{M}])(?:stopp?(?:[- ]loss)?|стоп|cắt lỗ)${VIA}`, "u"),
  new RegExp(`(?<![\\p{L}\\p{M}])(?:targets?|alvo|objetivo|objectif|ziel|kursziel|obiettivo|цель|hedef|mục tiêu)${VIA}`, "u"),
];

/** Each part with its local forms; parts without local forms are kept as they are. */
export const PLAN_PARTS: readonly RegExp[] = PLAN_PARTS_EN.map((p, i) => {
  const local = PLAN_LOCAL[i];
  const wide = PLAN_WIDE[i];
  const withLocal = local ? new RegExp(`${p.source}|${local.source}`, "u") : p;
  return wide ? new RegExp(`${withLocal.source}|${wide.source}`, "u") : withLocal;
});

/**
 * Round 44 (heldout-117 … 119's first look): the speaker's own view as a label, for the reader — "**HDFC
 * Bank — Fathom का नज़रिया: खरीदें**", "تقييم Fathom: شراء", "**Fathom觀點：** 騰訊控股逢高減碼", "**Meine
 * Einschätzung für dich: Halten**". The head holds a view word and names Fathom or the reader ("for
 * you"); then a label, or a hold word, which is a call here though not in a third party's table.
 */
const VIEW_WORDS =
  "(?:view|rating|call|take|verdict|recommendation|opinion|stance|观点|觀點|评级|評級|建议|建議|意見|見解|判断|評価|의견|투자의견|नज़रिया|नजरिया|राय|रेटिंग|رأي|تقييم|توصية|توصيتي|رأيي|recomendación|recomendação|recommandation|avis|empfehlung|einschätzung|giudizio|raccomandazione|рекомендация|мнение|оценка|görüşü?|tavsiye|khuyến nghị|quan điểm|rekomendasi|pandangan|penilaian)";
const VIEW_OWNER =
  "(?:fathom|for you|für dich|für sie|pour vous|pour toi|para ti|para usted|para você|per te|per voi|для вас|для тебя|senin için|sizin için|cho bạn|untuk anda|untuk kamu|आपके लिए|لك|给你|給你|给您|給您|あなたへの|당신을 위한)";
// Round 46: a weighting is a call when it is the speaker's view for the reader ("Fathom view for your portfolio: Overweight"), though not in a broker's table.
const HOLD_WORDS =
  "(?:overweight|underweight|übergewichten|untergewichten|sobreponderar|infraponderar|subponderar|surpondérer|sous-pondérer|surpondération|sous-pondération|sovrappesare|sottopesare|sovrappeso|sottopeso|hold|keep|halten|behalten|conserver|garder|mantener|manter|mantenere|держать|удерживать|tut|tutun|giữ|tahan|होल्ड|الاحتفاظ|احتفاظ|持有|保有|ホールド|보유)";
const VIEW_HEAD_RE = new RegExp(VIEW_WORDS, "u");
const VIEW_OWNER_RE = new RegExp(VIEW_OWNER, "u");
const VIEW_CALL_RE = new RegExp(
  `^\\s*["「『]?(?:\\$tkr\\s+|[^\\s,.:;]{1,12}\\s+|[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}]{1,10}?)?(?:strong\\s+|強力|强烈)?(?:${LABEL_WORDS}|${HOLD_WORDS})(?![\\p{L}\\p{M}-])(?!\\s+(?:interest|squeeze|covering|sellers?|buyers?|volume|pressure|signals?|ratios?))`,
  "u",
);

/** "<Fathom's / your> view: <call>" (see VIEW_WORDS). */
export function ownViewLabel(s: string): boolean {
  const colon = s.search(/[:：]/u);
  if (colon < 2 || colon > 60) return false;
  const head = s.slice(0, colon);
  return VIEW_HEAD_RE.test(head) && VIEW_OWNER_RE.test(head) && VIEW_CALL_RE.test(s.slice(colon + 1));
}

/** A table head cell that is the speaker's view for the reader ("| Fathom 투자의견 | 매수 |", "| Notre avis | Renforcer |"). */
export function ownViewHead(cell: string): boolean {
  return VIEW_HEAD_RE.test(cell) && (VIEW_OWNER_RE.test(cell) || /^(?:notre|nossa|nuestra|unsere|la nostra|il nostro|наш[аеи]?|our|my|mon|ma|meine|mi|minha)\s/u.test(cell));
}
