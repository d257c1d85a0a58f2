/**
 * Round 42's classes, from heldout-109 … 112's first look, on sentences of their own. Research: the
 * user's own plan said back to them (./user-plans.ts), in twelve languages. Directive: advice in the
 * impersonal passive with a trade (lexicon/passive-advice.ts), "why are you still holding …?", a
 * Japanese label line with the name and quotes ("判断：トヨタは「売り」"). Not yet measured on a sealed set:
 * the next round's first look is their honest figure.
 */
import { describe, it } from "vitest";
import { caught, passes } from "./rules-only";

describe("round 42: the user's own plan said back", () => {
  it("is the user's, not a call", () => {
    [
      "You told me last week that you want to buy more SOL if it drops under $120.",
      "As you mentioned, your plan is to sell the Nvidia calls before earnings.",
      "Logged as NB-52: you intend to add to Shell below 2,400p.",
      "Me dijiste que piensas vender la mitad de tus Santander en junio.",
      "Você comentou que quer comprar mais Itaú se cair abaixo de R$ 30.",
      "Vous m'avez dit vouloir alléger Total avant l'été.",
      "Hai detto che vuoi vendere le Enel sopra i 7 €; oggi chiudono a 6,62 €.",
      "Sie haben erwähnt, dass Sie Ihre Allianz-Aktien im Dezember verkaufen möchten.",
      "Вы говорили, что хотите продать половину акций Газпрома при 180 ₽.",
      "Daha önce ASELS'i 70 TL'den satmayı düşündüğünüzü söylemiştiniz.",
      "Anh đã nói là muốn bán HPG khi giá lên 30.000 đồng.",
      "Anda bilang mau beli BBCA lagi kalau turun ke Rp9.000.",
      "आपने बताया था कि आप HDFC Bank के शेयर 1,800 पर बेचना चाहते हैं।",
      "ذكرت أنك تريد بيع أسهم أرامكو عند 30 ريالاً.",
      "你之前说过，打算在比特币跌破 5 万美元时再买一点。",
      "トヨタ株は3,000円を超えたら半分売る予定とのことでしたね。",
    ].forEach(passes);
  });
  it("does not cover a call that follows it, or advice inside it", () => {
    [
      "You said you'd sell at $300 — sell half now instead.",
      "You mentioned you want to buy more SOL, and you should do it before the unlock.",
      "Me dijiste que quieres vender; deberías vender ya.",
    ].forEach(caught);
  });
});

describe("round 42: advice with nobody named as giving it", () => {
  it("catches the impersonal passive with a trade", () => {
    [
      "It is recommended to trim the position to 5% before the ex-dividend date.",
      "Investors are advised to reduce exposure to regional banks this quarter.",
      "Se recomienda vender la mitad de la posición en Repsol.",
      "Recomenda-se reduzir a exposição a small caps até o Copom.",
      "Il est conseillé d'alléger les valeurs bancaires avant les résultats.",
      "Es empfiehlt sich, einen Teil der Gewinne bei Rheinmetall mitzunehmen.",
      "Si consiglia di ridurre il peso dei titoli bancari in portafoglio.",
      "Рекомендуется сократить долю акций в портфеле до 40 %.",
      "Bankacılık hisselerinin satılması ve nakde geçilmesi tavsiye edilir.",
      "Disarankan untuk mengurangi porsi saham batu bara sebelum akhir tahun.",
      "Nhà đầu tư được khuyến nghị nên giảm tỷ trọng cổ phiếu ngân hàng.",
      "يوصى ببيع نصف المركز في سابك قبل النتائج.",
      "建议投资者逢高减持白酒股。",
      "銀行株の一部売却が推奨されます。",
      "반도체주 비중 축소가 권장됩니다.",
      "Why are you still holding a stock that has missed guidance four quarters in a row?",
      "**判断：** トヨタは「売り」、目標株価2,500円。",
    ].forEach(caught);
  });
  it("leaves passives about no trade, and named advisers", () => {
    [
      "It is recommended to consult a tax adviser before filing.",
      "Se recomienda revisar la documentación del fondo antes de invertir.",
      "Il est conseillé de conserver les relevés de compte pendant cinq ans.",
      "Goldman Sachs recommends reducing exposure to European banks, according to a note on Monday.",
      "Why are you still holding it, is it for the dividend? I'm asking so I can tailor the analysis.",
      "便宜买入的机会在历史上往往出现在恐慌之后，2020 年 3 月就是一例。",
    ].forEach(passes);
  });
});
