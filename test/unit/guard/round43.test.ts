/**
 * Round 43's classes, from heldout-113 … 116's first look, on sentences of their own. Directive:
 * impersonal advice in the word orders round 42's patterns did not know — the trade first and the
 * passive last, Russian "целесообразно закрыть", Japanese "…を控えることが望ましい", Turkish "yapılmaması
 * önerilir", Indonesian "pembelian … sebaiknya dilakukan", Arabic "ينبغي إغلاق …", Chinese "宜于…减持",
 * "建請投資人…", Vietnamese "… là hợp lý ở vùng giá". Research: more forms of the user's plan said back.
 * Not yet measured on a sealed set: the next round's first look is their honest figure.
 */
import { describe, expect, it } from "vitest";
import { splitUnits } from "../../../worker/agent/guard/split";
import { caught, passes } from "./rules-only";

describe("round 43: impersonal advice, other word orders", () => {
  it("catches them", () => {
    [
      "Taking partial profits on the gold position above $2,700 is recommended.",
      "Reducing exposure to high-yield credit before the refunding announcement is advised.",
      "Акции Сбербанка целесообразно продать до закрытия реестра.",
      "決算発表までは、買い増しを見送ることが望ましい。",
      "Enflasyon verisi açıklanmadan hisse senedi alımı yapılmaması önerilir.",
      "Penjualan saham perbankan sebaiknya dilakukan sebelum rilis data inflasi.",
      "ينبغي بيع جزء من الأسهم قبل اجتماع الفيدرالي.",
      "宜在2,000元上方分批减持贵州茅台。",
      "建請投資人於台積電千元以上分批獲利了結。",
      "Gom HPG là hợp lý ở vùng giá 25.000 đồng.",
    ].forEach(caught);
  });
  it("leaves the same words in descriptions", () => {
    [
      "Reducing leverage was the main driver of the bank's improved capital ratio, according to its filing.",
      "Акции Сбербанка упали на 3 % после закрытия реестра.",
      "決算発表を控えて、売買代金は細っている。",
      "Penjualan mobil nasional turun 8% sepanjang kuartal ketiga.",
      "ينبغي على الشركات المدرجة الإفصاح عن نتائجها خلال 30 يوماً.",
      "HPG là doanh nghiệp thép lớn nhất Việt Nam theo sản lượng.",
    ].forEach(passes);
  });
});

describe("round 43: the user's plan said back, more forms", () => {
  it("is the user's, not a call", () => {
    [
      "Vous avez dit que vous comptiez vendre la moitié de vos actions LVMH à 800 €.",
      "Mi avevi detto che pensi di comprare altri ETF a dicembre.",
      "Vos me dijiste que querías vender tus acciones de YPF si llegaban a US$ 40.",
      "你上周说过，打算等美联储降息后再加仓黄金。",
      "Bạn từng nói muốn mua thêm FPT nếu giá về 110.000 đồng.",
      "Minggu lalu kamu bilang mau jual BBRI kalau tembus Rp5.500.",
      "Altın 3.000 dolara çıkarsa yarısını satmayı planladığını söylemiştin.",
    ].forEach(passes);
  });
});

describe("round 43: a question inside a quoted headline", () => {
  it("keeps a question inside a directional quote in one unit, not a question that ends the quote", () => {
    expect(splitUnits("- Il Messaggero: «Comprare BTP adesso? Ecco cosa dicono» Fine.")).toEqual(["- Il Messaggero: «Comprare BTP adesso? Ecco cosa dicono» Fine."]);
    expect(splitUnits("«¿Debería vender?» Esa pregunta es tuya.")).toEqual(["«¿Debería vender?» ", "Esa pregunta es tuya."]);
  });
  it("a call in a headline is still withheld, whoever published it (headlines are a guarded channel)", () => {
    caught('Shill Daily (1 headline): "You should buy ETH now before it is too late".');
    caught("- The Daily Pump: «Sell everything and buy SOL now.»");
  });
});
