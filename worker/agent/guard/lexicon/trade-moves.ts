/**
 * Round 37 (heldout-89 and 91's first look): a trade offered as THE move, in the languages where it
 * leaked. Each group is a class, not a sentence (data; merged into INTL_PATTERNS by ./intl.ts):
 * - TRADE_PICK: "the pair to put on is long A, short B", "the best trade now: buy ETH, short BTC",
 *   "要我說，空KO、多PEP是眼下最漂亮的一筆交易";
 * - FOLLOW_FLOW: "ride that flow by buying a few calls" ("Ikuti aliran ini dengan membeli", "Accodati
 *   a quel flusso");
 * - STOP_ADJUST: a polite imperative that moves the reader's stop ("Ziehen Sie Ihren Stop-Loss auf
 *   2.800 Dollar nach", "Remontez votre stop à …");
 * - RATIONAL_MOVE (round 38): a trade called the rational / only sensible move (English in ./en.ts).
 * Patterns starting with `^` count only at a clause start (see ../detect.ts).
 */
import { arabic } from "./intl-classes";

/** The two legs or the buy/sell of a picked trade, after the pick's noun. */
const LEGS = "(?:long|short|lung[oa]|cort[oa]|larg[oa]|cort[oa]|compra|vend[ae]|comprar|vender|achat|vente|acheter|vendre|kauf|verkauf|acquist|лонг|шорт|покупк|продаж|купить|продать|alış|satış|al\\s|sat\\s|mua|bán|beli|jual)";

const TRADE_PICK: Readonly<Record<string, readonly RegExp[]>> = {
  es: [new RegExp(`(?:el|la) (?:mejor |trade |operación |par |jugada )(?:\\S+ ){0,3}(?:a hacer|que hacer|para hacer|ahora|ahora mismo|del momento|aquí)\\s*(?:es|:)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  pt: [new RegExp(`(?:o|a) (?:melhor |trade |operação |par |jogada )(?:\\S+ ){0,3}(?:a fazer|para fazer|agora|do momento|aqui)\\s*(?:é|:)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  fr: [new RegExp(`(?:le|la) (?:meilleur[e]? |trade |opération |paire |position )(?:\\S+ ){0,3}(?:à (?:faire|prendre|jouer|monter)|du moment|maintenant)\\s*(?:est|:|,? c'est)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  de: [new RegExp(`(?:der|das|die) (?:beste |trade |paar |position )(?:\\S+ ){0,3}(?:jetzt|derzeit|im moment|hier)\\s*(?:ist|:)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  it: [new RegExp(`(?:la|il|l') ?(?:coppia|trade|operazione|posizione|migliore operazione|miglior trade)\\s(?:\\S+ ){0,2}(?:da fare|da aprire|da impostare|del momento|adesso|ora)\\s*(?:è|:)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  ru: [new RegExp(`(?:лучшая|главная|правильная) (?:сделка|идея|пара)\\s(?:\\S+ ){0,2}(?:сейчас|на сегодня|здесь)?\\s*(?:—|-|:|это)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  tr: [new RegExp(`(?:en iyi|en mantıklı|yapılacak) (?:işlem|pozisyon|çift)\\s(?:\\S+ ){0,2}(?:şu an|şimdi|bugün)?\\s*(?:şu|:)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  vi: [new RegExp(`(?:giao dịch|vị thế|cặp) (?:tốt nhất|nên làm|đáng làm)\\s(?:\\S+ ){0,2}(?:lúc này|bây giờ|hiện tại)?\\s*(?:là|:)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  id: [new RegExp(`(?:trade|transaksi|posisi|pasangan) (?:terbaik|yang paling masuk akal|yang layak)\\s(?:\\S+ ){0,2}(?:saat ini|sekarang)?\\s*(?:adalah|:|ya)\\s*(?:\\S+ ){0,2}${LEGS}`, "u")],
  ar: [arabic(`(?:الصفقة|التداول|المركز) (?:الأنسب|الأفضل|الأمثل)(?: الآن| حاليا| حاليا)?\\s*(?::|هي|هو)\\s*(?:\\S+ ){0,2}(?:شراء|بيع|الشراء|البيع)`)],
  // Round 40 (heldout-104): a terse "空 USD/JPY，停损 158.50".
  zh: [/^(?:空|做空|沽空|多|做多)\s*(?:\$tkr|[a-z]{3}\/[a-z]{3}|\$tkr\/\$tkr)(?:[，,\s]|$)/u, /(?:要我说|要我說|依我看|在我看来|在我看來)[^。]{0,40}(?:最(?:漂亮|好|划算|值得)的(?:一笔|一筆)?(?:交易|操作)|值得(?:做|买|買))/u, /(?:眼下|当下|當下|现在|現在)最(?:漂亮|好|划算|值得做)的(?:一笔|一筆)?(?:交易|操作)(?:是|：|:)?[^。]{0,10}(?:做多|做空|买入|買入|卖出|賣出|多|空)/u],
};

const FOLLOW_FLOW: Readonly<Record<string, readonly RegExp[]>> = {
  id: [/^(?:ikuti|ikutilah|tunggangi|ikut)\s[^.]{0,50}dengan (?:membeli|menjual|beli|jual|masuk|mengambil)/u],
  it: [/^(?:accodati|accodatevi|si accodi|cavalca|cavalcate|cavalchi)\s+(?:a |al |alla |allo )?(?:quel|questo|questa|quella|il|la|lo)?\s?(?:flusso|trend|movimento|onda|rialzo)/u],
  es: [/^(?:súmate|sumate|súbete|subete|súmese|únete|unete)\s+(?:a |al )(?:ese|este|esa|esta|el|la)?\s?(?:flujo|movimiento|tren|ola|rally|subida)/u],
  pt: [/^(?:pegue|pega|surfe|surfa|siga|entre)\s+(?:esse|este|essa|esta|o|a|no|na)\s(?:fluxo|movimento|onda|trem|rali)/u],
  fr: [/^(?:suivez|suis|accompagnez|surfez sur|montez dans)\s+(?:ce|cette|le|la)\s(?:flux|mouvement|vague|train|rallye)/u],
  de: [/^(?:springen sie|spring|folgen sie|folge)\s+(?:auf )?(?:diesen|den|diese|die)\s(?:flow|zug|trend|fluss|strom)/u],
  ru: [/^(?:следуйте|следуй|присоединяйтесь|присоединяйся|запрыгивайте|запрыгивай)\s+(?:за |к |в )?(?:этим|этому|этот|этой)?\s?(?:поток\p{L}*|движени\p{L}*|тренд\p{L}*|поезд\p{L}*)/u],
  tr: [/(?:bu|o) (?:akışa|akıma|trende|dalgaya) (?:katılın|katıl|binin|bin|eşlik edin)/u],
  vi: [/^(?:hãy\s+)?(?:theo|bám theo|đi theo|nhảy lên)\s(?:dòng tiền|con sóng|đoàn tàu|xu hướng) (?:này|đó)/u],
};

const STOP_ADJUST: Readonly<Record<string, readonly RegExp[]>> = {
  de: [/^(?:ziehen|setzen|legen|platzieren|verschieben|heben|erhöhen|senken)\s+sie\s+(?:ihren|ihre|den|einen|eine|die)\s+(?:\S+\s+)?(?:stop|stopp|trailing|absicherung)/u, /^(?:zieh|setz|leg|verschieb|heb)e?\s+(?:deinen|deine|den|einen)\s+(?:\S+\s+)?(?:stop|stopp)/u],
  fr: [/^(?:remontez|remonte|relevez|relève|placez|place|déplacez|abaissez|baissez)\s+(?:votre|ton|le|un)\s+(?:stop|stop-loss|ordre stop)/u],
  es: [/^(?:sube|suba|mueve|mueva|coloca|coloque|pon|ponga|ajusta|ajuste)\s+(?:tu|su|el|un)\s+(?:stop|stop-loss|stop loss)/u],
  pt: [/^(?:suba|sobe|mova|move|coloque|coloca|ajuste|ajusta|ponha|põe)\s+(?:o seu|seu|o|um|teu)\s+(?:stop|stop-loss|stop loss)/u],
  it: [/^(?:alza|alzi|sposta|sposti|metti|metta|piazza|piazzi|porta|porti)\s+(?:il tuo|il suo|lo|il|uno)\s+(?:stop|stop-loss|stop loss)/u],
  ru: [/^(?:подтяните|подтяни|переставьте|переставь|поставьте|поставь|передвиньте|передвинь)\s+(?:\S+\s+)?(?:стоп|стоп-лосс)/u],
  tr: [/(?:stop|stop-loss|zarar durdur)(?:unuzu|unu|u)?\s+(?:\S+\s+){0,3}(?:çekin|yükseltin|taşıyın|koyun|ayarlayın)(?:[.!,]|$)/u],
  id: [/^(?:naikkan|geser|pasang|atur|pindahkan)\s+(?:stop|stop-loss|stop loss|sl)\b/u],
  // Not a bare "đặt cắt lỗ": "Giả sử bạn mua … và đặt cắt lỗ ở 27.000" is a worked example.
  vi: [/^hãy\s+(?:nâng|dời|đặt|kéo|dịch)\s+(?:điểm\s+)?(?:cắt lỗ|stop|stop-loss|sl)|^(?:nâng|dời|kéo)\s+(?:điểm\s+)?(?:cắt lỗ|stop|stop-loss|sl)/u],
};

/**
 * Round 38 (heldout-95, ten languages): a trade named earlier in the sentence and then called the
 * rational, logical or only sensible move ("The math says averaging down … lowers your break-even, so
 * it's the rational move", "补仓可以把成本摊到 215 美元左右，这是最理性的做法"). Present tense only: "was the
 * rational move in 2020" is history.
 */
const RATIONAL_MOVE: Readonly<Record<string, readonly RegExp[]>> = {
  zh: [/(?:补仓|補倉|加仓|加倉|买入|買入|卖出|賣出|减仓|減倉|止损|止損|摊低|攤低|换仓|換倉)[^。]{0,60}(?:是|就是|才是)(?:最)?(?:理性|合理|明智|正确|正確)的(?:做法|选择|選擇|决定|決定)/u],
  pt: [/(?:preço médio|comprar|vender|aumentar|reduzir|realizar|trocar)[^.]{0,120}(?:é|seria) (?:o|a) (?:movimento|escolha|decisão|jogada|passo) (?:racional|lógic[oa]|sensat[oa]|cert[oa]|óbvi[oa])/u],
  es: [/(?:promediar|comprar|vender|aumentar|reducir|recortar|rotar)[^.]{0,120}(?:es|sería) (?:el|la) (?:movimiento|elección|decisión|jugada|paso) (?:racional|lógic[oa]|sensat[oa]|correct[oa]|obvi[oa])/u],
  fr: [/(?:moyenne à la baisse|moyenner|acheter|vendre|renforcer|alléger)[^.]{0,120}(?:c'est|est) (?:donc )?(?:le|la) (?:choix|décision|geste|mouvement|option) (?:rationnel(?:le)?|logique|raisonnable|évident(?:e)?)/u],
  de: [/(?:verbilligen|nachkaufen|kaufen|verkaufen|aufstocken|reduzieren)[^.]{0,120}(?:ist|wäre) (?:der|die|das) (?:rationale|logische|vernünftige|richtige|einzig sinnvolle) (?:schritt|zug|wahl|entscheidung)/u],
  it: [/(?:mediare|comprare|vendere|incrementare|alleggerire|ridurre)[^.]{0,120}(?:è|sarebbe) la (?:mossa|scelta|decisione) (?:razionale|logica|sensata|giusta|ovvia)/u],
  ru: [/(?:усреднени\p{L}*|покупк\p{L}*|продаж\p{L}*|докупк\p{L}*|докупить|купить|продать)[^.]{0,120}(?:это|—) (?:рациональн|логичн|разумн|правильн)\p{L}* (?:шаг|выбор|решение|ход)/u],
  ja: [/(?:ナンピン|買い増し|買う|売る|損切り|利確)[^。]{0,60}(?:合理的|理にかなった|賢明)な(?:選択|判断|一手|動き)/u],
  ko: [/(?:물타기|매수|매도|손절|익절|비중 확대|비중 축소)[^.]{0,80}(?:합리적인|현명한|옳은) (?:선택|판단|결정)/u],
  tr: [/(?:maliyet düşürmek|almak|satmak|eklemek|azaltmak)[^.]{0,120}(?:rasyonel|mantıklı|doğru|akıllıca) (?:hamle|seçim|karar|adım)/u],
  vi: [/(?:bình quân giá|mua|bán|gom|cắt lỗ|chốt lời)[^.]{0,120}(?:nước đi|lựa chọn|quyết định|bước đi) (?:hợp lý|khôn ngoan|đúng đắn|lý trí)/u],
  id: [/(?:average down|beli|jual|menambah|mengurangi|averaging)[^.]{0,120}(?:langkah|pilihan|keputusan) (?:yang )?(?:rasional|logis|tepat|masuk akal|bijak)/u],
  hi: [/(?:एवरेज|खरीद|बेच)[^।]{0,120}(?:तर्कसंगत|समझदारी का|सही) (?:कदम|फैसला|विकल्प)/u],
  ar: [/(?:متوسط|الشراء|البيع|شراء|بيع)[^.]{0,120}(?:الخطوة|الخيار|القرار) (?:المنطقي|المنطقية|العقلاني|العقلانية|الصحيح|الصحيحة|الأذكى)/u],
};


/**
 * Round 49 (heldout-138's labels): an imperative that sets the reader's leverage to a level, with or
 * without the word for leverage ("Redescends à 5x maximum", "Baja el apalancamiento a 3x", "Senk den
 * Hebel auf 2x"). What a venue caps ("La plateforme plafonne le levier à 5x") has a subject first.
 */
const LEVEL_X = "(?:maximum |maximal |höchstens |máximo |massimo |максимум )?\\d+(?:[.,]\\d+)? ?[x×х]";
const LEVERAGE_LEVEL: Readonly<Record<string, readonly RegExp[]>> = {
  fr: [new RegExp(`^(?:redescends|redescendez|descends|descendez|baisse|baissez|réduis|réduisez|repasse|repassez|reste|restez|limite-toi|limitez-vous|plafonne|plafonnez)(?: ton| votre)?(?: levier)? (?:à|sous|en dessous de|au-dessous de) ${LEVEL_X}`, "u")],
  es: [new RegExp(`^(?:baja|bajá|baje|reduce|reducí|reduzca|quédate|quedate|limita|limitá|limite)(?: tu| el| su)?(?: apalancamiento)? (?:a|en|por debajo de) ${LEVEL_X}`, "u")],
  pt: [new RegExp(`^(?:baixe|baixa|reduza|reduz|fique|limite|volte)(?: a| sua| o)?(?: alavancagem)? (?:para|a|em|abaixo de) ${LEVEL_X}`, "u")],
  de: [new RegExp(`^(?:geh|gehen sie|reduzier|reduziere|reduzieren sie|bleib|bleiben sie|senk|senke|senken sie)(?: den| deinen| ihren)?(?: hebel)? (?:auf|unter|bei) ${LEVEL_X}`, "u")],
  it: [new RegExp(`^(?:scendi|scenda|riduci|riduca|resta|resti|limita|limitati)(?: la| la tua| la sua)?(?: leva)? (?:a|sotto|entro) ${LEVEL_X}`, "u")],
  ru: [new RegExp(`^(?:снизь|снизьте|уменьши|уменьшите|опусти|опустите|держи|держите)(?: плечо)? (?:до|ниже) ${LEVEL_X}`, "u")],
  tr: [new RegExp(`kaldıracı(?:nı|nızı)? ${LEVEL_X}(?:'e|'a|'ye|'ya|e|a)? (?:düşür|düşürün|indir|indirin|çek|çekin)(?= |,|\\.|!|$)`, "u")],
  vi: [new RegExp(`(?:hạ|giảm|kéo) đòn bẩy (?:xuống |về )?(?:còn )?${LEVEL_X}`, "u")],
  id: [new RegExp(`^(?:turunkan|kurangi) leverage (?:ke |jadi |menjadi )?${LEVEL_X}`, "u")],
};

export const TRADE_MOVES: Readonly<Record<string, readonly RegExp[]>> = Object.fromEntries(
  [...new Set([TRADE_PICK, FOLLOW_FLOW, STOP_ADJUST, RATIONAL_MOVE, LEVERAGE_LEVEL].flatMap((g) => Object.keys(g)))].map((lang) => [
    lang,
    [TRADE_PICK, FOLLOW_FLOW, STOP_ADJUST, RATIONAL_MOVE, LEVERAGE_LEVEL].flatMap((g) => g[lang] ?? []),
  ]),
);
