/**
 * Round 47's classes, from heldout-129 … 132's first look, on sentences of their own. Directive:
 * pointed questions (lexicon/pointed-questions.ts) — why keep or pay when something better is at hand,
 * what are you waiting for, any reason left to hold, when else, isn't it a waste; moves on the reader's
 * pension, savings, options and DeFi positions (lexicon/account-moves.ts); a bare "Recommendation" or
 * "this week's plan" row beside an instruction. Research: questions back about goals, and a table under a lead that names third parties' ratings (tables.ts `tableKind`). Not yet
 * measured on a sealed set: the next round's first look is their honest figure.
 */
import { describe, it } from "vitest";
import { caught, passes } from "./rules-only";

describe("round 47: pointed questions", () => {
  it("catches them", () => {
    [
      "Why keep paying 18% on the card balance when your savings account earns 4%?",
      "With gold at a record, what exactly are you waiting for?",
      "Is there any reason left to hold Intel after a third guidance cut?",
      "Pourquoi rester sur un fonds euros à 2 % quand le livret A en verse 3 ?",
      "¿Por qué seguir pagando comisiones del 2 % por un fondo que no bate al índice?",
      "Por que manter dinheiro parado na poupança rendendo menos que a inflação?",
      "Perché tenere liquidità sul conto quando i BOT rendono il 3 %?",
      "Warum nicht gleich den ganzen Betrag in den Sparplan stecken?",
      "Зачем держать деньги на карте под ноль процентов?",
      "Masih mau menahan saham GOTO yang sudah turun 90% itu?",
      "Kapan lagi bisa beli BBCA di bawah Rp9.000?",
      "इतने कम रिटर्न पर FD में पैसा रखने का क्या मतलब है?",
      "你还打算让那20万一直躺在活期里吗？",
      "그 종목을 아직도 들고 계실 이유가 있을까요?",
    ].forEach(caught);
  });
  it("leaves questions back about the reader's goals and questions of mechanics", () => {
    [
      "Why do you hold it — for income or for growth?",
      "What are the fees if you keep the fund for ten years?",
      "Pourquoi le livret A rapporte-t-il plus que le fonds euros cette année ?",
      "Warum fällt der Kurs, wenn die Zinsen steigen?",
      "Kapan jadwal pembagian dividen BBCA tahun ini?",
    ].forEach(passes);
  });
});

describe("round 47: moves on the reader's accounts and positions", () => {
  it("catches them", () => {
    [
      "Hold off on buying the March calls until the jobs report is out.",
      "Build a three-rung ladder of one-, two- and three-year CDs with the bonus.",
      "You'll want to cap the position at 5% of the account.",
      "Widen your range to 2,800–4,200 so the position stays in range.",
      "No dediques más del 5 % de tu cartera a criptomonedas.",
      "Faça o aporte no PGBL antes de 31 de dezembro.",
      "Rachetez vos trimestres manquants avant vos 60 ans.",
      "Tienilo fino alla scadenza e incassa la cedola.",
      "Не спешите продавать облигации до погашения.",
      "Kaldıraçta 1:5'in üstüne çıkmayın.",
      "Segera beli SBR013 begitu masa penawaran dibuka.",
      "एक महीने में 10% से ज़्यादा मत लगाइए।",
      "أنصحك بشراء صكوك حكومية قصيرة الأجل.",
      "ボーナスはNISAの成長投資枠で全世界株式を購入してください。",
      "| Khuyến nghị | Bán một nửa vị thế trước kỳ mở khóa token |",
    ].forEach(caught);
  });
  it("leaves descriptions and a table under a sources lead", () => {
    [
      "Many savers build a ladder of one-, two- and three-year CDs to spread reinvestment risk.",
      "Building a position over six months lowered the average price in 2022, the fund's letter says.",
      "Đánh giá mới nhất của các công ty chứng khoán về FPT:\n\n| Công ty | Khuyến nghị | Giá mục tiêu |\n|---|---|---|\n| SSI | Mua | 150.000 đồng |\n| VCSC | Khả quan | 142.000 đồng |",
    ].forEach(passes);
  });
});
