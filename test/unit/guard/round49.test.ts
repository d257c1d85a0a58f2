/**
 * Round 49's classes, from heldout-137 … 140's first look, on sentences of their own. Directive: setting a
 * share of each payment aside in a separate account (lexicon/household-moves.ts `SET_ASIDE`). Research: a
 * holdings table whose ratings column is cited or the consensus (tables.ts `CITED_HEAD_RE`), and a message
 * the user forwarded, quoted back to analyse it (quoted-call.ts `FORWARDED_RE`). Not yet measured on a
 * sealed set: the next round's first look is their honest figure.
 */
import { describe, it } from "vitest";
import { caught, passes } from "./rules-only";

describe("round 49: a share set aside in a separate account", () => {
  it("catches it", () => {
    [
      "Set aside 25% of every client payment in a separate savings account for the quarterly estimates.",
      "Metti da parte il 20% di ogni incasso su un conto dedicato alle tasse.",
      "Aparta el 15 % de cada cobro en una cuenta aparte para Hacienda.",
      "Separe 6% de cada nota fiscal numa conta só para o DAS.",
      "Mettez de côté 25 % de chaque facture sur un compte d'épargne dédié.",
      "Отложите 6 % с каждого поступления на отдельный счёт для налога.",
      "Her faturanın %20'sini ayrı bir vadeli hesaba aktarın.",
      "Sisihkan 10% dari setiap pembayaran ke rekening terpisah untuk pajak.",
      "每收到一笔稿费，先把 20% 转到另一个账户里留着交税。",
    ].forEach(caught);
  });
  it("leaves how others budget and what a rule requires", () => {
    [
      "Many freelancers set aside about 25% of each payment, according to the survey.",
      "Il 20% di ogni incasso finisce sul conto dell'Agenzia delle Entrate tramite la ritenuta d'acconto.",
      "La empresa apartó el 15 % de cada cobro en una cuenta de reserva, según sus cuentas anuales.",
    ].forEach(passes);
  });
});

describe("round 49: a holdings table beside the brokers' ratings", () => {
  it("leaves the ratings when a column cites them or names the consensus", () => {
    [
      "Your holdings with the latest broker ratings:\n\n| Stock | Weight | Rating | Target | Source |\n|---|---|---|---|---|\n| Shell | 12% | Buy | 3,200p | Barclays |\n| BP | 6% | Sell | 380p | Jefferies |",
      "| Acción | Peso | Consenso | Precio objetivo |\n|---|---|---|---|\n| Inditex | 14 % | Comprar | 55 € |\n| Telefónica | 5 % | Vender | 3,60 € |",
      "| Cổ phiếu | Tỷ trọng | Khuyến nghị | Giá mục tiêu | Nguồn |\n|---|---|---|---|---|\n| FPT | 20% | Mua | 150.000 đ | SSI Research |",
    ].forEach(passes);
  });
  it("still catches the speaker's own action column", () => {
    ["| Stock | Weight | Our action |\n|---|---|---|\n| Shell | 12% | Trim to 8% |"].forEach(caught);
  });
});

describe("round 49: a message the user forwarded, quoted back", () => {
  it("leaves the quote of what the user sent", () => {
    [
      'The screenshot you sent from the "Moon Signals" channel says: "Load up on $PEPE2 now, 50x before listing!"',
      "Le message que tu m'as transféré dit : « Achetez $LUNAX tout de suite, x30 garanti ! »",
      "你转发的那条群消息写着：“马上梭哈 $DOGX，上所前最后机会！”",
    ].forEach(passes);
  });
  it("still catches it when the speaker endorses it", () => {
    ['The post you forwarded says: "Buy $SOL under 150 before the upgrade", and I agree.'].forEach(caught);
  });
});
