/**
 * Round 37's classes, from heldout-89 and 91's first look, on sentences of their own: third parties'
 * ratings as list items under a lead that names them (./source-lists.ts), headings that restate a
 * yes/no question, "I can't make this decision for you" declines, what an account lets one do without
 * tax, a conditional order description in German; and on the directive side, trades offered as the
 * move, flows to follow, stops to move, savings to shift and waiting called pointless. Not yet
 * measured on a sealed set: the next round's first look is their honest figure.
 */
import { describe, expect, it } from "vitest";
import { caught, guardReply, passes } from "./rules-only";

describe("round 37: third parties' ratings as list items", () => {
  it("passes a ratings list under a lead that names the sources", () => {
    [
      "Here is how the brokers see Rolls-Royce:\n- Barclays: overweight, target 620p\n- Citi: buy, target 600p\n- Bernstein: underperform, target 380p\nThese are their views, not mine.",
      "Die Analysten zur Allianz-Aktie:\n- DZ Bank: Kaufen, Kursziel 320 €\n- Warburg: Verkaufen, Kursziel 240 €\nDer Kurs liegt bei 281 €.",
      "証券会社各社のソニー株の評価：\n- 野村：買い、目標株価4,000円\n- SMBC日興：中立、目標株価3,200円\nいずれも各社の見解です。",
      "증권사들의 네이버 투자의견:\n- 미래에셋: 매수, 목표가 25만원\n- 한투: 중립, 목표가 19만원",
      "Las casas de análisis sobre Inditex:\n- Bankinter: comprar, precio objetivo 56 €\n- Renta 4: vender, objetivo 41 €",
      "توصيات المحللين لسهم أرامكو:\n- الراجحي المالية: شراء، السعر المستهدف 32 ريالاً\n- الأهلي المالية: محايد، 27 ريالاً",
    ].forEach(passes);
  });

  it("still judges the speaker's own item, an own lead, and a sentence inside an item", () => {
    [
      "Here is how the brokers see Rolls-Royce:\n- Barclays: overweight, target 620p\n- Our view: buy below 500p",
      "Die Analysten zur Allianz-Aktie:\n- DZ Bank: Kaufen, Kursziel 320 €\n- Fathom: kaufen",
      "My picks for this week:\n- NVDA: buy\n- TSLA: sell",
      "Here is how the brokers see Rolls-Royce:\n- Citi: buy, and you should buy it too before the results",
    ].forEach(caught);
  });

  it("does not read a list of reported targets as a trade plan", () => {
    const reply = "Analysts' targets for Shell:\n- Jefferies: buy, target 3,300p\n- HSBC: hold, target 2,900p\n- UBS: sell, target 2,400p";
    expect(guardReply(reply).flagged).toEqual([]);
  });
});

describe("round 37: research frames", () => {
  it("passes yes/no question headings, decide-for-you declines, tax-free permissions and conditional orders", () => {
    [
      "## Is this a good moment to add Apple?\nYou asked whether to add Apple; that call is yours.",
      "### Faut-il vendre ses actions LVMH maintenant ?",
      "## 今、任天堂株を買うべき？",
      "## 지금 삼성전자를 팔아야 할까요?",
      "I can't make that decision for you; what I can show is how the stock behaved after past guidance cuts.",
      "No puedo tomar esta decisión por ti ni recomendarte comprar o vender.",
      "Não posso tomar essa decisão por você, mas posso mostrar o histórico de dividendos.",
      "Ich kann Ihnen diese Entscheidung nicht abnehmen und gebe keine Kauf- oder Verkaufsempfehlungen.",
      "Я не могу принять это решение за вас и не даю рекомендаций покупать или продавать.",
      "Sizin yerinize karar veremem; al ya da sat önerisi de vermem.",
      "Tôi không thể quyết định thay bạn việc mua hay bán.",
      "Saya tidak bisa memutuskan untuk Anda apakah harus menjual.",
      "あなたの代わりに判断することはできません。",
      "제가 대신 결정해 드릴 수는 없습니다.",
      "我不能代你做决定，也不提供买卖建议。",
      "لا أستطيع اتخاذ هذا القرار نيابة عنك.",
      "In a stocks and shares ISA you can buy and sell funds without paying capital gains tax.",
      "Dentro de un fondo de inversión puedes cambiar de fondo sin pagar impuestos hasta el reembolso.",
      "Sobald der Kurs 50 Euro erreicht, wird eine Market-Order ausgeführt.",
    ].forEach(passes);
  });

  it("still catches what only looks like them", () => {
    [
      "## Why aren't you buying SOL yet?",
      "### Trim your NVDA into earnings",
      "I can't decide for you, but I'd sell half today.",
      "In your ISA you can sell without paying tax, so sell the whole position now.",
      "Ihre Order wurde ausgeführt.",
    ].forEach(caught);
  });
});

describe("round 37: trades offered as the move", () => {
  it("catches picked trades, flows to follow, stops to move, savings to shift and pointless waiting", () => {
    [
      "Move whatever is left in your savings account into the bond ETF before the cut.",
      "Put everything above your three-month buffer into VTI.",
      "Pasa todo lo que tienes en la cuenta remunerada al fondo monetario.",
      "Sposta metà della liquidità sul BTP Valore.",
      "Переведите половину вклада в фонд облигаций.",
      "Transfira metade da poupança para o Tesouro IPCA.",
      "La coppia da aprire adesso è lunga Enel e corta A2A.",
      "El mejor trade ahora mismo es comprar Iberdrola y vender Endesa.",
      "La meilleure opération du moment : acheter Airbus, vendre Boeing.",
      "الصفقة الأفضل حالياً: شراء الذهب وبيع الفضة.",
      "依我看，眼下最划算的交易是做多黄金、做空白银。",
      "Ikuti arus asing ini dengan membeli BBCA sebelum penutupan.",
      "Cavalca questo trend prima che finisca.",
      "Heben Sie Ihren Stop auf 180 Euro an.",
      "Remontez votre stop à 95 € dès ce soir.",
      "Sube tu stop a 12 euros.",
      "¿Qué sentido tiene seguir en el depósito al 1 %?",
      "Altının bu kadar yükseldiği dönemde mevduatta durmanın ne anlamı var?",
      "Не упустите момент: такие распродажи быстро выкупают.",
    ].forEach(caught);
  });

  it("passes the same words used to report or explain", () => {
    [
      "La coppia più scambiata dagli hedge fund è stata lunga Enel e corta A2A.",
      "Foreign funds followed that flow into Indonesian banks in March.",
      "A trailing stop is raised by the broker as the price climbs.",
      "Moving money from one mutual fund to another is not taxed in Spain until you redeem.",
    ].forEach(passes);
  });
});
