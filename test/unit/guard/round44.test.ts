/**
 * Round 44's classes, from heldout-117 … 120's first look, on sentences of their own (rules alone).
 * Directive: advice in formal report prose where the trade is a noun and the verdict impersonal
 * (lexicon/nominal-advice.ts); the speaker's own view as a label or table head for the reader, and an
 * advice head opening a line (lexicon/labels.ts `ownViewLabel`, tables.ts `adviceHeadLine`); instructions
 * for looking after an open position — collateral, wallets, staking, ranges, rolls, staying away
 * (lexicon/position-care.ts). Research: the same nouns and verbs in reports, decisions by others, the
 * agent's own next step, declines. Not yet measured on a sealed set: the next round's first look is
 * their honest figure.
 */
import { describe, it } from "vitest";
import { caught, passes } from "./rules-only";

describe("round 44: a trade noun with an impersonal verdict", () => {
  it("catches it", () => {
    [
      "A partial exit from the Treasury ladder ahead of the auction is warranted.",
      "A rotation out of megacap tech into equal-weight exposure is favoured for the coming quarter.",
      "An overweight in Japanese banks is recommended for the remainder of the year.",
      "Keeping the full NVDA position through the print would be a mistake.",
      "Eine Umschichtung aus Anleihen in Dividendenaktien wird empfohlen.",
      "Ein Teilverkauf der Allianz-Position erscheint derzeit ratsam.",
      "Une réduction de l'exposition aux valeurs bancaires s'impose avant la BCE.",
      "Un alleggerimento della posizione su Enel è pertanto raccomandato.",
      "Deve ser considerada a compra de ITUB4 abaixo de R$ 30.",
      "La toma de beneficios en Inditex es aconsejable en estos niveles.",
      "Сокращение позиции в Газпроме представляется целесообразным до отсечки.",
      "ソニー株の利益確定が望ましいと考えられる。",
      "반도체 비중 축소가 권고됨.",
      "Việc giải ngân thêm vào FPT ở vùng giá này là hợp lý.",
      "Akumulasi saham TLKM perlu dipertimbangkan pada level 3.000.",
      "建議以不超過三倍槓桿操作比特幣期貨。",
    ].forEach(caught);
  });
  it("leaves reports and decisions by others", () => {
    [
      "A partial exit from the Treasury ladder was recommended by the investment committee in May.",
      "The rotation out of megacap tech was favoured by hedge funds last quarter, per 13F data.",
      "An overweight in Japanese banks is the house view at Nomura, according to its October note.",
      "Long-term holders are favoured to keep accumulating, Glassnode's model suggests.",
      "The sale of the division is expected to close in Q3 and is favoured to win approval.",
      "Die Umschichtung der Pensionskasse wurde vom Vorstand im März beschlossen.",
      "La réduction de l'exposition a été décidée par le comité en juin.",
      "Il taglio dei tassi è ritenuto probabile dal mercato.",
      "Сокращение позиции фонд провёл ещё в марте, следует из отчёта.",
      "利益確定の売りが先行し、日経平均は反落した。",
      "반도체 비중 축소는 지난달 외국인 순매도의 주요 원인이었다.",
      "Việc giải ngân vốn đầu tư công chậm là nguyên nhân khiến tăng trưởng thấp.",
    ].forEach(passes);
  });
});

describe("round 44: the speaker's view as a label, an advice head", () => {
  it("catches them", () => {
    [
      "**Fathom's view for you: Sell into strength.**",
      "**Fathom评级：** 宁德时代 买入",
      "**Ta recommandation pour vous : Acheter sous 120 €.**",
      "| Fathom view | Accumulate below $60 |",
      "| Unsere Empfehlung | Halten bis zur Hauptversammlung |",
      "**What to do:** scale out of the position over the next two sessions.",
      "**Next step:** move half the stack to cold storage before the unlock.",
    ].forEach(caught);
  });
  it("leaves views that are no call, the agent's own next step and a decline", () => {
    [
      "**Fathom's view:** the on-chain data is mixed, with exchange outflows offset by rising funding.",
      "**Fathom-Einschätzung:** Die Bewertung liegt über dem Fünfjahresschnitt.",
      "| Fathom risk score | Medium |",
      "**Next step:** compare gross margins with last year's 10-Q once it is filed.",
      "**What to do:** that's your call — here is what the data shows.",
    ].forEach(passes);
  });
});

describe("round 44: looking after an open position", () => {
  it("catches the instruction", () => {
    [
      "Redelegate your SOL to a validator with lower commission this epoch.",
      "I'd re-center the range around the current price.",
      "Write a couple of covered calls against those shares before expiry.",
      "Deposita mais 500 USDC como garantia para afastar a liquidação.",
      "Tambahkan kolateral 2 ETH sebelum funding berikutnya.",
      "Переведите свои BTC на холодный кошелёк прямо сейчас.",
      "Lass die Bitcoins einfach bei Kraken liegen.",
      "Roll die Puts auf den Juni-Verfall.",
      "Ne touchez pas aux valeurs chinoises avant le plénum.",
      "Fique longe de criptos pequenas até o halving.",
      "Не лезьте в акции Ozon до отчёта.",
      "Успейте продать до объявления дивидендов.",
      "Ti consiglio di vendere metà delle azioni prima dell'asta.",
      "杠杆别开超过5倍。",
      "財報公布前先別掛買單。",
      "포지션을 다시 조정하셔야 합니다.",
      "Worth opening a small position before the earnings call.",
    ].forEach(caught);
  });
  it("leaves how it works and what happened", () => {
    [
      "Redelegation takes one epoch to settle on Solana, per the docs.",
      "Writing covered calls caps your upside in exchange for premium.",
      "Your range was re-centered by the vault's keeper at 09:00 UTC.",
      "Die Gebühren für die Übertragung auf eine eigene Wallet liegen bei 0,0002 BTC.",
      "Fique atento: o relatório sai às 18h.",
      "Ti consiglio di leggere il prospetto prima di decidere.",
      "槓桿越高，強平價格離現價越近。",
      "Keeping the full position through the print is what you said you plan to do.",
      "Go with the flow of data: CPI is out Wednesday.",
    ].forEach(passes);
  });
});
