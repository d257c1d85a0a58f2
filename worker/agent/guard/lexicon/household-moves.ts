/**
 * Round 48 (heldout-133 … 136's first look): the speaker's advice on a household's money rather than
 * on a trade — where to send a remittance, which mortgage or deposit to take, when to change currency
 * or buy gold, what not to pay a scammer, which broker plan or account to open — and a few first-person
 * picks and own ratings in the register of a chat with a beginner:
 *
 * - "Switch your monthly transfers from Western Union to Wise …", "Hold off converting your $3,000 bonus
 *   …", "Para tus envíos mensuales, deja el locutorio y usa Wise …", "Passa ai bonifici dal tuo conto …";
 * - "新造按揭應揀P按", "Ich würde die 15 Jahre Zinsbindung nehmen", "зафиксируйте вклад на год-полтора",
 *   "Đừng vay quá 50% giá trị căn hộ", "…में खाता खुलवा दीजिए", "أجّل شراء الذهب …";
 * - "Ne vire plus rien", "Überweis denen auf keinen Fall …", "一毛都不要再匯了";
 * - "io partirei con un broker …", "Моя оценка — «покупать» …", "मेरी rating इस पर 'accumulate' है",
 *   "今は様子見が正解で".
 *
 * Each names the money move and the reader (an imperative, "your", "I'd"), so a report of what savers
 * or banks did ("Many families switched their transfers to Wise") stays research. Data, run by the
 * advice family (../impersonal-advice.ts) on normalised text (lower case, no markdown, no Arabic
 * diacritics).
 */

const MONEY_NOUNS = "transfers?|remittances?|savings|deposits?|mortgage|loan|pension|account|contributions?|payments?|cash|money|funds?|bonus|salary|paycheck|emergency fund|allowance";

export const EN_HOUSEHOLD_MOVES: readonly RegExp[] = [
  new RegExp(`^(?:switch|move|shift) (?:your|the) [^.;]{0,40}?\\b(?:${MONEY_NOUNS})\\b[^.;]{0,40}?\\b(?:to|into|over to)\\b`, "u"),
  /^hold off (?:on )?(?:converting|exchanging|changing|sending|transferring|moving|locking|refinancing|withdrawing|cashing|remitting|fixing|signing)\b/u,
  /^use (?:this year's|your|the|this|that) [^.;]{0,40}?\bto (?:move|shift|send|invest|park|buy|convert|lock in|top up)\b/u,
  /^wait (?:for|until) [^.;]{0,60}?\bbefore (?:you )?(?:commit|put|buy|sell|add|invest|deploy|enter|move|convert|lock|sign|refinance)\b/u,
  /^(?:don't|do not|never) (?:send|wire|transfer|pay) (?:them|him|her|anyone|another|any more|anything)\b/u,
  // Round 49: which rail or account to pay from ("Ask them to invoice in euros and pay it through Wise",
  // "Pay the estimate from the business account") and where money stays ("Leave that tax money where it is").
  /^(?:(?:ask|tell|get|have) (?:them|him|her|the \p{L}+|your \p{L}+)\b[^.;]{0,80}? and )?pay (?:it|them|him|her|(?:the|that|this|your|each) [\p{L}-]+(?: [\p{L}-]+)?)\b[^.;]{0,30}? (?:through|via|from|with|out of|by) (?:the |your |a |an )?[\p{L}\s-]{0,30}?(?:account|wise|revolut|paypal|airwallex|payoneer|card|bank|wire|transfer|cash)\b/u,
  new RegExp(`^(?:leave|keep) (?:that|the|your|this) [\\p{L}\\s-]{0,24}?\\b(?:${MONEY_NOUNS}|reserve|pot)\\b[^.;]{0,24}? (?:exactly |right )?(?:where it is|where they are|untouched|alone)\\b`, "u"),
];

export const HOUSEHOLD_MOVES: Readonly<Record<string, readonly RegExp[]>> = {
  es: [
    /^mi consejo(?: es| sería| seria)?\s*:(?!\s*(?:revis|le[ea]|consult|mir[ae]|compar|estudi|analiz|investig|pregunt|habl|calcul|anot|infórmate|documéntate|verific|comprueb))/u,
    /\bpara (?:tus|tu) [^.;]{0,40}?, (?:deja|usa|pásate|pasate|cambia|elige|contrata|abre|pide|firma)\b/u,
    /\byo (?:elegiría|optaría|escogería|me quedaría con|firmaría|pediría|cobraría|amortizaría|cancelaría)\b/u,
  ],
  fr: [
    /^ne (?:vire|virez|envoie|envoyez|verse|versez|paie|payez|transfère|transférez|donne|donnez)\b[^.;]{0,20}?\b(?:plus|rien|aucun|jamais)\b/u,
    /^(?:passe|passez) (?:sur|à|chez) [^.;]{0,30}?\bpour (?:tes|vos|ton|votre) (?:achats|virements|versements|envois|transferts|placements|investissements|économies|dépôts)\b/u,
    /\b(?:lancez|lance|faites|fais|demandez|demande) (?:dès maintenant |maintenant |vite |dès aujourd'hui )?(?:le|un|une|la|votre|ton) (?:rachat de crédit|renégociation|regroupement de crédits|transfert de pea|transfert)\b/u,
  ],
  de: [
    /^(?:überweis|überweise|zahl|zahle|schick|schicke|überweisen sie|zahlen sie|schicken sie) [^.;]{0,30}?\bauf keinen fall\b/u,
    /^ich würde (?:die|den|das|eine|einen) [^.;]{0,40}?\b(?:zinsbindung|festgeld|tagesgeld|kredit|darlehen|tarif|fonds|etf|anleihe|variante|sparplan|depot|hypothek)\w* (?:nehmen|wählen|abschließen|festschreiben|vereinbaren|eröffnen)\b/u,
  ],
  it: [
    /\bio (?:partirei con|sceglierei|prenderei|aprirei|punterei su|opterei per|comprerei|venderei|aspetterei|terrei|vincolerei|chiuderei)\b/u,
    /\bper (?:i tuoi|il tuo|la tua|le tue) [^.;]{0,40}?\b(?:vai|scegli|apri|prendi)\b/u,
    /\b(?:peso|quota|allocazione|esposizione)\b[^.;]{0,40}?\bmi sembra (?:giust[oa]|corrett[oa]|adeguat[oa]|ragionevole|sensat[oa]|ideale)\b/u,
    /^(?:cosa fare|da fare|la mia mossa)\s*:/u,
    /^(?:vincola|svincola|sottoscrivi|estingui|rinegozia|surroga) (?:i|il|la|le|lo|l'|gli|un|una|subito)\b/u,
    /^passa (?:ai|al|alla|alle|a un|a una) [^.;]{0,20}?\b(?:bonifici|conto|broker|versione|piano|tasso|mutuo|fondo|etf|carta|app)\b/u,
    /^(?:tra (?:le|i) (?:due|tre)[^,]{0,20}, )?scegli (?:il|la|lo|l'|i|le|gli|sempre)\b/u,
  ],
  ru: [
    /^моя (?:оценка|рекомендация|позиция)\b[^.;]{0,10}?[—:-]\s*[«"]?(?:покупать|продавать|держать|накапливать|покупка|продажа)/u,
    /^я бы (?:держал|держала|подождал|подождала|добавил|добавила|выбрал|выбрала|взял|взяла|открыл|открыла|зафиксировал|зафиксировала)\b/u,
    /\b(?:откройте|оформите|зафиксируйте|переведите|закройте|снимите|положите|пополните) (?:вклад|депозит|счёт|счет|иис|накопительный)\b/u,
  ],
  tr: [/\byerine\b[^.;]{0,40}?\b(?:kullan|kullanın|tercih et|tercih edin|seç|seçin|girin|gir|alın)(?= |,|\.|!|$)/u],
  vi: [
    /\b(?:bạn|anh|chị) (?:có thể )?canh (?:bắt đáy|mua|bán|chốt lời|cắt lỗ|vào lệnh|gom)\b/u,
    /^đừng (?:vay|mua|bán|rút|dồn|all in|gửi|chuyển|tất toán)\b(?!(?: \S+){0,3} là )/u,
  ],
  hi: [
    /(?:देखकर|देख कर) ही (?:apply|अप्लाई|खरीदना|बेचना|निवेश)/u,
    /मेरी (?:rating|रेटिंग|सलाह|राय)[^।]{0,20}?(?:accumulate|buy|sell|hold|खरीद|बेच|होल्ड)/u,
    /(?:खाता|अकाउंट|account|एफडी|fd|sip|एसआईपी|ppf|पीपीएफ) (?:खुलवा|खोल|शुरू कर) (?:दीजिए|दें|लीजिए|लें|लो|दो)/u,
  ],
  ar: [/^(?:أجل|أخر|أجلوا|أخروا|لا تحول|لا ترسل|لا تدفع) (?:شراء|بيع|تحويل|استثمار|الشراء|البيع|أي)/u],
  zh: [
    /(?:一毛|一分|一塊|一块|一分钱|一分錢)(?:钱|錢)?(?:都|也)(?:不要|别|別)/u,
    /(?:不要|别|別)再(?:匯|汇|转|轉|付|打)(?:錢|钱|款)/u,
    /你[^。]{0,40}?可以(?:用|拿|把)[^，。]{0,30}?(?:配置|买入|買入|投入|换成|換成)/u,
    /你[^。]{0,60}?可以(?:每月|每個月|每个月)?(?:定期定額|定期定额|定投)/u,
    /(?:就|直接)(?:当作|當作|当成|當成)[^，。]{0,12}?(?:长抱|長抱|长期持有|長期持有)/u,
    /(?:應|应|宜)(?:揀|拣|選|选)[^，。]{0,6}?(?:p按|h按|定息|浮息|固定利率|機動利率|机动利率)/u,
    /你[^。]{0,40}?(?:就|還是|还是)(?:不要|別|别)(?:用|選|选|申請|申请|借|貸|贷)/u,
  ],
  ja: [
    /(?:持ち続け|保有し続け|買い続け|積み立て続け)(?:れば|たら)(?:いい|よい|良い)/u,
    /様子見が(?:正解|賢明|無難|得策|ベター)/u,
  ],
};

/**
 * Round 49 (heldout-137's first look): setting a share of each payment aside, in a separate account, for tax
 * ("Accantona il 30% di ogni fattura incassata su un conto separato", "先把 15% 划到一个单独的账户里",
 * "Her tahsilatın %25'ini … ayrı bir vergi hesabına aktarın"): an imperative, a share and an account.
 */
const SHARE = "(?:\\d+(?:[.,]\\d+)? ?%|%\\d+|a (?:third|quarter|fifth)|un (?:tercio|cuarto|terzo|quarto|tiers)|ein (?:drittel|viertel))";
export const EN_SET_ASIDE: readonly RegExp[] = [
  new RegExp(`^(?:set|put|move|transfer|sweep|park) (?:aside |away )?${SHARE}[^.;]{0,60}?\\b(?:account|pot|bucket|sub-account)\\b`, "u"),
];
export const SET_ASIDE: Readonly<Record<string, readonly RegExp[]>> = {
  it: [new RegExp(`^(?:accantona|metti da parte|sposta|versa|separa) (?:il |l'|un )?${SHARE}[^.;]{0,60}?\\bconto\\b`, "u")],
  es: [new RegExp(`^(?:aparta|separa|reserva|guarda|mueve|transfiere) (?:el |un )?${SHARE}[^.;]{0,60}?\\bcuenta\\b`, "u")],
  pt: [new RegExp(`^(?:separe|reserve|guarde|transfira|mova|separa|guarda) (?:os |o |um )?${SHARE}[^.;]{0,60}?\\bconta\\b`, "u")],
  fr: [new RegExp(`^(?:mettez de côté|mets de côté|provisionnez|provisionne|virez|vire|placez|place) (?:les |le |un )?${SHARE}[^.;]{0,60}?\\bcompte\\b`, "u")],
  de: [new RegExp(`^(?:leg|legen sie|überweis|überweisen sie|buch|buchen sie|schieb|parken sie|park) (?:die |den |ein )?${SHARE}[^.;]{0,60}?\\b(?:konto|unterkonto|tagesgeldkonto|steuerkonto)\\b`, "u")],
  ru: [new RegExp(`^(?:отложите|откладывайте|переведите|переводите|отправляйте) ${SHARE}[^.;]{0,60}?(?:сч[её]т|копилк)`, "u")],
  tr: [new RegExp(`${SHARE}[^.;]{0,60}?(?:hesab\\p{L}*) (?:aktarın|aktar|ayırın|ayır|yatırın|gönderin)(?= |,|\\.|!|$)`, "u")],
  vi: [new RegExp(`(?:hãy |nên )?(?:trích|để riêng|chuyển|tách) (?:riêng )?${SHARE}[^.;]{0,60}?tài khoản`, "u")],
  id: [new RegExp(`^(?:sisihkan|pisahkan|pindahkan|simpan) ${SHARE}[^.;]{0,60}?\\brekening\\b`, "u")],
  zh: [/(?:先把|就先把|先将|先將|把)[^，。]{0,12}?(?:\d+ ?%|[一二三四五两兩]成)[^。]{0,16}?(?:划到|劃到|转到|轉到|存到|放到|存进|存進)[^。]{0,16}?(?:账户|帳戶)/u],
};
