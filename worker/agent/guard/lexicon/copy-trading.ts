/**
 * Round 41 (heldout-106's first look): telling the reader to copy someone else's trades — a trader on a
 * copy-trading platform, a signal channel, an influencer's model portfolio ("Mirror his latest changes
 * in your own brokerage account", "Esquece esse grupo e simplesmente replica as entradas do canal
 * gratuito", "Folgen Sie künftig nur noch @KryptoKai", "用账户20%的资金跟「稳健一哥」"). Copying is a trade
 * decision handed to someone else, so it is advice like any other. Reports of who copied whom, and a
 * platform's "copy" button described, are not imperatives and stay. Data; merged into INTL_PATTERNS by
 * ./intl.ts, English into EN_PATTERNS by ./en.ts; the table-cell form in COPY_CELL_RE (../tables.ts).
 */

/** What is copied: trades, entries, signals, a portfolio. */
const EN_WHAT = "(?:changes|trades|moves|entries|calls|signals|picks|portfolio|positions|allocations?|buys|orders|rebalances?)";

export const EN_COPY_TRADING: readonly RegExp[] = [
  new RegExp(`(?:^|[:;,]\\s*|\\b(?:just|simply|then)\\s+)(?:mirror|copy|replicate|clone|shadow|tail|copy-trade)\\s+(?:his|her|their|its|the|these|those|that|@\\S+|[\\p{L}\\p{N}_]+'s)\\s+(?:\\S+\\s+){0,2}${EN_WHAT}\\b`, "u"),
  /(?:^|[:;,]\s*)(?:follow|copy|copy-trade|mirror)\s+(?:only\s+)?@[\p{L}\p{N}_]+/u,
  /\b(?:you|u)\s+(?:should|must|could|need to|might want to|may want to)\s+(?:just\s+|simply\s+)?(?:follow|copy|mirror)\s+(?:him|her|them|his|their|@)/u,
  new RegExp(`\\b(?:you|u)\\s+(?:can|could)\\s+(?:just\\s+|simply\\s+)?(?:copy|mirror|replicate|follow)\\s+(?:\\S+\\s+){0,3}${EN_WHAT}\\b`, "u"),
];

export const COPY_TRADING: Readonly<Record<string, readonly RegExp[]>> = {
  pt: [/(?:^|[:;,]\s*|simplesmente\s+|apenas\s+|só\s+)(?:replica|replique|copia|copie|espelhe|espelha|siga|segue)\s+(?:as|os|a|o|suas|seus)\s+(?:\S+\s+)?(?:entradas|operações|trades|sinais|posições|carteira|movimentos|compras)/u, /(?:pode|podes|você pode) (?:simplesmente |só )?(?:copiar|replicar|seguir) (?:as|os) (?:entradas|operações|sinais)/u],
  es: [/(?:^|[:;,]\s*|simplemente\s+|solo\s+)(?:replica|replique|copia|copie|sigue|siga)\s+(?:las|los|sus)\s+(?:\S+\s+)?(?:entradas|operaciones|trades|señales|posiciones|cartera|movimientos|compras)/u, /(?:puedes|puede) (?:simplemente |solo )?(?:(?:copiar|replicar|seguir) (?:las|los) (?:entradas|operaciones|señales)|copiarlas|copiarlos|replicarlas|replicarlos)/u],
  fr: [/(?:^|[:;,]\s*|simplement\s+)(?:répliquez|réplique|copiez|copie|suivez|suis)\s+(?:ses|les|leurs)\s+(?:\S+\s+)?(?:entrées|positions|trades|signaux|opérations|mouvements|achats)/u, /(?:vous pouvez|tu peux) (?:simplement )?(?:copier|répliquer|suivre) (?:ses|les|leurs) (?:entrées|positions|trades|signaux)/u],
  de: [/(?:folgen sie|folge)\s+(?:\S+\s+){0,3}@[\p{L}\p{N}_]+/u, /(?:kopieren sie|kopiere|spiegeln sie|spiegle|übernehmen sie|übernimm)\s+(?:seine|ihre|die|dessen|deren)\s+(?:\S+\s+)?(?:trades|käufe|positionen|signale|depotänderungen|änderungen|einstiege)/u],
  it: [/(?:^|[:;,]\s*|semplicemente\s+)(?:copia|copiate|replica|replicate|segui|seguite)\s+(?:le|i|gli|sue|suoi)\s+(?:\S+\s+)?(?:entrate|operazioni|trade|segnali|posizioni|mosse)/u, /(?:puoi|potete|può) (?:semplicemente |tranquillamente )?(?:copiare|replicare|seguire) (?:le|i|gli) (?:\S+ )?(?:entrate|operazioni|segnali|posizioni)/u],
  ru: [/(?:копируйте|копируй|повторяйте|повторяй|зеркальте)\s+(?:\S+\s+){0,2}(?:сделки|сигналы|позиции|входы|портфел\p{L}*)/u, /(?:следуйте|следуй) (?:только )?за @/u],
  tr: [/(?:işlemlerini|sinyallerini|pozisyonlarını|portföyünü|alımlarını)\s+(?:\S+\s+){0,2}(?:kopyalayın|kopyala|birebir uygulayın|aynen uygulayın)(?![\p{L}])/u],
  id: [/(?:^|[:;,]\s*|saja\s+)(?:salin|tiru|ikuti|copy)\s+(?:saja\s+)?(?:posisi|transaksi|sinyal|trade|entri|portofolio)(?![\p{L}])/u],
  vi: [/(?:^|[:;,]\s*|cứ\s+)(?:hãy\s+)?(?:sao chép|copy|làm theo)\s+(?:các\s+)?(?:lệnh|giao dịch|tín hiệu|danh mục|vị thế)/u],
  zh: [/(?:建议|建議|不妨|可以|直接|就)跟(?:单|單)|用[^。，,]{0,12}(?:资金|資金|仓位|倉位)跟(?:单|單)?\s*[「“"]/u],
  ja: [/(?:売買|取引|ポジション|シグナル)を(?:そのまま)?(?:コピー|真似|まね)(?:して|しましょう|してください|するのが)/u],
  ko: [/(?:매매|포지션|시그널|거래)(?:를|을)? (?:그대로 )?(?:따라 하세요|따라하세요|복사하세요|카피하세요)/u],
  hi: [/(?:ट्रेड|सौदे|सौदों|पोर्टफोलियो)\s+(?:को\s+)?(?:कॉपी|फॉलो)\s+(?:करें|कीजिए|करो)/u],
  ar: [/(?:^|[:،,]\s*)(?:انسخ|انسخوا|قلد|قلد)\s+(?:صفقات|توصيات|إشارات|محفظة)/u],
};

/** A call table's cell that is nothing but "copy" or "follow" ("| "PrudenteMilano" | +8,9 % | COPIARE |"). */
export const COPY_CELL_RE =
  /^(?:copy|copy him|copy her|follow|mirror|copiar|copia|cópia|copiare|seguir|seguire|copier|suivre|kopieren|folgen|копировать|копируем|kopyala|takip et|ikuti|salin|sao chép|跟单|跟單|跟随|跟隨|コピー|카피|따라하기|कॉपी करें|انسخه|انسخ|اتبعه)$/u;
