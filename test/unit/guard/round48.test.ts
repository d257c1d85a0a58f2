/**
 * Round 48's classes, from heldout-133 … 136's first look, on sentences of their own. Directive: the
 * speaker's advice on a household's money — remittances, mortgages, deposits, when to change currency or
 * buy gold, what not to pay a scammer, which plan or account to open — and first-person picks and own
 * ratings in a beginner's chat (lexicon/household-moves.ts). Research: what a profession advises, reported
 * (research-frames.ts `PROFESSIONS_ADVISE_RE`), and a table's header row of short labels, which the model
 * alone no longer flags (detect.ts `headerRowDirective`). Not yet measured on a sealed set: the next
 * round's first look is their honest figure.
 */
import { describe, expect, it } from "vitest";
import { guardReply } from "../../../worker/agent/guard/index";
import { caught, passes } from "./rules-only";

describe("round 48: moves on a household's money", () => {
  it("catches them", () => {
    [
      "Switch your rent payments from the credit card to a direct debit from checking.",
      "Hold off exchanging your travel money until the ECB meeting is behind us.",
      "Use your ISA allowance to move the cash savings into the global tracker before April.",
      "Wait until the rate decision before you lock in a five-year fix.",
      "Don't send them the 'release fee' — no real exchange charges one.",
      "Mi consejo: amortiza la hipoteca antes de invertir en bolsa.",
      "Para tu colchón de emergencia, deja la cuenta corriente y abre una cuenta remunerada.",
      "Ne versez plus rien sur ce site, même s'il promet de débloquer vos gains.",
      "Ich würde den Kredit mit 10 Jahren Zinsbindung abschließen.",
      "Io aprirei un conto deposito svincolabile prima di scegliere il fondo.",
      "Cosa fare: surroga il mutuo con una banca online.",
      "Я бы взял вклад на полгода, а не на три года.",
      "Откройте вклад в рублях до следующего заседания.",
      "Vadeli mevduat yerine para piyasası fonunu tercih edin.",
      "Đừng rút tiền tiết kiệm trước hạn chỉ để mua vàng.",
      "बच्चे की पढ़ाई के लिए PPF खाता खोल दीजिए।",
      "أجل تحويل الراتب إلى الدولار حتى الشهر القادم.",
      "這筆錢你就不要借了，等存夠頭期款再說。",
      "今は様子見が賢明です。",
    ].forEach(caught);
  });
  it("leaves what households, banks and savers did", () => {
    [
      "Many families switched their transfers from Western Union to Wise after the fee changes.",
      "Savers held off converting dollars in December, when the peso usually firms.",
      "Banks use the allowance to move client savings offshore under the single discretionary limit.",
      "Nos clients ne versent plus rien sur les fonds euros depuis la hausse du livret A.",
      "Viele Kreditnehmer würden heute eine längere Zinsbindung wählen, zeigt die Umfrage der Bundesbank.",
      "Вкладчики массово открывают вклады на полгода, пишет ЦБ.",
      "Nhiều người đã rút tiền tiết kiệm để mua vàng trong tháng 10.",
    ].forEach(passes);
  });
});

describe("round 48: what a profession advises, reported", () => {
  it("leaves the report, quoted as a headline too", () => {
    [
      "Les stratèges recommandent de réduire le poids des obligations longues.",
      "Titre de La Tribune : « Les économistes conseillent de relever les taux »",
      "Эксперты рекомендуют инвесторам не увеличивать долю валюты.",
      "Analistler bankacılık hisselerinde kâr satışı öneriyor.",
      "Los gestores aconsejan reducir la exposición a bonos largos, según la encuesta de Bank of America.",
      "Die Strategen raten zu mehr Anleihen im Portfolio.",
      "Gli analisti consigliano di ridurre il peso del lusso.",
    ].forEach(passes);
  });
  it("still catches the advice when it turns to the reader", () => {
    [
      "Die Strategen raten Ihnen, Ihre Anleihen jetzt zu verkaufen.",
      "Los gestores aconsejan reducir bonos largos; vende los tuyos esta semana.",
      "Эксперты советуют вам продать валюту до конца года.",
    ].forEach(caught);
  });
});

describe("round 48: a table's header row of labels", () => {
  const table = (header: string) => `Half-year comparison of the listed peers:\n\n${header}\n|---|---|---|---|\n| Revenue growth | +6 % | −2 % | +11 % |\n| Operating margin | 38 % | 21 % | 17 % |\n`;
  it("leaves a header of periods and names, with the whole guard", () => {
    for (const header of ["| H1 2025 | Inditex | H&M | Zara Home |", "| FY2024 | 台積電 | 聯發科 | 日月光 |", "| 9T/2025 | FPT | CMG | ELC |"]) {
      expect(guardReply(table(header)).action, header).toBe("pass");
    }
  });
  it("still catches a header that is a call or a model portfolio's change", () => {
    expect(guardReply(`| Our pick | Buy Inditex | Sell H&M | Hold |\n|---|---|---|---|\n| Weight | 5 % | 0 % | 3 % |\n`).action).not.toBe("pass");
    expect(guardReply(`This quarter's changes to your model portfolio:\n\n| ETF | Old weight | New weight |\n|---|---|---|\n| IWDA | 55 % | 65 % |\n| EIMI | 15 % | 5 % |\n`).action).not.toBe("pass");
  });
});
