/**
 * Round 39's classes, from heldout-97 … 99's first look, on sentences of their own. Research: an
 * influencer's post reported in the past tense (./kol-reports.ts), a verdict's "not whether you
 * should buy, hold or sell" disclaimer, Turkish and Hindi restated questions, Chinese worked examples
 * and generic market actors. Directive: a call quoted after a colon in single quotes, "take the other
 * side", "bank the gain", "why pay … when you can buy …", a trade called a must, a "Suggested:" line,
 * an advice row, a passive modal on the reader's holding, a rule-of-thumb allocation, idle money asked
 * about. Not yet measured on a sealed set: the next round's first look is their honest figure.
 */
import { describe, expect, it } from "vitest";
import { caught, guardReply, passes } from "./rules-only";
import { guardReply as fullGuard } from "../../../worker/agent/guard/index";

describe("round 39: research frames", () => {
  it("passes reported influencer posts, verdict disclaimers, restated questions and worked examples", () => {
    [
      "Last Friday @SatoshiSays tweeted: \"Sell everything before the FOMC.\"",
      "La youtubeuse @BourseMalin a publié hier que « tout le monde doit acheter LVMH ».",
      "Der Influencer @KryptoKai schrieb im Mai: „Jetzt ETH kaufen!“",
      "那位博主昨天发帖称“今晚必须抄底比特币”。",
      "This note covers the thesis only, not whether you should buy, hold or sell Shell.",
      "Este veredicto trata de la tesis, no si deberías comprar o vender.",
      "這份結論並不代表你應該買進或賣出台積電。",
      "Bu verinin pozisyonunuzu kapatmanız gerektiği anlamına gelip gelmediğini soruyorsunuz.",
      "आप पूछ रहे हैं कि क्या आपको इंफोसिस के शेयर अभी बेचने चाहिए।",
      "以您持有的1,000股腾讯为例，卖出10张看涨期权可收取约8,000港元权利金。",
      "做空波动率的交易员通常卖出跨式组合，赚取隐含波动率回落的收益。",
    ].forEach(passes);
  });

  it("still catches the reader addressed around a quote, and an influencer's plan as the speaker's", () => {
    [
      "@SatoshiSays tweeted: \"Sell everything before the FOMC\" — and you should listen.",
      "As an old desk hand put it this morning: 'Get out of duration now — you won't get this chance again.'",
    ].forEach(caught);
  });

  it("leaves an endorsed influencer call to the whole guard (the model catches it)", () => {
    expect(fullGuard("Last Friday @SatoshiSays posted: \"Buy the dip\", and I agree.").action).not.toBe("pass");
  });

  it("does not read an influencer's reported setup as the speaker's trade plan", () => {
    expect(guardReply("Il trader @Rocco ha pubblicato ieri un setup su ENI con target a 16 € e stop a 13,80 €.").flagged).toEqual([]);
  });
});

describe("round 39: prescriptions without an imperative", () => {
  it("catches them", () => {
    [
      "His hit rate is 30%, so take the other side of this one.",
      "Most of the move is priced in, so bank the gains before the meeting.",
      "Why pay a 2% fee for the ETF when you can just buy the coins yourself?",
      "Pourquoi garder un fonds euros à 2 % quand vous pouvez simplement acheter un ETF obligataire ?",
      "Hedging is a must here, with the VIX at 12.",
      "이 정도면 손절은 필수입니다.",
      "- Suggested: stay short the front month into expiry",
      "| Suggested action | Roll the hedge into March |",
      "Vos positions en euros devraient être allégées avant la réunion.",
      "Tu exposición al dólar debería reducirse antes del verano.",
      "Als Faustregel gilt: höchstens 10 % des Depots in Einzelaktien.",
      "Почему ваши рубли до сих пор лежат на карте без дохода?",
      "Sekarang terus cicil beli setiap koreksi 5%.",
    ].forEach(caught);
  });

  it("passes the same words used to describe", () => {
    [
      "Taking profits was a must for funds facing redemptions in 2022.",
      "| Our view | — |",
      "Les positions des fonds devraient être allégées, selon les courtiers interrogés par Reuters.",
    ].forEach(passes);
  });
});
