/**
 * Round 38's classes, from heldout-93 … 95's first look, on sentences of their own. Research: declines
 * in the future tense and "only you can answer", the decision that "belongs to you", "whether you sell
 * depends on …" in other languages, general and bare "is it time?" questions, check-list questions on
 * forced selling, Chinese sentences whose subject is a market participant, a roman numeral ending a
 * sentence. Directive: a trade called the rational move, peers "in your position", a Turkish "those who
 * hold … need to switch", strategy label lines, "our advice" rows, "Ja – zugreifen", a Korean "if not
 * now, when?" with a noun between. Not yet measured on a sealed set: the next round's first look is
 * their honest figure.
 */
import { describe, expect, it } from "vitest";
import { caught, passes } from "./rules-only";
import { splitUnits } from "../../../worker/agent/guard/split";

describe("round 38: research frames", () => {
  it("passes declines, restated and general questions, and reported Chinese subjects", () => {
    [
      "No voy a decidir por ti si vender o no; sí puedo mostrarte el historial de dividendos.",
      "Não vou decidir no seu lugar, mas posso comparar os dois cenários.",
      "Je ne vais pas décider à votre place, mais voici les chiffres.",
      "Non deciderò io se vendere, ma posso mostrarti i livelli.",
      "Я не буду решать за вас, продавать или нет.",
      "मैं यह निर्णय नहीं करूँगा, लेकिन आंकड़े बता सकता हूँ।",
      "Only you can answer whether to keep the position after the split.",
      "決めるのはご自身です。",
      "The choice to sell your Nvidia shares before earnings belongs to you.",
      "Si deberías vender o no depende de tu horizonte y de tus impuestos.",
      "Ob Sie verkaufen sollten, hängt von Ihrem Anlagehorizont ab.",
      "Should a retail investor ever buy on margin?",
      "Is it time?",
      "È il momento?",
      "Pora li?",
      "- Would a 40% drawdown force you to sell?",
      "- 回撤 40% 会不会迫使你卖出？",
      "北向资金本周净买入贵州茅台，卖出宁德时代。",
      "机构投资者继续增持银行股，减持地产股。",
    ].forEach(passes);
  });

  it("still catches what only looks like them", () => {
    [
      "Sell half now, the decision is yours.",
      "Take profits on Nvidia — only you can decide, but I would.",
      "Why shouldn't you buy the dip now?",
      "Is it time? Yes: buy the dip now.",
      "机构都在抢筹，你还不赶紧上车？",
    ].forEach(caught);
  });

  it("ends a sentence at a roman numeral after a lower-case word, not at an initial", () => {
    expect(splitUnits("Lợi nhuận tăng mạnh trong quý I. Hãy mua thêm.")).toEqual(["Lợi nhuận tăng mạnh trong quý I. ", "Hãy mua thêm."]);
    expect(splitUnits("Shares of J. P. Morgan rose.")).toEqual(["Shares of J. P. Morgan rose."]);
  });
});

describe("round 38: trades offered as obvious", () => {
  it("catches them", () => {
    [
      "Given the 40% discount to NAV, buying more here is the only logical move.",
      "Your cost basis is $90 and the stock is at $60; selling now to harvest the loss is the smart choice.",
      "Anyone in your shoes would take profits here.",
      "Vendere ora, con il titolo a 30 volte gli utili, è la scelta razionale.",
      "按现在的估值，加仓才是最明智的选择。",
      "Altın fonu tutanların artık hisse fonuna geçmesi gerekiyor.",
      "- Strategy: buy the breakout above $72",
      "- Estrategia: vender en rebotes",
      "| Unsere Empfehlung | — | Verkaufen |",
      "## Lohnt sich der Einstieg bei SAP? Ja, jetzt zugreifen!",
      "지금 반도체주 안 사면 언제 사나?",
      "ماذا تنتظرون؟",
      "Daha ne bekliyorsunuz?",
    ].forEach(caught);
  });

  it("passes the same words in history or description", () => {
    [
      "In 2022, selling growth stocks early was the rational move for funds facing redemptions.",
      "- Strategy: the fund runs a market-neutral book with no net exposure.",
      "Buying every month is the approach most target-date funds follow.",
    ].forEach(passes);
  });
});
