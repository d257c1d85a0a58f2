/**
 * Round 45's classes, from heldout-121 … 124's first look, on sentences of their own. Directive: the
 * portfolio as the subject of a passive modal, a trade called timely or opportune, "the time has come
 * to …", a recommended allocation raised, a model-portfolio change announced as a fact, and impersonal
 * verdicts in more languages and verbs (lexicon/nominal-advice.ts, tables.ts `adviceHeadLine`). These
 * and round 44's own-view labels and advice heads form the "advice" family (impersonal-advice.ts),
 * whose hits the model may take back only below LEARNED_ADVICE_VETO. Research: the same words reported
 * from a named house, rules and methodology, performance. Not yet measured on a sealed set: the next
 * round's first look is their honest figure.
 */
import { afterEach, describe, expect, it } from "vitest";
import { guardReply } from "../../../worker/agent/guard/reply";
import { useLearnedWeights } from "../../../worker/agent/guard/learned/model";
import { FEATURE_BITS } from "../../../worker/agent/guard/learned/features";
import { rulesReading } from "../../../worker/agent/guard/detect";
import { normalise } from "../../../worker/agent/guard/normalise";
import { caught, passes } from "./rules-only";

describe("round 45: advice in a report's voice", () => {
  it("catches it", () => {
    [
      "Net exposure should be trimmed to 40% ahead of the election.",
      "The cash position should now be redeployed into short-dated Treasuries.",
      "Profit-taking on the airline names is considered timely after the 40% rally.",
      "The time has come to take profits on the copper miners.",
      "The recommended allocation to gold is raised to 8%, funded from cash.",
      "- Model portfolio update: Nvidia is trimmed from 9% to 6% and the proceeds go to Broadcom.",
      "- Portafoglio modello, modifica: Eni sale al 6 %, esce Stellantis; esecuzione all'apertura.",
      "- 模型組合調整：台積電權重由12%調升至15%，資金來自聯發科。",
      "- Model portföy değişikliği: THYAO ağırlığı %10'a çıkarılıyor, PGSUS çıkarılıyor.",
      "É aconselhável reduzir a exposição a small caps até a decisão do Copom.",
      "Se considera oportuno reducir la exposición a bancos antes de la reunión del BCE.",
      "Convendría vender parte de la posición en Repsol por encima de 16 €.",
      "Bestehende Positionen in Siemens Energy sind zu halten.",
      "Neukäufe in Tesla sollten bis zu den Quartalszahlen zurückgestellt werden.",
      "Покупку акций «Лукойла» следует отложить до решения по дивидендам.",
      "Hisse ağırlığının %40'a düşürülmesi uygun görülmektedir.",
      "Dianjurkan untuk menahan pembelian saham baru hingga rilis data inflasi.",
      "Khuyến nghị giảm tỷ trọng cổ phiếu ngân hàng xuống 20%.",
      "現階段宜暫緩加碼台積電。",
      "सोने में आंशिक मुनाफ़ावसूली की सिफ़ारिश की जाती है।",
      "يرى أن جني جزء من الأرباح في الراجحي هو الخيار الأنسب حالياً.",
      "ソフトバンクグループの一部売却を推奨。",
    ].forEach(caught);
  });
  it("leaves the same words reported, in rules and in performance", () => {
    [
      "Fidelity's model portfolio update in May trimmed Nvidia from 9% to 6%, its factsheet shows.",
      "Model portfolio performance: +4.2% year to date against +3.1% for the benchmark.",
      "Exposure should be measured against the benchmark's sector weights, MSCI's methodology says.",
      "Holdings must be disclosed within 45 days of quarter-end under the SEC's 13F rule.",
      "The time has come for the central bank to decide, analysts at ING wrote.",
      "A reunião do Copom é considerada decisiva pelo mercado.",
      "Die Positionen sind zu 60 % in Euro denominiert.",
      "Покупку акций «Лукойла» фонд завершил в марте, следует из отчёта.",
      "Goldman Sachs recommended trimming exposure to airlines, according to a client note.",
      "Khuyến nghị của SSI là giảm tỷ trọng ngân hàng, theo báo cáo tháng 10.",
    ].forEach(passes);
  });
});

describe("round 45: the advice family's bar", () => {
  afterEach(() => useLearnedWeights(undefined));
  it("is the family of a report-voice recommendation, not of a plain imperative", () => {
    expect(rulesReading(normalise("Profit-taking on the airline names is considered timely after the 40% rally."))).toEqual(["advice"]);
    expect(rulesReading(normalise("Sell your airline shares before the strike."))).not.toContain("advice");
    // A house's recommendation reported is not the family's ("…を推奨していると報じられた"): the model may take it back.
    const reported = "ゴールドマン・サックスが顧客に対し日本の商社株の買い増しを推奨していると報じられた。";
    expect(rulesReading(normalise(reported))).not.toContain("advice");
    expect(guardReply(reported).action).toBe("pass");
  });
  it("keeps an advice hit the model scores as research, where another family's hit is taken back", () => {
    // Every unit scores 0; every bar but the advice family's is 1, so only an advice hit stands.
    useLearnedWeights({ values: new Float32Array(2 ** FEATURE_BITS), scale: 1, threshold: 1, veto: 1, readerVeto: 1, readerRuleVeto: 1, rowVeto: 1, adviceVeto: -1 });
    expect(guardReply("The cash position should now be redeployed into short-dated Treasuries.").action).not.toBe("pass");
    expect(guardReply("Sell your airline shares before the strike.").action).toBe("pass");
    useLearnedWeights({ values: new Float32Array(2 ** FEATURE_BITS), scale: 1, threshold: 1, veto: 1, readerVeto: 1, readerRuleVeto: 1, rowVeto: 1, adviceVeto: 1 });
    expect(guardReply("The cash position should now be redeployed into short-dated Treasuries.").action).toBe("pass");
  });
});

describe("round 45: questions that push a trade, savers' and holders' imperatives", () => {
  it("catches them", () => {
    [
      "Are you really going to hold through the unlock on the word of a paid promoter?",
      "Вы правда хотите покупать на хаях по совету из телеграм-канала?",
      "유튜버 말만 듣고 정말 매수하실 건가요?",
      "Non sarebbe il momento di vendere?",
      "Não seria a hora de reduzir a exposição a bancos?",
      "你的帳面獲利已有五成，獲利了結一部分也不為過。",
      "iDeCoの掛金を上限まで引き上げてはどうでしょう？",
      "Pásate a un fondo indexado global con comisiones bajas.",
      "Gardez votre épargne sur le livret A jusqu'à la signature.",
      "Замените Сбербанк в своём портфеле на ОФЗ.",
      "Her ay maaş günü 1.000 TL'lik altın alım talimatı ver.",
      "| Mi recomendación para ti | Sobreponderar banca española |",
    ].forEach(caught);
  });
  it("leaves questions about the reader's goals, sayings and how a tool works", () => {
    [
      "Are you planning to hold for five years or longer?",
      "Não seria o momento de rever seus objetivos antes de decidir?",
      "Theo thang xếp hạng, khuyến nghị Mua nghĩa là kỳ vọng tổng lợi nhuận trên 15% trong 12 tháng.",
      "Die Bank führt den Sparplan aus, sobald der Auftrag erteilt ist.",
    ].forEach(passes);
  });
});
