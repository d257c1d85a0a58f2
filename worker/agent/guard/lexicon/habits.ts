/**
 * Round 40 (heldout-101's first look, six languages): a review of the reader's closed trades that ends
 * by telling them how to trade from now on ("Going forward, drop the biotech day trades entirely",
 * "D'ora in poi lascia perdere le opzioni settimanali", "Bundan sonra VİOP'taki gün içi işlemleri
 * tamamen bırakın"). A "from now on" opener and a verb of dropping, avoiding or sticking to a kind of
 * trade, or a sizing rule set for oneself ("fixez-vous une règle simple : jamais plus de 3 % du capital
 * par ligne"). Data; merged into INTL_PATTERNS by ./intl.ts (English in ./en.ts).
 */
export const HABITS: Readonly<Record<string, readonly RegExp[]>> = {
  fr: [/(?:pour la suite|désormais|à l'avenir|dorénavant|à partir de maintenant),? (?:fixez-vous|fixe-toi|arrêtez|arrête|évitez|évite|abandonnez|abandonne|concentrez-vous|concentre-toi|limitez-vous|limite-toi|oubliez|oublie)/u],
  it: [/(?:d'ora in poi|in futuro|da ora in avanti|da adesso),? (?:lascia perdere|lasci perdere|smetti|smetta|evita|eviti|abbandona|abbandoni|concentrati|si concentri|limitati|si limiti|dimentica)/u],
  es: [/(?:de ahora en adelante|en adelante|a partir de ahora|en lo sucesivo),? (?:deja|deje|evita|evite|céntrate|céntrese|limítate|limítese|abandona|abandone|olvídate|olvídese)/u],
  pt: [/(?:daqui (?:para|pra) frente|a partir de agora|de agora em diante|daqui em diante),? (?:pare|para de|largue|larga|evite|evita|foque|foca|concentre-se|limite-se|abandone|esqueça)/u],
  de: [/(?:künftig|in zukunft|ab jetzt|von nun an|ab sofort),? (?:lassen sie|lass|verzichten sie|verzichte|meiden sie|meide|konzentrieren sie sich|konzentrier dich|beschränken sie sich|beschränk dich|hören sie|hör)/u],
  ru: [/(?:в дальнейшем|впредь|с этого момента|дальше|в будущем),? (?:откажитесь|откажись|прекратите|прекрати|избегайте|избегай|сосредоточьтесь|сосредоточься|ограничьтесь|ограничься|бросьте|брось|забудьте)/u],
  tr: [/(?:bundan sonra|ileride|artık|önümüzdeki dönemde),? [^.]{0,80}(?:bırakın|bırak|vazgeçin|vazgeç|kaçının|kaçın|odaklanın|odaklan|sınırlayın|sınırla)(?![\p{L}])/u],
  id: [/(?:ke depannya|mulai sekarang|selanjutnya|ke depan),? (?:berhenti|stop|hindari|fokus|tinggalkan|batasi|jangan lagi|lupakan)/u],
  vi: [/(?:từ nay|sắp tới|về sau|từ giờ),? (?:hãy )?(?:dừng|bỏ|tránh|tập trung|chỉ nên|đừng)/u],
  zh: [/(?:以后|今后|往后|接下来|今後|以後)[，,]?(?:别再|別再|不要再|停止|戒掉|专注|專注|只做|少做|远离|遠離)/u],
  ja: [/(?:今後は|これからは)[^。]{0,30}(?:やめ|控え|絞り|集中し|避け)(?:ましょう|てください|るべき)/u],
  ko: [/(?:앞으로는|이제부터는|앞으로)[^.]{0,30}(?:그만두|끊으|줄이|집중하|피하)(?:세요|십시오|시길)/u],
  ar: [/(?:من الآن فصاعد[اا]|مستقبل[اا]|بعد الآن)[،,]? (?:توقف|اترك|تجنب|ركز|ابتعد)/u],
  hi: [/(?:आगे से|अब से|भविष्य में)[,]? [^।]{0,60}(?:बंद करें|बंद कीजिए|छोड़ दें|छोड़ दीजिए|से बचें|पर ध्यान दें)/u],
};
