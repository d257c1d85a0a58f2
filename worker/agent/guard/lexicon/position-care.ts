/**
 * Round 44 (heldout-117 … 119's first look): instructions for looking after an open position or
 * holding, in verbs the trade rules did not know — add collateral ("Deposite mais 0,8 ETH como
 * garantia", "Tambahkan jaminan 1,2 ETH"), move coins to a wallet ("Hol deine Coins … auf deine eigene
 * Wallet", "выведите USDT на свой кошелёк"), keep them staked ("Lass das ETH bei Bitpanda gestakt"),
 * re-delegate, re-centre a liquidity range ("Hora de reposicionar a faixa", "범위를 다시 잡으셔야
 * 합니다"), roll or write options ("Roll den Call auf den März-Verfall", "Write those three June $200
 * calls"), stay away from a name ("Ne touchez pas à Atos", "Fique longe de MGLU3", "Не лезьте в ВТБ"),
 * and Chinese limits on orders and leverage ("先別…掛任何買賣單", "槓桿不要開超過2倍"). Patterns starting
 * with `^` count only at a clause start (../detect.ts). Data; merged into INTL_PATTERNS by ./intl.ts,
 * English into EN_PATTERNS by ./en.ts.
 */

export const EN_POSITION_CARE: readonly RegExp[] = [
  /^(?:re-?delegate|restake|re-stake) (?:\S+ ){0,3}?(?:to|with|into) (?:a |another |the |one )?(?:validator|pool|operator|node)\b/u,
  /^(?:i'd|i would|i'll) (?:widen|narrow|re-?center|re-?centre|tighten|shift|reset) (?:it|the range|your range|that range|the band|the position|your position)\b/u,
  /(?:^|[,;—–]\s*)go with (?:\$tkr|the (?:\S+ ){0,2}(?:etf|fund|index fund|tracker))\b/u,
  /\b(?:worth|time to) (?:starting|opening|building|initiating|start|open|build|initiate) (?:a |an )?(?:small |starter |first |full |initial )?position\b/u,
  /^(?:write|sell) (?:those |these |the |a |some |\S+ ){0,3}(?:\S+ ){0,3}?(?:covered )?(?:calls|puts|contracts)\b(?! (?:is|are|was|were|means|expire|pay|paid)\b)/u,
];

export const POSITION_CARE: Readonly<Record<string, readonly RegExp[]>> = {
  ja: [/(?:引き上げ|引き下げ|増や|減ら|買い増し|売却し|乗り換え|切り替え)て(?:は|みては)どう(?:でしょう|ですか)/u],
  ar: [/^(?:أبق|ابق)\S* [^.]{0,40}?(?:في|فى) (?:صكوك|وديعة|سندات|حساب)/u],
  vi: [/^nếu là (?:mình|tôi|em|anh|chị),? (?:mình|tôi|em|anh|chị) (?:sẽ )?(?:rút|bán|mua|gửi|chuyển|chốt|cắt|giữ|gom)/u],
  pt: [
    /^(?:aumente|reduza|diminua|eleve) (?:o |a )?(?:peso|exposição|fatia|parcela|posição) (?:d[eoa]s? |em )/u,
    /^eu usaria (?:o |a |esse |essa |este |esta )?[^.]{0,40}?para (?:completar|comprar|aportar|quitar|investir)/u,
    /^(?:deposite|adicione|coloque|aporte|deposita|adiciona) (?:mais )?[^.]{0,24}?(?:como garantia|de garantia|como colateral|de colateral)/u,
    /^(?:é |está na )?hora de (?:reposicionar|rebalancear|ajustar|realocar|migrar|rolar|fechar|abrir|zerar|encerrar|desmontar|montar)(?![\p{L}])/u,
    /^fique (?:longe|fora) d[eoa]s? /u,
  ],
  es: [
    /^(?:cámbiate|pásate|vete|ve) (?:a|al|a la|a por) (?:una |un |el |la |los |las )?(?:afore|fondo|indexad|etf|bono|cuenta|depósito|plan)/u,
    /^(?:elige|escoge|opta por) (?:la |el )?opción de (?:cobro|dividendo|acciones|efectivo)/u,
    /^sobrepondera (?:la |el |los |las )?/u,/^(?:deposita|añade|agrega|aporta) (?:más )?[^.]{0,24}?(?:como garantía|de garantía|como colateral|de colateral)/u, /^(?:mantente|quédate) (?:lejos|fuera) de /u],
  it: [
    /^comprala (?:solo |soltanto )?(?:se|quando|sotto|sopra)/u,
    /^io (?:lo |la |li |le )?(?:sottoscriverei|comprerei|venderei|prenderei|terrei|accumulerei)(?![\p{L}])/u,
    /(?:ti|vi|le) consiglio di (?!(?:leggere|consultare|parlare|verificare|informarti|informarvi|chiedere|valutare|controllare|approfondire|rivolgerti|rivolgervi|considerare)(?![\p{L}]))\p{L}+(?:are|ere|ire)(?![\p{L}])/u,
    /^(?:aggiungi|deposita) (?:altri |altro )?[^.]{0,24}?(?:di collaterale|come collaterale|di garanzia|come garanzia)/u,
  ],
  fr: [
    /^garde(?:z)? (?:tout |toute |l'ensemble de )?(?:ton|ta|tes|votre|vos) (?:apport|épargne|argent|cash|liquidités|actions|titres|position)[^.]{0,30}? sur /u,
    /^positionnez-vous sur /u,
    /^ne courez (?:pas|plus) après /u,/^ne touchez (?:pas|plus) (?:à|aux|au) /u, /^(?:ajoutez|déposez) [^.]{0,24}?(?:de collatéral|en collatéral|de garantie|en garantie)/u],
  de: [
    /^kündige (?:den|die|das|deinen|deine) [^.]{0,30}?(?:nicht|vertrag|police|sparplan)[^.]{0,40}?(?:stell|lass|wandle)/u,
    /^(?:hol|zieh|schick|überweis|transferier)\p{L}* (?:deine|ihre|die|alle|eure) (?:\S+ ){0,2}?(?:coins|kryptos|bitcoins?|\$tkr|token|bestände|guthaben)(?![\p{L}])[^.]{0,60}?(?:wallet|cold storage|hardware-wallet|eigene)/u,
    /^lass (?:das|die|deine|ihre|den) (?:\S+ ){0,4}?(?:gestakt|gestaked|im staking|liegen|laufen)(?![\p{L}])/u,
    /^roll\p{L}* (?:den|die|deine|ihre) (?:call|put|calls|puts|option|optionen|position)(?![\p{L}])/u,
    /^(?:leg|schieß|schiess)\p{L}* (?:\S+ ){0,3}?(?:sicherheit|collateral|sicherheiten) (?:nach|hinzu|ein)(?![\p{L}])/u,
  ],
  ru: [
    /^(?:поменяй|поменяйте|замени|замените) «?[^.]{0,30}?(?:в своем|в своём|в вашем|в твоём|в твоем) портфеле на /u,
    /^(?:захеджируй|захеджируйте|подай|подайте) (?:его|её|ее|их|позицию|портфель|заявку)/u,
    /я бы (?:его|её|ее|их|позицию|шорт|лонг)? ?(?:закрыл|закрыла|продал|продала|купил|купила|зафиксировал|сократил)(?![\p{L}])/u,
    /(?:выведите|выводите|переведите|переводите|выведи|переведи) (?:\S+ ){0,3}на (?:свой|собственный|холодный|личный|аппаратный) (?:\S+ )?кошел/u,
    /^не лезьте (?:в|на) /u,
    /^успейте (?:купить|продать|зайти|войти|докупить|закрыть|зафиксировать)/u,
  ],
  tr: [
    /(?:talimatı|emri) ver(?:in)?(?![\p{L}])/u,
    /(?:açarak|satarak|alarak) [^.]{0,40}?(?:koru|korun|hedge et)(?![\p{L}])/u,/(?:mevduatını|paranı|birikimini|dövizini|altınını|bonolarını|fonlarını) [^.]{0,40}?(?:geçir|çevir|aktar|yatır|taşı)(?:in)?(?![\p{L}])/u],
  id: [/^(?:tambahkan|tambah|setor|setorkan) (?:lagi )?(?:jaminan|kolateral|agunan|collateral)(?![\p{L}])/u],
  ko: [/(?:범위|레인지|구간|포지션)(?:를|을) (?:다시 )?(?:잡으셔야|설정하셔야|조정하셔야|잡으세요|설정하세요|조정하세요|옮기세요|옮기셔야)/u],
  zh: [
    /(?:获利了结|獲利了結|减码|減碼|卖出|賣出)(?:一部分|部分|一些)?(?:也不为过|也不為過)/u,
    /(?:以|在)[^。！？，,]{0,16}(?:买入|買入|进场|進場|卖出|賣出)是(?:不错|不錯|很好|合理)的(?:选择|選擇)/u,
    /(?:杠杆|槓桿)(?:不要|别|別|最好不要|切勿)(?:开|開|超过|超過|加|拉)/u,
    /(?:先别|先別|不要|别|別|切勿)[^。！？]{0,16}(?:挂|掛)(?:任何)?(?:买卖单|買賣單|买单|買單|卖单|賣單|单|單)/u,
  ],
};
