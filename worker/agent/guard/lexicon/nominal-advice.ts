/**
 * Round 44 (heldout-120's first look): advice in formal report prose, where the trade is a noun and the
 * verdict on it an impersonal predicate — "A switch from the actively managed fund to a low-cost index
 * tracker is strongly indicated", "Ein Einstieg bei SAP unterhalb von 170 € wird empfohlen", "Une
 * couverture du risque de change … s'impose", "Фиксация прибыли по золоту … рекомендуется к
 * исполнению", "…での買い増しが推奨され", "환헤지형 상품으로의 교체가 권고됨". Nobody is named as
 * giving it, so the speaker is. Each pattern needs a trade noun (entry, switch, hedge, profit-taking …)
 * and a verdict word (recommended, indicated, warranted …); a verdict given "by" someone is a report
 * ("An exit was recommended by the committee in May") and is left to the attribution frames. Data;
 * merged into INTL_PATTERNS by ./intl.ts, English into EN_PATTERNS by ./en.ts.
 */

const EN_TRADE_NOUN =
  "(?:switch|rotation|entry|exit|hedge|hedging|reduction|trim|increase|purchase|sale|accumulation|reallocation|allocation|overweight|underweight|long|short|position|profit-taking|partial profit-taking|stop(?:-loss)?)";

export const EN_NOMINAL_ADVICE: readonly RegExp[] = [
  new RegExp(
    `^(?:an? |the |some |further |partial |gradual |selective |tactical )?(?:\\S+ )?${EN_TRADE_NOUN}(?![-\\p{L}])[^.;]{0,110}?\\b(?:is|are|would be|seems|appears|remains) (?:now |therefore |thus |strongly |highly |clearly |still |also )*(?:indicated|favou?red|warranted|advised|recommended|advisable|justified|preferred|called for|in order)\\b(?! (?:by|to|on|in|at|as|when)\\b)`,
    "u",
  ),
  // Round 45 (heldout-124): the portfolio as the subject of a passive modal ("Gross exposure should be
  // capped at 60% into the CPI print", "holdings should be reduced accordingly").
  /\b(?:exposure|holdings|positions?|allocation|weightings?|cash (?:reserve|position|holdings?)|stake|the portfolio) (?:should|must|ought to) (?:now |therefore |accordingly |also )?be (?:capped|reduced|trimmed|cut|increased|raised|lowered|rebalanced|redeployed|hedged|sold|added to|kept|held|maintained|rotated|moved|shifted|limited)\b/u,
  // "Profit-taking on the semiconductor basket is considered timely", "The present juncture appears
  // opportune for the deployment of idle cash into investment-grade credit".
  /(?<=\b(?:is|are|appears?|seems?) (?:considered |deemed |viewed as |seen as )?)(?:timely|opportune|preferable|prudent|advisable) (?:for|at|here|now|given|in|on|with)\b[^.;]{0,80}?\b(?:deployment|redeployment|purchases?|sales?|profit-taking|exposure|allocation|cash|position|holdings?|buying|selling|entry|exit)\b/u,
  /^(?:profit-taking|a holding pattern|a reduction|an increase|a rotation|redeployment|deployment of (?:idle |excess )?cash)\b[^.;]{0,100}?\b(?:is|are|appears?|seems?) (?:considered |deemed |now |therefore )?(?:timely|opportune|preferable|prudent|appropriate)\b/u,
  // "The time has come for the cash reserve to be redeployed from the money-market fund into …".
  /\bthe time has come (?:for [^.;]{0,60}? to be (?:redeployed|sold|reduced|rotated|moved|switched|invested|deployed|trimmed|added)|to (?:sell|buy|trim|add|rotate|redeploy|deploy|switch|reduce|take profits?))\b/u,
  // "the recommended allocation to emerging-market equities is raised to 12%".
  /\b(?:recommended|suggested|target|model) (?:allocation|weight(?:ing)?|exposure) (?:to|in|for|of) [^.;]{0,60}?\b(?:is|are|has been|have been) (?:raised|cut|lowered|increased|reduced|trimmed|lifted)\b/u,
  // "Continuing to hold Intel through this restructuring would be a mistake."
  /^(?:continuing to (?:hold|own|buy|sell|add)|holding on to|holding onto|staying (?:long|short|invested|in)|keeping) [^.;]{0,90}?\bwould be (?:a (?:mistake|error|bad idea)|unwise|imprudent|ill-advised)\b/u,
];

export const NOMINAL_ADVICE: Readonly<Record<string, readonly RegExp[]>> = {
  de: [
    /(?:positionen|bestände|engagements|anteile|aktien)(?![\p{L}])[^.;]{0,40}? (?:sind|ist) (?:\S+ ){0,2}zu (?:halten|verkaufen|reduzieren|veräußern|räumen|erhöhen|aufzustocken)(?![\p{L}])/u,
    /(?:neuengagements|neukäufe|käufe|zukäufe|verkäufe|einstiege) [^.;]{0,80}?sollten [^.;]{0,40}?(?:zurückgestellt|verschoben|unterlassen|vermieden|getätigt|vorgenommen) werden/u,
    /(?:einstieg|ausstieg|absicherung|aufstockung|reduzierung|reduktion|umschichtung|gewinnmitnahmen?|zukauf|zukäufe|teilverkauf|positionsaufbau|wechsel|tausch)(?![\p{L}])[^.;]{0,110}?(?:wird|werden) (?:daher |deshalb |ausdrücklich |dringend )?(?:empfohlen|angeraten|nahegelegt)(?! von)/u,
    /(?:einstieg|ausstieg|absicherung|aufstockung|reduzierung|reduktion|umschichtung|gewinnmitnahmen?|zukauf|teilverkauf|positionsaufbau|wechsel|tausch)(?![\p{L}])[^.;]{0,110}?(?:ist|sind|erscheint|erscheinen|wäre|wären) (?:daher |deshalb |derzeit |jetzt |aus unserer sicht )?(?:angezeigt|geboten|ratsam|empfehlenswert|angebracht)(?![\p{L}])/u,
  ],
  fr: [
    /(?:couverture|réduction|sortie|entrée|prise de bénéfices|prise de profits|allègement|renforcement|arbitrage|rotation|bascule|cession|vente|achat)(?![\p{L}])[^.;]{0,110}?(?:s'impose(?:nt)?|est (?:donc |dès lors |vivement |fortement )?(?:recommandée?|préconisée?|conseillée?|justifiée?|de mise))(?! par)/u,
  ],
  it: [
    /(?:copertura|riduzione|uscita|entrata|presa di profitto|prese di profitto|alleggerimento|rotazione|cessione|vendita|acquisto|incremento)(?![\p{L}])[^.;]{0,110}?(?:è da ritenersi (?:necessari[ao]|opportun[ao]|consigliabile)|è (?:quindi |pertanto |vivamente )?(?:raccomandat[ao]|consigliat[ao]|opportun[ao]|necessari[ao]))(?! da)/u,
    // Report-style infinitive instructions at the start: "Piazzare un ordine limite in acquisto su Eni a 13,80 €".
    /^(?:piazzare|inserire|impostare|collocare) (?:un |uno |una )?(?:ordine|stop|limite|stop loss)(?![\p{L}])/u,
  ],
  pt: [
    /(?:é|seria) (?:aconselhável|recomendável|prudente) (?:manter|reduzir|aumentar|realizar|dolarizar|proteger|zerar|alocar|concentrar)(?![\p{L}])/u,
    /deve(?:m)? ser (?:considerad[ao]s?|avaliad[ao]s?|feit[ao]s?|realizad[ao]s?|efetuad[ao]s?) (?:a |o |uma |um )?(?:venda|compra|redução|realização|troca|saída|entrada|rotação|proteção)(?![\p{L}])/u,
    /(?:venda|compra|redução|realização de lucros?|troca|saída|entrada|rotação|proteção)(?![\p{L}])[^.;]{0,110}?(?:é|são) (?:portanto |assim |fortemente )?(?:recomendad[ao]s?|aconselhad[ao]s?|indicad[ao]s?)(?! (?:pel[oa]s?|por))/u,
  ],
  es: [
    /(?:se considera|resulta|parece|sería) (?:oportuno|conveniente|aconsejable|prudente|recomendable) (?:mantener|reducir|aumentar|vender|comprar|cubrir|rotar|deshacer|recortar|tomar beneficios)(?![\p{L}])/u,
    /^convendría (?:cubrir|vender|comprar|reducir|aumentar|rotar|recortar|deshacer|tomar beneficios|mantener)(?![\p{L}])/u,
    /(?:venta|compra|reducción|toma de beneficios|rotación|salida|entrada|cobertura)(?![\p{L}])[^.;]{0,110}?(?:es|son|resulta|parece) (?:por tanto |por ello |muy |altamente )?(?:recomendable|aconsejable|recomendad[ao]|aconsejad[ao])(?! por)/u,
  ],
  ru: [
    /(?:открытие (?:новых )?позиций|покупк\p{L}*|продаж\p{L}*|вход\p{L}*|наращивание|сокращение)[^.;]{0,80}?следует (?:отложить|ограничить|прекратить|приостановить|начать)/u,
    /(?:фиксация прибыли|сокращение позиции|наращивание позиции|покупка|продажа|хеджирование|выход из|вход в|ротация|перекладывание)[^.;]{0,110}?(?:рекомендуется|представляется (?:оправданн|целесообразн)\p{L}*|целесообразн\p{L}*)/u,
    /(?:рекомендуется|рекомендовано|целесообразно) (?:\S+ ){0,2}(?:наращивать|сокращать|набирать|увеличивать|снижать|хеджировать|перекладываться|перекладывать)/u,
  ],
  ja: [
    /(?:執行|利益確定|買い増し|売却|新規組入れ|組入れ)を推奨(?!して|した|しており|している)/u,
    /(?:買い増し|買い|売り|売却|購入|利益確定|利確|損切り|ヘッジ|乗り換え|入れ替え|ポジション縮小|ポジション拡大|エントリー)(?:が|は)(?:推奨され|望ましい|妥当|適切|賢明|得策)/u,
  ],
  ko: [
    /(?:환전해|매도해|매수해|정리해) [^.;]{0,30}?(?:방안을 검토할 시점|실현하는 방안을 검토할 시점|검토할 시점)/u,
    /(?:교체|매수|매도|비중 축소|비중 확대|차익 실현|분할 매수|환헤지|헤지|손절|익절|갈아타기)(?:가|를|이|을)? (?:권고됨|권고된다|권고합니다|권고드립니다|바람직함|필요함|권장됨)/u,
  ],
  tr: [
    /(?:yükseltilmesi|indirilmesi|düşürülmesi|artırılması|azaltılması|çıkarılması|realize edilmesi|realizasyonu yapılması|kapatılması|açılmaması)[^.;]{0,60}?(?:uygun görülmektedir|isabetli olacağı değerlendirilmektedir|isabetli olacaktır|önerilir|tavsiye edilir|gerekmektedir)/u,
    /portföy\p{L}*[^.;]{0,80}?(?:korunması|azaltılması|artırılması|dövize çevrilmesi|yeniden dengelenmesi|satılması) (?:gerekmektedir|gerekir|şarttır|önemlidir)/u,
  ],
  vi: [
    /^khuyến nghị (?:hạ|nâng|tăng|giảm|mua|bán|chốt|cơ cấu|giữ)(?![\p{L}])(?! (?:nghĩa là|có nghĩa|là|được|của))/u,
    /^(?:trong [^,]{0,30}, )?việc (?:duy trì|giữ|nâng|hạ|tăng|giảm) tỷ trọng[^.;]{0,60}? (?:được đánh giá là |là )(?:phù hợp|hợp lý|cần thiết)/u,
    /^việc (?:sử dụng margin|dùng margin|vay margin|mua|bán|chốt lời|cắt lỗ|gom|tích lũy|giải ngân|cơ cấu|tăng tỷ trọng|giảm tỷ trọng)[^.;]{0,90}? là (?:phù hợp|hợp lý|hợp lí|cần thiết|nên làm)/u,
  ],
  id: [
    /(?:dianjurkan|disarankan|direkomendasikan) untuk (?:merealisasikan|menahan|mempertahankan|menunda|mengalihkan|menurunkan|menaikkan|menambah|mengurangi)(?![\p{L}])/u,
    /(?:porsi|bobot|alokasi) (?:saham|obligasi|kas|emas|kripto)[^.;]{0,60}?sebaiknya (?:diturunkan|dinaikkan|dikurangi|ditambah)/u,
    /(?:posisi yang ada|posisi)[^.;]{0,30}?sebaiknya (?:dikurangi|ditutup|dijual|ditambah)/u,
    /(?:pembelian|penjualan|akumulasi|pengurangan|penambahan|realisasi keuntungan|lindung nilai)[^.;]{0,80}?perlu (?:dipertimbangkan|dilakukan|segera)/u,
  ],
  zh: [
    /(?:宜|應|应)(?:暂缓|暫緩|提高|降低|调降|調降|调升|調升|续抱|續抱|减码|減碼|加码|加碼)/u,
    /(?:获利了结|獲利了結|减码|減碼|加码|加碼)(?:应|應)(?:列为|列為)(?:优先|優先)/u,
    /(?:建议|建議)以(?:不超过|不超過|不高于|不高於)?[^。！？]{0,8}(?:杠杆|槓桿)(?:操作|交易|做多|做空)/u,
  ],
  // Round 45 (heldout-124): Hindi and Arabic report verdicts ("…की सिफ़ारिश की जाती है", "يُرى أن الإبقاء على المراكز … هو الخيار الأنسب").
  hi: [
    /(?:मुनाफ़ावसूली|मुनाफावसूली|ख़रीद|खरीद|बिक्री|निवेश)[^।]{0,40}(?:की सिफ़ारिश की जाती है|की सिफारिश की जाती है)/u,
    /(?:घटाकर|बढ़ाकर|स्थगित रखना|स्थानांतरित करना|जारी रखना)[^।]{0,60}(?:उचित होगा|श्रेयस्कर रहेगा|विवेकपूर्ण होगा|विवेकपूर्ण रहेगा|बेहतर रहेगा)/u,
  ],
  ar: [/يرى (?:أن|ان) (?:الإبقاء|الابقاء|البيع|الشراء|التخارج|تقليص|زيادة|جني)[^.؛]{0,80}(?:الخيار الأنسب|الأنسب|الأفضل)/u],
};
