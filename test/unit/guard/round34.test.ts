/**
 * Round 34's rule classes, from heldout-77 … 80's leaks and false positives, on sentences of their
 * own: personal-finance suggestions of what to do with the reader's money (heldout-77, for savers,
 * leaked 24 / 129), the speaker's own row or column in a broker table, "worth accumulating", a modal
 * with a progressive, a decline after a contrast, and Spanish "al" read as Turkish "buy".
 */
import { describe, expect, it } from "vitest";
import { caught, passes } from "./rules-only";
import { tableKind } from "../../../worker/agent/guard/tables";

describe("round 34: what the reader should do with their savings", () => {
  it("catches gentle suggestions in many languages", () => {
    [
      "For money you'll need next year, you'd be better off keeping it in a high-yield savings account than in stocks.",
      "For the part you need in 2028, a bond ladder might suit you better than the fund.",
      "Using half of your bonus to top up your pension before April could be a sound move.",
      "Gradually shifting 2% a year from equities into bonds would bring you in line with your glide path.",
      "Seria uma boa ideia transferir sua reserva para um CDB de liquidez diária.",
      "Gardez votre PEA ouvert plutôt que de le clôturer maintenant.",
      "Versare il TFR nel fondo negoziale sarebbe la scelta più vantaggiosa per lei.",
      "Le consiglierei un ETF obbligazionario a breve termine.",
      "Ну и зачем ждать, если такие цены бывают раз в пять лет?",
      "국고채는 만기까지 그대로 두시고 굳이 매도하지 않으셔도 됩니다.",
      "Birikiminizin bir kısmını altın fonuna kaydırmak iyi bir fikir olabilir.",
      "Phương án hợp lý với anh chị là chia tiền gửi ở bốn ngân hàng.",
      "Dividen yang diterima sebaiknya langsung dibelikan lagi saham BBRI.",
      "इस साल का पूरा पैसा अप्रैल से पहले जमा कर देना आपके लिए सबसे फ़ायदेमंद रहेगा।",
      "أرى أن توزيع المبلغ بين الصكوك والوديعة يناسب وضعك.",
      "这笔钱不妨考虑放在储蓄国债里。",
      "Elegir acciones nuevas en lugar del efectivo te permitiría aprovechar el interés compuesto.",
    ].forEach(caught);
  });
  it("leaves the same products described, compared or left to the reader alone", () => {
    [
      "Which product might suit you better depends on when you need the money.",
      "Whether the shares are worth buying at this valuation is your call.",
      "Keeping cash in a savings account has historically lost value after inflation.",
      "Using leverage would have doubled the drawdown in 2022.",
      "Gardez en tête que le plafond du Livret A est de 22 950 €.",
      "Il fondo ha scelto di destinare il TFR al comparto garantito nel 2020.",
      "Le consiglierei di parlarne con un consulente fiscale prima di decidere.",
      "Yatırımcılar birikimlerini altına kaydırmak zorunda kaldı.",
      "Al vencimiento recibes el importe completo; la diferencia es tu rendimiento.",
    ].forEach(passes);
  });
});

describe("round 34: the speaker's own row or column in a table, and other forms", () => {
  it("reads the speaker's row of a broker table and a table with the speaker's column as calls", () => {
    expect(tableKind("| Banca | Utile | Giudizio Fathom |")).toBe("calls");
    expect(tableKind("| Source | Rating | Target |")).toBe("source");
    caught("Here is the broker view on Nike, with ours at the end:\n\n| Source | Rating | Target |\n|---|---|---|\n| UBS | Buy | $95 |\n| Fathom view | Sell | — |\n");
    caught("Il confronto:\n\n| Banca | Utile | Giudizio Fathom |\n|---|---|---|\n| BPER | 1,3 mld € | Comprare |\n");
    passes("| Source | Rating | Target |\n|---|---|---|\n| UBS | Buy | $95 |\n| Jefferies | Sell | $70 |\n");
  });
  it("catches 'worth accumulating' and a modal with a progressive, not the question", () => {
    caught("At this valuation the shares are worth accumulating for an income portfolio.");
    caught("This is a stock you should be accumulating on weakness.");
    passes("Whether the shares are worth accumulating is a question of your horizon.");
  });
  it("judges what comes before a decline that follows a contrast", () => {
    caught("Sell half today; I can't tell you whether it will fall further.");
    caught("Buy ETH now, but I can't tell you whether it will go up.");
    passes("Essas são opiniões das corretoras; eu não digo se você deve comprar ou vender.");
    passes("这些是券商的观点，不代表我的建议，我也不会告诉你该买还是该卖。");
    passes("Je ne peux pas décider à votre place s'il faut vendre vos actions Airbus, mais je peux détailler les risques.");
  });
  it("keeps Turkish 'al' and 'sat' as imperatives", () => {
    ["Hemen al, bekleme.", "Şimdi sat.", "THY al."].forEach(caught);
  });
});
