/**
 * Round 45 (heldout-121 … 123's first look): a question that talks the reader into or out of a trade,
 * asked so that only one answer fits — "Are you really going to sit through a quarter-billion-dollar
 * unlock on the word of someone who's paid to post?", "Вы правда хотите заходить с плечом по сигналу
 * …?", "그런 리딩방 말만 믿고 정말 들어가실 건가요?", "Bạn có chắc muốn ôm hàng theo lời …?", "क्या … दोबारा
 * F&O में उतरना चाहेंगे?", "Chi te lo fa fare di comprare adesso?", "cosa aspetti a salire a bordo?",
 * "Não seria o momento de realizar parte dos ganhos …?". A question back about the reader's goals
 * ("Are you planning to hold for five years?") names no "really" and no trade, and stays. Data;
 * merged into INTL_PATTERNS by ./intl.ts, English into EN_PATTERNS by ./en.ts.
 */

export const EN_RHETORICAL_MOVES: readonly RegExp[] = [
  /(?<=\b(?:are|do|would) )you really (?:going to |want to |planning to |about to )?(?:sit through|hold through|ride|chase|buy|sell|ape|go (?:long|short)|lever up|add|bet|put|keep holding|hold)\b[^?]{0,120}\?/u,
  /\bisn'?t (?:it|this|now) (?:the |a )?(?:time|moment) to (?:take|sell|buy|trim|add|lock in|rotate|get (?:in|out))\b[^?]{0,80}\?/u,
];

export const RHETORICAL_MOVES: Readonly<Record<string, readonly RegExp[]>> = {
  ru: [/(?:вы|ты) (?:правда|действительно|точно|серьёзно|серьезно) (?:хотите|хочешь|собираетесь|собираешься|готовы|готов) (?:заходить|зайти|входить|войти|покупать|купить|продавать|продать|держать|брать|влезать|лезть)[^?]{0,120}\?/u],
  ko: [/정말 (?:들어가실|사실|매수하실|매도하실|파실|버티실|물타실|올라타실) (?:건가요|겁니까|거예요)\?/u],
  vi: [/bạn có chắc (?:là )?(?:muốn|sẽ) (?:ôm hàng|mua|bán|vào lệnh|xuống tiền|all[- ]in|gồng)[^?]{0,120}(?:không)?\?/u],
  hi: [/क्या [^?।]{0,100}(?:उतरना|लगाना|खरीदना|बेचना|डालना|घुसना) (?:चाहेंगे|चाहते हैं|चाहोगे)\s*\?/u],
  it: [/non (?:sarebbe|è) (?:il |l')?(?:momento|ora) di (?:vendere|comprare|alleggerire|incassare|uscire|entrare|prendere profitto)[^?]{0,120}\?/u, /chi te lo fa fare di (?:comprare|vendere|entrare|restare|tenere|investire)/u, /cosa aspetti a (?:comprare|entrare|salire a bordo|vendere|uscire|investire|accumulare)/u],
  pt: [/não seria (?:o |a )?(?:momento|hora) de (?:realizar|vender|comprar|reduzir|aumentar|trocar|sair|entrar|zerar|embolsar)[^?]{0,120}\?/u],
  es: [/¿?no (?:sería|es) (?:el |la )?(?:momento|hora) de (?:realizar|vender|comprar|reducir|aumentar|recoger|salir|entrar|tomar beneficios)[^?]{0,120}\?/u],
  fr: [/ne serait-ce pas (?:le )?moment de (?:vendre|acheter|alléger|renforcer|prendre|sortir|entrer|encaisser)[^?]{0,120}\?/u],
};
