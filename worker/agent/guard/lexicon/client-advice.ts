/**
 * Round 46 (heldout-125 … 127's first look): advice in the register of a wealth manager's client
 * review, where the trade is about the reader's whole portfolio rather than one asset —
 *
 * - a risk-profile or model switch called timely ("It's time to step down to the Balanced profile",
 *   "Convendría pasar al perfil Moderado", "Sudah waktunya Bapak beralih ke profil Moderat");
 * - a cap on a share of the reader's wealth ("L'oro non dovrebbe superare il 10 % del tuo
 *   patrimonio", "No metas más de un 2 % de tu cartera en …");
 * - a rhetorical question about a concentrated share of the reader's wealth, asked so that only one
 *   answer fits ("Does it really make sense to keep 97% of your wealth tied to …?", "本当に株式80%の
 *   ままで良いのでしょうか？"): a question back about goals names no share held;
 * - formal imperatives of money moves with their object ("Sottoscriva 50.000 € del nuovo BTP",
 *   "Legen Sie 100.000 € als Festgeldleiter an", "Sortez vos fonds de ce site", "أضيفوا صكوكًا"),
 *   the speaker's own pick ("Tôi sẽ chọn DCDS làm phần lõi", "… tercih ederim"), and a level to
 *   set a stop or an entry at, left bare in a line about one asset ("…; stop em R$ 53,90").
 *
 * On heldout-127, private-bank reviews, the model scored these between −10 and −1: the rest of such
 * a reply is suitability facts, and it took them for that. Each pattern names the reader's money or
 * a money object, and a form (imperative, modal, "time to", question) that only advice takes. Data,
 * run by the advice family (../impersonal-advice.ts), one record per language and its script.
 */

/** The reader's wealth as the object of a share: "of your portfolio", "seu patrimônio", "ثروتكم". */
const EN_WEALTH = "(?:portfolio|wealth|savings|net worth|assets|investments|capital|retirement|pension|nest egg|holdings)";

export const EN_CLIENT_ADVICE: readonly RegExp[] = [
  // A profile or model switch called timely or advisable.
  /\b(?:time|moment|advisable|opportune|sensible|prudent|worth considering|makes sense)\b[^.;?]{0,30}?\b(?:to |for you to )?(?:switch|move|step (?:down|up)|shift|migrate|downgrade|upgrade|change)(?: over)? (?:to|into) (?:the |a |your )?(?:more )?(?:[\p{L}-]+ ){0,2}(?:profile|risk profile|model portfolio|mandate|risk band)\b/u,
  // "Anything beyond six months of spending should go into a money market fund", "half of it should be moved into gilts".
  /\bshould (?:go|be (?:moved|put|parked|invested|switched|transferred|redeployed|rotated)) (?:in)?to (?:a |an |the |some )?[^.;]{0,50}?\b(?:funds?|etfs?|accounts?|bonds?|treasur\p{L}*|gilts?|bills?|deposits?|money[- ]market|stablecoins?|\$tkr|share class|cds?|annuit\p{L}*)\b/u,
  /\byou (?:should|ought to|must|need to|'d (?:better|do well to)|might want to|may want to) (?:now |also |then )?(?:move|shift|switch|transfer|rotate|redeploy|park|reallocate|put) (?:the |your |some |part |half |a |an |all )[^.;]{0,60}?\b(?:into|to|out of)\b/u,
  // A cap on a share of the reader's wealth.
  new RegExp(`\\b(?:should|must|ought to|need to)(?: not|n't) (?:exceed|be more than|go above|top|surpass|make up more than)\\b[^.;]{0,20}?\\d+(?:[.,]\\d+)? ?%[^.;]{0,30}?\\b(?:of )?(?:your|the) ${EN_WEALTH}\\b`, "u"),
  // A rhetorical question on a concentrated share of the reader's wealth.
  new RegExp(`\\b(?:does it (?:really |still |honestly )?make sense|is it (?:really |still |honestly )?(?:wise|sensible|prudent|smart|comfortable)|do you (?:really|honestly|truly) want|can you (?:really )?afford) (?:to )?[^?]{0,140}?(?:\\d+ ?%|that much|so much|such an? (?:large |big |high )?(?:share|slice|chunk|part|portion)|most of|half of|all of|the bulk of)[^?]{0,80}?\\byour\\b[^?]{0,60}\\?`, "u"),
  // Following a third party's trade: "…, and you should do the same with your bonds", "you might want to follow suit".
  /\byou (?:should|ought to|might want to|could|may want to|'d do well to) (?:do the same|follow suit|follow (?:their|his|her|its) lead|copy (?:them|him|her|that trade))\b(?! (?:check|analysis|research|exercise|math|comparison))/u,
  // A trade named and then urged by a pronoun after a dash: "…14% annualised on the March basis — lock it in".
  /(?:—|–|;|:)\s*(?:lock|grab|seize|load|buy|sell|take|bank) (?:it|them|this|that)(?: in| up| now| here| while you can)?\s*[.!]?$/u,
  // "Delaying your state pension by two years is worth it for you."
  /^(?:\S+ing)\b[^.;]{0,80}\b(?:is|would be) (?:worth it|the right call|the way to go|a smart move|the sensible choice|a no-brainer) (?:for you|in your case|at your age|given your)\b/u,
  // "…all that's missing is your order."
  /\b(?:all|the only thing) (?:that'?s |that is )?(?:missing|left|needed|lacking)(?: now)? is (?:your|you) (?:order|entry|trade|click|buy|bid|capital|money|position)\b/u,
];

export const CLIENT_ADVICE: Readonly<Record<string, readonly RegExp[]>> = {
  es: [
    /(?:convendría|conviene|sería (?:conveniente|aconsejable|oportuno|recomendable|prudente)|es (?:hora|momento|buen momento) de) (?:\S+ ){0,3}?(?:pasar|cambiar|migrar|bajar|subir|moverse|moverte|moverlo) (?:a|al) (?:un |otro )?perfil\b/u,
    /\bno (?:debería|debe|deberían|deben) (?:superar|exceder|pasar de|rebasar|representar más de)\b[^.;]{0,20}?\d+(?:[.,]\d+)? ?%[^.;]{0,30}?\b(?:tu|su|vuestra|vuestro) (?:cartera|patrimonio|portafolio|ahorro|capital)\b/u,
    /^no (?:metas|pongas|inviertas|destines|arriesgues|asignes|dediques|tengas|meta|ponga|invierta|destine|arriesgue|asigne) más de\b[^.;]{0,15}?\d/u,
    /\b(?:tiene sentido|es (?:sensato|prudente|razonable)|vale la pena) (?:\S+ ){0,2}?(?:mantener|dejar|tener|seguir|conservar|apostar|poner)[^?]{0,140}?(?:\d+ ?%|tanto|la mayor parte|la mitad|todo|casi todo)[^?]{0,80}\?/u,
    /\b(?:de verdad|en serio|realmente) (?:vas|va|piensas|piensa|quieres|quiere) (?:a )?(?:seguir|quedarte|quedarse|mantener|dejar|esperar|perderte|perderse)\b[^?]{0,120}?\b(?:tu|su) (?:cartera|patrimonio|portafolio|dinero|ahorro)\b[^?]{0,40}\?/u,
    /\b(?:deberías|debería usted|podrías|te convendría) (?:hacer lo mismo|seguir(?:le|les)? el ejemplo|imitarl[oe]s?)\b/u,
    /^(?:mejor|más vale que) (?:espera|esperes|vende|vendas|compra|compres|mantén|mantengas|aguanta|aguantes|sal|salgas|entra|entres|deja|dejes|pon|pongas|renueva|renueves)\b/u,
  ],
  pt: [
    /(?:convém|conviria|seria (?:conveniente|recomendável|oportuno|prudente|aconselhável)|é (?:hora|momento|o momento) de) (?:\S+ ){0,3}?(?:passar|migrar|mudar|trocar|descer|subir) (?:para|ao|pro) (?:o |um )?perfil\b/u,
    /\bnão (?:deveria|deve|deveriam|devem) (?:passar de|ultrapassar|exceder|superar|representar mais de)\b[^.;]{0,20}?\d+(?:[.,]\d+)? ?%[^.;]{0,30}?\b(?:seu|sua|teu|tua) (?:carteira|patrimônio|portfólio|capital|reserva)\b/u,
    /^não (?:coloque|ponha|invista|aloque|arrisque|tenha|coloca|põe|invistas|aloques) mais (?:de|do que)\b[^.;]{0,15}?\d/u,
    /\b(?:faz sentido|é (?:sensato|prudente|razoável)|vale a pena) (?:\S+ ){0,2}?(?:manter|deixar|ter|continuar|seguir|apostar|colocar)[^?]{0,140}?(?:\d+ ?%|tanto|a maior parte|metade|todo|quase todo)[^?]{0,80}\?/u,
    /^(?:resgate|transfira|realoque|aplique|invista|mova|migre) (?:o|a|os|as|seu|sua|\d|parte|metade|tudo|esse|essa|esses|essas)\b/u,
    /^opte (?:pela|pelo|por)\b/u,
    /\b(?:você deveria|deverias|poderia|vale a pena) (?:fazer o mesmo|seguir o exemplo)\b/u,
    /^deixe (?:esse|essa|esses|essas|o|a|os|as|seu|sua|\d)[^.;]{0,40}?\b(?:no|na|em) (?:tesouro|cdb|lci|lca|fundo|conta|poupança|previdência)\b/u,
  ],
  fr: [
    /(?:il serait (?:opportun|judicieux|souhaitable|prudent|préférable|temps)|il est (?:temps|opportun|judicieux)|le moment est venu) de (?:\S+ ){0,3}?(?:passer|basculer|migrer|changer|descendre) (?:au|à un|vers le|vers un|pour le|sur le) profil\b/u,
    /\bne (?:devrait|doit|devraient|doivent) pas (?:dépasser|excéder|représenter plus de)\b[^.;]{0,20}?\d+(?:[.,]\d+)? ?%[^.;]{0,30}?\b(?:votre|ton|ta|vos|tes) (?:portefeuille|patrimoine|épargne|capital)\b/u,
    /\b(?:vous devriez|tu devrais|vous pourriez) (?:faire de même|faire pareil|faire la même chose|suivre (?:leur|son) exemple)\b/u,
    /^ne (?:mettez|placez|investissez|misez|consacrez|allouez|risquez|mets|place|investis|mise) pas plus de\b[^.;]{0,15}?\d/u,
    /\b(?:est-il (?:vraiment )?(?:raisonnable|sage|prudent|judicieux)|a-t-il (?:vraiment )?du sens|cela a-t-il (?:vraiment )?du sens|voulez-vous vraiment|veux-tu vraiment) [^?]{0,140}?(?:\d+ ?%|autant|la majeure partie|la moitié|tout|l'essentiel)[^?]{0,80}\?/u,
    /^(?:sortez|retirez|placez|investissez|vendez|achetez|allégez|renforcez|soldez|transférez|basculez|arbitrez|souscrivez|conservez|gardez|mettez|réduisez|augmentez|prenez|rapatriez) (?:vos|votre|le|la|les|l'|un|une|des|\d|au moins|la moitié|une partie|tout|ces|cette|ce)\b/u,
  ],
  de: [
    /(?:es ist (?:an der )?zeit|es wäre (?:an der zeit|ratsam|sinnvoll|angebracht|klug)|es empfiehlt sich|jetzt wäre der richtige zeitpunkt)[^.;]{0,60}?(?:wechseln|umsteigen|umzustellen|umstellen|zu wechseln|umzusteigen) (?:in|auf|zum|zur)?\s?(?:das |ein |die )?(?:\S+ )?(?:profil|risikoprofil|strategie|depotmodell)\b|\b(?:zeit|ratsam|sinnvoll)[^.;]{0,40}?(?:in|auf) (?:das |ein )?(?:\S+ )?(?:profil|risikoprofil) (?:zu )?(?:wechseln|umzusteigen|umzustellen)\b/u,
    /\b(?:sollte|sollten|darf|dürfen) [^.;]{0,30}?(?:nicht mehr als|höchstens|maximal) [^.;]{0,15}?\d+(?:[.,]\d+)? ?%[^.;]{0,40}?\b(?:ihres|deines|ihrem|deinem|ihrer|deiner) (?:vermögens?|depots?|portfolios?|ersparnisse\p{L}*|kapitals?)\b/u,
    /\b(?:anteil|quote|gewichtung|beimischung|goldanteil|aktienanteil|cashquote) von [^.;]{0,20}?\d+(?:[.,]\d+)? ?% (?:ist|wäre) (?:in (?:deiner|ihrer) (?:situation|lage) )?(?:\S+ )?(?:angeraten|ratsam|empfehlenswert|geboten|angebracht)\b(?! gewesen)/u,
    /\b(?:wollen|möchten) sie (?:wirklich|tatsächlich|ernsthaft)|\bwillst du (?:wirklich|tatsächlich|ernsthaft)|\bist es (?:wirklich )?(?:sinnvoll|klug|vernünftig) [^?]{0,140}?(?:\d+ ?%|so viel|fast (?:die hälfte|zwei fünftel|ein drittel)|den großteil|die hälfte|alles|ihr(?:es)? vermögens?|dein(?:es)? vermögens?)[^?]{0,80}\?/u,
    /^(?:legen|investieren|schichten|verkaufen|kaufen|zeichnen|reduzieren|erhöhen|stocken|parken|wechseln|tauschen|platzieren|nehmen|setzen|richten|lösen) sie (?:\d|den|die|das|ihre?n?|einen?|teile|einen teil|die hälfte|mindestens|höchstens)[^?]*$/u,
  ],
  it: [
    /(?:sarebbe (?:opportuno|consigliabile|prudente|il caso|ora)|è (?:ora|il momento) di|converrebbe|conviene) (?:\S+ ){0,3}?(?:passare|spostarsi|migrare|scendere|salire) (?:a|al|su|verso) (?:un |il )?profilo\b/u,
    /\bnon (?:dovrebbe|deve|dovrebbero|devono) (?:superare|eccedere|andare oltre|pesare più del?)\b[^.;]{0,20}?\d+(?:[.,]\d+)? ?%[^.;]{0,30}?\b(?:tuo|suo|vostro) (?:patrimonio|portafoglio|capitale|risparmio)\b/u,
    /^non (?:mettere|investire|destinare|rischiare|metta|investa|destini|rischi) più del?\b[^.;]{0,15}?\d/u,
    /\b(?:ha|avrebbe) (?:davvero |ancora |proprio )?senso (?:\S+ ){0,2}?(?:lasciare|tenere|mantenere|continuare|restare|puntare|mettere|investire)[^?]{0,140}\?|\b(?:vuole|vuoi|volete) davvero [^?]{0,140}?(?:\d+ ?%|così tanto|la maggior parte|metà|tutto)[^?]{0,80}\?/u,
    /^(?:sottoscriva|sottoscrivi|investa|acquisti|venda|riduca|aumenti|sposti|trasferisca|riscatti|disinvesta|alleggerisca|incrementi|abbassi|abbassa|alzi|alza|chiuda|metta|riduci|sposta|trasferisci|disinvesti|alleggerisci) (?:\d|il |lo |la |i |gli |le |un |una |uno |parte |metà |almeno |tutto |tutta |€|subito )/u,
    /^attivi (?:un|una|il|lo) (?:pac|\$tkr|piano|switch|stop|ordine|copertura|accumulo)\b/u,
  ],
  ru: [
    /\b(?:самое|самый) (?:время|момент)\b[^.;]{0,20}?\b(?:фиксировать|покупать|купить|продавать|продать|входить|зайти|заходить|выходить|выйти|брать|перекладываться|переложиться|докупать|наращивать|сокращать|фиксировать)\b/u,
    /^(?:покупать|продавать|докупать|брать|держать|фиксировать|входить|заходить|перекладываться|сокращать) [^.;?]{0,60}?\bстоит\b(?! ли)/u,
    /\b(?:стоит ли|имеет ли смысл|разумно ли|есть ли смысл|правильно ли) (?:\S+ ){0,2}?(?:держать|оставлять|оставить|хранить|продолжать|класть|вкладывать|ставить|держа)\b[^?]{0,140}?(?:\d+ ?%|такую долю|такая доля|столько|большую часть|половину|весь|все сбережения)[^?]{0,80}\?/u,
    /\bне (?:должна|должен|должно|должны) (?:превышать|быть больше)\b[^.;]{0,20}?\d+(?:[.,]\d+)? ?%[^.;]{0,30}?\b(?:вашего|твоего|вашей|твоей|ваших|твоих)\b/u,
    /\b(?:пора|стоит|целесообразно|имеет смысл) (?:\S+ )?(?:перейти|переходить|сменить|переключиться) (?:на|в) (?:\S+ ){0,2}?(?:профиль|стратеги\p{L}*)\b/u,
  ],
  tr: [
    /\b(?:\S+ )?(?:profiline|profile) (?:geçmenin|geçiş yapmanın|geçmenizin) (?:zamanı|vakti)\b|\bprofile? geçmeniz(?:i)? (?:öneririm|gerekir|yerinde olur)\b/u,
    /\b(?:portföyünüzün|portföyünün|birikiminizin|birikiminin|servetinizin|varlıklarınızın) [^.;]{0,30}?(?:geçmemeli|aşmamalı)(?:dır)?\b/u,
    /\b(?:için|etmek için|yapmak için) (?:bir |hâlâ bir |hala bir )?(?:neden|sebep) (?:kalıyor|kaldı) m[ıiuü]\?/u,
    /\b(?:tutmak|bırakmak|yatırmak|bağlamak|devam etmek)\b[^?]{0,60}? (?:mantıklı|akıllıca|doğru) m[ıiuü]\?/u,
    /^ben [^.;]{0,80}?\b(?:tercih ederim|tercih ederdim|alırdım|satardım|seçerdim|tutardım|seçerim)\b/u,
  ],
  vi: [
    /\b(?:liệu )?có (?:hợp lý|nên|đáng|khôn ngoan|ổn) (?:không )?(?:khi )?(?:tiếp tục |cứ )?(?:dồn|giữ|để|ôm|nắm giữ|đặt|bỏ)\b[^?]{0,140}?(?:\d+ ?%|phần lớn|toàn bộ|một nửa|quá nhiều|hết)[^?]{0,80}\?/u,
    /\bkhông nên (?:vượt quá|quá|chiếm quá|vượt)\b[^.;]{0,15}?\d+(?:[.,]\d+)? ?%[^.;]{0,30}?\b(?:danh mục|tài sản|vốn)(?: đầu tư)? (?:của )?(?:bạn|anh|chị)\b/u,
    /^tôi (?:sẽ|sẽ ưu tiên|thì sẽ|sẽ chỉ) (?:chọn|mua|bán|giữ|gom|giải ngân|phân bổ|dồn)\b[^.;]{0,20}?(?:\$tkr|quỹ|cổ phiếu|chứng chỉ quỹ|trái phiếu|vàng|(?=[a-z\d]*\d)(?=[a-z\d]*[a-z])[a-z\d]{4,12}\b)/u,
    // A bare "set the take-profit at 68,000" clause in a line about one asset; not inside a worked example ("Nếu bạn mua … và đặt dừng lỗ ở …").
    /(?<!(?:nếu|ví dụ|giả sử|chẳng hạn|khi)[^.;]{0,100})(?:^|[;:]\s*)đặt (?:lệnh )?(?:chốt lời|cắt lỗ|dừng lỗ|stop(?:[- ]loss)?|mua|bán) (?:ở|tại) (?:mức |vùng )?\d[\d.,]*(?: ?(?:đồng|usd|\$|k|nghìn))?\s*\.?$/u,
    /\b(?:đã đến lúc|đến lúc|thời điểm) (?:\S+ ){0,3}?(?:chuyển|đổi) sang (?:khẩu vị|hồ sơ|danh mục|mô hình)\b/u,
  ],
  id: [
    /\b(?:sudah )?(?:waktunya|saatnya|sebaiknya) (?:\S+ ){0,2}?(?:beralih|pindah|berganti|turun|naik) ke profil\b/u,
    /\b(?:masuk akal|bijak|wajar|layak) (?:untuk )?(?:menaruh|menyimpan|menahan|membiarkan|mempertahankan|menempatkan|taruh|simpan)\b[^?]{0,140}?(?:\d+ ?%|lebih dari|separuh|sebagian besar|seluruh|semua)[^?]{0,80}\?/u,
    /\b(?:jangan|tidak boleh|sebaiknya tidak|tak boleh) (?:\S+ ){0,3}?(?:melebihi|lebih dari|di atas)\b[^.;]{0,15}?\d+(?:[.,]\d+)? ?%[^.;]{0,30}?\b(?:portofolio|aset|dana|modal) (?:anda|kamu|bapak|ibu)\b/u,
  ],
  hi: [
    /(?:पोर्टफोलियो|निवेश|पूंजी|पूँजी|संपत्ति) (?:का|के) \d+ ?% से (?:ऊपर|ज्यादा|अधिक) नहीं (?:जाना|होना) चाहिए/u,
    /क्या [^?।]{0,120}?(?:\d+ ?%|आधा|ज्यादातर|बड़ा हिस्सा|सारा|इतना)[^?।]{0,60}?(?:समझदारी|ठीक|सही|उचित) (?:है|होगा)[^?।]{0,20}\?/u,
  ],
  ar: [
    /هل من (?:الحكمة|المنطقي|المعقول|الحصافة|الصواب)[^؟?]{0,140}?(?:\d+ ?%|الجزء الكبير|نصف|معظم|كل|هذا القدر)[^؟?]{0,80}[؟?]/u,
    /(?:لا ينبغي|لا يجب|يجب ألا|ينبغي ألا) (?:أن )?(?:تتجاوز|يتجاوز|تزيد|يزيد)[^.؛]{0,40}?\d+ ?%[^.؛]{0,30}?(?:محفظتك|محفظتكم|ثروتك|ثروتكم|أموالك|أموالكم)/u,
    /^(?:و)?(?:أضيفوا|ضعوا|انقلوا|حولوا|خففوا|احتفظوا|استثمروا|ارفعوا|قلصوا|زيدوا|اسحبوا|ابقوا|أبقوا|وجهوا|أعيدوا|اكتتبوا|اتركوا|اخرجوا)(?![\p{L}])/u,
    /^(?:أبق|ابق) [^.؛]{0,30}?(?:في|داخل)/u,
    /^(?:ننصحكم|ننصحك|نوصيكم|نوصيك|نقترح عليكم|نقترح عليك|نرى أن عليكم) (?:ب|أن)/u,
    /^استمر في (?:تجميع|الشراء|البيع|الاحتفاظ|الإيداع|الاستثمار)/u,
    /(?:حان الوقت|من المناسب|يستحسن) (?:\S+ ){0,3}?(?:للانتقال|الانتقال|التحول) إلى (?:ال)?(?:محفظة|ملف|فئة)/u,
  ],
  zh: [
    /(?:难道|難道)(?:还要|還要|要|还|還)[^？?]{0,40}?(?:\d+\s*%|[一二三四五六七八九]成|大半|一半|大部分|全部)[^？?]{0,40}[？?]/u,
    /(?:真的|确定|確定)(?:还要|還要|要)(?:继续|繼續)?(?:让|讓|把)[^？?]{0,40}?(?:\d+\s*%|[一二三四五六七八九]成|大半|一半|大部分|全部)[^？?]{0,40}[？?]/u,
    /我会把[^，。]{0,30}?(?:万元|萬元|元|%|仓|倉|股|资金|資金|其中)[^，。]{0,10}?(?:转入|轉入|转到|轉到|换成|換成|买入|買入|投入|配置到|放到|放在|卖掉|賣掉|卖出|賣出)/u,
    /^(?:优先选|優先選|首选|首選)(?:择|擇)?\s*(?:\$tkr|\d{6}|[^，。]{0,10}(?:etf|基金))/u,
    // Not the reader's own order described ("你的止损设在…", "将止损设在…") or a worked example ("例如在 100 元买入、止损设在 92 元").
    /(?<![把将將])(?<!(?:你|您)的?)(?<!(?:例如|比如|假设|假設|譬如|假如|如果|若)[^。；;]{0,60})(?:停损|停損|止损|止損)(?:点|點|位|单|單)?(?:应|應|宜|可以?|最好)?(?:设|設|放)(?:在|于|於)\s*\d/u,
    /(?:可以|可|宜|不妨)在\s*\d[\d,.]*\s*(?:元|美元|港元)?(?:附近|下方|上方)?(?:设|設)(?:一道|一个|一個|好)?(?:止损|止損|停损|停損)/u,
    /(?:不宜|不应|不應|不要|别|別|最好不要)(?:超过|超過)(?:您|你)?的?(?:总资产|總資產|组合|組合|仓位|倉位|资产|資產)?的?\s*\d+\s*(?:%|成)/u,
  ],
  ja: [
    /本当に[^？?]{0,60}?(?:\d+\s*%|大半|半分|ほとんど|すべて|全額)[^？?]{0,30}?(?:で(?:良い|よい|いい)|のままで|大丈夫)[^？?]{0,20}[？?]/u,
    /(?:へ|に)(?:切り替える|切り替え|移行する|変更する)(?:時期|タイミング)(?:です|でしょう|だと思います)|(?:へ|に)(?:切り替える|移行する)べき/u,
    /(?:コース|ファンド|口座|株|銘柄|債券|預金|nisa|ideco|ポジション|etf|投信|プラン|\$tkr)を(?:選んで|お選び|切り替えて|乗り換えて|売却して|購入して|買って|売って|移して|入れて|預けて|解約して)(?:ください|下さい)/u,
    /(?:勝負|買い|売り|エントリー|仕込み|押し目買い|利確|損切り|参戦)も?(?:アリ|あり)だと思います/u,
    /(?:資産|ポートフォリオ)の\s*\d+\s*%\s*(?:を超えない|以内に(?:抑え|とどめ)(?:てください|ましょう|るべき))/u,
  ],
  ko: [
    /정말 [^?]{0,60}?(?:\d+ ?%|절반|대부분|전부|비중)[^?]{0,40}?(?:괜찮을까요|괜찮으신가요|맞을까요|좋을까요|괜찮습니까)\?/u,
    /(?:포트폴리오|자산)의 \d+ ?%(?:를|을)? (?:넘지 않(?:도록|게) 하(?:세요|십시오)|넘기지 마(?:세요|십시오)|이내로 (?:유지하세요|제한하세요))/u,
  ],
};

/**
 * Latin-script clause starts shared by the Romance and Germanic registers: a bare level for a stop or an
 * entry, as a clause of its own; and a weight change as an infinitive with its size, the way a note's
 * action cell gives it ("Renforcer de 1 pt à partir des actions internationales", "Reducir en 3 puntos
 * la renta fija", "Ridurre di 2 punti l'azionario"). Not the English or Asian "increase 2%", which opens
 * price reports.
 */
export const LEVEL_CLAUSES: readonly RegExp[] = [
  /^(?:renforcer|alléger|réduire|augmenter|surpondérer|sous-pondérer|aumentar|reducir|recortar|incrementar|reduzir|aumentar|ridurre|aumentare|incrementare|alleggerire|sovrappesare|sottopesare|aufstocken|reduzieren|erhöhen|abbauen) (?:de |en |em |di |um |d'|l'exposition de |la pondération de )?[+−-]?\d+(?:[.,]\d+)? ?(?:%|pts?|pp|p\.p\.|points?|puntos?|pontos?|punti|prozentpunkte?)(?![\p{L}])/u,
  /^stop(?:-loss)? (?:em|no|na|abaixo de|sotto(?: i| a| il)?|a|à|bei|unter|ở|di|at|below|under|en|por debajo de) (?:r\$ ?|us\$ ?|€ ?|\$ ?)?\d[\d.,]*(?: ?(?:€|\$|r\$|đồng|usd|eur|reais))?\s*\.?$/u,
  /^(?:entrata|ingresso|entrada|entrée|einstieg|entry) (?:sotto|sopra|a|em|en|à|bei|unter|abaixo de|acima de|below|above|at|near|around|por debajo de|sous) (?:i |il |le |los |de |les )?(?:r\$ ?|us\$ ?|€ ?|\$ ?)?\d[\d.,]*(?: ?(?:€|\$|đồng|usd|eur))?\s*\.?$/u,
];
