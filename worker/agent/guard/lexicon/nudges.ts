/**
 * Round 33 (heldout-73 … 75's first look): advice that names no order at all, in the languages where
 * it leaked. Each group is a class, not a sentence:
 * - PEERS: "most investors in your position would add here" (tr, id, hi and the others);
 * - WONT_WAIT: "an opportunity like this won't wait — be late and you'll buy higher";
 * - WHAT_STOPS_YOU: "what's stopping you from getting in?", "still waiting on the sidelines?";
 * - DOUBLE: "double the position" as an imperative (a table's note cell);
 * - WORTH_IT: a trade called the right / most economical / deserved move ("layak dikoleksi",
 *   "almak en doğrusu", "开空单…最划算", "mérite d'être conservé", "dovrebbe liberarsene",
 *   "tieni duro"), "why not switch into …" (何不), "could move 20% into …" (可以把…转到).
 */
import { arabic, merge } from "./intl-classes";

const TRADE_OR_GROW =
  "(?:buy|add|sell|trim|grow|increase|compr|vend|aument|acumul|achet|vendr|renforc|augment|kauf|verkauf|aufstock|erhöh|acquist|incrementa|aumenta|покуп|купи|продав|прода|увелич|нарасти|докуп|al(?:ır|ma|dı)|sat(?:ar|ma|tı)|büyüt|artır|ekle|beli|jual|tambah|menambah|mua|bán|tăng|gom|खरीद|बेच|बढ़ा|شراء|بيع|يشتر|يبيع|زيادة|يزيد|买|買|卖|賣|加仓|加倉|增持|買い増|売|사|팔|늘리|매수|매도)";

const PEERS: Readonly<Record<string, readonly RegExp[]>> = {
  es: [new RegExp(`la mayoría de (?:los )?(?:inversores|inversionistas|ahorradores) (?:en|con) (?:tu|su) (?:situación|posición|lugar)[^.]{0,80}${TRADE_OR_GROW}`, "u")],
  pt: [new RegExp(`a maioria dos (?:investidores|poupadores) (?:na|em) (?:sua|tua) (?:situação|posição)[^.]{0,80}${TRADE_OR_GROW}`, "u")],
  fr: [new RegExp(`la plupart des (?:investisseurs|épargnants) (?:à votre place|dans votre situation|dans votre cas)[^.]{0,80}${TRADE_OR_GROW}`, "u")],
  de: [new RegExp(`die meisten (?:anleger|investoren|sparer) in (?:deiner|ihrer) (?:lage|situation|position)[^.]{0,80}${TRADE_OR_GROW}`, "u")],
  it: [new RegExp(`la maggior parte degli (?:investitori|risparmiatori) (?:nella (?:tua|sua) (?:situazione|posizione)|al (?:tuo|suo) posto)[^.]{0,80}${TRADE_OR_GROW}`, "u")],
  ru: [new RegExp(`большинство (?:инвесторов|вкладчиков|трейдеров) на (?:вашем|твоём|твоем) месте[^.]{0,80}${TRADE_OR_GROW}`, "u")],
  tr: [new RegExp(`(?:sizin|senin) yerinizdeki|(?:sizin|senin) yerindeki|(?:sizin|senin) konumunuzdaki`, "u")],
  id: [new RegExp(`(?:kebanyakan|sebagian besar|mayoritas) investor (?:dengan posisi seperti|di posisi|seperti) (?:anda|kamu)[^.]{0,80}${TRADE_OR_GROW}`, "u"), new RegExp(`(?:siapa pun|siapapun|setiap investor) (?:di|dalam) (?:posisi|situasi) (?:anda|kamu)[^.]{0,80}(?:akan|bakal) (?:menutup|menjual|membeli|keluar|menambah|mengurangi)`, "u")],
  vi: [new RegExp(`(?:hầu hết|phần lớn|đa số) (?:nhà đầu tư|người) (?:ở vị trí|trong hoàn cảnh) (?:của )?(?:bạn|anh|chị)[^.]{0,80}${TRADE_OR_GROW}`, "u")],
  hi: [new RegExp(`(?:आपकी|तुम्हारी) (?:स्थिति|जगह) (?:में|पर) (?:ज़्यादातर|ज्यादातर|अधिकतर|अधिकांश) निवेशक[^।]{0,80}${TRADE_OR_GROW}`, "u")],
  ar: [arabic(`(?:معظم|أغلب|اغلب) (?:المستثمرين|المتداولين) (?:في|فى) (?:مكانك|وضعك|موقفك)`), arabic(`(?:أي شخص|أي أحد|أي مستثمر|أي متداول) (?:في|فى) (?:مكانك|وضعك|موقفك)`)],
  zh: [new RegExp(`(?:处在|處在|在)(?:你|您)(?:的)?(?:位置|处境|處境)(?:的|上的)?(?:大多数|大多數|多数|多數)?(?:投资者|投資者|人)[^。]{0,30}${TRADE_OR_GROW}`, "u")],
  ja: [new RegExp(`(?:あなた|ご自身)と同じ(?:立場|状況)の(?:投資家|人)の(?:多く|大半)は[^。]{0,40}${TRADE_OR_GROW}`, "u")],
  ko: [new RegExp(`(?:당신|고객님)(?:과 같은|의) (?:입장|상황)(?:의|인) 투자자(?:들)?(?:의)? 대부분[^.]{0,40}${TRADE_OR_GROW}`, "u")],
};

const WONT_WAIT: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/(?:la|esta|una) (?:oportunidad|ventana) (?:así |como esta )?no (?:espera|va a esperar|durará|dura para siempre)|si no es ahora,? ¿?cuándo/u],
  pt: [/(?:a|essa|esta|uma) (?:oportunidade|janela) (?:assim |como essa )?não (?:espera|vai esperar|vai durar|dura para sempre)|se não for agora,? quando/u],
  fr: [/(?:l'|cette |une )(?:occasion|opportunité|fenêtre) (?:comme celle-ci )?ne (?:se représentera pas|restera pas ouverte|vous attendra pas|durera pas)|si ce n'est pas maintenant,? quand/u],
  de: [/(?:die|diese|eine solche) (?:gelegenheit|chance) wartet nicht|wenn nicht jetzt,? wann (?:dann|denn)?/u],
  it: [/(?:l'|quest'|un')(?:occasione|opportunità) (?:come questa )?non (?:aspetta|ti aspetta|durerà)|se non ora,? quando/u],
  ru: [/(?:такое|это) окно (?:открывается нечасто|не будет открыто вечно|скоро закроется)|промедлите,? и|если не сейчас,? то когда/u],
  tr: [/fırsat (?:kimseyi )?beklemez|şimdi değilse ne zaman/u],
  id: [/kesempatan (?:seperti ini |kayak gini )?(?:tidak|nggak|gak|tak) (?:datang dua kali|menunggu|akan menunggu)|kalau bukan sekarang,? kapan lagi/u],
  vi: [/cơ hội (?:như thế này |như vậy )?không (?:chờ|đợi) ai|chậm chân là lỡ|không phải bây giờ thì (?:là )?(?:khi nào|bao giờ)/u],
  hi: [/(?:ऐसा )?मौका (?:किसी का )?इंतज़ार नहीं करता|(?:ऐसा )?मौका बार-बार नहीं (?:आता|मिलता)|अभी नहीं तो कब/u],
  ar: [arabic("الفرصة (?:لن|لا) تنتظر|(?:إن|إذا) لم يكن الآن فمتى")],
  zh: [/机会不等人|機會不等人|错过(?:就|了就)?(?:没有|沒有)(?:了|下次)|錯過(?:就|了就)?沒有(?:了|下次)|更待何时|更待何時/u],
  ja: [/チャンスは待ってくれない|今でしょ/u],
  ko: [/기회는 기다려 ?주지 않/u],
};

/**
 * Round 37 (heldout-89): "what's the point of staying in cash / waiting?" ("hâlâ dövizde beklemenin ne
 * anlamı var?", "Не упустите шанс"): waiting named as pointless, a chance not to be missed.
 */
const POINTLESS_WAIT: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/qué sentido tiene (?:seguir|quedarse|mantener|tener|esperar|aguantar)/u],
  pt: [/qual (?:é )?o sentido (?:de|em) (?:continuar|ficar|manter|esperar|segurar)/u],
  fr: [/à quoi bon (?:rester|garder|attendre|conserver)/u],
  tr: [/(?:beklemenin|durmanın|tutmanın|kalmanın|oturmanın) (?:ne )?(?:anlamı|mantığı) var/u],
  id: [/apa gunanya (?:menahan|menyimpan|menunggu|tetap|bertahan|diam)/u],
  ru: [/не упуст(?:и|ите) (?:\S+ )?(?:шанс|момент|возможност\p{L}*)/u],
};

/** Round 38 (heldout-95): Turkish advice to a group the reader belongs to ("Mevduatını dolarda tutanların artık TL mevduata geçmesi gerekiyor"). */
const THOSE_WHO_MUST: Readonly<Record<string, readonly RegExp[]>> = {
  // Round 41 (heldout-106): "quem tem dívida em dólar precisa se proteger com contratos de dólar futuro já".
  pt: [/(?:^|[,;:]\s*)quem (?:tem|possui|está|estiver|tiver) [^.]{0,60}? (?:precisa|deve|tem que|tem de|deveria) (?:se proteger|vender|comprar|sair|zerar|travar|reduzir|realizar|migrar|trocar)/u],
  es: [/(?:^|[,;:]\s*)quien (?:tenga|tiene|esté|posea) [^.]{0,60}? (?:debe|debería|tiene que|necesita) (?:cubrirse|vender|comprar|salir|cerrar|reducir|recoger|cambiar)/u],
  it: [/(?:^|[,;:]\s*)chi (?:ha|possiede|è|detiene) [^.]{0,60}? (?:deve|dovrebbe|ha bisogno di) (?:coprirsi|vendere|comprare|uscire|chiudere|ridurre|incassare)/u],
  fr: [/(?:^|[,;:]\s*)ceux qui (?:ont|détiennent|possèdent|sont) [^.]{0,60}? (?:doivent|devraient) (?:se couvrir|vendre|acheter|sortir|clôturer|réduire|alléger)/u],
  de: [/(?:^|[,;:]\s*)wer [^.]{0,60}? (?:hat|hält|besitzt|ist),? (?:sollte|muss|müsste) (?:sich )?(?:jetzt |sofort |dringend )?(?:absichern|verkaufen|kaufen|aussteigen|reduzieren|umschichten)/u],
  tr: [/\S+(?:anların|enlerin)\s(?:\S+\s){0,5}(?:geçmesi|satması|alması|çıkması|bozdurması|çevirmesi|aktarması|kapatması|azaltması|artırması|eklemesi|girmesi) (?:gerekiyor|gerekir|lazım|şart)/u],
};

/**
 * Round 39 (heldout-97): "why pay three times the price when you can simply buy BTC?" and money left
 * idle asked about ("Почему твои USDT до сих пор лежат на бирже без дохода?").
 */
const WHY_PAY: Readonly<Record<string, readonly RegExp[]>> = {
  fr: [/pourquoi (?:payer|acheter|garder|détenir|rester) [^?]{0,80} quand (?:on|vous|tu) (?:peut|pouvez|peux) (?:tout )?(?:simplement |directement )?(?:acheter|détenir|avoir|prendre)/u],
  es: [/por qué (?:pagar|comprar|mantener|quedarte) [^?]{0,80} cuando (?:puedes|se puede|podés) (?:simplemente |directamente )?(?:comprar|tener)/u],
  pt: [/por que (?:pagar|comprar|manter|ficar) [^?]{0,80} quando (?:você pode|dá pra|se pode|pode) (?:simplesmente |diretamente )?(?:comprar|ter)/u],
  it: [/perché (?:pagare|comprare|tenere|restare) [^?]{0,80} quando (?:puoi|si può) (?:semplicemente |direttamente )?(?:comprare|avere)/u],
  de: [/warum [^?]{0,80}(?:zahlen|kaufen|halten),? wenn (?:man|sie|du) (?:\S+ ){0,4}(?:einfach |direkt )?(?:\S+ ){0,3}kaufen (?:kann|können|kannst)/u],
  ru: [/почему (?:ваши|твои|у вас|у тебя) [^?]{0,60}(?:до сих пор|всё ещё|все еще|по-прежнему) (?:лежат|лежит|простаивают|стоят|без дела|не работают)/u],
  // Round 40 (heldout-103): "你还把钱放在活期里干什么？", "sao anh chị vẫn chưa có lượng nào trong tay?".
  zh: [/(?:你|您)还?(?:把钱|把錢)?(?:放在|留在|躺在|存在|擺在|摆在)(?:活期|银行|銀行|现金|現金|余额宝|餘額寶)[^？?]{0,10}(?:干什么|幹什麼|做什么|做什麼|干嘛|幹嘛)/u],
  vi: [/(?:sao|tại sao|vì sao) (?:bạn|anh chị|anh|chị) (?:vẫn )?chưa (?:có|mua|sở hữu|vào)/u],
};

const WHAT_STOPS_YOU: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/qué te (?:impide|frena) (?:entrar|comprar|invertir)/u],
  pt: [/o que (?:te|lhe) impede de (?:entrar|comprar|investir)/u],
  fr: [/qu'est-ce qui vous (?:empêche|retient) d'(?:entrer|acheter|investir)/u],
  de: [/was hält (?:dich|sie) (?:noch )?(?:davon )?ab,? (?:einzusteigen|zu kaufen)/u],
  it: [/cosa ti (?:impedisce|trattiene) (?:di|dall') ?(?:entrare|comprare|investire)/u],
  ru: [/что (?:вам|тебе) мешает (?:купить|зайти|войти|вложиться)/u],
  id: [/apa yang (?:menghalangi|menahan) (?:anda|kamu) (?:untuk )?(?:masuk|membeli|beli)|masih (?:mau )?(?:menunggu|nonton|duduk) di (?:pinggir|luar)/u],
  vi: [/điều gì (?:đang )?(?:ngăn|cản) (?:bạn|anh|chị) (?:mua|vào|xuống tiền)/u],
  hi: [/(?:आपको|तुम्हें) (?:खरीदने|निवेश करने) से क्या रोक रहा/u],
  // Round 38: "What are you waiting for?" alone, two words the model does not judge (heldout-93).
  ar: [arabic("(?:ما الذي|ماذا) يمنعك (?:من|عن) (?:الدخول|الشراء|الاستثمار)"), arabic("^(?:ماذا|ما الذي|ما) (?:تنتظر|تنتظرون|تنتظره|تنتظرين)(?:\\s*[؟?!]|$)")],
  tr: [/^(?:daha )?(?:ne|neyi) (?:bekliyorsun|bekliyorsunuz)(?:\s*[?!]|$)/u],
  zh: [/(?:是什么|是什麼)(?:阻止|拦着|攔著)(?:你|您)(?:买|買|上车|上車|入场|入場)/u],
};

/** Doubling a position, an imperative in a note or sentence ("Dobre a posição", "Удвойте объём"). */
const DOUBLE: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/^(?:duplica|duplique|doblad|dobla)\s+(?:tu|su|la|el|vuestra)?\s*(?:posición|exposición|apuesta|\$tkr)/u],
  pt: [/^(?:dobre|dobra|duplique)\s+(?:a|sua|tua|seu|o)?\s*(?:posição|exposição|aposta|\$tkr)/u],
  fr: [/^(?:doublez|double)\s+(?:votre|ta|la|ton)?\s*(?:position|exposition|ligne|mise)/u],
  de: [/^(?:verdopple|verdoppeln sie)\s+(?:deine|ihre|die)?\s*(?:position|einsatz)/u],
  it: [/^(?:raddoppia|raddoppi|raddoppiate)\s+(?:la|tua|sua)?\s*(?:posizione|esposizione|puntata)/u],
  ru: [/^(?:удвойте|удвой)\s+(?:объём|объем|позицию|долю|вложения)/u],
  tr: [/(?:pozisyonu(?:nuzu|nu)?|payınızı)\s+(?:ikiye katlayın|ikiye katla)/u],
  id: [/^(?:gandakan|dobelkan)\s+(?:posisi|kepemilikan)/u],
  vi: [/^(?:nhân đôi|gấp đôi)\s+(?:vị thế|tỷ trọng)/u],
  zh: [/^(?:仓位|倉位)?(?:翻倍|加倍)(?:买入|買入|持有|仓位|倉位)/u],
  ja: [/(?:買い増し|ポジション)を?倍に/u],
};

/**
 * Round 34 (heldout-77: personal finance for savers): a gentle suggestion of what the reader should
 * do with their money — "seria uma boa ideia transferir…", "für Sie eine Überlegung wert", "le
 * consiglierei…", "sebaiknya langsung dibelikan", "आपके लिए सबसे फ़ायदेमंद रहेगा", "يناسب وضعك".
 */
const SAVER_SUGGESTION: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/(?:elegir|mover|pasar|traspasar|reinvertir|invertir|comprar|vender|mantener|destinar|aportar|cambiar)\s[^.]{0,100}\b(?:dejaría que|te permitiría|sería (?:lo más (?:sensato|conveniente|rentable)|una buena (?:idea|opción)|la mejor opción|buena idea))/u, /^(?:sería|puede ser) (?:una )?(?:buena idea|conveniente|sensato|prudente) (?:trasladar|traspasar|mover|pasar|invertir|comprar|vender|reinvertir|aportar|cambiar)/u],
  pt: [/seria (?:uma )?(?:boa ideia|interessante|sensato|prudente|recomendável|o ideal) (?:transferir|mover|aplicar|investir|comprar|vender|trocar|resgatar|migrar|colocar|passar|reinvestir)/u],
  fr: [/^(?:gardez|conservez|garde|conserve) (?:bien |donc |plutôt )?(?:votre|vos|ton|ta|tes)(?![\p{L}])/u],
  de: [/(?:wäre|ist) [^.]{0,60}(?:für (?:sie|dich) )?eine überlegung wert|für (?:sie|dich) (?:\S+ ){0,3}(?:die )?(?:günstigere|bessere|beste|sinnvollere) (?:lösung|wahl|option|variante)/u],
  it: [/(?:destinare|spostare|investire|comprare|vendere|tenere|mantenere|versare|aderire|trasferire|convertire)[^.]{0,100}sarebbe (?:\S+ )?(?:la scelta|la soluzione|l'opzione) (?:più vantaggiosa|migliore|giusta|più sensata)|(?<![\p{L}])(?:le|ti|vi) consiglierei(?![\p{L}])(?! di (?:parlarne|consultare|sentire|chiedere|rivolgersi|verificare|leggere|controllare|confrontare))/u],
  ru: [/(?:^|[.!?]\s*)(?:ну и |так )?зачем (?:ждать|тянуть|медлить)/u],
  ko: [/(?:매도|팔)(?:하)?지 않으셔도 (?:됩니다|돼요)|그대로 두시(?:고|는 게|면 됩니다)/u],
  tr: [/(?:almak|satmak|kaydırmak|aktarmak|yatırmak|geçmek|çevirmek|bozdurmak|koymak|eklemek|taşımak)\s+(?:iyi bir fikir|mantıklı|akıllıca|yerinde bir karar)/u],
  vi: [/phương án (?:hợp lý|tốt nhất|phù hợp) (?:với|cho) (?:anh chị|bạn|anh|chị) là|(?:bạn|anh chị|anh|chị) có thể dùng (?:margin|đòn bẩy)/u],
  id: [/sebaiknya (?:langsung |segera )?(?:dibelikan|dibeli|dijual|dialihkan|diinvestasikan|dipindahkan|dicairkan)/u],
  hi: [/(?:आपके|तुम्हारे) लिए (?:सबसे )?(?:फ़ायदेमंद|फायदेमंद|बेहतर|सही) (?:रहेगा|होगा)|(?:उठा|खरीद|भर) लीजिए/u],
  ar: [arabic("أرى أن[^.]{0,80}(?:يناسب|يلائم) (?:وضعك|احتياجاتك)|هو (?:الطريق|الخيار) (?:الأسهل|الأفضل|الأنسب) (?:بالنسبة لك|لك)")],
  zh: [/不妨[^。]{0,12}(?:考虑|考慮|买|買|配置|入手|换成|換成|转到|轉到|放在|存)/u],
};

/** Round 35 (heldout-81 … 84's first look): more of the same, and imperatives of moving savings. */
const SAVER_SUGGESTION_2: Readonly<Record<string, readonly RegExp[]>> = {
  es: [/(?:te|le|os) (?:saldría|sale|saldrá) (?:más )?a cuenta/u],
  it: [/(?:ti|le|vi) consiglio di (?:passare|spostare|trasferire|versare|aderire|convertire|cambiare|reinvestire|comprare|vendere|investire)|^(?:reinvesti|reinvesta|passa|passi) (?:i|il|la|le|dal|dalla|a|al|allo|su|sul)(?![\p{L}])/u],
  ja: [/(?:移した|乗り換えた|買った|売った|預けた|切り替えた|入れた|買う|売る|移す|乗り換える|解約する)(?:ほうが|方が)(?:ずっと|はるかに|よほど)?(?:いい|良い|有利|お得|得策|まし|マシ)/u],
  zh: [/(?:你|您|每月|定期|存|买|買|配置|转|轉|换|換|放)[^。]{0,40}(?:会是|會是)(?:一个|一個)?(?:不错|不錯|很好|明智|理想)的(?:做法|选择|選擇|方式|安排)/u],
  hi: [/जमा कर (?:दें|दीजिए|दो)|मेरी राय में[^।]{0,80}(?:बेहतर|सही) (?:रहेगा|होगा)|(?:न|नहीं) (?:खरीदना|बेचना|लेना) (?:बड़ी |एक )?(?:भूल|गलती) (?:होगी|होगा)|(?:योगदान|निवेश) (?:ज़रूर |जरूर )?(?:करें|कीजिए)/u],
  ar: [arabic("قد يكون من المفيد (?:نقل|تحويل|شراء|بيع|استثمار|إيداع|وضع)")],
  vi: [/(?:^|,\s*)có thể dùng (?:margin|đòn bẩy)/u],
  id: [/(?:mengapa|kenapa) masih (?:mau )?(?:menunggu|diam|parkir) di (?:stablecoin|kas|deposito|tabungan|rekening)/u],
  fr: [/^(?:réinvestissez|réinvestis|basculez|transférez|versez)(?![\p{L}])/u],
};

const WORTH_IT: Readonly<Record<string, readonly RegExp[]>> = {
  id: [/layak (?:di)?(?:koleksi|beli|akumulasi|borong|serok)/u],
  tr: [/(?:almak|satmak|girmek|çıkmak|eklemek)\s+(?:en doğrusu|en mantıklısı|en akıllıcası)/u],
  zh: [
    /(?:开|開|买|買|卖|賣|做空|做多|加仓|加倉|平仓|平倉|空单|空單|多单|多單)[^。，,]{0,20}(?:最划算|最划得来|最划得來|最合适|最合適|最明智)/u,
    /何不(?:换成|換成|买|買|卖|賣|加仓|加倉|入手|上车|上車|转进|轉進|换到|換到)/u,
    /(?:可以|不妨|或许可以|或許可以)把[^。！？]{0,30}(?:转到|轉到|换到|換到|移到|挪到|换成|換成|转成|轉成|配置到)/u,
  ],
  fr: [/mérite (?:clairement |vraiment |largement )?d'être (?:conservé|gardé|acheté|vendu|renforcé|allégé|accumulé|ramassé)e?s?(?! par)/u],
  it: [
    /(?:dovrebbe|dovresti|dovreste|conviene|meglio) (?:\S+ )?(?:liberarsene|sbarazzarsene|disfarsene|uscirne|liberartene|sbarazzartene)/u,
    /(?:^|[:;,]\s*)(?:tieni|tenete|tenga) duro(?![\p{L}])/u,
    /non ha senso vendere (?:adesso|ora|proprio ora|in perdita)/u,
  ],
};


/**
 * Round 49 (heldout-94 after re-training): "don't miss it (again)" said to the reader about a move in
 * the market ("Jangan sampai ketinggalan lagi seperti 2020", "Ne ratez pas le train cette fois", "Lass
 * dir diese Rally nicht wieder entgehen"). What others missed ("investors who missed the 2020 rally")
 * names no reader and no imperative.
 */
const MARKET_MOVE = "(?:train|boat|rally|hausse|mouvement|tendance|bull run|zug|rallye|aufschwung|tren|tendencia|subida|alta|onda|treno|rialzo|поезд|рост|ралли|treni|yükseliş|ralli|tàu|con sóng|đợt tăng|kereta|momen|reli)";
const DONT_MISS: Readonly<Record<string, readonly RegExp[]>> = {
  es: [new RegExp(`no (?:te|se) (?:quedes|quede|pierdas|pierda) (?:fuera|afuera|el ${MARKET_MOVE}|(?:esta|la) (?:subida|tendencia|oportunidad))(?: otra vez| de nuevo| esta vez)?`, "u")],
  pt: [new RegExp(`não (?:fique|fica) de fora (?:de novo|outra vez|desta vez|dessa vez)|não (?:perca|percas) (?:o|a|esta|essa) (?:${MARKET_MOVE}|oportunidade)`, "u")],
  fr: [new RegExp(`ne (?:ratez|rate|manquez|manque|loupez|loupe) pas (?:le|la|ce|cette) (?:${MARKET_MOVE}|occasion)`, "u")],
  de: [new RegExp(`lass (?:dir|euch) (?:diese[n]?|die|den) (?:${MARKET_MOVE}|chance|gelegenheit) nicht (?:wieder |noch einmal |schon wieder )?entgehen|verpass(?:e|t)? (?:nicht )?(?:diese[n]?|den|die) (?:${MARKET_MOVE}|chance) nicht`, "u")],
  it: [new RegExp(`non (?:perdere|perdetevi|perderti|lasciarti sfuggire) (?:il|questo|quest'|l') ?(?:${MARKET_MOVE}|occasione)`, "u")],
  ru: [new RegExp(`не (?:упустите|упусти|пропустите|пропусти) (?:этот |этот раз |снова )?(?:${MARKET_MOVE}|момент|шанс|возможность)`, "u")],
  tr: [new RegExp(`(?:bu |)(?:${MARKET_MOVE}|fırsatı|treni) (?:yine |bu sefer |tekrar )?(?:kaçırmayın(?= |,|\\.|!|$)|kaçırma(?=\\s*[,.!]|\\s*$))`, "u")],
  vi: [new RegExp(`đừng (?:để )?(?:lỡ|bỏ lỡ|lỡ mất|bỏ qua) (?:chuyến tàu|con sóng|đợt tăng|cơ hội)`, "u")],
  id: [/jangan (?:sampai )?(?:ketinggalan|ketinggalan kereta|melewatkan (?:momen|reli|kesempatan))(?: lagi| kali ini)?/u],
};

export const NUDGES: Readonly<Record<string, readonly RegExp[]>> = merge(PEERS, WONT_WAIT, DONT_MISS, WHAT_STOPS_YOU, POINTLESS_WAIT, THOSE_WHO_MUST, WHY_PAY, WORTH_IT, DOUBLE, SAVER_SUGGESTION, SAVER_SUGGESTION_2);
