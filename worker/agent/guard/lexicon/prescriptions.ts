/**
 * Round 39 (heldout-97 … 99's first look): prescriptions that name no imperative (data; merged into
 * INTL_PATTERNS by ./intl.ts; English in ./en.ts):
 * - READER_PASSIVE: the reader's holding as the subject of a passive modal ("votre exposition en
 *   dollars devrait être conservée telle quelle", "tu posición debería reducirse");
 * - RULE_OF_THUMB: a sizing rule given as the rule ("Als Faustregel gilt: maximal 5 % des Depots in
 *   Krypto");
 * - MUST: a trade called a must ("일부 익절은 필수입니다", "止盈是必须的");
 * - GOOD_RISK_REWARD: a trade here and now with a good risk/reward ("Un largo con apalancamiento 5x
 *   aquí tiene una relación riesgo/beneficio muy buena");
 * - TOP_BUY: the speaker's "number one buy" ("우리기술투자가 매수 1순위입니다").
 */
const READER_PASSIVE: Readonly<Record<string, readonly RegExp[]>> = {
  fr: [/(?:votre|vos|ta|ton|tes) (?:\S+ ){0,4}(?:devrait|devraient|doit|doivent) être (?:conservée?s?|gardée?s?|vendue?s?|achetée?s?|réduite?s?|allégée?s?|renforcée?s?|couverte?s?|clôturée?s?|soldée?s?|maintenue?s?)/u],
  es: [/(?:tu|tus|su|sus) (?:\S+ ){0,4}(?:debería|deberían|debe|deben) (?:mantenerse|venderse|comprarse|reducirse|cubrirse|cerrarse|ampliarse|ser (?:vendid|comprad|reducid|mantenid|cerrad|cubiert)\p{L}*)/u],
  pt: [/(?:sua|seu|suas|seus) (?:\S+ ){0,4}(?:deveria|deveriam|deve|devem) ser (?:mantid|vendid|comprad|reduzid|zerad|protegid|encerrad|aumentad)\p{L}*/u],
  it: [/(?:la tua|il tuo|le tue|i tuoi|la sua|il suo) (?:\S+ ){0,4}(?:dovrebbe|dovrebbero|deve|devono) essere (?:mantenut|vendut|comprat|ridott|chius|copert|aumentat|alleggerit)\p{L}*/u],
  de: [/(?:ihre|ihr|ihren|deine|dein|deinen) (?:\S+ ){0,4}(?:sollte|sollten|muss|müssen) (?:\S+ ){0,3}(?:gehalten|verkauft|gekauft|reduziert|abgesichert|geschlossen|aufgestockt|behalten) werden/u],
};

const RULE_OF_THUMB: Readonly<Record<string, readonly RegExp[]>> = {
  de: [/(?:faustregel|grundregel)[^.]{0,30}?[:,]?\s*(?:maximal|höchstens|nicht mehr als)\s*\d+(?:[.,]\d+)?\s*%/u],
  es: [/(?:regla general|regla de oro|regla práctica)[^.]{0,30}?[:,]?\s*(?:como máximo|no más del?|un máximo del?)\s*\d+(?:[.,]\d+)?\s*%/u],
  pt: [/(?:regra geral|regra de ouro|regra prática)[^.]{0,30}?[:,]?\s*(?:no máximo|não mais que|até)\s*\d+(?:[.,]\d+)?\s*%/u],
  fr: [/(?:règle d'or|règle empirique|règle générale)[^.]{0,30}?[:,]?\s*(?:au maximum|pas plus de|maximum)\s*\d+(?:[.,]\d+)?\s*%/u],
  it: [/(?:regola d'oro|regola empirica|regola generale)[^.]{0,30}?[:,]?\s*(?:al massimo|non più del?|massimo)\s*\d+(?:[.,]\d+)?\s*%/u],
  ru: [/(?:эмпирическое правило|золотое правило|общее правило)[^.]{0,30}?[:,—]?\s*(?:не более|максимум)\s*\d+(?:[.,]\d+)?\s*%/u],
  tr: [/(?:genel kural|altın kural)[^.]{0,30}?[:,]?\s*(?:en fazla|maksimum)\s*%?\s*\d+/u],
};

const MUST: Readonly<Record<string, readonly RegExp[]>> = {
  ko: [/(?:익절|손절|매도|매수|분할 매수|비중 축소|비중 확대|리밸런싱|차익 실현)(?:은|는|이|가)? (?:필수|꼭 필요)(?:입니다|예요|이에요|다)/u],
  zh: [/(?:止盈|止损|止損|减仓|減倉|加仓|加倉|获利了结|獲利了結)(?:是)?(?:必须的|必須的|必不可少|不可少)|必须(?:止盈|止损|减仓|加仓)|必須(?:停利|停損|減碼|加碼)/u],
  ja: [/(?:利確|損切り|買い増し|一部売却)は(?:必須|マスト)/u],
  es: [/(?:tomar beneficios|recoger beneficios|vender una parte|recortar)[^.]{0,20} es (?:obligatorio|imprescindible|indispensable)/u],
  pt: [/(?:realizar lucros?|embolsar lucros?|vender uma parte)[^.]{0,20} é (?:obrigatório|imprescindível|indispensável)/u],
  fr: [/(?:prendre (?:des |ses )?bénéfices|alléger)[^.]{0,20} (?:est|devient) (?:indispensable|obligatoire|impératif)/u],
  de: [/(?:gewinnmitnahmen|teilverkäufe|ein stop-loss)[^.]{0,20} (?:sind|ist) (?:pflicht|ein muss|unverzichtbar)/u],
};

const GOOD_RISK_REWARD: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/(?:un|una) (?:largo|corto|long|short|posición larga|posición corta|compra|entrada)[^.]{0,60}(?:aquí|ahora|en este nivel)[^.]{0,40}(?:riesgo\/beneficio|riesgo-beneficio|riesgo\/recompensa)/u],
  pt: [/(?:um|uma) (?:long|short|compra|entrada|posição comprada|posição vendida)[^.]{0,60}(?:aqui|agora|neste nível)[^.]{0,40}(?:risco\/retorno|risco-retorno|risco\/recompensa)/u],
  fr: [/(?:un|une) (?:long|short|achat|entrée|position longue|position courte)[^.]{0,60}(?:ici|maintenant|à ce niveau)[^.]{0,40}(?:risque\/rendement|rapport risque)/u],
  it: [/(?:un|una) (?:long|short|lungo|acquisto|ingresso|posizione lunga|posizione corta)[^.]{0,60}(?:qui|ora|adesso|a questo livello)[^.]{0,40}(?:rischio\/rendimento|rapporto rischio)/u],
  de: [/(?:ein|eine) (?:long|short|kauf|einstieg|long-position|short-position)[^.]{0,60}(?:hier|jetzt|auf diesem niveau)[^.]{0,40}(?:chance-risiko|chance\/risiko|risiko-rendite)/u],
};

/**
 * Round 40 (heldout-101, 103): a position cap as a terse label ("Small caps : 5 % max du portefeuille",
 * "PEPE: 3% of the portfolio, tops"), the prudent thing named as a trade ("lo prudente es recoger ya
 * parte de las plusvalías"), an impersonal rule of the market ("Sui ribassi SOL si compra, punto"), and
 * a share of an asset that "won't hurt you" ("5–10% в золоте вам точно не помешают").
 */
const SIZE_CAP: Readonly<Record<string, readonly RegExp[]>> = {
  fr: [/^[^:]{1,30}:\s*(?:max(?:imum)?\.? )?\d+(?:[.,]\d+)?\s?%\s*(?:max(?:imum)?|maxi|au plus)?\s*(?:du|de votre|de ton) (?:portefeuille|capital|patrimoine)/u],
  es: [/^[^:]{1,30}:\s*(?:máx(?:imo)?\.? )?\d+(?:[.,]\d+)?\s?%\s*(?:máx(?:imo)?|como mucho)?\s*(?:de la|de tu|del) (?:cartera|capital|patrimonio)/u],
  pt: [/^[^:]{1,30}:\s*(?:máx(?:imo)?\.? )?\d+(?:[.,]\d+)?\s?%\s*(?:máx(?:imo)?|no máximo)?\s*(?:da|de sua|do) (?:carteira|capital|patrimônio)/u],
  it: [/^[^:]{1,30}:\s*(?:max\.? )?\d+(?:[.,]\d+)?\s?%\s*(?:max|massimo|al massimo)?\s*(?:del|dello|del tuo) (?:portafoglio|capitale|patrimonio)/u],
  de: [/^[^:]{1,30}:\s*(?:max\.? |maximal |höchstens )?\d+(?:[.,]\d+)?\s?%\s*(?:max\.?|maximal|höchstens)?\s*(?:des|vom|deines|ihres) (?:depots|portfolios|vermögens)/u],
};

const PRUDENT: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/lo (?:prudente|sensato|lógico|razonable|inteligente|más prudente) (?:es|sería) (?:\S+ ){0,2}(?:recoger|vender|comprar|reducir|tomar|recortar|salir|entrar|mantener|aguantar|asegurar)/u],
  pt: [/o (?:prudente|sensato|mais prudente|mais sensato) (?:é|seria) (?:\S+ ){0,2}(?:realizar|vender|comprar|reduzir|embolsar|sair|entrar|manter|garantir)/u],
  fr: [/le plus (?:prudent|sage|raisonnable) (?:est|serait) (?:de |d')(?:\S+ ){0,2}(?:prendre|vendre|acheter|alléger|réduire|sécuriser|sortir|encaisser)/u],
  it: [/la cosa più (?:prudente|saggia|sensata) (?:è|sarebbe) (?:\S+ ){0,2}(?:incassare|vendere|comprare|alleggerire|ridurre|uscire|entrare|mettere)/u],
  de: [/das (?:vernünftigste|klügste|umsichtigste) (?:ist|wäre),? (?:\S+ ){0,4}(?:zu )?(?:verkaufen|kaufen|reduzieren|mitzunehmen|realisieren|sichern|aufzustocken)/u],
};

const IMPERSONAL_RULE: Readonly<Record<string, readonly RegExp[]>> = {
  it: [/(?:sui ribassi|sui cali|sotto (?:i |quota )?\S+)[^.]{0,30} si compra|si compra sui (?:ribassi|cali)/u],
  es: [/(?:en las caídas|en los retrocesos|por debajo de \S+)[^.]{0,30} se compra|se compra en las caídas/u],
  pt: [/(?:nas quedas|abaixo de \S+)[^.]{0,30} (?:se compra|compra-se)|compra-se nas quedas/u],
  fr: [/(?:sur les replis|sous (?:les )?\S+)[^.]{0,30} on (?:achète|renforce)|on achète les replis/u],
  ru: [/(?:\d+(?:\s*[–-]\s*\d+)?\s?%) (?:в|of) [^,;.]{1,30} (?:вам|тебе) (?:точно |явно |никак )?не (?:помешают|повредят|помешает|повредит)/u],
};

const TOP_BUY: Readonly<Record<string, readonly RegExp[]>> = {
  ko: [/매수 ?1순위(?:입니다|다|예요|이에요|로)/u],
  zh: [/(?:首选|首選)(?:买入|買入|标的|標的)(?:是)?/u],
  ja: [/(?:一番の|最優先の)買い(?:候補|銘柄)は/u],
};

export const PRESCRIPTIONS: Readonly<Record<string, readonly RegExp[]>> = Object.fromEntries(
  [...new Set([READER_PASSIVE, RULE_OF_THUMB, MUST, GOOD_RISK_REWARD, TOP_BUY, SIZE_CAP, PRUDENT, IMPERSONAL_RULE].flatMap((g) => Object.keys(g)))].map((lang) => [
    lang,
    [READER_PASSIVE, RULE_OF_THUMB, MUST, GOOD_RISK_REWARD, TOP_BUY, SIZE_CAP, PRUDENT, IMPERSONAL_RULE].flatMap((g) => g[lang] ?? []),
  ]),
);
