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
  // "Continuing to hold Intel through this restructuring would be a mistake."
  /^(?:continuing to (?:hold|own|buy|sell|add)|holding on to|holding onto|staying (?:long|short|invested|in)|keeping) [^.;]{0,90}?\bwould be (?:a (?:mistake|error|bad idea)|unwise|imprudent|ill-advised)\b/u,
];

export const NOMINAL_ADVICE: Readonly<Record<string, readonly RegExp[]>> = {
  de: [
    /(?:einstieg|ausstieg|absicherung|aufstockung|reduzierung|reduktion|umschichtung|gewinnmitnahmen?|zukauf|zukäufe|teilverkauf|positionsaufbau|wechsel|tausch)(?![\p{L}])[^.;]{0,110}?(?:wird|werden) (?:daher |deshalb |ausdrücklich |dringend )?(?:empfohlen|angeraten|nahegelegt)(?! von)/u,
    /(?:einstieg|ausstieg|absicherung|aufstockung|reduzierung|reduktion|umschichtung|gewinnmitnahmen?|zukauf|teilverkauf|positionsaufbau|wechsel|tausch)(?![\p{L}])[^.;]{0,110}?(?:ist|sind|erscheint|erscheinen|wäre|wären) (?:daher |deshalb |derzeit |jetzt |aus unserer sicht )?(?:angezeigt|geboten|ratsam|empfehlenswert|angebracht)(?![\p{L}])/u,
  ],
  fr: [
    /(?:une |la |un |l')?(?:couverture|réduction|sortie|entrée|prise de bénéfices|prise de profits|allègement|renforcement|arbitrage|rotation|bascule|cession|vente|achat)(?![\p{L}])[^.;]{0,110}?(?:s'impose(?:nt)?|est (?:donc |dès lors |vivement |fortement )?(?:recommandée?|préconisée?|conseillée?|justifiée?|de mise))(?! par)/u,
  ],
  it: [
    /(?:la |una |un |l')?(?:copertura|riduzione|uscita|entrata|presa di profitto|prese di profitto|alleggerimento|rotazione|cessione|vendita|acquisto|incremento)(?![\p{L}])[^.;]{0,110}?(?:è da ritenersi (?:necessari[ao]|opportun[ao]|consigliabile)|è (?:quindi |pertanto |vivamente )?(?:raccomandat[ao]|consigliat[ao]|opportun[ao]|necessari[ao]))(?! da)/u,
    // Report-style infinitive instructions at the start: "Piazzare un ordine limite in acquisto su Eni a 13,80 €".
    /^(?:piazzare|inserire|impostare|collocare) (?:un |uno |una )?(?:ordine|stop|limite|stop loss)(?![\p{L}])/u,
  ],
  pt: [
    /deve(?:m)? ser (?:considerad[ao]s?|avaliad[ao]s?|feit[ao]s?|realizad[ao]s?|efetuad[ao]s?) (?:a |o |uma |um )?(?:venda|compra|redução|realização|troca|saída|entrada|rotação|proteção)(?![\p{L}])/u,
    /(?:a |uma |o |um )?(?:venda|compra|redução|realização de lucros?|troca|saída|entrada|rotação|proteção)(?![\p{L}])[^.;]{0,110}?(?:é|são) (?:portanto |assim |fortemente )?(?:recomendad[ao]s?|aconselhad[ao]s?|indicad[ao]s?)(?! (?:pel[oa]s?|por))/u,
  ],
  es: [
    /(?:la |una |un |el )?(?:venta|compra|reducción|toma de beneficios|rotación|salida|entrada|cobertura)(?![\p{L}])[^.;]{0,110}?(?:es|son|resulta|parece) (?:por tanto |por ello |muy |altamente )?(?:recomendable|aconsejable|recomendad[ao]|aconsejad[ao])(?! por)/u,
  ],
  ru: [
    /(?:фиксация прибыли|сокращение позиции|наращивание позиции|покупка|продажа|хеджирование|выход из|вход в|ротация|перекладывание)[^.;]{0,110}?(?:рекомендуется|представляется (?:оправданн|целесообразн)\p{L}*|целесообразн\p{L}*)/u,
    /(?:рекомендуется|рекомендовано|целесообразно) (?:\S+ ){0,2}(?:наращивать|сокращать|набирать|увеличивать|снижать|хеджировать|перекладываться|перекладывать)/u,
  ],
  ja: [
    /(?:買い増し|買い|売り|売却|購入|利益確定|利確|損切り|ヘッジ|乗り換え|入れ替え|ポジション縮小|ポジション拡大|エントリー)(?:が|は)(?:推奨され|望ましい|妥当|適切|賢明|得策)/u,
  ],
  ko: [
    /(?:교체|매수|매도|비중 축소|비중 확대|차익 실현|분할 매수|환헤지|헤지|손절|익절|갈아타기)(?:가|를|이|을)? (?:권고됨|권고된다|권고합니다|권고드립니다|바람직함|필요함|권장됨)/u,
  ],
  tr: [
    /portföy\p{L}*[^.;]{0,80}?(?:korunması|azaltılması|artırılması|dövize çevrilmesi|yeniden dengelenmesi|satılması) (?:gerekmektedir|gerekir|şarttır|önemlidir)/u,
  ],
  vi: [
    /^việc (?:sử dụng margin|dùng margin|vay margin|mua|bán|chốt lời|cắt lỗ|gom|tích lũy|giải ngân|cơ cấu|tăng tỷ trọng|giảm tỷ trọng)[^.;]{0,90}? là (?:phù hợp|hợp lý|hợp lí|cần thiết|nên làm)/u,
  ],
  id: [
    /(?:pembelian|penjualan|akumulasi|pengurangan|penambahan|realisasi keuntungan|lindung nilai)[^.;]{0,80}?perlu (?:dipertimbangkan|dilakukan|segera)/u,
  ],
  zh: [
    /(?:建议|建議)以(?:不超过|不超過|不高于|不高於)?[^。！？]{0,8}(?:杠杆|槓桿)(?:操作|交易|做多|做空)/u,
  ],
};
