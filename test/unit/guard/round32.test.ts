/**
 * Round 32's rule classes, from heldout-70 … 72's leaks and false positives, on sentences of their
 * own (not the sets' sentences): one-sentence short and long setups in Russian, Turkish and Hindi;
 * "why haven't you locked in …?"; a trade as the subject with its benefit to the reader as the
 * predicate; "Conclusion:" heads; Italian formal imperatives; Chinese "best to close"; the user's
 * question restated as "Your question was whether …"; a parenthetical "however" that is not a clause.
 */
import { describe, expect, it } from "vitest";
import { caught, passes } from "./rules-only";
import { planParts } from "../../../worker/agent/guard/detect";
import { planRuns } from "../../../worker/agent/guard/reply";
import { splitUnits } from "../../../worker/agent/guard/split";

describe("round 32: trade plans in one sentence and over list items, in more spellings", () => {
  it("counts Russian case forms, Turkish and Hindi numbers before the keyword", () => {
    expect(planParts("Шорт нефти со стопом 86 и целью 78 — неплохое соотношение.")).toBe(2);
    expect(planParts("Altında 2.310 stoplu ve 2.500 hedefli long açmak mantıklı görünüyor.")).toBe(2);
    expect(planParts("सोने में 2,310 के स्टॉप-लॉस और 2,500 के टारगेट के साथ लॉन्ग लेना ठीक रहेगा।")).toBe(2);
    [
      "Лонг по золоту с целью 2 500 и стопом на 2 310 выглядит разумно.",
      "SOL'de 152 stop ve 128 hedefle short pozisyon açmak 1'e 3 risk-getiri sağlıyor.",
    ].forEach(caught);
  });
  it("joins a Turkish plan spread over list items ('Zarar durdur')", () => {
    const units = splitUnits("Plan for SOL:\n- Giriş: 142–145 dolar\n- Zarar durdur: 131 dolar\n- Hedef: 170 dolar");
    expect(planRuns(units).size).toBe(3);
  });
  it("leaves one level, a definition and a fund's stop alone", () => {
    [
      "Стоп-ордер — это заявка, которая исполняется при достижении цены.",
      "Piyasa 2.310 seviyesinde destek buldu; 2.500 ise Mart zirvesi.",
      "2,310 के स्तर पर 200-दिन की औसत है, और 2,500 पिछला शिखर है।",
      "The stop at 2,310 was hit on Tuesday, and the position closed at a loss, the fund said.",
    ].forEach(passes);
  });
});

describe("round 32: 'why haven't you … yet?' and a trade as the subject of a benefit", () => {
  it("catches them in English, Turkish, Indonesian and Hindi", () => {
    [
      "Why haven't you secured a 4.8% rate on a CD yet?",
      "Niye hâlâ THY hisselerini satmadın?",
      "Kok kamu belum juga borong saham BBRI di harga segini?",
      "तुम अब तक इस गिरावट में निफ्टी ईटीएफ क्यों नहीं खरीद रहे?",
      "Trimming MSTR back toward 5% would lower your concentration risk.",
      "Averaging into ETH with $100 every Friday would smooth out the swings for you.",
      "Mengalihkan dana darurat ke reksa dana pasar uang merupakan langkah yang tepat.",
    ].forEach(caught);
  });
  it("leaves questions about others, history and costs alone", () => {
    [
      "Investors asked why the Treasury hasn't locked in longer maturities at lower rates.",
      "Why haven't yields fallen more after the cut? Term premium is the main reason.",
      "Fon yöneticileri neden hâlâ nakitte kaldıklarını açıklamadı.",
      "आरबीआई ने अब तक दरें क्यों नहीं घटाईं, इस पर बाज़ार में बहस है।",
      "Rotating into value has historically worked late in the cycle.",
      "Buying gold in 2011 would have lost you 40% over the next four years.",
      "Hedging with puts would reduce drawdowns but costs about 4% a year.",
      "Menjual saat panik adalah keputusan yang paling sering disesali investor, menurut survei OJK.",
    ].forEach(passes);
  });
});

describe("round 32: label heads, formal imperatives and 'best to close'", () => {
  it("catches a 'Conclusion:' call, Italian Lei-form imperatives and Chinese 'best to close'", () => {
    [
      "- Kesimpulan: beli ANTM",
      "- 結論：賣出鴻海",
      "- Kết luận: bán HPG",
      "- Liquidi metà dei suoi BTP prima dell'asta.",
      "Alleggerisca Stellantis sotto i 14 euro.",
      "你的黄金仓位最好先平掉一半。",
    ].forEach(caught);
  });
  it("leaves a conclusion about facts, an app instruction and a rule of forced closing alone", () => {
    [
      "- Bottom line: short interest in GME rose to 24% of float.",
      "- Conclusion: long-term holders kept accumulating, per Glassnode.",
      "Chiuda pure questa finestra: il report resta salvato.",
      "投资者最好了解强制平仓规则后再使用杠杆。",
    ].forEach(passes);
  });
});

describe("round 32: frames", () => {
  it("passes the user's question restated as 'Your question was whether …', in several languages", () => {
    [
      "Your question was whether it's a good moment to exit QQQ.",
      "Tu pregunta es si deberías vender ahora: depende de tu horizonte.",
      "Ihre Frage ist, ob Sie jetzt verkaufen sollten.",
      "Pertanyaan Anda adalah apakah sebaiknya menjual BBCA sekarang.",
      "سألت عمّا إذا كان عليك بيع أسهم أرامكو.",
    ].forEach(passes);
  });
  it("still judges what follows the restated question", () => {
    caught("Your question was whether to exit QQQ: sell half now.");
  });
  it("does not read a subject before a parenthetical 'however' as a bare imperative", () => {
    passes("DCA, however, lowers the regret of investing just before a crash.");
    caught("Sell, however, before the Fed meets.");
  });
});
