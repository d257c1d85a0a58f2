/**
 * Round 41's classes, from heldout-105 … 108's first look, on sentences of their own. Directive: copying
 * someone's trades (lexicon/copy-trading.ts) and a "copy" cell in the speaker's own column; savers' money
 * moves (lexicon/money-moves.ts: "rather than A, do B", "what your portfolio is missing", tax-wrapper moves,
 * French "vous" imperatives, "those who hold X must …"); Arabic with vowel marks (normalise.ts). Research:
 * an influencer's advice to their own followers reported (kol-reports.ts), influencers' scorecards listed
 * under a lead that names them (source-lists.ts), a tax rule stated as "if you …, the IRS treats …".
 * Not yet measured on a sealed set: the next round's first look is their honest figure.
 */
import { describe, expect, it } from "vitest";
import { guardReply } from "../../../worker/agent/guard/index";
import { normalise } from "../../../worker/agent/guard/normalise";
import { caught, passes } from "./rules-only";

describe("round 41: copying someone else's trades", () => {
  it("catches the imperative and the rhetorical 'you can just copy'", () => {
    [
      "Copy her last three trades in your own account before Friday.",
      "Just mirror @AlphaWhale's entries and skip the paid group.",
      "You can simply replicate his portfolio for free.",
      "Simplesmente copie as operações do @TraderSereno a partir de amanhã.",
      "Copia las operaciones de @ElTraderTranquilo y olvídate del resto.",
      "Copiez ses positions dès l'ouverture de lundi.",
      "Kopieren Sie seine Trades eins zu eins.",
      "Segui le sue operazioni sul DAX senza pensarci troppo.",
      "Копируйте сделки этого трейдера с депозитом не больше 10 %.",
      "Onun işlemlerini birebir kopyalayın.",
      "Cứ sao chép lệnh của trader này là được.",
      "交易记录这么稳，建议跟单。",
      "彼の売買をそのままコピーしてください。",
      "이 트레이더의 매매를 그대로 따라 하세요.",
      "इस ट्रेडर के ट्रेड को कॉपी करें।",
      "انسخ صفقات هذا المتداول كما هي.",
    ].forEach(caught);
  });
  it("leaves the report of who copied whom and how the feature works", () => {
    [
      "About 12,000 accounts copy her trades on the platform, according to its leaderboard.",
      "Copy-trading platforms let followers mirror a lead trader's positions automatically.",
      "Seus seguidores copiaram as operações com atraso de alguns minutos.",
      "Der Anbieter erlaubt, die Trades eines anderen Nutzers automatisch zu kopieren.",
      "跟单平台上的带单员按收益分成。",
    ].forEach(passes);
  });
  it("reads a bare 'copy' cell in the speaker's own column as a call", () => {
    const reply = "| Trader | Return | Max drawdown | Our view |\n|---|---|---|---|\n| SteadyEddie | +6.2% | 2.1% | COPY |\n| MoonBoy | +71% | 64% | — |";
    expect(guardReply(reply).action).not.toBe("pass");
    const report = "| Trader | Return | Copiers |\n|---|---|---|\n| SteadyEddie | +6.2% | 4,100 |\n| MoonBoy | +71% | 12,300 |";
    expect(guardReply(report).action).toBe("pass");
  });
});

describe("round 41: savers' money moves", () => {
  it("catches them", () => {
    [
      "与其把钱放在活期，不如拿去买国债逆回购。",
      "與其提前還房貸，不如拿去定期定額買台灣50。",
      "¿De verdad quieres pagar la hipoteca en lugar de invertir en un fondo indexado?",
      "Vai mesmo quitar o financiamento em vez de investir no Tesouro IPCA?",
      "Vuoi davvero tenere i soldi sul conto invece di comprare BTP?",
      "Emerging-market bonds are exactly what your portfolio is missing.",
      "Un ETF oro è proprio ciò che manca al tuo portafoglio.",
      "Take the tax-free cash and put it straight into your ISA.",
      "Harvest the losses on the Chinese tech fund by selling before December.",
      "It's worth trimming half of the inherited shares this year.",
      "Ensuite, réinvestissez-le dans un ETF monde.",
      "- Livret A : 22 950 € — à conserver, le reste à placer.",
      "Quem tem ações da Petrobras deve vender antes do ex-dividendo.",
      "Wer Dollaranleihen hält, sollte sich jetzt absichern.",
      "يستحسن أن تبيع الأسهم قبل توزيع الأرباح.",
      "Sinnvoll ist höchstens ein Teilverkauf nach den Zahlen.",
    ].forEach(caught);
  });
  it("leaves the same products described", () => {
    [
      "Rather than prepaying, many borrowers in 2021 refinanced at fixed rates, according to the central bank survey.",
      "Bed-and-ISA is a sale in a general account followed by a purchase inside the ISA.",
      "A bed-and-ISA moves shares into the wrapper but can crystallise a capital gain.",
      "Le rachat partiel d'une assurance-vie après huit ans bénéficie d'un abattement annuel.",
      "Il conto deposito vincolato rende il 3 % lordo, secondo i dati di Banca d'Italia.",
      "Quem tem ações da Petrobras recebeu R$ 1,20 por ação em dividendos no trimestre.",
    ].forEach(passes);
  });
});

describe("round 41: Arabic vowel marks", () => {
  it("are dropped before the rules read the text", () => {
    expect(normalise("بِعْ الذهب")).toBe("بع الذهب");
    caught("بِعِ الذَّهَبَ الآنَ.");
    caught("اِشْتَرِ سهم أرامكو.");
    passes("بَاعَ المستثمرون الأجانب أسهمًا بقيمة 300 مليون ريال.");
  });
});

describe("round 41: influencers reported, and their scorecards", () => {
  it("leaves an influencer's advice to their own followers reported", () => {
    [
      "In March the YouTuber @ChartChad advised his subscribers to buy AMD at $160 with a stop at $150 and a target of $190.",
      "En febrero, el influencer @LaBolsaFacil recomendó a sus seguidores comprar Iberdrola a 11 € con stop en 10,40 €.",
      "Im Februar empfahl der Blogger seinen Abonnenten, Bayer bei 27 € mit Stopp bei 25 € zu kaufen.",
      "В марте автор канала советовал подписчикам шортить Сбербанк от 300 ₽ со стопом 310 ₽.",
    ].forEach(passes);
  });
  it("still catches an endorsement or a word to the reader", () => {
    caught("The YouTuber @ChartChad advised his subscribers to buy AMD at $160, and you should follow him.");
  });
  it("reads a scorecard under a lead that names the influencers as reported", () => {
    const reply =
      "Here is how three crypto YouTubers' year-start calls on BTC turned out:\n- YouTuber A: bullish, target $150,000, not reached\n- YouTuber B: bearish, target $40,000, low was $74,500\n- YouTuber C: range $80,000–$120,000, correct\nOnly C got the range right.";
    expect(guardReply(reply).action).toBe("pass");
  });
  it("keeps a tax rule stated as 'if you …, the IRS …'", () => {
    passes("If you buy back the same fund within 30 days of a loss sale, the IRS treats it as a wash sale.");
  });
});
