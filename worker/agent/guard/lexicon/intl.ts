/**
 * Directive structure in other languages (data). For each language: reader-addressed modals and
 * advice verbs with a trade verb, imperatives that open a sentence, first-person endorsement,
 * timing ("now is the time to buy") and sizing. Imperatives that are also nouns or third-person
 * forms ("compra", "vende") count only at a clause start. The rules are in ../README.md.
 */
import { INTL_CLASSES } from "./intl-classes";
import { INTL_STRUCTURE } from "./intl-structure";
import { NUDGES } from "./nudges";
import { HABITS } from "./habits";
import { PRESCRIPTIONS } from "./prescriptions";
import { TRADE_MOVES } from "./trade-moves";
import { COPY_TRADING } from "./copy-trading";
import { MONEY_MOVES } from "./money-moves";
import { PASSIVE_ADVICE } from "./passive-advice";
import { NOMINAL_ADVICE } from "./nominal-advice";
import { POSITION_CARE } from "./position-care";
import { RHETORICAL_MOVES } from "./rhetorical-moves";
import { unicodeWords } from "./words";

const PATTERNS: Readonly<Record<string, readonly RegExp[]>> = {
  zh: [
    // Round 28: "worth adding / buying" (值得再加碼一些).
    /值得[^，。,；;]{0,8}?(?:加码|加碼|买入|買入|买进|買進|布局|入手|上车|上車|抄底|卖出|賣出|减持|減持|减仓|減倉)/u,
    /(?:建议|建議|推荐|推薦)\s*(?:你|您)?\s*(?:止盈|止损|止損|上车|上車|满仓|滿倉|梭哈|减持|減持|增持|离场|離場)/u,
    /(?:跌到|涨到|漲到|回调到|回調到|到了?)\s*[\d.,]+\s*(?:美元|块|塊|刀)?\s*(?:就|再|时|時)?\s*(?:满仓|滿倉|买入|買入|卖出|賣出|加仓|加倉|抄底|清仓|清倉|上车|上車|止盈|做空|做多)/u,
    /(?:赶紧|趕緊|赶快|趕快|马上|馬上|快)\s*(?:上车|上車|满仓|滿倉|梭哈)/u,
    /^(?:逢低|逢高|回调时|回調時|回调到|回調到|趁低|果断|果斷)[^。！？，,]{0,10}?(?:买入|買入|卖出|賣出|加仓|加倉|布局|吸筹|做空|做多|抄底|清仓|清倉)(?!的)/u,
    /^(?:现在|現在)?\s*(?:清仓|清倉|离场|離場|止盈|止损|止損)(?!单|單|位|线|線|价|價|点|點|指令|订单|訂單|是|指)/u,
    /(?:不要|别|別|千万别|千萬別)\s*(?:卖出|賣出|卖|賣|买入|買入|买|買|抛|拋|割肉|清仓|清倉)/u,
    /(?:你|您|大家)?(?:应该|應該|应当|必须|必須|最好|一定要|可以考虑|可以考慮)[^。！？，,]{0,12}?(?:买入|買入|买进|買進|买|買|卖出|賣出|卖掉|賣掉|卖|賣|抄底|加仓|加倉|减仓|減倉|清仓|清倉|做空|做多|梭哈|全仓|全倉|满仓|滿倉|止盈|离场|離場)/u,
    // Round 32: closing a position ("手上的日圓空單最好全部平倉"), not the rules of a forced close.
    /(?:你|您|大家)?(?:应该|應該|应当|必须|必須|最好|一定要)[^。！？，,]{0,12}?(?:平仓|平倉|平掉|出场|出場|了结|了結|回补|回補|砍仓|砍倉|换仓|換倉)(?!规则|規則|机制|機制|线|線|价|價)/u,
    /(?:建议|建議|推荐|推薦)\s*(?:你|您)?\s*(?:现在|現在)?\s*(?:买入|買入|买|買|卖出|賣出|卖|賣|抄底|加仓|加倉|减仓|減倉|清仓|清倉|做空|做多|把|将|將|配置|持有)/u,
    /(?:赶紧|趕緊|赶快|趕快|马上|馬上|立即|立刻|快)\s*(?:买入|買入|买|買|卖出|賣出|卖|賣|抄底|加仓|加倉|清仓|清倉|跑|出货|出貨)/u,
    /^(?:现在|現在)?\s*(?:满仓|滿倉|全仓|全倉)?\s*(?:买入|買入|卖出|賣出|抄底|加仓|加倉|做空|做多)/u,
    /^(?:在|于)[^。！？]{0,20}(?:买入|買入|卖出|賣出|抄底|加仓|加倉|做空|做多)/u,
    /^(?:开|開)\s*\d+\s*倍/u,
    /^把[^。！？]{0,30}(?:换成|換成|投入|转成|轉成|买入|買入|卖掉|賣掉|放进|放進)/u,
    /(?:我会|我會|我将|我將|我要|我就)\s*(?:在[^。！？]{0,15})?(?:买入|買入|买|買|卖出|賣出|卖|賣|抄底|加仓|加倉|做空|做多)/u,
    /(?:现在|現在|此时|此時)?\s*是\s*(?:买入|買入|卖出|賣出|抄底|入场|進場|入場)的?(?:好|最佳)?(?:时机|時機|机会|機會)/u,
    /(?:设置|設置|设|設)\s*止损/u,
  ],
  ja: [
    /(?:仕込み|仕込んで|全力で行き|全力買い|全ツッパ|買い集め)(?:ましょう|ください|て|ろ)/u,
    /(?:利確|損切り|買い増し|売却|購入|ナンピン|利益確定|エントリー|手放|決済)(?:して|しろ|しましょう|してください|しなさい)(?!(?:い|お)(?:ない|る|ます|ません|た|れば))/u,
    /(?:手放して|決済して)(?:ください|下さい)/u,
    /(?:売ら|買わ)ないで(?:ください|下さい)/u,
    // "売るべきかどうか" is the whether-question (the reader's choice), not advice.
    /(?:買う|売る|買い増す|売却する|購入する|ショートする|ロングする)べき(?!かどうか|か[?？は])/u,
    /(?:買って|売って|ショートして|ロングして|売却して|購入して|入れて)(?:ください|下さい|ね|おこう)/u,
    /(?:買い|売り|買い増し|売却|購入|ショート|ロング)(?:ましょう|なさい|推奨(?!(?:を|に|へ)(?:維持|継続|据え置|引き上げ|引き下げ|格上げ|格下げ)))/u,
    /(?:買い|売り|買い増し|購入|売却)(?:すること|を)を?(?:おすすめ|お勧め|オススメ|推奨)/u,
    /(?:入れ|買い|売り)ましょう/u,
    /私なら[^。]{0,30}(?:買|売|ショート|ロング)/u,
    /今が(?:買い|売り)時(?!(?:です|だ)?[」』"]?(?:と|って|か)|だった|でした)/u,
    /(?:今すぐ|すぐに)[^。]{0,20}(?:買|売)/u,
  ],
  ko: [
    // Round 31: "현금을 예금에 묶어 둘 이유가 있을까요" (any reason to keep cash idle?).
    /(?:현금|돈|자금)[을를]? [^?]{0,20}(?:예금|통장|파킹)[에]? (?:묶어|넣어|놔|둘)[^?]{0,10}이유가 (?:있을까요|있나요|있습니까)/u,
    /(?:모아가세요|모으세요|담으세요|주우세요|줍줍하세요|타세요|올라타세요)/u,
    /(?:손절|익절|매수|매도|청산|진입|물타기|불타기|매집|정리|분할\s*매수|분할\s*매도)(?:하세요|하십시오|해라|하자|해요)/u,
    /(?:팔지|사지|매도하지|매수하지)\s*(?:마세요|마십시오|마라)/u,
    /(?:사세요|파세요|매수하세요|매도하세요|사십시오|파십시오|매수하십시오|매도하십시오|여세요|넣으세요|사라|팔아라|매수해|매도해|사야|팔아야|매수해야|매도해야)(?!\s?(?:왔|온|오고|오는|봤|본|서|도))/u,
    /(?:매수|매도|사는|파는)(?:하는)?\s*(?:것이|게)\s*(?:좋습니다|좋아요|좋겠습니다|낫습니다)/u,
    /(?:매수|매도|사는 것|파는 것)을?\s*(?:추천|권장|권합)/u,
    /(?:저라면|제가 당신이라면)[^.]{0,40}(?:매수|매도|사|팔)/u,
    /지금이\s*(?:매수|매도)\s*(?:타이밍|시점|기회)(?!인지|일지|인가|일까|였|이었)/u,
  ],
  ru: [
    // Round 27: the speaker's verdict as a trade noun ("Золотодобытчики сейчас — однозначная покупка").
    /(?:—|–|-|это|является)\s*(?:сейчас\s+)?(?:однозначная|явная|очевидная|сильная|чистая|отличная)\s+(?:покупка|продажа)(?![\p{L}])/u,
    /^(?:закупайся|закупайтесь|ставь|ставьте|бери|берите)\b/u,
    /^(?:фиксируй|фиксируйте|зафиксируй|зафиксируйте)\s+(?:\S+\s+)?(?:прибыль|профит)/u,
    /^(?:выходи|выходите|выйди|выйдите)\s+из\b/u,
    /^(?:не|никогда не)\s+(?:продавай|продавайте|покупай|покупайте|шорти|шортите)\b/u,
    /\b(?:вам|тебе|вы|ты)\s+(?:\S+\s+)?(?:стоит|следует|нужно|надо|лучше|должны|должен|должна|пора)\s+(?:срочно\s+|сейчас\s+)?(?:купить|продать|покупать|продавать|шортить|зайти|выйти|зафиксировать|докупить|вложить)/u,
    /^(?:сейчас\s+|срочно\s+)?(?:купи|купите|покупай|покупайте|продай|продайте|продавай|продавайте|шорти|шортите|вложи|вложите|переложи|переложите|открой|откройте|открывай|открывайте|докупи|докупите|фиксируй|фиксируйте|выходи|выходите|выделите|выдели|отведите|отведи|направьте|направь)\b/u,
    /\bя\s+бы\s+(?:\S+\s+)?(?:покупал|купил|продавал|продал|шортил|докупал|заходил)/u,
    /\b(?:самое\s+)?время\s+(?:купить|продать|покупать|продавать|закупаться)/u,
    /\b(?:рекомендую|советую)\s+(?:вам\s+|тебе\s+)?(?:купить|продать|покупать|продавать)/u,
  ],
  uk: [
    /^(?:закуповуйся|закуповуйтесь|став|ставте|бери|беріть)\b/u,
    /^(?:фіксуй|фіксуйте|зафіксуй|зафіксуйте)\s+(?:\S+\s+)?(?:прибуток|профіт)/u,
    /^(?:виходь|виходьте|вийди|вийдіть)\s+з\b/u,
    /^(?:не|ніколи не)\s+(?:продавай|продавайте|купуй|купуйте)\b/u,
    /\b(?:вам|тобі|ви|ти)\s+(?:\S+\s+)?(?:варто|слід|треба|потрібно|краще|мусите|маєте)\s+(?:терміново\s+|зараз\s+)?(?:купити|продати|купувати|продавати|шортити|вийти|зайти)/u,
    /^(?:зараз\s+)?(?:купи|купіть|купуй|купуйте|продай|продайте|продавай|продавайте|вклади|вкладіть|відкрий|відкрийте)\b/u,
    /\bя\s+б\s+(?:\S+\s+)?(?:купував|купив|продавав|продав)/u,
    /\b(?:раджу|рекомендую)\s+(?:вам\s+|тобі\s+)?(?:купити|продати)/u,
  ],
  es: [
    // Round 29: "¿De verdad quieres vender ahora?" (a hold nudge).
    /(?<![\p{L}])(?:de verdad|realmente) (?:quieres|queréis|quiere) (?:vender|malvender|salir|deshacerte)(?![\p{L}])/u,
    // Round 28: a bare "time to buy" clause ("Cobre: máximo de dos años; momento de comprar").
    /^(?:(?:es|será|sería) )?(?:el |un )?(?:buen |gran )?momento (?:de|para) (?:comprar|vender|entrar|salir|acumular|cargar|recoger beneficios)(?![\p{L}])/u,
    // Round 27: the speaker's verdict as a trade noun ("Las mineras de oro son una compra clara").
    /(?<![\p{L}])(?:es|son|sigue siendo|siguen siendo)\s+(?:ahora\s+|ya\s+)?(?:(?:una\s+)?(?:compra|venta)\s+(?:clara|obligada|evidente|segura|fuerte)|una\s+(?:clara|evidente)\s+(?:compra|venta))(?![\p{L}])/u,
    /^(?:carga|cargue|apuesta|apueste)\b/u,
    /^(?:toma|tome|asegura|asegure|recoge|recoja)\s+(?:\S+\s+)?(?:ganancias|beneficios|profit)\b/u,
    /^(?:sal|salga|salgan)\s+de\b/u,
    /^(?:no|nunca)\s+(?:vendas|venda|vendan|compres|compre|compren)\b/u,
    /^(?:mantén|manten|mantenga|conserva|conserve)\s+(?:tus|sus|tu|su|el|la|los|las|\$tkr)\b/u,
    /\b(?:deberías|deberias|debería|deberia|deberían|debes|debe|tienes que|tiene que|hay que|te recomiendo|le recomiendo|les recomiendo|te aconsejo|le aconsejo|es (?:el )?momento de|es buen momento para|conviene)\s+(?:\S+\s+)?(?:comprar|vender|shortear|abrir|entrar|salir|cambiar|poner|meter|invertir|recoger)\b/u,
    /^(?:¡\s*)?(?:ahora\s+)?(?:compra|compre|compren|comprad|vende|venda|vendan|vended|pon|ponga|mete|meta(?! (?:q[1-4]|platforms|ai|stock|shares|earnings|reported|at a glance|'s|vs))|abre|abra|cambia|cambie|coloca|coloque|invierte|invierta|aprovecha|aprovechen)\b(?!\s+(?:de|del|la empresa|el fondo|y venta))/u,
    /\b(?:compra|compre|vende|venda)\s+(?:ya|ahora|hoy|todo|antes)\b/u,
    /\byo\s+(?:compraría|compraria|vendería|venderia|entraría|entraria)\b/u,
  ],
  pt: [
    // Round 29: "Você quer mesmo vender agora?" (a hold nudge).
    /(?<![\p{L}])(?:quer|querem) (?:mesmo|realmente) (?:vender|sair|se desfazer)(?![\p{L}])|(?<![\p{L}])vai mesmo vender(?![\p{L}])/u,
    // Round 28: "hora de dobrar a aposta", "momento de comprar" as a clause of its own.
    /^(?:(?:é|seria) )?(?:a |o )?(?:boa |ótima )?(?:hora|momento) (?:de|para) (?:comprar|vender|entrar|sair|acumular|dobrar a aposta|aumentar a posição|realizar lucros?)(?![\p{L}])/u,
    // Round 27: the speaker's verdict as a trade noun ("A Petrobras é uma compra clara").
    /(?<![\p{L}])(?:é|são|continua sendo|segue sendo)\s+(?:agora\s+)?(?:(?:uma\s+)?(?:compra|venda)\s+(?:clara|óbvia|evidente|obrigatória|forte)|uma\s+(?:clara|óbvia)\s+(?:compra|venda))(?![\p{L}])/u,
    /^(?:carregue|carreguem|aposte|apostem)\b/u,
    /^(?:realize|realizem|garanta|embolse)\s+(?:\S+\s+)?(?:lucros?|ganhos?)\b/u,
    /^(?:saia|saiam)\s+(?:de|do|da)\b/u,
    /^(?:não|nao|nunca)\s+(?:venda|vendam|compre|comprem|vende|compra)\b/u,
    /^(?:mantenha|segure|segura)\s+(?:seus|suas|seu|sua|os|as|\$tkr)\b/u,
    /\b(?:você|voce|vc|tu)\s+(?:\S+\s+)?(?:deveria|deve|precisa|tem que|devia)\s+(?:de\s+)?(?:\S+\s+)?(?:comprar|vender|abrir|entrar|sair|trocar|colocar|investir)\b/u,
    /\b(?:recomendo|aconselho|sugiro)\s+(?:que\s+)?(?:\S+\s+)?(?:comprar|vender|compre|venda)\b/u,
    /\b(?:é|e) (?:hora|o momento) de\s+(?:comprar|vender)\b/u,
    /^(?:agora\s+)?(?:compre|comprem|venda|vendam|coloque|coloquem|aloque|aloquem|abra|abram|troque|troquem|aproveite|aproveitem|invista|invistam)\b/u,
    /\beu\s+(?:compraria|venderia|entraria)\b/u,
  ],
  fr: [
    // Round 29: "would have every interest in …" as advice ("Les épargnants auraient tout intérêt à allonger …").
    /(?<![\p{L}])(?:aurai(?:en)?t|avez|as|ont|a) tout intérêt à (?:acheter|vendre|allonger|raccourcir|renforcer|alléger|investir|placer|sortir|entrer|se positionner|prendre|sécuriser|arbitrer|basculer|réduire)(?![\p{L}])/u,
    // Round 29: "really want to sell now?" (a hold nudge).
    /(?<![\p{L}])(?:voulez-vous|veux-tu|vous voulez|tu veux) vraiment (?:vendre|tout vendre|sortir|liquider|brader)(?![\p{L}])/u,
    // Round 28: "Le titre est à acheter sous 65 euros" (is to be bought).
    /(?<![\p{L}])(?:est|sont|reste|restent|serait|seraient) (?:donc |clairement |plutôt )?à (?:acheter|vendre|renforcer|alléger|accumuler|shorter|éviter|solder)(?![\p{L}])/u,
    // Round 27: the speaker's verdict as a trade noun ("Les minières sont un achat évident").
    /(?<![\p{L}])(?:est|sont|reste|restent)\s+(?:maintenant\s+|désormais\s+|clairement\s+)?(?:un\s+achat|une\s+vente)\s+(?:évident|évidente|clair|claire|fort|forte|incontournable|immédiat|immédiate)(?![\p{L}])/u,
    /^(?:parie|pariez|charge-toi|chargez-vous)\b/u,
    /^(?:sors|sortez)\s+(?:de|du|des)\b/u,
    /^(?:prends|prenez|sécurise|sécurisez)\s+(?:\S+\s+)?(?:bénéfices|profits|gains)\b/u,
    /^(?:ne|n['’])\s*(?:vends|vendez|achète|achete|achetez)\s+(?:pas|jamais)\b/u,
    /^(?:garde|gardez|conserve|conservez)\s+(?:tes|vos|ton|votre|ta|\$tkr)\b/u,
    /\b(?:achetez|vendez|vends|shortez|mettez|mets|ouvrez|passez|placez|investis|investissez|prends|prenez)\b(?=\s+(?:du|de la|des|de l|d'|tes|vos|ton|votre|un|une|le|la|les|\$tkr\b|\d|en\b|maintenant|tout))/u,
    // Forms that are also the third-person present ("le fonds achète de l'or") count only at a clause start.
    /^(?:achète|achete|vend|ouvre|passe|place)\b(?=\s+(?:du|de la|des|de l|d'|tes|vos|ton|votre|un|une|le|la|les|\$tkr\b|\d|en\b|maintenant|tout))/u,
    /^(?:achetez|achète|achete|vendez|vends|shortez)\b/u,
    /\b(?:tu devrais|vous devriez|tu dois|vous devez|il faut|il faudrait|je (?:te|vous) (?:conseille|recommande|suggère)(?: d[e'’])?|c'?est le moment d[e'’]|c’est le moment d[e'’])\s*(?:bien\s+)?(?:acheter|vendre|shorter|prendre|sortir|entrer|ouvrir|mettre|passer)/u,
    /\bj['’](?:achèterais|acheterais|vendrais|entrerais|investirais)\b/u,
  ],
  nl: [
    /\b(?:koop|verkoop|kopen|verkopen)\s+(?:nu|direct|meteen|alles|snel)\b/u,
    /^(?:nu\s+)?(?:koop|verkoop|stap in|stap uit|zet)\b/u,
    /\b(?:je moet|jij moet|u moet|je zou|jullie moeten|ik raad (?:je|u) aan)\s+(?:\S+\s+){0,3}(?:kopen|verkopen|instappen|uitstappen|shorten)\b/u,
    /\bik\s+zou\s+(?:\S+\s+){0,3}(?:kopen|verkopen)\b/u,
  ],
  de: [
    // Round 29: "Willst du wirklich jetzt verkaufen?" (a hold nudge).
    /(?<![\p{L}])(?:willst du|wollen sie|möchtest du|möchten sie) (?:jetzt )?wirklich(?: jetzt)? (?:\S+ ){0,2}(?:verkaufen|aussteigen|verschleudern|abstoßen)(?![\p{L}])/u,
    // Round 28: the speaker's conditional entry ("Bei Kursen um 165 Euro würde ich hier einsteigen").
    /(?<![\p{L}])würde ich(?: \S+){0,4} (?:einsteigen|kaufen|nachkaufen|zugreifen|aufstocken|verkaufen|aussteigen|shorten|reduzieren)(?![\p{L}])/u,
    // Round 27: the speaker's verdict as a trade noun ("Goldminen-Aktien sind jetzt ein klarer Kauf").
    /(?<![\p{L}])(?:ist|sind|bleibt|bleiben)\s+(?:jetzt\s+|hier\s+|derzeit\s+|aktuell\s+|damit\s+)?(?:ein|eine)\s+(?:klarer|starker|eindeutiger|glasklarer|klare|starke|eindeutige)\s+(?:kauf|verkauf|kaufgelegenheit|kaufkandidat)(?![\p{L}])/u,
    /^(?:setz|setze|setzen sie)\s+(?:\S+\s+){0,2}auf\b/u,
    /^(?:lad|lade)\s+dich\b/u,
    /^(?:nimm|nehmen sie|sichere|sichern sie|realisiere|realisieren sie)\b.*\bgewinne?\b/u,
    /^(?:steig|steige|steigen sie)\s+(?:\S+\s+){0,3}(?:aus|ein)\b/u,
    /^(?:halte|halt|behalte|behalt|halten sie)\s+(?:deine|dein|ihre|ihr|eure|\$tkr)\b/u,
    /^(?:verkauf|verkaufe|kauf|kaufe)\s+(?:\S+\s+){0,3}nicht\b/u,
    /\b(?:jetzt|sofort)\s+(?:\S+\s+)?(?:kaufen|verkaufen)\b/u,
    /\b(?:kaufen|verkaufen)\s+sie\b/u,
    /^(?:jetzt\s+)?(?:kauf|kaufe|verkauf|verkaufe|steck|stecke|eröffne|tausche|tausch|schicht|schichte|setz|setze|investier|investiere|shorte)\b/u,
    /\b(?:du solltest|sie sollten|ihr solltet|du musst|sie müssen|ich empfehle|ich rate (?:dir|ihnen|euch))\b.*\b(?:kaufen|verkaufen|zu kaufen|zu verkaufen|shorten|umschichten|investieren|einsteigen|aussteigen|eröffnen)\b/u,
    /\bich\s+würde\s+(?:\S+\s+){0,4}(?:kaufen|verkaufen|einsteigen|shorten)\b/u,
  ],
  it: [
    // Round 31: "il titolo resta da comprare" (is to be bought).
    /(?<![\p{L}])(?:è|resta|rimane|sono|restano|rimangono) (?:ancora |sicuramente |decisamente )?da (?:comprare|vendere|accumulare|alleggerire|evitare|shortare)(?![\p{L}])/u,
    // Round 29: "Ma davvero vuoi svendere proprio adesso?" (a hold nudge).
    /(?<![\p{L}])(?:davvero (?:vuoi|volete) (?:svendere|vendere|uscire|mollare|liquidare)|(?:vuoi|volete) davvero (?:svendere|vendere|uscire|mollare|liquidare))(?![\p{L}])/u,
    // Round 27: the speaker's verdict as a trade noun ("Le minerarie sono un acquisto chiaro").
    /(?<![\p{L}])(?:è|sono|resta|restano)\s+(?:ora\s+|adesso\s+|oggi\s+)?(?:(?:un\s+acquisto|una\s+vendita)\s+(?:chiaro|chiara|obbligato|obbligata|evidente|sicuro|sicura|forte)|un\s+chiaro\s+acquisto|una\s+chiara\s+vendita)(?![\p{L}])/u,
    /^(?:punta|puntate|carica|caricate)\b/u,
    /^(?:prendi|prendete|incassa|incassate)\s+(?:\S+\s+)?(?:profitt[oi]|guadagn[oi])\b/u,
    /^(?:esci|uscite)\s+da\b/u,
    /^(?:non|mai)\s+(?:vendere|comprare|vendete|comprate)\b/u,
    /^(?:tieni|tenete|mantieni|mantenete)\s+(?:i tuoi|le tue|il tuo|la tua|(?:i|il|le|gli|la) \$tkr|\$tkr)\b/u,
    /\b(?:compra|vendi|comprate|vendete)\s+(?:ora|subito|adesso|tutto)\b/u,
    /^(?:compra|compri|vendi|venda|comprate|vendete|metti|mettete|apri|aprite|investi|cambia)\b/u,
    // Round 32: the formal (Lei) imperatives of closing and moving a position ("Chiuda Solana e sposti tutto su Ethereum").
    /^(?:chiuda|chiudi|sposti|liquidi|alleggerisca|alleggerisci|accumuli|acquisti|riduca|riduci|incrementi|prenda|incassi)\s+(?!(?:pure |questa |la finestra|la pagina|il grafico|l'app|il report|la scheda))/u,
    /\b(?:dovresti|dovreste|devi|dovete|ti consiglio di|vi consiglio di|le consiglio di|è il momento di|conviene)\s+(?:\S+\s+)?(?:comprare|vendere|aprire|entrare|uscire|investire|mettere)\b/u,
    /\b(?:io\s+)?(?:comprerei|venderei|entrerei)\b/u,
  ],
  pl: [
    /^(?:postaw|postawcie)\s+na\b/u,
    /^(?:zrealizuj|zrealizujcie|realizuj)\s+(?:\S+\s+)?(?:zysk|zyski)\b/u,
    /^(?:wyjdź|wyjdźcie)\s+z\b/u,
    /^(?:nie)\s+(?:sprzedawaj|sprzedaj|kupuj|kupujcie)\b/u,
    /^(?:trzymaj|trzymajcie)\s+(?:swoje|swój|\$tkr)\b/u,
    /\b(?:powinieneś|powinnaś|powinniście|powinien pan|powinna pani|musisz|warto|trzeba|radzę|polecam)\s+(?:\S+\s+)?(?:kupić|sprzedać|kupować|sprzedawać|otworzyć|wejść|wyjść|zainwestować)\b/u,
    /^(?:teraz\s+)?(?:kup|kupcie|kupuj|kupujcie|sprzedaj|sprzedajcie|sprzedawaj|otwórz|otwórzcie|włóż|włóżcie|zainwestuj)\b/u,
    /\bja\s+bym\s+(?:\S+\s+)?(?:kupował|kupowała|kupił|sprzedawał|sprzedał)/u,
  ],
  tr: [
    // Round 32: "Neden hâlâ bu faizi kilitlemediniz?" (why haven't you locked in / bought yet).
    /(?:neden|niye|niçin|ne diye) (?:\S+ ){0,6}?(?:kilitle|al|sat|gir|topla|ekle|kapat|bağla)(?:ma|me)(?:dınız|diniz|dın|din|yorsunuz|yorsun)(?![\p{L}])/u,
    // Round 29: second-person necessitative ("SOL'u yüzde 10'a indirmen gerekiyor").
    /(?<![\p{L}])\p{L}*(?:sat|al|indir|azalt|çevir|kaydır|artır|çık|kapat|boşalt|topla)(?:man|men|manız|meniz) (?:gerek(?:iyor|ir|ecek)?|lazım|şart)(?![\p{L}])/u,
    /(?:^|\s)(?:topla|toplayın|biriktir|biriktirin)(?:[.!]|$)/u,
    /(?:kâr|kar)\s+(?:al|alın|realize et)(?:[.!\s]|$)/u,
    /\b\S*(?:almalısın|almalısınız|satmalısın|satmalısınız|almanı|satmanı|almanızı|satmanızı)\b/u,
    // Not before a number: Italian / Spanish "al 10%" (at the) is the same word (round 29, heldout-62).
    // Round 33: not Spanish or Italian "al" ("Al vencimiento recibes el importe completo", heldout-77).
    /^(?!.*(?:^|\s)(?:el|los|las|del|que|il|della|dei|dos|das|una|uno|un|les|le)\s)(?:şimdi\s+|hemen\s+)?(?:sat|al|satın|alın|aç|açın|yatır|yatırın|koy|koyun)\s(?![\d%])/u,
    /^(?!.*(?:^|\s)(?:el|los|las|del|que|il|della|dei|dos|das|una|uno|un|les|le)\s).*(?:^|\s)(?:sat|al|satın|alın|aç|açın|yatır|yatırın|koy|koyun)(?:[.!]|$)/u,
    /\bben\s+(?:\S+\s+){0,3}(?:alırdım|satardım|alırım|satarım)\b/u,
    /\b(?:almak|satmak)\s+için\s+(?:doğru|en iyi|iyi)\s+(?:zaman|an)\b/u,
  ],
  ar: [
    // Round 31: "لماذا تترك أموالك في وديعة" (why leave your money in a deposit).
    /لماذا (?:ما زلت |لا تزال )?(?:تترك|تبقي|تحتفظ ب|تركن) (?:أموالك|مالك|مدخراتك|نقودك)/u,
    // Round 29: "هل ستبيع حقًا الآن؟" (really sell now? — a hold nudge).
    /هل (?:ستبيع|تريد أن تبيع|تبيع|ستتخلى عن) (?:حق[اا]|فعل[اا])/u,
    /^(?:راهن|راهنوا)\b/u,
    /^(?:خذ|خذوا|اجن|اجن)\s+(?:\S+\s+)?(?:أرباح|ارباح|الربح|ربح)/u,
    /(?:يجب|ينبغي|عليك|أنصحك|انصحك|ننصحك|من الأفضل)\s+(?:أن\s+)?(?:ت|ب)?(?:شتري|بيع|تبيع|شراء|البيع|الشراء)/u,
    // Not an instruction about the app ("افتح صفحة الإعدادات", "ضع تنبيهاً").
    /^(?:اشتر|اشتر|اشتري|بع|بيعوا|اشتروا|ضع|افتح|حول|حول)(?:\s|$)(?![^،.]*(?:صفحة|الإعدادات|تنبيه|التطبيق|الرسم البياني|الشاشة))/u,
    /(?:أنا|انا)\s+(?:أشتري|اشتري|أبيع|سأشتري|سأبيع)/u,
    /(?:الوقت|وقت)\s+(?:المناسب\s+)?(?:لل)?(?:شراء|بيع)/u,
  ],
  fa: [
    /(?:جمع کن|جمع کنید)(?:[.!\s]|$)/u,
    /(?:سودت|سودتان|سود)\s+(?:را\s+)?(?:\S+\s+){0,3}(?:بگیر|بگیرید|ببند|ببندید)/u,
    /(?:باید|بهتر است|پیشنهاد می‌کنم|پیشنهاد میکنم|توصیه می‌کنم)\s+(?:\S+\s+){0,3}(?:بخر|بفروش|بخرید|بفروشید|بخری|بفروشی)/u,
    /(?:^|\s)(?:بخر|بفروش|بخرید|بفروشید)(?:[.!\s]|$)/u,
    /(?:^|\s)(?:بگذار|بذار|بریز)(?:[.!\s]|$)/u,
    /من\s+(?:\S+\s+){0,4}(?:می‌خرم|میخرم|می‌فروشم|میفروشم)/u,
  ],
  hi: [
    // Round 32: "आप अब तक यह यील्ड लॉक क्यों नहीं कर रहे?" (why haven't you locked in / bought yet).
    /(?:आप|तुम)\s+(?:\S+\s+){0,6}?(?:लॉक|खरीद|बेच|निवेश|डाल|लगा)\S*\s+(?:\S+\s+)?क्यों नहीं/u,
    /(?:मुनाफा|प्रॉफिट)\s+(?:बुक|वसूल)\s+(?:करें|करो|कीजिए)/u,
    /(?:खरीदना|बेचना|निवेश करना)\s+चाहिए/u,
    /(?:खरीदें|खरीदिए|खरीदो|बेचें|बेचिए|बेचो|बेच दो|बेच दें|लगाइए|लगाओ|लगाएं)(?:[\s।!.,]|$)/u,
    /मैं\s+(?:\S+\s+){0,4}(?:खरीदूंगा|खरीदूँगा|बेचूंगा|बेचूँगा|खरीदती|खरीदता)/u,
    // Round 33: a longer first-person plan ("मैं इसे दस महीनों में बाँटकर … SIP के ज़रिए लगाता"), not a denial ("नहीं लगाता").
    /मैं\s+(?:\S+\s+){0,14}?(?<!नहीं\s)(?:लगाता|लगाती|लगाऊंगा|लगाऊँगा|निवेश करता|निवेश करती|खरीदता|खरीदती|बेचता|बेचती)(?:\s|।|$)/u,
    /(?:खरीदने|बेचने)\s+का\s+(?:सही|अच्छा|बढ़िया)\s+समय(?!\s+(?:कौन|क्या|कब|था))/u,
  ],
  vi: [
    // Round 31: "Đây là lúc nên khóa lợi suất" (now is the time to lock in / buy).
    /(?:đây là lúc|bây giờ là lúc|giờ là lúc|đã đến lúc) (?:nên |phải |cần )?(?:khóa|mua|bán|chốt|gom|vào|xuống tiền|tích lũy)/u,
    /^(?:hãy\s+)?(?:chốt lời|cắt lỗ|thoát hàng|xả hàng)\b/u,
    /\b(?:bạn|anh|chị|các bạn)\s+(?:nên|phải|cần)\s+(?:\S+\s+)?(?:mua|bán|mở|chốt|vào|thoát)\b/u,
    // Round 41 (heldout-107): moving savings between banks or products ("Chị nên chuyển ngay 500 triệu … sang gửi kỳ hạn 12 tháng").
    /\b(?:bạn|anh|chị|các bạn|anh chị)\s+(?:nên|phải|cần)\s+(?:\S+\s+)?(?:rút|tất toán|chuyển(?:\s+\S+){0,6}\s+(?:sang|vào)|đổi(?:\s+\S+){0,3}\s+sang)\b/u,
    /^(?:hãy\s+)?(?:mua|bán|mở|bỏ|chuyển|chốt|gom)\s+/u,
    /\bhãy\s+(?:mua|bán|mở|bỏ|chuyển|chốt|gom)\b/u,
    /\btôi\s+(?:sẽ\s+)?(?:mua|bán)\s+(?:ở|tại)\b/u,
    /\bthời điểm (?:tốt|thích hợp|vàng)\s+để\s+(?:mua|bán)\b/u,
  ],
  id: [
    // Round 32: a trade as the subject called a wise step ("menaruh 10% tabungan Anda di emas … adalah langkah yang bijak").
    /(?:^|,\s*)(?:menaruh|membeli|menjual|mengalihkan|memindahkan|menambah|mengurangi|mengunci|mengamankan|mencicil|mengoleksi|menyisihkan|mengalokasikan)\s[^.]{0,80}\b(?:adalah|merupakan|jadi|menjadi) (?:langkah|keputusan|pilihan|strategi|cara) (?:yang )?(?:bijak|tepat|cerdas|masuk akal|pas|paling baik)/u,
    // Round 32: "Kenapa belum juga mengunci yield setinggi ini?" (why haven't you locked it in yet).
    /(?:kenapa|mengapa|kok) (?:kamu |anda |kalian |lu |lo )?(?:masih )?(?:belum|tidak|nggak|gak|ga) (?:juga )?(?:mengunci|kunci|mengamankan|amankan|membeli|beli|menjual|jual|masuk|ambil|mengambil|memborong|borong|menaruh|taruh)(?![\p{L}])/u,
    // Round 31: "Kenapa masih simpan semua di deposito?" (why keep it idle).
    /(?:kenapa|mengapa|ngapain) (?:masih )?(?:simpan|menyimpan|taruh|menaruh|parkir|diam(?:kan)?) [^?]{0,30}(?:deposito|tabungan|kas|cash|stablecoin)/u,
    /^(?:borong|serok|cicil)\b/u,
    /^(?:ambil|amankan)\s+(?:untung|profit|keuntungan)\b/u,
    /\b(?:kamu|anda|kalian|lu|lo)\s+(?:\S+\s+)?(?:harus|sebaiknya|wajib|perlu|mesti)\s+(?:\S+\s+)?(?:beli|membeli|jual|menjual|buka|masuk|keluar)\b/u,
    /^(?:segera\s+)?(?:beli|jual|buka|masukkan|pindahkan|tukar)\s+/u,
    /\bsaya\s+(?:akan\s+)?(?:membeli|menjual|beli|jual)\s+(?:di|pada)\b/u,
    /\bsaat (?:yang )?(?:tepat|terbaik|bagus) untuk (?:membeli|menjual|beli|jual)\b/u,
  ],
  th: [
    /^(?:เก็บ|ช้อน|สะสม)/u,
    /^(?:ขายทำกำไร|ตัดขาดทุน|เทขาย|ถือยาว)/u,
    /(?:คุณ|ท่าน)?(?:ควร|ต้อง)(?:จะ)?\s*(?:ซื้อ|ขาย)/u,
    /^(?:ซื้อ|ขาย|แบ่ง|โยก|เปิด)\S*/u,
    /(?:ผม|ฉัน|ดิฉัน)(?:จะ|ก็จะ)\s*(?:ซื้อ|ขาย)/u,
    /ถ้าเป็น(?:ผม|ฉัน)/u,
  ],
};

export const INTL_PATTERNS: Readonly<Record<string, readonly RegExp[]>> = Object.fromEntries(
  Object.entries(PATTERNS).map(([lang, list]) => [lang, [...list, ...(INTL_CLASSES[lang] ?? []), ...(INTL_STRUCTURE[lang] ?? []), ...(NUDGES[lang] ?? []), ...(TRADE_MOVES[lang] ?? []), ...(PRESCRIPTIONS[lang] ?? []), ...(HABITS[lang] ?? []), ...(COPY_TRADING[lang] ?? []), ...(MONEY_MOVES[lang] ?? []), ...(PASSIVE_ADVICE[lang] ?? []), ...(NOMINAL_ADVICE[lang] ?? []), ...(POSITION_CARE[lang] ?? []), ...(RHETORICAL_MOVES[lang] ?? [])].map(unicodeWords)]),
);
