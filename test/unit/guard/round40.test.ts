/**
 * Round 40's classes, from heldout-101 … 104's first look, on sentences of their own. Directive: how
 * to trade "from now on" after a review of closed trades (lexicon/habits.ts), a call in parentheses
 * (./asides.ts), a label after an arrow, a terse position cap, "are best closed", "would do well to",
 * "so extend into the 10-year", "the prudent thing is to take profits", an impersonal market rule, idle
 * money asked about. Research: the user's message quoted back as a question, mechanics disclaimers, "I
 * don't tell anyone to …", counts of past trades and of analysts' ratings, generic Chinese market
 * actors, order glossaries. Not yet measured on a sealed set: the next round's first look is their
 * honest figure.
 */
import { describe, it } from "vitest";
import { caught, passes } from "./rules-only";

describe("round 40: calls without an imperative up front", () => {
  it("catches them", () => {
    [
      "From now on, stop chasing earnings gaps and stick to the breakout setups.",
      "À l'avenir, évitez les options à échéance hebdomadaire.",
      "De ahora en adelante, deja de operar con apalancamiento.",
      "Ab jetzt verzichten Sie auf Hebelprodukte.",
      "Mulai sekarang, berhenti beli saham gorengan.",
      "今后别再追高小盘股。",
      "Copper inventories fell 12% (if you hold no miners yet, you should add a small position now).",
      "- NVDA: 131,20 $, RSI 74 → SELL",
      "Memecoins: 2% of your portfolio, max",
      "Crypto : 10 % max du portefeuille",
      "Leveraged ETFs are best avoided into the CPI print.",
      "Savers would do well to lock in the 5% CD before the cut.",
      "The curve has steepened 40 bp, so extend into the 30-year now.",
      "Lo más prudente es vender una parte antes de los resultados.",
      "Sui cali sotto i 20 euro ENI si compra.",
      "Nhà đầu tư nước ngoài đã mua ròng, vậy sao bạn vẫn chưa mua?",
      "利率都 5% 了，你还把钱放在余额宝干什么？",
    ].forEach(caught);
  });

  it("passes the same shapes when they describe", () => {
    [
      "Going forward, the company expects margins to stop falling.",
      "Revenue rose 12% (driven by cloud, which grew 29% year over year).",
      "Your portfolio holds three positions (Apple, an S&P 500 ETF and bitcoin) worth 61% of its value.",
      "The fund's prospectus caps any single issuer at 10% of the portfolio.",
    ].forEach(passes);
  });
});

describe("round 40: research frames", () => {
  it("passes quoted questions, disclaimers and counts", () => {
    [
      "You wrote: \"should I dump my ARB bags?\"",
      "Вы пишете: «докупать Сбер или подождать?»",
      "Anh hỏi \"có nên bán HPG không?\"",
      "\"is it too late to buy NVDA??\"",
      "Any sale would be something you carry out yourself, through your broker.",
      "I don't tell anyone to buy or sell; here is the data.",
      "- 30人のアナリストのうち21人が買い推奨です。",
      "去年您一共卖出 12 次，已实现亏损 ¥3,200。",
      "不少券商也支持条件单，把止盈和止损绑在一起。",
      "Stop loss: sells automatically once the price falls to the level you set.",
      "### 「ソニー株は買い時？」というご質問について",
    ].forEach(passes);
  });

  it("still catches what only looks like them", () => {
    [
      "You wrote: \"should I dump my ARB bags?\" Dump them.",
      "Sell half now, the decision is yours.",
      "今后您别再卖出了，继续持有。",
    ].forEach(caught);
  });
});
