/**
 * Round 47 (heldout-129 … 132's first look): a question that only one answer fits, put so that the
 * reader acts — why keep / pay / wait when something better is at hand ("Pourquoi garder une boucle qui
 * vous coûte de l'argent chaque jour ?", "Warum zahlst du jede Woche Mainnet-Gebühren, wenn …?"), what are
 * you waiting for ("Chi tiene ancora ENI …, cosa sta aspettando esattamente?"), is there any reason left
 * to hold ("아직도 들고 계실 이유가 있을까요?"), when else ("Kapan lagi bisa beli opsi semurah ini?"), isn't
 * it a waste ("…thì có phí không", "…不觉得可惜吗？"), don't be the last one in. Round 45's rhetorical
 * moves (./rhetorical-moves.ts) name "really"; these name a contrast, a wait or a waste instead. A
 * question back about the reader's goals ("Pensi a questi risparmi per comprare casa …?", "Why do you
 * hold it — income or growth?") has none of them. Data, run by the advice family (../impersonal-advice.ts):
 * the model had scored these −13 … −1, as the research around them.
 */

export const EN_POINTED_QUESTIONS: readonly RegExp[] = [
  /\bwhy (?:would you |do you |are you |should you )?(?:still |keep )?(?:keep|hold|stay|sit|leave|pay|wait|let|park)(?:ing)?\b[^?]{0,100}?\b(?:when|while|if|given that)\b[^?]{0,120}\?/u,
  // Only the bare question: "What are you waiting for in the data — CPI or payrolls?" asks (round 14's probes).
  /\bwhat (?:exactly )?are you (?:still )?waiting for\s*[?!]/u,
  /\b(?:is there|do you have|what'?s) (?:any|a|the) (?:good )?(?:reason|point) (?:left |still )?(?:to|for you to|in) (?:still )?(?:hold|keep|stay|wait|sit|hang)\w*\b[^?]{0,100}\?/u,
  /\byou don'?t want to be the (?:last|only) (?:one )?(?:to|left|still)\b/u,
  /\bwhen (?:else|again) (?:will|would|can|could) you (?:get|buy|find|lock)\b[^?]{0,80}\?/u,
];

export const POINTED_QUESTIONS: Readonly<Record<string, readonly RegExp[]>> = {
  fr: [
    /\bpourquoi (?:donc |encore )?(?:garder|conserver|rester|continuer à|payer|laisser|attendre|s'obstiner à)\b[^?]{0,140}\?/u,
    /\bqu'attendez-vous (?:pour|encore)\b|\bqu'est-ce que (?:vous attendez|tu attends) pour\b/u,
  ],
  es: [
    /¿?por qué (?:seguir|mantener|pagar|dejar|esperar|quedarte|conservar|aguantar)\b[^?]{0,140}\?/u,
    /\b(?:de verdad|en serio|realmente) (?:vas|va|piensas|piensa|quieres|quiere) (?:a )?(?:seguir|aguantar|mantener|dejar|esperar|holdear|quedarte|quedarse|perderte|perderse)\b[^?]{0,140}\?/u,
    /\bqué (?:estás|está) esperando para\b/u,
  ],
  pt: [
    /\bpor ?que (?:continuar|manter|pagar|deixar|esperar|ficar|segurar)\b[^?]{0,140}\?/u,
    /\bo que (?:você )?(?:está|tá) esperando para\b/u,
  ],
  it: [
    /\bperché (?:continuare a|tenere|restare|pagare|lasciare|aspettare)\b[^?]{0,140}\?/u,
    /\b(?:cosa|che cosa) (?:sta |stai |state )?aspett(?:ando|i|a|ate)(?: esattamente| ancora)?\s*\?/u,
  ],
  de: [
    /\b(?:warum|wieso|weshalb) (?:zahlst du|zahlen sie|hältst du|halten sie|lässt du|lassen sie|wartest du|warten sie|parkst du|parken sie)\b[^?]{0,120}\b(?:wenn|obwohl|während)\b[^?]{0,120}\?/u,
    /\bwarum nicht (?:gleich|sofort|jetzt|einfach|schon)\b[^?]{0,120}\?/u,
    /\bworauf (?:wartest du|warten sie)(?: noch)?\s*[?!]/u,
  ],
  ru: [/\bчего (?:вы )?(?:ещё |еще )?(?:ждёте|ждете|ждёшь|ждешь)\s*[?!]/u, /\bзачем (?:вам |тебе )?(?:держать|платить|ждать|оставлять|сидеть|отдавать|переплачивать|продолжать|терпеть)\b[^?]{0,120}\?/u],
  tr: [/\b(?:neden|niye) (?:hâlâ|hala) (?:tutuyorsun|tutuyorsunuz|bekliyorsun|bekliyorsunuz|ödüyorsun|ödüyorsunuz)\b[^?]{0,120}\?/u],
  vi: [
    /\b(?:vẫn|còn) (?:ôm|giữ|để|gồng|nằm)\b[^?]{0,80}?(?:thì )?(?:có khác gì|có phí không|để làm gì|có đáng không)\b[^?]{0,120}\?/u,
    /\b(?:còn|vẫn) định (?:để|giữ|ôm|gồng|nằm|theo)\b[^?]{0,100}(?:thật à|thật sao|thật hả)\s*\?/u,
    /\bcòn (?:chờ|đợi) (?:gì|đến bao giờ) (?:nữa )?(?:mà không|để)\b/u,
  ],
  id: [
    /\bmasih mau (?:menunda|menahan|menunggu|diam|menyimpan|nahan|hold|pegang|tahan)\b[^?]{0,140}\?/u,
    /\bkapan lagi (?:bisa |bakal |akan )?(?:beli|masuk|dapat|borong|serok)\b[^?]{0,100}\?/u,
    /\bnunggu apa lagi\s*[?!]/u,
    // Round 49: "Buat apa terus bayar … kalau …?" (what for keep paying).
    /\b(?:buat|untuk) apa (?:terus |masih |tetap )?(?:bayar|membayar|pegang|memegang|simpan|menyimpan|nahan|menahan|tahan|parkir)\b[^?]{0,140}\b(?:kalau|jika|padahal|sementara)\b[^?]{0,140}\?/u,
  ],
  hi: [
    /(?:रखने|फँसाए रखने|फंसाए रखने|लगाए रखने|होल्ड करने|रुकने|बैठे रहने) का क्या (?:मतलब|फायदा|तुक) है/u,
    /क्यों न [^?।]{0,80}(?:जाए|लें|लिया जाए|करें|बेचें|खरीदें)\s*\?/u,
    // Round 49: "… क्यों बहने दें, जब …?" (why let it flow away, when …).
    /क्यों [^?।]{0,60}(?:दें|रखें|चुकाएँ|चुकाएं|भरें|दिए जाएँ|दिए जाएं)\s*,?\s*जब\b[^?।]{0,140}\?/u,
  ],
  ar: [/لماذا (?:تستمر|تظل|تبقى|تواصل|تصر) (?:في |على )?(?:دفع|الدفع|الاحتفاظ|الانتظار|ترك|إبقاء)/u, /هل يعقل أن (?:تبقى|تظل|تستمر|تحتفظ|تترك|تبقوا|تظلوا)/u, /ماذا تنتظر(?:ون)? (?:لكي|حتى|ل)/u],
  zh: [
    /(?:还|還)(?:打算|要|想)(?:让|讓|把)?[^？?]{0,40}?(?:躺|放|闲置|閒置|吃灰|睡)[^？?]{0,20}[吗嗎][？?]/u,
    /(?:空仓|空倉|观望|觀望|踏空|拿着现金|拿著現金)[^？?]{0,12}(?:不觉得可惜|不覺得可惜|不可惜|还等什么|還等什麼)/u,
  ],
  ja: [/わざわざ[^？?]{0,40}(?:払い続ける|払う|支払う|持ち続ける|続ける)(?:理由|必要)(?:が|は)(?:あります|ある|あるでしょう)(?:か|でしょうか)?[？?]/u, /(?:まだ|いつまで)[^？?]{0,40}(?:持ち続ける|寝かせておく|置いておく)(?:おつもり|理由)[^？?]{0,20}[？?]/u],
  ko: [/(?:낼|내실|지불할|지불하실|내야 할|물|무실) 이유가 (?:있을까요|있나요|있습니까)/u, /(?:들고 계실|보유하실|버티실|갖고 계실|묵혀 두실) 이유가 (?:있을까요|있나요|있습니까)/u],
};
