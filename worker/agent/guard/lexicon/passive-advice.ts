/**
 * Round 42 (heldout-112's first look): advice in the impersonal passive, with nobody named as giving it
 * and the trade in the same sentence — "Portföydeki döviz ağırlığının %30'a düşürülmesi … tavsiye
 * edilir", "يُوصى بخفض الوزن النسبي لقطاع البتروكيماويات", "निवेशकों को सलाह दी जाती है कि वे … घटाकर …", "It
 * is recommended to trim …", "Se recomienda vender …". A named adviser ("UBS recommends …", "analysts
 * advise …") is a report and is framed elsewhere; the passive has no one to attribute it to, so the
 * speaker is giving it. A passive about something that is no trade ("it is recommended to consult a tax
 * adviser") is not matched: each pattern needs a trade word. Data; merged into INTL_PATTERNS by ./intl.ts,
 * English into EN_PATTERNS by ./en.ts.
 */

export const EN_PASSIVE_ADVICE: readonly RegExp[] = [
  // Round 43: the trade first, the passive last ("Exiting EUR/USD longs at or above 1.1050 is advised").
  /^(?:exiting|selling|buying|trimming|reducing|adding|taking (?:partial |some |more )?profits?|closing|rotating|switching|hedging|locking in|accumulating|cutting|shorting|averaging)\b.{0,120}?\b(?:is|are) (?:strongly |highly )?(?:advised|recommended|suggested|warranted|advisable)\b/u,
  /\b(?:it is|it's|it would be) (?:strongly |highly )?(?:recommended|advised|advisable|suggested|prudent) (?:to|that (?:you|investors|holders) )\s*(?:\S+ ){0,2}(?:buy|sell|trim|reduce|cut|add|increase|rotate|switch|move|shift|take profits?|exit|hedge|lock in|accumulate|lower|raise|rebalance)\b/u,
  /\b(?:investors|holders|readers|clients|savers) are (?:strongly )?(?:advised|recommended|encouraged|urged) to (?:\S+ ){0,2}(?:buy|sell|trim|reduce|cut|add|increase|rotate|switch|move|shift|take profits?|exit|hedge|lock in|accumulate|lower|raise|rebalance)\b/u,
];

export const PASSIVE_ADVICE: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/(?:se recomienda|se aconseja|se sugiere|es recomendable|es aconsejable) (?:\S+ ){0,2}(?:comprar|vender|reducir|recortar|aumentar|rotar|cambiar|mover|tomar beneficios|deshacer|cubrir|rebajar|subir)/u],
  pt: [/(?:recomenda-se|aconselha-se|sugere-se|é recomendável|é aconselhável) (?:\S+ ){0,2}(?:comprar|vender|reduzir|aumentar|trocar|migrar|realizar|zerar|proteger|rebaixar|elevar)/u],
  fr: [/(?:il est (?:conseillé|recommandé|préconisé|suggéré) d[e'] ?|on recommande d[e'] ?)(?:\S+ ){0,2}(?:acheter|vendre|réduire|alléger|renforcer|augmenter|arbitrer|basculer|couvrir|prendre (?:ses |des )?bénéfices)/u],
  de: [/(?:es empfiehlt sich|empfohlen wird|es wird empfohlen|ratsam ist es),? (?:\S+ ){0,4}(?:zu kaufen|zu verkaufen|zu reduzieren|aufzustocken|umzuschichten|abzusichern|zu erhöhen|zu senken|mitzunehmen)/u],
  it: [/(?:si consiglia di|si raccomanda di|si suggerisce di|è consigliabile|è raccomandabile) (?:\S+ ){0,2}(?:comprare|vendere|ridurre|alleggerire|aumentare|incrementare|ruotare|spostare|coprire|incassare)/u],
  ru: [/(?:рекомендуется|рекомендовано|целесообразно|имеет смысл) (?:\S+ ){0,2}(?:купить|продать|сократить|снизить|увеличить|нарастить|зафиксировать|переложить|захеджировать|докупить|покупать|продавать|закрыть|закрывать|выйти|открыть|перевести|сокращать|фиксировать)/u],
  tr: [/(?:düşürülmesi|azaltılması|artırılması|satılması|alınması|geçilmesi|çevrilmesi|realize edilmesi|kapatılması|eklenmesi|yapılması|yapılmaması|girilmesi|girilmemesi|çıkılması|alınmaması|satılmaması|beklenmesi)[^.]{0,60}(?:tavsiye edilir|önerilir|tavsiye olunur|önerilmektedir|tavsiye edilmektedir)/u],
  id: [
    /(?:disarankan|dianjurkan|direkomendasikan) (?:untuk )?(?:\S+ ){0,2}(?:membeli|menjual|mengurangi|menambah|memindahkan|mengalihkan|merealisasikan|beli|jual|kurangi|tambah)/u,
    // Round 43: a trade as a noun, then "should be done" ("Pembelian emas Antam sebaiknya dilakukan bertahap").
    /(?:pembelian|penjualan|akumulasi|pengurangan posisi|penambahan posisi|aksi jual|aksi beli|realisasi keuntungan)[^.]{0,60}(?:sebaiknya|disarankan|dianjurkan|perlu) (?:dilakukan|dilaksanakan|segera dilakukan)/u,
  ],
  vi: [
    /(?:được khuyến nghị|khuyến nghị nên|được khuyên nên|nên được) (?:\S+ ){0,2}(?:mua|bán|giảm|tăng|chốt|chuyển|cơ cấu)/u,
    // Round 43: a trade called reasonable here ("Dùng margin tỷ lệ 1:1 cho MWG là hợp lý ở vùng giá hiện tại").
    /^(?:mua|bán|dùng margin|vay margin|chốt lời|cắt lỗ|gom|tích lũy|giải ngân)[^.]{0,60} là (?:hợp lý|hợp lí|đúng đắn|khôn ngoan) (?:ở|tại|trong) (?:vùng giá|mức giá|thời điểm)/u,
  ],
  hi: [/(?:सलाह दी जाती है|की सलाह दी जाती है|सुझाव दिया जाता है|उचित होगा)[^।]{0,80}(?:खरीद|बेच|घटा|बढ़ा|बढा|निकल|शिफ्ट|लगा)/u, /(?:खरीद|बेच|घटा|बढ़ा|बढा|निकल|शिफ्ट)[^।]{0,80}(?:सलाह दी जाती है|सुझाव दिया जाता है)/u],
  ar: [
    /(?:يوصى|ينصح|يستحسن|يفضل) (?:المستثمرين )?(?:ب|بأن |أن )?(?:خفض|زيادة|شراء|بيع|تقليص|رفع|تخفيف|جني|تحويل|الخروج|تخفيض)/u,
    // Round 43: "ينبغي إغلاق نصف المركز" (half the position should be closed), a verbal noun after the modal.
    /(?:ينبغي|يجب|يستحسن|يفضل|من الأفضل) (?:إغلاق|اغلاق|بيع|شراء|تقليص|خفض|جني|الخروج من|تخفيف|تسييل|زيادة) (?:نصف |جزء من |كل |بعض )?(?:المركز|المراكز|الأسهم|السهم|الحصة|المحفظة|الذهب|مراكز|أسهم|الأرباح)/u,
  ],
  zh: [
    /(?:建议投资者|建議投資者|(?<!便)宜|可考虑|可考慮)(?:逢低|逢高|逐步|分批)?(?:买入|買入|卖出|賣出|减持|減持|增持|加仓|加倉|减仓|減倉)/u,
    // Round 43: "宜于3200点附近减持…", "建請投資人於…逐步調節持股".
    /(?:(?<!便)宜(?:于|於|在)|建请投资人|建請投資人|建议投资人|建議投資人|提醒投资人|提醒投資人)[^。！？]{0,24}?(?:买入|買入|卖出|賣出|减持|減持|增持|加仓|加倉|减仓|減倉|调节持股|調節持股|获利了结|獲利了結|回补|回補)/u,
  ],
  ja: [
    /(?:買い増し|売却|購入|利確|一部売却|比率を(?:下げる|上げる|引き下げる|引き上げる))(?:が|を)(?:推奨されます|推奨します|望ましい|お勧めです)/u,
    // Round 43: "新規の買いを控えることが望ましい" (refraining from new buying is desirable).
    /(?:買い|売り|購入|売却|買い増し|利確|損切り|ナンピン)(?:を|は)(?:控える|見送る|行う|進める|急ぐ|実行する)(?:こと|の)が(?:望ましい|推奨され|賢明|得策)/u,
  ],
  ko: [/(?:매수|매도|비중 축소|비중 확대|차익 실현|분할 매수)(?:가|를|이|을)? (?:권장됩니다|바람직합니다|추천됩니다)/u],
};
