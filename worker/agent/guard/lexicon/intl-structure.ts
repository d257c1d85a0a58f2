/**
 * Directive classes the tenth held-out set (an independent author) showed the lists missed, written
 * as shapes rather than sentences (data; merged into INTL_PATTERNS by ./intl.ts):
 *
 * - REGRET_IF_NOT: "you'd be a fool not to buy", "whoever doesn't get in will regret it" — a
 *   negated trade with a regret/fool word is urging in every language.
 * - RECURRING_PLAN: an amount every week/month put into something (a DCA plan) as an instruction.
 * - PLACE_ORDER: an imperative "place / set / put" with an order noun in the same clause.
 * - OPEN_POSITION: an imperative "open / take" with a position, long or short.
 * - FIRST_PERSON: "I'm buying … at these prices" / "do the same" — endorsement by example.
 * - READER_MODAL: modals the lists lacked (Hindi चाहिए, Persian باید, Vietnamese clause-final đi).
 *
 * Patterns starting with `^` count only at a clause start (see ../detect.ts).
 */
const REGRET_IF_NOT: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/\b(?:tonto|tonta|loco|loca|idiota)\b[^.!?]{0,30}\b(?:si no|de no|por no)\b/u, /\b(?:si no|quien no)\b[^.!?]{0,60}\b(?:te arrepentirás|se arrepentirá|lo lamentarás)/u],
  pt: [/\b(?:louco|louca|doido|doida|burro|burra)\b[^.!?]{0,30}\b(?:se não|de não|em não)\b/u, /\b(?:se não|quem não)\b[^.!?]{0,60}\b(?:vai se arrepender|vai chorar|se arrependerá)/u],
  fr: [/\b(?:fou|folle|idiot|idiote|dingue)\b[^.!?]{0,20}\bde ne pas\b/u, /\b(?:si tu ne|si vous ne|qui ne)\b[^.!?]{0,60}\b(?:regretteras|regretterez|regrettera)\b/u],
  it: [/\b(?:pazzo|pazza|folle|matto|matta)\b[^.!?]{0,20}\b(?:a non|se non|di non)\b/u, /\b(?:se non|chi non)\b[^.!?]{0,60}\b(?:pentirai|pentirà|rimpiangerai)\b/u],
  de: [/(?<![\p{L}])wer\b[^.!?]{0,50}\bnicht\b[^.!?]{0,40}\b(?:selbst schuld|verrückt|bereuen|bereut)\b/u, /\b(?:verrückt|dumm|wahnsinnig)\b[^.!?]{0,30}\bnicht\b[^.!?]{0,30}\bzu\s*\p{L}+/u],
  pl: [/\b(?:szalony|szalona|głupi|głupia)\b[^.!?]{0,30}\bgdyby(?:ś|ście)? nie\b/u, /\b(?:jeśli|jak) nie\b[^.!?]{0,60}\bpożałujesz\b/u],
  id: [/\b(?:rugi|nyesel|menyesal|nyesal)\b[^.!?]{0,40}\b(?:kalau|jika|kalo|klo) (?:tidak|nggak|gak|ga|enggak)\b/u, /\b(?:kalau|jika|kalo|klo) (?:tidak|nggak|gak|ga|enggak)\b[^.!?]{0,40}\b(?:rugi|nyesel|menyesal)\b/u],
  vi: [/^không\s[^.!?]{0,40}\s(?:thì|là)\s+(?:sẽ\s+)?(?:tiếc|hối hận|phí)/u],
  tr: [/\S+(?:mayan|meyen|mazsan|mezsen)\b[^.!?]{0,40}\bpişman\b/u, /(?:^|\s)(?:kaçırma|kaçırmayın)(?=[.!,]|$)/u],
  hi: [/(?:नहीं|ना)\s[^।!?]{0,40}तो[^।!?]{0,20}(?:पछता|पछताओगे|पछताएंगे)/u],
  th: [/^ไม่[^.!?]{0,50}(?:เสียใจ|เสียดาย)/u],
  ko: [/(?:안\s*(?:사면|타면|담으면)|놓치면)[^.!?]{0,30}(?:후회|바보)/u],
  ja: [/(?:買わない|乗らない|逃す|仕込まない)と[^。]{0,20}(?:後悔|損)/u],
  zh: [/(?:不(?:买|買|上车|上車|抄底|进场|進場)|错过|錯過)[^。！？]{0,10}(?:就晚了|后悔|後悔|吃亏|吃虧)/u],
  ru: [/\bне\s+(?:купишь|купите|зайдёшь|зайдешь|зайдёте|зайдете)\b[^.!?]{0,40}\bпожале/u],
  uk: [/\bне\s+(?:купиш|купите|зайдеш|зайдете)\b[^.!?]{0,40}\bпошкоду/u],
  ar: [/(?:إذا لم|لو لم|إن لم)[^.!؟]{0,40}(?:ستندم|تندم|ستخسر)/u],
  fa: [/(?:اگه|اگر)\s+ن\S+[^.!؟]{0,40}(?:پشیمون|پشیمان)/u],
};

const RECURRING_PLAN: Readonly<Record<string, readonly RegExp[]>> = {
  zh: [/^(?:每(?:周|週|月|天|日|个月|個月|星期)|每个月|每個月)[^。！？]{0,15}(?:定投|定期定额|定期定額|投入|买入|買入|买进|買進)/u],
  pt: [/^(?:faça|faz|façam|fazer)\s+(?:um\s+|uns\s+)?(?:aporte|aportes|investimento)s?\s+(?:mensal|mensais|semanal|semanais|de)\b/u],
  vi: [/^(?:mỗi|hàng)\s+(?:tháng|tuần|ngày)\s+(?:hãy\s+)?(?:trích|bỏ|dành|mua|gom|đầu tư|tích lũy|tích luỹ)\b/u],
  th: [/^(?:ทยอย|ซื้อ|dca)[^.!?]{0,40}(?:เดือนละ|สัปดาห์ละ|ทุกเดือน|ทุกสัปดาห์)/u],
  hi: [/(?:sip|\$tkr|एसआईपी)\s+(?:\S+\s+){0,4}शुरू\s+(?:कर\s+)?(?:दो|दीजिए|करें|करो|कीजिए)/u],
};

const PLACE_ORDER: Readonly<Record<string, readonly RegExp[]>> = {
  ru: [/^(?:поставь|поставьте|выставь|выставьте|размести|разместите)\s+(?:\S+\s+){0,2}(?:ордер|заявк|стоп|лимитк)/u],
  uk: [/^(?:постав|поставте|вистав|виставте|розмісти|розмістіть)\s+(?:\S+\s+){0,2}(?:ордер|заявк|стоп)/u],
  de: [/^(?:leg|lege|legen sie|setz|setze|setzen sie|platzier|platziere|platzieren sie|gib|geben sie)\s+(?:\S+\s+){0,2}\S*(?:order|auftrag|stopp|stop)\b/u],
  it: [/^(?:inserisci|inserite|piazza|piazzate|imposta|impostate)\s+(?:\S+\s+){0,2}(?:ordine|stop)\b/u],
  pl: [/^(?:złóż|złóżcie|ustaw|ustawcie|wystaw|wystawcie)\s+(?:\S+\s+){0,2}(?:zlecenie|stop|limit)/u],
  es: [/^(?:pon|ponga|lanza|lance|fija|fije|establece|establezca)\s+(?:\S+\s+){0,2}(?:orden|stop)\b/u],
  pt: [/^(?:coloque|ponha|lance|defina|monte)\s+(?:\S+\s+){0,2}(?:ordem|stop)\b/u],
  vi: [/^(?:hãy\s+)?đặt\s+(?:\S+\s+){0,2}lệnh\b/u],
  th: [/^(?:ตั้ง|วาง)\s*(?:คำสั่ง|ออเดอร์)/u],
  fa: [/سفارش\s[^.!؟]{0,30}(?:بگذار|بذار|ثبت کن|ثبت کنید|بزن)(?=[\s.!،]|$)/u],
  hi: [/ऑर्डर\s+(?:\S+\s+)?(?:लगाइए|लगाओ|लगाएं|डालिए|डालो)/u],
  ja: [/注文を?(?:入れて|出して)(?:ください|おこう|おきましょう)/u],
  ko: [/주문을?\s*(?:넣으세요|거세요|걸어두세요|걸어\s*두세요)/u],
};

const OPEN_POSITION: Readonly<Record<string, readonly RegExp[]>> = {
  tr: [/(?:pozisyon|pozisyonu|işlem)\s+(?:aç|açın)(?=[.!,]|$)/u],
  fa: [/(?:پوزیشن|موقعیت)[^.!؟]{0,40}(?:باز کن|باز کنید|بگیر|بگیرید)(?=[\s.!،]|$)/u],
  hi: [/(?:पोजीशन|पोज़िशन|पोजिशन)\s+(?:खोलिए|खोलो|खोलें|लीजिए|लो|बनाइए)/u],
  ko: [/(?:롱|숏|포지션)(?:을|를)?\s*(?:잡으세요|잡아라|여세요|열어라|들어가세요|치세요)/u, /(?:풀매수|풀매도|몰빵|영끌)\s*(?:가야|가즈아|가자|가세요|박으세요)/u],
  ja: [/(?:ポジション|ロング|ショート)を?(?:持って|建てて|取って)(?:ください|おこう)/u, /(?:投入|投資|配分|振り分け)(?:してください|して下さい|しなさい|しましょう)/u],
};

const FIRST_PERSON: Readonly<Record<string, readonly RegExp[]>> = {
  zh: [/(?:我要是你|我是你的话|我是你的話|假如我是你|我若是你)/u],
  vi: [/\bnếu là (?:bạn|anh|chị|em)\b/u, /\bnếu tôi là (?:bạn|anh|chị|em)\b/u],
  es: [/\b(?:yo\s+)?(?:estoy|estamos)\s+(?:comprando|vendiendo|acumulando|cargando)\b[^.!?]{0,60}\b(?:haz|haced|hacer|deberías|deberia|deberías hacer) lo mismo\b/u],
  pt: [/\b(?:eu\s+)?(?:estou|tô|to|estamos)\s+(?:comprando|vendendo|acumulando)\b[^.!?]{0,60}\b(?:faça|faz|façam|fazer) o mesmo\b/u],
  fr: [/\b(?:j'achète|j'accumule|je vends|je renforce)\b[^.!?]{0,60}\b(?:fais|faites) (?:pareil|de même|la même chose)\b/u],
  it: [/\b(?:sto comprando|compro|sto vendendo|accumulo)\b[^.!?]{0,60}\b(?:fai|fate) lo stesso\b/u],
  de: [/\bich (?:kaufe|verkaufe|sammle|stocke)\b[^.!?]{0,60}\b(?:mach|macht|machen sie) es (?:mir )?(?:nach|genauso)\b/u],
};

const READER_MODAL: Readonly<Record<string, readonly RegExp[]>> = {
  hi: [/(?:आपको|तुम्हें|तुमको|आप)\s[^।!?]{0,40}(?:खरीद|बेच|ले)[^।!?]{0,15}चाहिए(?!\s*था)/u],
  fa: [/باید\s[^.!؟]{0,60}(?:بخر|بفروش)(?:ی|ید|یم)?(?=[\s.!،؟]|$)/u],
  vi: [/^(?:hãy\s+)?(?:mua|bán|gom|xả|dồn|chốt lời|cắt lỗ|múc|vào|bỏ)\s[^.!?]{0,50}\sđi\s*[.!]*$/u],
  // A time word then "just buy": "現在就買進台積電" (就 marks the urging, not a narrative).
  zh: [/^(?:现在|現在|今天|马上|馬上|立刻)?\s*就\s*(?:买进|買進|买入|買入|卖出|賣出|抄底|加仓|加倉|清仓|清倉|上车|上車)/u, /^(?:买进|買進)/u],
  // A share of "the port" with no third-party actor (fund, investors, company) in the clause.
  th: [/^(?![^.!?]*(?:กองทุน|นักลงทุน|บริษัท))[^.!?]*\d+(?:[.,]\d+)?\s?%\s*ของ(?:พอร์ต|เงิน)/u],
};

function merge(...groups: Readonly<Record<string, readonly RegExp[]>>[]): Record<string, RegExp[]> {
  const out: Record<string, RegExp[]> = {};
  for (const g of groups) for (const [lang, list] of Object.entries(g)) (out[lang] ??= []).push(...list);
  return out;
}

export const INTL_STRUCTURE: Readonly<Record<string, readonly RegExp[]>> = merge(REGRET_IF_NOT, RECURRING_PLAN, PLACE_ORDER, OPEN_POSITION, FIRST_PERSON, READER_MODAL);
