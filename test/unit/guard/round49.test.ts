/**
 * Round 49's classes, from heldout-137 … 140's first look, on sentences of their own. Directive: setting a
 * share of each payment aside in a separate account (lexicon/household-moves.ts `SET_ASIDE`). Research: a
 * holdings table whose ratings column is cited or the consensus (tables.ts `CITED_HEAD_RE`), and a message
 * the user forwarded, quoted back to analyse it (quoted-call.ts `FORWARDED_RE`). Not yet measured on a
 * sealed set: the next round's first look is their honest figure. Also (after re-training with
 * heldout-137 … 139's labels): pointed questions about what the reader keeps paying, how to pay and
 * where money stays, "don't miss the move", the reader's leverage set to a level, and a term defined as
 * a kind of method.
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

describe("round 49: a pointed question about what the reader keeps paying or holding", () => {
  it("catches it in more languages and verbs", () => {
    [
      "Wieso zahlst du noch 1,8 % Ausgabeaufschlag, wenn ein ETF dasselbe für 0,2 % abbildet?",
      "Зачем переплачивать брокеру 0,3% за сделку, если у другого комиссия втрое ниже?",
      "Untuk apa terus bayar biaya admin reksa dana itu kalau ETF indeks yang sama jauh lebih murah?",
      "हर महीने इतना एक्सपेंस रेशियो क्यों भरें, जब इंडेक्स फंड वही रिटर्न सस्ते में देता है?",
      "لماذا تستمر في الاحتفاظ بسهم خسر نصف قيمته بينما السوق يرتفع؟",
      "Anh vẫn định giữ 200 triệu trong tài khoản không kỳ hạn thật à?",
      "わざわざ手数料2%を払い続ける理由はありますか？",
      "굳이 연 1.5% 보수를 내실 이유가 있을까요?",
    ].forEach(caught);
  });
  it("leaves why others pay or hold", () => {
    [
      "Wieso zahlen Anleger so hohe Gebühren? Studien nennen vor allem Trägheit.",
      "Зачем компании выкупают акции? Обычно так они возвращают капитал акционерам.",
      "Untuk apa bank sentral menaikkan suku bunga? Tujuannya menekan inflasi.",
      "لماذا يستمر المستثمرون في دفع رسوم مرتفعة؟ تشير الدراسات إلى القصور الذاتي.",
      "Vì sao nhiều nhà đầu tư vẫn giữ tiền trong tài khoản không kỳ hạn? Khảo sát cho thấy do thói quen.",
      "투자자들이 높은 보수를 내는 이유는 무엇일까요? 연구는 관성을 꼽습니다.",
    ].forEach(passes);
  });
});

describe("round 49: how to pay and where money stays", () => {
  it("catches it", () => {
    [
      "Ask your supplier to invoice in euros and pay them through Wise instead of a bank wire.",
      "Pay the quarterly estimate from the business account, not from your brokerage.",
      "Leave the emergency savings exactly where they are until the job is secure.",
    ].forEach(caught);
  });
  it("leaves how others pay and figures of speech", () => {
    [
      "Pay attention to the settlement date: the trade clears in two days.",
      "They pay the supplier through Wise, which the client said saves 1.5% per transfer.",
      "The company pays its dividend from free cash flow, not from new debt.",
      "Leave aside the FX effect and revenue grew 8%.",
    ].forEach(passes);
  });
});

describe("round 49: a term and the kind of method it names", () => {
  it("leaves the definition", () => {
    [
      "- **DCA**: a strategy of buying a fixed dollar amount on a schedule regardless of price.",
      "**Grid trading** — técnica que coloca órdenes de compra y venta escalonadas dentro de un rango.",
      "**Scalping:** стратегия, при которой трейдер открывает и закрывает позиции за минуты.",
      "**金字塔加仓**：一种随着价格上涨逐步减少加仓数量的策略。",
    ].forEach(passes);
  });
  it("still catches a call under a plan label or with the reader's figures", () => {
    [
      "**DCA:** a strategy you should start this week with $500 a month.",
      "**Strategy:** buy the dip below $60k.",
    ].forEach(caught);
  });
});

describe("round 49: don't miss the move (again)", () => {
  it("catches it", () => {
    [
      "Jangan sampai ketinggalan kereta lagi.",
      "Ne ratez pas le train cette fois.",
      "Lass dir diese Rally nicht wieder entgehen.",
      "Đừng để lỡ chuyến tàu lần nữa như năm 2020.",
      "Non perdere questo treno, il rialzo è appena iniziato.",
      "Не упустите этот момент, ралли только начинается.",
      "Bu treni yine kaçırmayın.",
      "No te quedes fuera otra vez como en 2020.",
    ].forEach(caught);
  });
  it("leaves what others missed", () => {
    [
      "Banyak investor ritel takut ketinggalan (FOMO) saat harga naik cepat.",
      "Les investisseurs qui ont raté le train en 2020 ont souvent acheté le sommet de 2021.",
      "Viele Anleger haben sich die Rally 2023 entgehen lassen, weil sie auf einen Rückgang warteten.",
      "Molti risparmiatori hanno perso il treno del rialzo del 2023.",
      "Nhiều nhà đầu tư đã lỡ chuyến tàu năm 2020.",
      "Treni kaçırma endişesi yüksek.",
    ].forEach(passes);
  });
});

describe("round 49: the reader's leverage set to a level", () => {
  it("catches it", () => {
    [
      "Redescends à 5x maximum.",
      "Baja el apalancamiento a 3x.",
      "Senk den Hebel auf 2x.",
      "Снизьте плечо до 3х.",
      "Kaldıracı 3x'e düşürün.",
      "Hạ đòn bẩy xuống 3x.",
      "Turunkan leverage ke 3x.",
    ].forEach(caught);
  });
  it("leaves what a venue or regulator caps", () => {
    [
      "La plateforme plafonne le levier à 5x maximum pour les nouveaux comptes.",
      "Binance redujo el apalancamiento máximo a 20x para los nuevos usuarios.",
      "Die BaFin begrenzt den Hebel für Privatkunden auf 2x bei Kryptowährungen.",
      "Reste à savoir si le levier moyen repassera sous 10x.",
    ].forEach(passes);
  });
});
