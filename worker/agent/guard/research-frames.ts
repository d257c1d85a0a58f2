/**
 * Round 12: two research shapes the older rules altered (heldout-11 and heldout-12 first looks).
 *
 * - The agent's decline WITHOUT a "your decision" word: "No puedo decirte si debes vender",
 *   "Je ne peux pas te dire s'il faut vendre", "Al ya da sat tavsiyesi veremem". The decline
 *   clause is removed; what follows a contrast word is still judged (../detect.ts).
 * - A view attributed to a third party: "Some traders argue the move is to short SOL",
 *   "Einige Analysten meinen, man solle … verkaufen", "有分析师认为应该…卖出". It is reported, not
 *   given — unless the reader is addressed inside it ("Analysts say YOU should buy" stays a
 *   directive), so any reader word cancels the exemption.
 */
import { READER_RE, TRADE_RE } from "./lexicon/reader-action";
import { isKolReport } from "./kol-reports";
import { isResearchQuestion } from "./question-frames";
import { isForwardedQuote } from "./quoted-call";
import { isLabelledDefinition } from "./glossary-lists";

const W = "(?<![\\p{L}\\p{M}])";
const E = "(?![\\p{L}\\p{M}])";

const CANNOT_TELL_RE = new RegExp(
  [
    `${W}(?:i (?:can't|cannot|can not|won't|am not able to|'m not able to|am unable to|'m unable to) (?:say|tell|know|judge|advise)|no sé (?:decirte|decir)|não consigo (?:te )?(?:dizer|afirmar)|je ne sais pas (?:te |vous )?dire|je ne saurais (?:te |vous )?dire|ich weiß nicht, ob|non so dirti|no puedo (?:decirte|decir|aconsejarte|recomendarte)|não posso (?:te )?(?:dizer|aconselhar|recomendar)|je ne peux pas (?:te |vous )?(?:dire|conseiller|recommander)|non posso (?:dirti|dire|consigliarti)|ich kann (?:dir |ihnen )?nicht sagen|nie mogę (?:ci )?(?:powiedzieć|doradzić)|(?:saya|aku|gue|gw) (?:tidak|nggak|ngga|gak|ga|enggak) (?:bisa|dapat) (?:bilang|menyarankan|mengatakan|memberi tahu|kasih tahu)|не могу (?:сказать|советовать|подсказать)|tavsiyesi veremem|tavsiye veremem|söyleyemem|(?:önerisi|tavsiyesi|önerisinde|tavsiyesinde)(?: de)? (?:vermem|veremem|bulunmam|bulunamam)|(?:tôi|mình|em|anh|chị) không thể (?:nói|khuyên|bảo))`,
    "(?:là quyết định của (?:bạn|anh|chị)|お答えできません|投資判断としては|お任せします|判断です|드릴 수 없습니다|我不能替你|我无法替你|无法替你决定|我无法告诉你|我不能告诉你|无法告诉你|我(?:也|并|並)?不(?:会|會|能|可以)(?:建议|建議|推荐|推薦|告诉|告訴)(?:你|您)|我無法(?:替你|告訴你|建議你)|我不能(?:替你|告訴你)|言えません|申し上げられません|お伝えできません|لا أستطيع أن أنصحك)",
    // Round 33 (heldout-73 … 75): "I won't tell you whether …", "whether you must sell … depends on the
    // country", "none of this means you should sell", "not a signal of where you should invest", "any
    // rebalancing decision is yours", "non posso prendere questa decisione al posto tuo".
    `${W}(?:i won't tell you|i'm not going to tell you|não vou (?:te |lhe )?dizer|je ne (?:vous|te) dirai pas|no (?:te|le) voy a decir|non (?:ti|le) dirò|ich werde (?:dir|ihnen) nicht sagen|ich sage (?:dir|ihnen) nicht|я не (?:буду )?(?:говорить|скажу) (?:вам|тебе))${E}`,
    `^whether (?:or not )?(?:you|to|it's|it is)${E}[^.;]{0,120}${W}(?:depends|hinges|comes down|turns|rests) on${E}`,
    `${W}(?:none of (?:this|that|these|it) (?:means|implies|suggests)|(?:this|that|it) (?:doesn't|does not) (?:mean|imply|suggest))(?: that)? (?:you|anyone|investors) (?:should|must|need to|ought to)${E}`,
    `${W}(?:não (?:é )?um sinal (?:sobre|de) (?:onde|se|quando|o que) (?:você|vc) dev\\p{L}*|no (?:es )?una señal (?:sobre|de) (?:dónde|si|cuándo|qué) deb\\p{L}*|pas un signal (?:sur|de) (?:où|si|quand|ce que) vous dev\\p{L}*|not a signal (?:of|about|on) (?:where|whether|when|what) you should|non significa che (?:tu )?(?:debba|dovresti)|no significa que (?:debas|deba)|não significa que (?:você )?deva|ne signifie pas que vous (?:devez|deviez)|heißt nicht,? dass (?:du|sie) (?:\\S+ )?(?:solltest|sollten|musst|müssen)|не значит,? что (?:вам|тебе) (?:нужно|стоит|следует))${E}`,
    `${W}(?:(?:any|every|the|this|that) (?:\\S+ ){0,3}decision (?:is (?:yours|up to you)|remains yours|rests with you)|(?:la |toute |cette )(?:\\S+ ){0,3}?décision (?:\\S+ ){0,3}?vous (?:revient|appartient)|(?:la |cualquier |esa )(?:\\S+ ){0,3}?decisión (?:es tuya|es suya|queda en tus manos)|(?:a |qualquer |essa )(?:\\S+ ){0,3}?decisão (?:é sua|cabe a você)|(?:die |jede )(?:\\S+ ){0,3}?entscheidung liegt bei (?:dir|ihnen)|(?:la |ogni |questa )(?:\\S+ ){0,3}?decisione spetta a (?:te|lei|voi))${E}`,
    "non posso prendere (?:questa |la |una )?decisione (?:al posto tuo|per te|al suo posto)",
    `${W}(?:(?:eu )?não (?:te |lhe )?digo se|je ne peux pas décider (?:à votre place|pour vous|à ta place|pour toi)|no puedo decidir (?:por ti|por usted)|ich kann (?:das )?nicht für (?:dich|sie) entscheiden|non posso decidere (?:per te|al posto tuo))${E}`,
    // Round 31 (heldout-66 … 68): the agent's denial that it traded ("I haven't bought or sold anything for you").
    `${W}(?:i|we) (?:haven't|have not|didn't|did not|never) (?:bought|sold|traded|placed|executed|moved|transferred)${E}|${W}(?:yo )?no he (?:comprado|vendido|ejecutado|movido)${E}|${W}(?:eu )?não (?:comprei|vendi|executei|movimentei)${E}|${W}je n'ai (?:rien )?(?:acheté|vendu|exécuté|passé)${E}|${W}ich habe (?:nichts|keine)${E}[^.]{0,40}${W}(?:gekauft|verkauft|ausgeführt|platziert)${E}|${W}non ho (?:comprato|venduto|eseguito)${E}|${W}я (?:ничего )?не (?:покупал|продавал|размещал|переводил|выставлял)\\p{L}*|我(?:没有|沒有|并没有|並沒有)(?:为你|為你|替你|帮你|幫你)?(?:买入|買入|卖出|賣出|下单|下單|交易)`,
    // Round 37 (heldout-89, 91): "I can't make this decision in your place" with the decision as the
    // object ("Je ne peux pas prendre cette décision à votre place", "Non posso decidere al tuo posto né
    // …", "यह फ़ैसला मैं आपकी जगह नहीं ले सकता"), which the "in your place" nudges had read as advice.
    `${W}(?:i (?:can't|cannot|can not|won't|will not) (?:make|take) (?:this|that|the|such a) (?:decision|call|choice)(?: [^.;,]{0,40})? for you|i (?:can't|cannot|can not|won't|will not) (?:decide|choose) (?:this |that )?for you|je ne (?:peux|vais|saurais) pas (?:prendre|faire) (?:cette|la|une telle) (?:décision|choix)|je ne peux pas (?:choisir|trancher)|no puedo (?:tomar|hacer) (?:esta|esa|la|tal) decisión|no puedo decidir|não posso (?:tomar (?:essa|esta|a|tal) decisão|decidir|escolher)|ich kann (?:ihnen|dir) (?:diese|die|eine solche) entscheidung nicht abnehmen|(?:diese|die) entscheidung kann ich (?:ihnen|dir) nicht abnehmen|ich kann nicht (?:an ihrer|an deiner|für sie|für dich) (?:stelle )?entscheiden|non posso (?:decidere|scegliere|prendere (?:questa|la|una tale) decisione)|non decido (?:io )?(?:al posto tuo|al tuo posto|per te)|не могу (?:решать|решить|принять (?:это |такое |за вас )?решение)(?: за (?:вас|тебя))?|(?:sizin|senin) (?:yerinize|yerine|adınıza|adına) karar veremem|karar veremem|không thể (?:quyết định|lựa chọn) thay (?:bạn|anh|chị)|(?:tidak|tak) (?:bisa|dapat) (?:memutuskan|mengambil keputusan)(?: (?:itu|ini))? (?:untuk|bagi|atas nama) (?:anda|kamu))${E}`,
    "(?:(?:यह |ये )?(?:फैसला|निर्णय) (?:मैं )?(?:आपकी|तुम्हारी) जगह (?:मैं )?नहीं (?:ले|कर) (?:सकता|सकती)|(?:代わりに|代わって)(?:判断|決定|決断|お決め)(?:する|を下す|して差し上げる)?ことは(?:でき|いたし)(?:ません|かねます)|대신 (?:결정|판단)(?:해 드릴|해드릴|할|을 내릴) 수(?:는)? 없|(?:我|我们|我們)(?:不能|无法|無法|没法|沒法)代(?:你|您)(?:做|作)?(?:决定|決定|选择|選擇)|(?:لا|لن) (?:أستطيع|يمكنني)(?: أن)? (?:اتخاذ|أتخذ) (?:هذا |ذلك )?القرار (?:نيابة عنك|بدلا منك|بدلا منك|عنك))",
    // Round 38 (heldout-95): the same decline in the future tense ("No voy a decidir en tu lugar", "Je ne
    // déciderai pas à votre place", "मैं आपकी जगह फ़ैसला नहीं करूँगा"), "only you can answer that", "the decision
    // … belongs to you", "… is your call", and "whether you should sell depends on …" in other languages.
    `${W}(?:i won't decide|i will not decide|i'm not going to decide|no voy a decidir|no decidiré|não vou decidir|não decidirei|je ne déciderai pas|je ne vais pas décider|ich werde nicht (?:für (?:sie|dich) |an (?:ihrer|deiner) stelle )?entscheiden|ich entscheide nicht (?:für (?:sie|dich)|an (?:ihrer|deiner) stelle)|non deciderò|я не буду решать|не стану решать|karar vermeyeceğim|tôi sẽ không quyết định|saya tidak akan memutuskan|only you can (?:answer|decide|make)|solo tú puedes (?:responder|decidir)|só você pode (?:responder|decidir)|vous seul(?:e)? pouvez (?:répondre|décider)|nur sie (?:selbst )?können (?:das )?(?:beantworten|entscheiden)|solo tu puoi (?:rispondere|decidere)|только вы (?:можете|сами) (?:ответить|решить)|^(?:how|whether|what|when|which|if) [^.;]{0,100}(?:is|remains|stays) (?:entirely |ultimately )?your (?:call|decision|choice)(?=\\s*[.!]?$)|(?:decision|choice|call) (?:\\S+ ){0,8}?(?:belongs to you|lies with you|rests with you))${E}`,
    `^(?:se|si|ob|whether) (?:\\S+ ){1,10}?(?:ou não |o no |ou pas |oder nicht |o meno )?(?:depende|dépend|hängt|dipende|зависит)${E}`,
    "(?:(?:फैसला|निर्णय) नहीं (?:करूंगा|करूँगा|करूंगी|करूँगी)|決めるのは(?:あなた|ご自身)(?:です|だ)|判断するのは(?:あなた|ご自身)(?:です|だ)|(?:あなた|ご自身)(?:自身)?しか(?:答えられ|決められ)ません|لا يجيب عنه سواك|لا يملك (?:الإجابة|الجواب) (?:عنه )?سواك|只有你(?:自己)?(?:能|才能)(?:回答|决定|決定))",
    // Round 39 (heldout-98, eight languages): a verdict's own disclaimer, "this is about the thesis, not
    // whether you should buy, hold or sell" ("不代表您应该买入、持有或卖出", "non se dovresti comprare").
    `${W}(?:not (?:about )?whether you should|no (?:sobre )?si (?:deberías|debería)|não (?:de|sobre) se (?:você )?deveria|pas (?:sur la question de savoir |de savoir )?si vous devriez|nicht (?:darum|um die frage),? ob (?:sie|du) (?:\\S+ ){0,3}(?:sollten|solltest)|non se dovresti|non se (?:lei )?dovrebbe|а не о том,? (?:стоит ли|нужно ли|следует ли) (?:вам|тебе)|không phải (?:về )?việc (?:bạn|anh|chị) nên|bukan (?:tentang )?apakah (?:anda|kamu) (?:sebaiknya|harus|perlu)|(?:satmanızı|almanızı|satmanı|almanı|satmanızı ya da almanızı) (?:önermez|önermiyor|önermiyorum|tavsiye etmez|tavsiye etmiyorum))${E}`,
    "(?:(?:并|並)?不(?:代表|意味着|意味著|表示)(?:您|你)(?:应该|應該|该|該|需要)|لا مسألة ما إذا كان عليك|(?:و)?ليس (?:مسألة )?ما إذا كان عليك|売買を(?:推奨|勧め)るものではありません|(?:사야|팔아야) 한다는 (?:뜻|의미)는 아닙니다)",
    // Round 40 (heldout-102, 103): "that describes the mechanics; where you should set your stop is not said",
    // "any purchase would be something you carry out yourself", "I don't tell anyone to ape in or stay out".
    `${W}(?:ist damit nicht gesagt|damit ist (?:noch )?nicht gesagt|không phải (?:là )?gợi ý (?:bạn|anh chị|anh|chị) nên|any (?:purchase|sale|trade|order) would be (?:something )?(?:you|that you) (?:carry out|make|place|do|execute) yourself|i don't tell (?:anyone|anybody|people|users|you) (?:to|whether|when)|i never tell (?:anyone|anybody|people|you) (?:to|whether|when)|no le digo a nadie (?:que|si)|não digo a ninguém (?:para|se)|je ne dis à personne (?:de|si)|ich sage niemandem,? (?:ob|dass|er solle))${E}`,
    // Round 15 (heldout-16): "I can't decide / say for you" in Hindi and Arabic.
    "(?:मैं (?:आपके लिए |आपकी ओर से |आपकी जगह )?(?:यह |ये )?(?:तय|फैसला|निर्णय) नहीं (?:कर|ले) (?:सकता|सकती|पाऊंगा|पाऊंगी)|मैं (?:आपको )?(?:यह |ये )?(?:नहीं बता|बता नहीं) (?:सकता|सकती)|(?:لا|لن) (?:أستطيع|يمكنني|أقدر)(?: أن)? (?:أقرر|أحدد|أخبرك|أقول لك)|ليس (?:بإمكاني|بوسعي)(?: أن)? (?:أقرر|أحدد|أخبرك|أقول لك))",
  ].join("|"),
  "u",
);
const CONTRAST_RE = /(?:;|؛|(?:^|[\s,–—،])(?:but|pero|mas|mais|aber|ma|ale|но|ama|tapi|nhưng|لكن|लेकिन)\s|但是|但|しかし|하지만)(.*)$/u;

/** The unit without the agent's "I can't tell you whether …" clause (what follows a contrast stays). */
export function withoutCannotTell(s: string): string {
  const decline = CANNOT_TELL_RE.exec(s);
  if (!decline) return s;
  const contrast = CONTRAST_RE.exec(s);
  if (!contrast) return callBeforeDecline(s.slice(0, decline.index));
  // Round 33: a decline AFTER the contrast leaves what came before it to be judged ("Sell half
  // today; I can't tell you whether it will fall further" had been read as a decline whole).
  if (decline.index >= contrast.index + 1) return `${s.slice(0, contrast.index).trim()} ${withoutCannotTell(s.slice(decline.index))}`.trim();
  return [callBeforeDecline(s.slice(0, decline.index)), withoutCannotTell(contrast[1]!.trim())].filter(Boolean).join(" ");
}

/**
 * Round 38: a clause before a decline tag, after a comma, dash or colon, is still judged ("Sell half
 * now, the decision is yours", "Buy the dip — only you can decide"), unless it is the whether- or
 * how-clause the decline is about ("Whether to sell here, the decision is yours").
 */
const MORE_CALL_WORDS_RE = new RegExp(`${W}(?:take|taking|lock|locking|cash|close|closing|cut|book|bank|hedge|hold|reduce|mua|bán|beli|jual|al|sat)${E}|买|買|卖|賣|売|매수|매도|खरीद|बेच|شراء|بيع`, "u");

function callBeforeDecline(before: string): string {
  if (!/[,—–:]\s*$/u.test(before)) return "";
  const clause = before.replace(/[\s,—–:]+$/u, "").trim();
  // Round 40: a clause with no trade word is no call ("Đây là mô tả cơ chế, không phải gợi ý …").
  if (!TRADE_RE.test(clause) && !MORE_CALL_WORDS_RE.test(clause)) return "";
  return /^(?:whether|if|how|what|when|which|si|se|ob|wie|was|wann|comment|quand|come|cosa|quando|como|cómo|qué|что|как|ли)(?![\p{L}])/u.test(clause) ? "" : clause;
}

/**
 * Round 29: the user's question restated ("Du fragst, ob du … verkaufen solltest", "Vous me demandez
 * si …", "您问是否应该…", "…とのご質問ですね"): 12 of heldout-62 … 64's 22 altered sentences, in
 * twelve languages. English "You asked …" was already a frame (detect.ts).
 */
const REPORTED_QUESTION_START_RE = new RegExp(
  [
    // Round 32: "Your question was whether …" and the same in other languages (heldout-71 altered it).
    "^(?:your question (?:was|is)|you(?:'re| are) asking(?: me)?|you(?:'ve| have) asked(?: me)?|you wanted to know),? (?:whether|if)",
    "^(?:tu pregunta|su pregunta) (?:es|era|fue),? si|^(?:sua|tua|a sua|a tua) pergunta (?:é|era|foi),? se|^votre question (?:est|était),? (?:de savoir )?si|^(?:ihre|deine) frage (?:ist|war),? ob|^la (?:sua|tua) domanda (?:è|era),? se",
    "^(?:ваш|твой) вопрос\\s*[—–-]?\\s*(?:стоит ли|нужно ли|надо ли|следует ли|\\p{L}+ ли)|^pertanyaan (?:anda|kamu|bapak|ibu) (?:adalah )?apakah|^câu hỏi của (?:bạn|anh|chị) (?:là )?(?:liệu|có nên)|^(?:你|您)的(?:问题|問題)是",
    "^(?:du fragst|sie fragen|du hast gefragt|sie haben gefragt|du fragtest),? ob",
    "^(?:vous (?:me )?demandez|tu (?:me )?demandes|vous m'avez demandé|tu m'as demandé),? s(?:i|')",
    "^(?:mi chiedi|mi chiede|mi hai chiesto|mi ha chiesto|mi domandi),? se",
    "^(?:me preguntas|me pregunta|me has preguntado|me ha preguntado|me preguntaste|me preguntó),? si",
    "^(?:você (?:me )?perguntou|você (?:me )?pergunta|me perguntou|tu perguntaste),? se",
    "^(?:вы спрашиваете|ты спрашиваешь|вы спросили|ты спросил\\p{L}*),? (?:стоит ли|нужно ли|надо ли|следует ли|\\p{L}+ ли)",
    "^(?:bạn|anh|chị|em) (?:hỏi|đã hỏi|có hỏi) (?:liệu|có nên|rằng có nên)",
    "^(?:anda|kamu|bapak|ibu) (?:bertanya|menanyakan|nanya)(?: apakah)?",
    "^(?:您|你)(?:问|問)(?:我)?(?:是否|该不该|該不該|要不要|能不能|是不是|应不应该|應不應該)",
    "^आपने (?:मुझसे )?पूछा (?:है )?कि",
    // Round 39 (heldout-98): the Hindi present progressive ("आप पूछ रहे हैं कि क्या …").
    "^आप (?:मुझसे )?पूछ रहे (?:हैं|है) कि",
    // Round 36 (heldout-85 … 87's first look): "You ask what I would do in your place" in ten languages.
    "^(?:you ask|you're asking|you asked|you want to know)(?: me)? what i(?:'d| would) do|^(?:me preguntas|me pregunta) qué haría|^(?:você (?:me )?pergunta|você quer saber) o que eu faria|^vous (?:me )?demandez ce que je ferais|^(?:sie fragen|du fragst),? was ich (?:an ihrer stelle|an deiner stelle )?(?:tun|machen) würde|^mi chiedi cosa farei|^вы спрашиваете,? что бы я (?:сделал|делал)|^(?:bạn|anh|chị) hỏi nếu là tôi|^سألتني ماذا كنت سأفعل|^(?:你|您)(?:问|問)我(?:如果是我|换作是我|換作是我)?会怎么做|^(?:you ask|you asked) (?:me )?what i'd do",
    // Round 33: what the user reports others telling them ("你提到身邊的人都說 0050 一定要買", "You mention everyone says buy").
    "^(?:你|您)(?:提到|提及|说|說|讲|講)(?:过|過)?[，,]?[^。]{0,20}(?:都说|都說|说|說|认为|認為)",
    "^you (?:mentioned|mention|said|say)(?: that)? (?:everyone|people|your friends|friends|others|colleagues|your family)\\b[^.]{0,30}\\b(?:is|are|keeps?|were) (?:telling you|saying|says|said)",
    "^(?:me )?(?:dices|comentas|mencionas) que (?:todos|todo el mundo|tus amigos)|^(?:você )?(?:disse|comentou|mencionou|diz) que (?:todo mundo|todos|seus amigos)|^vous (?:dites|mentionnez|avez dit) que (?:tout le monde|tous|vos amis)|^du (?:sagst|erwähnst),? (?:dass )?(?:alle|jeder)|^(?:mi )?(?:dici|hai detto) che (?:tutti|i tuoi amici)",
    "^(?:تسألني|سألتني|تسأل|سألت) (?:هل|عن|إن|إذا|ما إذا|عما|عما)",
  ].join("|"),
  "u",
);
/**
 * Round 40 (heldout-102, five languages): the user's own words quoted back as a question ("Ты пишешь:
 * «продавать Газпром или холдить дальше?»", 'Bạn hỏi "có nên cắt lỗ NVL không hay cứ hold?"', 'Kamu
 * tanya "GOTO mending cut loss atau hold?"'). Only the whole unit: nothing may follow the quote.
 */
const QUOTED_QUESTION_RE =
  /^(?:you (?:write|wrote|ask|asked|say|said|typed)|ты (?:пишешь|спрашиваешь|написал\p{L}*)|вы (?:пишете|спрашиваете|написали)|(?:bạn|anh chị|anh|chị) (?:hỏi|viết|nhắn)|(?:kamu|anda) (?:tanya|bertanya|menulis|nulis|nanya)|كتبت|سألت|تسأل|تقول|(?:你|您)(?:问|問|写道|寫道|说|說)(?:道)?|tu (?:écris|demandes|m'écris)|vous (?:écrivez|demandez|m'écrivez)|(?:me )?(?:escribes|preguntas)|você (?:escreve|pergunta|escreveu|perguntou)|du (?:schreibst|fragst)|sie (?:schreiben|fragen)|mi (?:scrivi|chiedi)|(?:yazıyorsun|soruyorsun)(?:uz)?)[:：,]?\s*"[^"]{2,200}[?？؟]"[.。]?$/u;

/** Round 33: Korean hearsay the user reported ("주변에서 모두 엔비디아를 사라고 한다는 말씀은 …"). */
const REPORTED_HEARSAY_RE = /(?:라고|다고) (?:한다는|하신다는|들으셨다는) 말씀/u;
const REPORTED_QUESTION_END_RE =
  /(?:か|かどうか)(?:との|という)(?:ご質問|お尋ね|ご相談)(?:ですね|をいただきました|ですが|ですね。)?[。.]?$|(?:는지|은지|할지|인지|을지)(?:를)? (?:물으셨|질문하셨|문의하셨)\p{L}*[.]?$|diye (?:soruyorsunuz|sordunuz|soruyorsun|sordun)[.]?$|(?:ip|ıp|up|üp|mediğini|madığını|meyeceğini|mayacağını) (?:soruyorsunuz|sordunuz|soruyorsun|merak ediyorsunuz)[.]?$/u;

/** The unit without the user's restated question (what follows "?", ";", ":" or a dash stays). */
export function withoutReportedQuestion(s: string): string {
  // Round 40: a unit that is nothing but a quoted question is the user's message quoted back ('"bro is it time to ape into WIF??"').
  if (REPORTED_QUESTION_END_RE.test(s) || REPORTED_HEARSAY_RE.test(s) || QUOTED_QUESTION_RE.test(s) || /^"[^"]{2,200}[?？؟]+"[.。]?$/u.test(s)) return "";
  if (!REPORTED_QUESTION_START_RE.test(s)) return s;
  const tail = /[?？;；:：—–](.*)$/u.exec(s);
  return tail ? tail[1]!.trim() : "";
}

/** An actor, then a reporting verb: "analysts argue", "algunos analistas creen que", "分析师认为". */
const ATTRIBUTED_RE = new RegExp(
  [
    `^(?:some |many |several |most )?(?:traders|analysts|strategists|critics|experts|bulls|bears|commentators|pundits|observers|economists|investors|market watchers)(?: on \\S+| at \\S+)? (?:argue|say|think|believe|reckon|claim|contend)${E}`,
    `^(?:varios |algunos |muchos )?(?:analistas|estrategas|expertos|gestores) (?:creen|dicen|opinan|consideran|defienden|defendem|acham|acreditam)${E}`,
    `^(?:certains |plusieurs )?(?:stratèges|analystes|experts|gérants) (?:estiment|pensent|jugent|disent)${E}`,
    `^(?:einige |viele |manche )?(?:analysten|strategen|experten) (?:meinen|glauben|finden|sagen)${E}`,
    "^(?:有|一些|部分)?(?:分析师|分析人士|专家|策略师)(?:认为|表示|称)",
    // Round 29: a named speaker's reported words ("巴菲特表示，卖出部分出于税收考虑"), not "我认为".
    "^(?!我|你|您)[\\p{Script=Han}a-z$ ·.]{1,12}(?:表示|称|稱|指出|认为|認為|坦言|透露)[，,:：]",
    "^(?:一部の|[^、。]{1,12}の)?(?:アナリスト|専門家|ストラテジスト)は[^。]{0,60}(?:主張している|と述べている|と見ている|とみている|としている|を維持している)",
    "^(?:일부 )?(?:전문가들?은|애널리스트들?은)[^.]{0,60}(?:주장한다|본다|말한다)",
    "^(?:يرى|يعتقد|يقول) (?:بعض )?(?:المحللين|الخبراء)",
    "^(?:يرى|يعتقد|يقول|يتوقع) (?:بعض |كثير من )?(?:المستثمرون|المستثمرين|المتداولون|المتداولين|الاقتصاديون|الاقتصاديين)",
    "^(?:कई |कुछ |ज्यादातर |अधिकांश )?(?:विश्लेषक|विशेषज्ञ|जानकार|ब्रोकर|ट्रेडर)\\S* (?:मानते|कहते|सोचते) हैं",
  ].join("|"),
  "u",
);

/** A definition ("分批建仓是指…", "積立投資とは…") and history (a year with investors as the actors). */
const DEFINITION_RE = /^[^，。,;]{1,24}(?:是指|是一种|とは|이란|란 )|^[^,.;:]{1,24} là (?:bán|mua|việc|hành động|một|khi)(?!.*(?:ngay|bây giờ|hãy|nên|đi[.!]?$))/u;
/**
 * History: a year and a result verb ("…in 2022 caused losses", "khiến … thua lỗ"), in one sentence
 * with no colon, semicolon or dash that could hang a directive on it ("Buy now: investors did well
 * in 2021" is not history).
 */
const HISTORY_RE =
  /^(?!.*[:;—–])(?=.*(?<!\d)(?:19|20)\d\d(?!\d))(?=.*(?:khiến|gây ra|lost money|cost investors|caused|led to|generó|causó|gerou|causou|a coûté|a causé|kostete|ha causato|przyniosł\p{L}*|приносил\p{L}*|принесл\p{L}*|merugikan|zarar ettirdi|导致|造成))/u;

/**
 * A reported view, not a directive laundered through a reporter: what follows the reporting verb
 * must not be a colon, a dash or a bare trade verb ("Some traders argue: buy ETH now", "Analysts
 * say buy ETH now" stay directives).
 */
function reported(s: string): boolean {
  const m = ATTRIBUTED_RE.exec(s);
  if (!m) return false;
  const rest = s.slice(m.index + m[0].length).replace(/^\s*(?:that|que|qu'|dass|что|,)\s*/u, "");
  return !/^\s*[:\-–—]/u.test(rest) && !new RegExp(`^(?:${TRADE_RE.source})`, "u").test(rest.trimStart());
}

/**
 * Round 36: the user's own question in the first person ("**Should I sell my Siemens shares?**",
 * "¿Debería vender mis acciones?", "「ソニー株は今売るべきですか？」について") — a heading or a quote of what
 * was asked, never advice to the reader.
 */
const FIRST_PERSON_QUESTION_RE =
  /^(?:should i|do i|shall i|must i|is it time for me to|¿?debería(?: yo)?|¿?debo|devo|devrais-je|dois-je|faut-il que je|soll ich|sollte ich|muss ich|devo io|dovrei|стоит ли мне|мне (?:стоит|нужно)|(?:我|我们|我們)(?:该|該|应该|應該|要不要|需要)|저는? .{0,20}(?:할까요|해야 할까요))(?![\p{L}])[^?？]{0,120}[?？]\s*(?:」?について)?$|^「[^」]{2,60}(?:べきですか|べきでしょうか|ますか)[？?]」について$|^(?:#{1,6}\s*)?「[^」]{2,60}[？?]」(?:という|との)?(?:ご質問|質問|ご相談)?について$/u;

/**
 * Round 36: a glossary item of order types ("Orden a mercado: compra o vende al mejor precio",
 * "Lệnh LO: mua hoặc bán tại mức giá…") — a definition, whose verb is the order's, not the reader's.
 */
const ORDER_GLOSSARY_RE =
  /^(?:[-*•]\s*)?(?:(?:order|orden|ordem|ordre|lệnh|auftrag|ordine|ордер|заявка|emir)\s*[\p{L}$ /-]{0,20}|(?:stop[- ]?loss|stop[- ]?limit|stop gain|trailing stop|take[- ]profit|auto stop loss|auto take profit|market|limit))\s*[:：]\s*(?:\S+\s+){0,2}(?:compra o vende|compra ou vende|buys or sells|achète ou vend|kauft oder verkauft|mua hoặc bán|beli atau jual|lanza|dispara|executa|executes|triggers|se ejecuta|se déclenche|wird ausgeführt|turns into|becomes|khớp|dieksekusi|otomatis|automatically|se convierte|vira|devient|sells when|buys when|vende quando|vende cuando|vende in automatico|vende automaticamente|vende automáticamente|sells automatically|vend automatiquement|verkauft automatisch|bán tự động|otomatis menjual)/u;

/**
 * Round 38 (heldout-94): a Chinese sentence whose subject is a market participant, with its verbs in
 * comma clauses after it ("外資主要買進台積電、聯發科，賣出長榮與陽明", "保险资金也在增加高股息港股的仓位，以锁定…"):
 * the later clause keeps that subject, so its verb at the clause start is not an imperative.
 */
const ZH_ACTOR_SUBJECT_RE =
  /^(?:本周|本週|上周|上週|今日|昨日|同期|此外|另外|其中)?[，,]?\s*(?:外资|外資|投信|自营商|自營商|三大法人|机构投资者|機構投資者|机构|機構|保险资金|保險資金|险资|險資|北向资金|北向資金|南向资金|南向資金|主力|游资|遊資|社保基金|公募基金|私募基金|基金经理|基金經理|券商自营|大股东|大股東|高管|巨鲸|巨鯨|散户|散戶|外国投资者|外國投資者)(?:们|們)?(?:主要|也|均|则|則|持续|持續|继续|繼續|大幅|小幅|正在|在|已|已经|已經|同步)?/u;

/**
 * Round 39 (heldout-99): a worked example on the reader's holding ("以你持有的500股苹果为例，卖出5张…看涨期权，
 * 目前可收取约2,550美元"), and a generic market actor as the subject ("押注曲线陡峭化的交易员通常买入…",
 * "商品ETF每月需要卖出…", "另外5次，賣出跨式的一方保住了權利金").
 */
const ZH_EXAMPLE_RE = /^(?:以|拿)(?:你|您)?[^，。]{0,20}(?:为例|為例|来说|來說)[，,]/u;
const ZH_GENERIC_ACTOR_RE =
  /^(?:[^，。！？]{0,8}[，,])?[^，。！？]{0,16}(?:交易员|交易員|投资者|投資者|投资人|投資人|基金|etf|\$tkr|一方|卖方|賣方|买方|買方|空头|空頭|多头|多頭|做市商|造市商|交易所|券商|平台|经纪商|經紀商|大户|大戶|散户|散戶)(?:们|們)?(?:通常|往往|一般|每月|每年|需要|会|會|都|也|则|則|保住|就会|就會|常常|多半|在)/u;

const ZH_PAST_COUNT_RE = /(?:您|你)(?:今年|去年|本月|全年)?(?:一共|共|总共|總共|累计|累計)?(?:买入|買入|买进|買進|卖出|賣出)\s*\d+\s*(?:次|笔|筆)/u;
const JA_ANALYST_COUNT_RE = /(?:アナリスト|社|人)(?:のうち|中)\s*\d+\s*(?:人|社)が(?:買い|売り|中立)(?:推奨|評価)/u;

/** Not when a later clause urges or advises ("机构都在抢筹，赶紧跟上买入"): that clause speaks to the reader. */
const ZH_URGE_RE = /(?:赶紧|趕緊|赶快|趕快|抓紧|抓緊|快点|快點|跟上|跟进|跟進|别|別|不要|必须|必須|应该|應該|应当|應當|建议|建議|值得|最好|不妨|可以|吧|可惜|还空仓|還空倉|[！!])/u;

function zhActorSubject(s: string): boolean {
  return (ZH_ACTOR_SUBJECT_RE.test(s) || ZH_GENERIC_ACTOR_RE.test(s)) && !ZH_URGE_RE.test(s);
}

/**
 * Round 46 (heldout-127): what a bank or broker recommends to its own clients ("«Альфа-Капитал»
 * рекомендует клиентам держать до 10 % в золоте", "VNDirect khuyến nghị khách hàng ưu tiên nhóm ngân hàng",
 * "中金财富…建议客户在权益中增配红利"): the clients are the firm's, not the reader, and the verb is the firm's.
 * Not in the first person ("We recommend clients …"), and not to the reader's own honorific ("Quý khách").
 */
const CLIENT_REPORT_RE =
  /(?<![\p{L}])(?:recommends|recommended|advises|advised|urges|urged|tells|told|suggests|suggested) (?:its |their |his |her )?(?:clients|customers|investors|members|subscribers)(?![\p{L}])|(?<![\p{L}])(?:recomienda(?:ba|n|ron)?|aconseja(?:ba|n|ron)?) a (?:sus )?clientes|(?<![\p{L}])(?:recomenda(?:va|m|ram|ou)?|aconselha(?:va|m|ram|ou)?) a?os (?:seus )?clientes|(?<![\p{L}])(?:recommande(?:nt|rait)?|conseille(?:nt|rait)?|a recommandé|a conseillé) à (?:ses|leurs) clients|(?<![\p{L}])(?:empfiehlt|empfahl|rät|riet) (?:seinen |ihren )?(?:kunden|anlegern)|(?<![\p{L}])(?:raccomanda(?:va|no)?|consiglia(?:va|no)?|ha consigliato|ha raccomandato) ai (?:propri |suoi |loro )?clienti|(?<![\p{L}])(?:рекомендует|рекомендуют|рекомендовал\p{L}*|советует|советуют|советовал\p{L}*) (?:своим )?клиентам|müşterilerine (?:öneriyor|öneriyorlar|tavsiye ediyor|önerdi|tavsiye etti)|(?<![\p{L}])(?:khuyến nghị|khuyên) (?:các )?khách hàng|(?<![\p{L}])(?:merekomendasikan|menyarankan|menganjurkan) (?:para )?(?:nasabah|klien)(?:nya)?|(?:ग्राहकों|क्लाइंट्स|निवेशकों) को (?:सलाह|सुझाव)|(?:توصي|يوصي|ينصح|تنصح|أوصت|أوصى|نصحت|نصح) (?:عملاءها|عملاءه|عملائها|عملائه|العملاء)|(?:建议|建議|推荐|推薦)(?:其)?(?:客户|客戶)|顧客に(?:対し)?(?:て)?(?:推奨|勧め)|고객(?:들)?에게 (?:권고|추천|권유)/u;
/**
 * Round 48 (heldout-136's quoted headlines): a profession as the subject of an advising verb in the
 * third person plural ("Les gérants conseillent de réduire …", "Аналитики советуют инвесторам сократить …",
 * "Uzmanlar yatırımcılara … öneriyor"): what a group of professionals advises, reported. The sentence
 * opens with the group, so "Analysts advise it, and so do I" has the speaker's voice elsewhere and the
 * reader's words ("you", "vous", "вам") keep it advice.
 */
const NOT_LETTER = "(?![\\p{L}])";
const PROFESSIONS_ADVISE: readonly { frame: RegExp; reader: RegExp }[] = [
  [
    `^(?:les |des |certains |plusieurs |nombre de )?(?:gérants|analystes|stratèges|experts|économistes|courtiers|conseillers|banquiers|spécialistes|gestionnaires)${NOT_LETTER}[^.;]{0,40}?(?<![\\p{L}])(?:conseillent|recommandent|suggèrent|préconisent)${NOT_LETTER}`,
    `(?:vous|votre|vos|tu|ton|ta|tes|te|toi)${NOT_LETTER}`,
  ],
  [`^(?:аналитики|эксперты|стратеги|брокеры|управляющие|экономисты|инвестбанки|банкиры)${NOT_LETTER}[^.;]{0,40}?(?<![\\p{L}])(?:советуют|рекомендуют|призывают)${NOT_LETTER}`, `(?:вам|вас|ты|тебе|ваш\\p{L}*|тво\\p{L}*)${NOT_LETTER}`],
  [
    `^(?:uzmanlar|analistler|stratejistler|ekonomistler|portföy yöneticileri|aracı kurumlar)${NOT_LETTER}[^.;]{0,80}?(?<![\\p{L}])(?:öneriyor|öneriyorlar|tavsiye ediyor|tavsiye ediyorlar)${NOT_LETTER}`,
    `(?:size|sana|sizin|senin|siz|sen)${NOT_LETTER}`,
  ],
  [
    `^(?:los |algunos |varios |muchos )?(?:analistas|gestores|estrategas|expertos|economistas|asesores)${NOT_LETTER}[^.;]{0,40}?(?<![\\p{L}])(?:aconsejan|recomiendan|sugieren)${NOT_LETTER}`,
    `(?:tú|tu|tus|te|ti|usted|ustedes|tuyos|tuyas|vosotros|os)${NOT_LETTER}`,
  ],
  [
    `^(?:os |alguns |vários |muitos )?(?:analistas|gestores|estrategistas|especialistas|economistas|assessores)${NOT_LETTER}[^.;]{0,40}?(?<![\\p{L}])(?:aconselham|recomendam|sugerem)${NOT_LETTER}`,
    `(?:você|vocês|teu|tua|teus|tuas|te|seu dinheiro|sua carteira)${NOT_LETTER}`,
  ],
  [
    `^(?:die |viele |einige )?(?:analysten|strategen|experten|ökonomen|vermögensverwalter|fondsmanager)${NOT_LETTER}[^.;]{0,40}?(?<![\\p{L}])(?:raten|empfehlen|rieten|empfahlen)${NOT_LETTER}`,
    `(?:du|dir|dich|dein\\p{L}*|euch|euer|eure)${NOT_LETTER}|(?:raten|empfehlen|rieten|empfahlen) ihnen${NOT_LETTER}`,
  ],
  [
    `^(?:gli |molti |alcuni )?(?:analisti|gestori|strateghi|esperti|economisti|consulenti)${NOT_LETTER}[^.;]{0,40}?(?<![\\p{L}])(?:consigliano|raccomandano|suggeriscono)${NOT_LETTER}`,
    `(?:tu|ti|te|tuo|tua|tuoi|tue|voi|vostr\\p{L}*)${NOT_LETTER}`,
  ],
].map(([frame, reader]) => ({ frame: new RegExp(frame!, "u"), reader: new RegExp(`[;—–]|(?<![\\p{L}])(?:${reader})`, "u") }));

/** What a profession advises, reported, with no reader of that language's in it and no second clause. */
function professionsAdvise(s: string): boolean {
  return PROFESSIONS_ADVISE.some((p) => p.frame.test(s) && !p.reader.test(s));
}
const FIRST_PERSON_OPEN_RE = /^(?:we|i|nous|je|wir|ich|noi|io|мы|я|biz|ben|chúng tôi|tôi|kami|saya|हम|मैं|نحن|أنا)(?![\p{L}])|^(?:我们|我們|我|私|弊社|当社|우리|저)/u;

/** True for a view reported from a third party, a definition or a history that does not address the reader. */
export function isAttributedView(s: string): boolean {
  if (CLIENT_REPORT_RE.test(s) && !FIRST_PERSON_OPEN_RE.test(s) && !READER_RE.test(s)) return true;
  if (professionsAdvise(s) && !READER_RE.test(s)) return true;
  if (FIRST_PERSON_QUESTION_RE.test(s) || ORDER_GLOSSARY_RE.test(s) || isResearchQuestion(s) || isKolReport(s) || isForwardedQuote(s)) return true;
  if (isLabelledDefinition(s)) return true;
  // Round 40: counts of the reader's past trades ("今年您一共买入 23 次、卖出 17 次") and of analysts' ratings
  // ("23人のアナリストのうち17人が買い推奨です") describe, whoever is named.
  if (ZH_PAST_COUNT_RE.test(s) || JA_ANALYST_COUNT_RE.test(s)) return true;
  // The worked example names the reader by construction ("以你持有的…为例").
  if (ZH_EXAMPLE_RE.test(s) && !ZH_URGE_RE.test(s)) return true;
  return (reported(s) || DEFINITION_RE.test(s) || HISTORY_RE.test(s) || zhActorSubject(s)) && !READER_RE.test(s);
}

/**
 * Round 14 (heldout-15): a condition on the reader's trade whose consequence is tax or account
 * mechanics is not advice: "Under US wash-sale rules, if you sell a stock at a loss and buy it back
 * within 30 days, the loss is disallowed", "Si vendes con pérdidas …, la pérdida no es deducible".
 * Only the whole unit goes, and only when nothing follows the consequence (no dash, colon, semicolon
 * or "!" that could hang a directive on it).
 */
const CONDITIONAL_MECHANICS_RE = new RegExp(
  `^(?:(?:under|per|by|según|segundo|selon|laut|secondo) [^,;:—–]{1,60}, )?(?:if|when|once|whenever|si|se|wenn|falls|quand|lorsque|eğer|jika|kalau|nếu)${E}[^;:—–!]{0,160}?, (?:then )?(?:the|your|any|that|this|such|a|an|la|el|las|los|tu|tus|o|os|as|sua|seu|le|les|ta|votre|il|der|die|das|dein|deine|ihr|ihre|lo)${E}[^;:—–!]{0,60}?${W}(?:is|are|gets|get|becomes|will be|would be|es|son|será|queda|é|são|fica|est|sont|devient|ist|sind|wird|werden|è|sono|viene|diventa)(?: not| no| não| pas| nicht| non)?(?: fully| generally| usually| then)? (?:disallowed|deferred|taxed|taxable|deductible|non-deductible|treated|reported|added|reset|called away|paid|credited|owed|withheld|forfeited|deducible|deducibles|gravad[oa]s?|tributad[oa]s?|dedutíve(?:l|is)|déductible|imposable|imposée?s?|steuerpflichtig|steuerfrei|abzugsfähig|verrechenbar|tassat[oiae]|deducibil[ei])${E}[^;:—–!]*$`,
  "u",
);

/**
 * Round 37 (heldout-89): what an account lets the reader do without tax or fee ("Dans un PEA, vous
 * pouvez vendre et racheter des titres sans payer d'impôt …", "In an ISA you can buy and sell without
 * paying tax"): a permission the account's rules give, not advice. As above, only the whole unit goes.
 */
const TAX_FREE_CAPABILITY_RE = new RegExp(
  `^(?:[^;:—–!]{1,60}?,? )?(?:you can|you may|vous pouvez|tu peux|puedes|usted puede|você pode|pode|sie können|du kannst|puoi|può|potete|вы можете|можно|bạn có thể|anda bisa|anda dapat|kamu bisa)${E}[^;:—–!]{0,80}?${W}(?:without (?:paying|owing|triggering)|sans (?:payer|déclencher|être imposé)|sin (?:pagar|tributar)|sem (?:pagar|tributar)|ohne [^;:—–!]{0,30}(?:zu zahlen|zu versteuern)|senza (?:pagare|essere tassat)|без (?:уплаты|налог)|mà không (?:phải )?(?:nộp|trả|chịu)|tanpa (?:membayar|bayar|dikenai))${E}[^;:—–!]{0,30}?${W}(?:tax|taxes|capital gains|impôts?|impuestos?|impostos?|steuern?|abgeltungsteuer|tasse|imposte|налог\\p{L}*|thuế|pajak)${E}[^;:—–!,]*$`,
  "u",
);

/**
 * Round 39 (heldout-85 under round 39's model): a worked example of how an order works ("Por exemplo,
 * se você comprou a R$ 30 e coloca o stop em R$ 27, a ordem é enviada quando o papel toca R$ 27"): the
 * consequence is the order's mechanics, so it is not advice. As above, only the whole unit goes.
 */
const ORDER_MECHANICS_EXAMPLE_RE = new RegExp(
  `^(?:(?:por exemplo|por ejemplo|par exemple|zum beispiel|ad esempio|per esempio|for example|for instance|say),? )?(?:if|when|se|si|wenn|falls|quand|lorsque)${E}[^;:—–!]{0,160}?, (?:then )?(?:the|your|a|o|la|el|le|l'|die|der|il|sua|seu|tu|votre|ihr|ihre)\\s?(?:\\S+ )?(?:order|ordem|orden|ordre|auftrag|order|ordine|stop|stop-loss|position|posição|posición)${E}[^;:—–!]{0,30}?${W}(?:is|gets|will be|será|é|es|est|sera|wird|viene|è|sarà) (?:automatically |automaticamente |automáticamente |automatiquement |automatisch |automaticamente )?(?:sent|triggered|executed|filled|closed|enviada|disparada|executada|ejecutada|activada|cerrada|envoyée|déclenchée|exécutée|ausgelöst|ausgeführt|inviat[oa]|eseguit[oa]|attivat[oa])${E}[^;:—–!]*$`,
  "u",
);

/**
 * Round 40 (heldout-104): "Should the Fed cut, long bonds usually rally" — "should" opening an inverted
 * condition, not a modal. The condition goes; what follows the comma is still judged.
 */
const INVERTED_CONDITION_RE = /^should (?!i\b|you\b|we\b|investors\b|one\b|anyone\b)(?:the |a |an |\$tkr |[\p{L}$.-]+ ){1,4}[^,;:]{0,60}, /u;

/** The unit without a "if you sell …, the loss is disallowed" mechanics statement (nothing is left). */
export function withoutConditionalMechanics(s: string): string {
  s = s.replace(INVERTED_CONDITION_RE, "");
  return CONDITIONAL_MECHANICS_RE.test(s) || TAX_FREE_CAPABILITY_RE.test(s) || ORDER_MECHANICS_EXAMPLE_RE.test(s) ? "" : s;
}

/**
 * Round 15 (heldout-16): the same mechanics with a rule or an authority as the ACTIVE subject of the
 * consequence: "In the US, if you sell shares at a loss and buy them back within 30 days, the
 * wash-sale rule disallows the loss", "…, the tax office offsets the loss only against share gains".
 */
const CONDITIONAL_RULE_RE = new RegExp(
  `^(?:(?:in|under|per|by|for|en|em|au|nach|в|di|ở|según|segundo|selon|laut|secondo) [^,;:—–]{1,60}, )?(?:if|when|once|whenever|si|se|wenn|falls|quand|lorsque|nếu|jika|если)${E}[^;:—–!]{0,160}?, (?:then )?(?:the|la|el|le|o|a|der|die|das|il|lo|das)${E}[^;:—–!,]{0,40}?(?:\\$tkr|${W}(?:rules?|law|irs|hmrc|tax office|tax (?:agency|authorit(?:y|ies))|taxman|finanzamt|fisco|hacienda|receita|fisc|regla|regra|règle|regel|regola|broker|exchange))${E} (?:\\S+ )?(?:disallow\\p{L}*|den(?:y|ies)|offset\\p{L}*|match\\p{L}*|treat\\p{L}*|tax\\p{L}*|defer\\p{L}*|reset\\p{L}*|withh\\p{L}*|count\\p{L}*|nets?|appl(?:y|ies)|reject\\p{L}*|verrechnet|compensa|trata|considera|tassa|traite|impose|anula|annulle)${E}[^;:—–!]*$`,
  "u",
);

/** The unit without a "if you sell …, the rule disallows the loss" mechanics statement (nothing is left). */
export function withoutConditionalRule(s: string): string {
  return CONDITIONAL_RULE_RE.test(s) ? "" : s;
}

/**
 * Round 37 (heldout-89): a heading that is a yes/no question restates what the user asked ("## ¿Es buen
 * momento para comprar oro?", "## Soll ich jetzt in Gold einsteigen?"); the answer follows it. Not a
 * "why" question or a negative one, the shapes of a rhetorical nudge ("## Why aren't you in yet?").
 */
const HEADING_QUESTION_RE =
  /^\s*#{1,6}\s+(?!.*(?:(?<![\p{L}])(?:why|por qué|pourquoi|warum|perché|почему|зачем|neden|niye|tại sao|vì sao|kenapa|mengapa|not|nicht|kein\p{L}*|non|pas|не|değil|chưa|belum|still|yet|todavía|ainda|encore|noch|ancora|ещё|hâlâ|vẫn|masih)(?![\p{L}])|n't|waiting|waiting for|esperando|esperas|esperar|attendez|attends|wartest|warten sie|aspetti|aspettate|ждёте|ждете|ждешь|ждёшь|bekliyorsun|bekliyorsunuz|chờ|menunggu|为什么|為什麼|为何|為何|难道|難道|なぜ|どうして|ないの|ないんですか|ないのですか|ませんか|まだ|왜|않|안 (?:사|팔|담|들어|타)|क्यों|नहीं|لماذا|ألا|أليس))[^\n?？]{3,140}[?？]\s*$/u;

export function isHeadingQuestion(unit: string): boolean {
  // Round 46: a line all in bold is a heading too ("**止盈和止损是什么意思？**").
  return HEADING_QUESTION_RE.test(unit.toLowerCase().replace(/^\s*\*\*([^*\n]+)\*\*\s*$/u, "## $1"));
}
