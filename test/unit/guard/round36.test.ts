/**
 * Round 36's research frames, from heldout-85 … 87's altered sentences, on sentences of their own:
 * the user's own question in the first person (often a heading), "you ask what I would do in your
 * place" in ten languages, and glossary items of order types whose verb is the order's. Not yet
 * measured on a sealed set: the next round's first look is their honest figure.
 */
import { describe, expect, it } from "vitest";
import { caught, passes } from "./rules-only";
import { splitUnits } from "../../../worker/agent/guard/split";

describe("round 36: the user's question, 'what would you do', order glossaries", () => {
  it("passes them in several languages", () => {
    [
      "**Should I sell my Nvidia shares now?**",
      "**¿Debería vender mis acciones de Repsol?**",
      "**Soll ich meine BASF-Aktien jetzt verkaufen?**",
      "**「トヨタ株は今買うべきですか？」について**",
      "You ask what I would do in your place. I hold no positions and give no buy or sell calls.",
      "Mi chiedi cosa farei al tuo posto.",
      "Вы спрашиваете, что бы я сделал на вашем месте.",
      "Bạn hỏi nếu là tôi thì sẽ làm gì.",
      "سألتني ماذا كنت سأفعل في مكانك.",
      "- **Orden a mercado:** compra o vende al mejor precio disponible.",
      "- **Lệnh LO:** mua hoặc bán tại mức giá bạn đặt hoặc tốt hơn.",
      "- **Stop loss:** dispara uma venda quando o preço atinge o nível.",
    ].forEach(passes);
  });
  it("still catches what only looks like them", () => {
    [
      "Should I be clear? Sell it now.",
      "- **Order:** buy 10 ETH at market.",
      "You ask what I would do in your place — sell half now.",
      "**Why aren't you buying yet?**",
    ].forEach(caught);
  });
});

describe("round 36: splitter", () => {
  it("keeps German 'zzgl.' inside its sentence", () => {
    expect(splitUnits("Es fallen 25 % Steuer zzgl. Soli an. Danach bleibt mehr.")).toEqual(["Es fallen 25 % Steuer zzgl. Soli an. ", "Danach bleibt mehr."]);
  });
});
