/**
 * Round 27's rule classes, from heldout-53 … 57's leaks and false positives, on sentences of their
 * own (not the sets' sentences): the speaker's verdict as a trade noun, "better to" + a trade,
 * reducing a ticker, two decline frames, and execution-claim wording that is not a claim.
 */
import { describe, expect, it } from "vitest";
import { guardReply } from "./rules-only";
import { splitUnits } from "../../../worker/agent/guard/split";

const caught = (t: string) => expect(guardReply(t).action, t).not.toBe("pass");
const passes = (t: string) => expect(guardReply(t).action, t).toBe("pass");

describe("round 27: the speaker's verdict as a trade noun", () => {
  it("catches 'X is a clear buy' in English and six other languages", () => {
    [
      "Uranium miners are a clear buy at these prices.",
      "AMD looks a textbook short into the print.",
      "Ørsted ist derzeit ein klarer Kauf.",
      "Kering est désormais un achat évident.",
      "Enel resta un acquisto chiaro sotto i 7 euro.",
      "Repsol es compra obligada a estos precios.",
      "A WEG continua sendo uma compra óbvia.",
      "Сбер сейчас — явная покупка.",
    ].forEach(caught);
  });
  it("leaves descriptions of a buy, past buys and a buy-side signal alone", () => {
    [
      "The stock was a good buy in 2020, doubling within a year.",
      "A good buy signal appeared on the weekly chart, according to the screen.",
      "It is a good short-term gauge of sentiment.",
      "This is a sell-the-news pattern that has repeated around halvings.",
      "Der Kauf von Activision war ein klarer Erfolg für Microsoft.",
    ].forEach(passes);
  });
});

describe("round 27: 'better to' and reducing a ticker", () => {
  it("catches them in several languages", () => {
    ["Better to lock in gains on NVDA before Friday.", "Meglio vendere Intesa prima della trimestrale.", "Mejor salir de Grifols ya.", "Besser jetzt verkaufen, solange der Kurs hält.", "Conviene recortar AVAX hasta un 5 %."].forEach(caught);
  });
  it("leaves 'better' as an adjective alone", () => {
    ["Better margins helped the stock rally 6%.", "Лучше всего в 2021 году выглядели банки.", "Mejor de lo esperado: las ventas subieron un 9 %."].forEach(passes);
  });
});

describe("round 27: decline frames", () => {
  it("passes 'whether you should … isn't something I can answer' and 'whether … depends on you'", () => {
    [
      "Whether you should trim your AMD here isn't something I can decide for you.",
      "If you should sell the remaining ETH is not a call I can make.",
      "是否加仓、加多少，取决于你自己的目标和期限。",
      "Ob du die Position hältst, hängt von deiner Risikobereitschaft ab.",
    ].forEach(passes);
  });
  it("still judges what follows the decline", () => {
    caught("Whether to sell is your decision, so sell half now.");
  });
});

describe("round 27: execution-claim wording that is not a claim", () => {
  it("passes documents the agent sent and generic order mechanics", () => {
    ["The summary I sent on Monday still holds.", "Eine Stop-Order wird als Market-Order ausgeführt, sobald der Kurs fällt."].forEach(passes);
  });
  it("still rewrites a claim after a document mention", () => {
    expect(guardReply("The report I sent is attached; I also sold your SOL.").text).toMatch(/cannot place orders/u);
    expect(guardReply("Order ausgeführt: 0,5 BTC gekauft.").text).toMatch(/cannot place orders/u);
  });
});

describe("round 27: splitter", () => {
  it("keeps 'Mt. Gox' in one sentence", () => {
    expect(splitUnits("Wallets linked to Mt. Gox moved 10,000 BTC. Prices fell.")).toHaveLength(2);
  });
});
