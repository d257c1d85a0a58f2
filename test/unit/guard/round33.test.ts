/**
 * Round 33's rule classes, from heldout-73 … 75's leaks and false positives, on sentences of their
 * own (not the sets' sentences): a call quoted after a colon; peers "in your position"; windows that
 * won't wait and "what's stopping you"; "worth collecting" and other trade-as-best forms; doubling a
 * position in a note cell; a "Fund" column that names the asset; declines and hearsay frames;
 * execution-claim wording in a clause of time and a third party's sale in Japanese.
 */
import { describe, expect, it } from "vitest";
import { caught, guardReply, passes } from "./rules-only";
import { guardReply as fullGuard } from "../../../worker/agent/guard/index";
import { isExecutionClaim } from "../../../worker/agent/guard/detect";
import { colonQuotes } from "../../../worker/agent/guard/quoted-call";
import { tableKind } from "../../../worker/agent/guard/tables";

describe("round 33: a call quoted after a colon", () => {
  it("finds the quote when it ends the clause or the sentence", () => {
    expect(colonQuotes('As a well-known macro trader told his followers: "Dump the yen before the BoJ meets."')).toEqual(["Dump the yen before the BoJ meets."]);
    expect(colonQuotes("一位財經網紅在直播中說：「現在不買台積電，明年只能追高。」外資本週賣超 300 億元。")).toHaveLength(1);
  });
  it("is a directive whatever the attribution, and the model cannot take it back", () => {
    [
      'As a well-known macro trader told his followers: "Dump the yen before the BoJ meets."',
      "Un gestor muy seguido lo resumió así: «Comprad cada caída del Ibex, no hay más».",
      "Ein Fondsmanager sagte im Interview: „Wer jetzt nicht in Gold ist, verpasst den Zug – rein da!“",
      "قال أحد المتداولين المعروفين: «اشترِ الذهب اليوم قبل أن يرتفع أكثر».",
    ].forEach((t) => expect(fullGuard(t).action, t).not.toBe("pass"));
  });
  it("leaves quotes mentioned in a clause, proved wrong, or about the speaker's own doings", () => {
    expect(colonQuotes('Like many said in 2022: "sell everything now" — and it was wrong.')).toEqual([]);
    expect(colonQuotes("Un usuario escribió: «Compré a 30 y vendí a 22, nunca más», y el mensaje se viralizó.")).toEqual([]);
    expect(colonQuotes('A fund manager said at the conference: "We have been trimming our bank exposure since March."')).toEqual([]);
    expect(colonQuotes("一位基金经理表示：“我们今年一直在减持银行股。”")).toEqual([]);
    [
      'Telegram channels yelled "buy before listing" while team wallets moved tokens to exchanges.',
      'The CEO told analysts: "Demand for our chips remains strong through 2025."',
    ].forEach((t) => expect(fullGuard(t).action, t).toBe("pass"));
  });
});

describe("round 33: peers, windows that won't wait, what's stopping you", () => {
  it("catches them in many languages", () => {
    [
      "Most investors in your position would be adding on this weakness.",
      "An opportunity like this won't wait — if not now, when?",
      "What's stopping you from getting in below $60?",
      "La mayoría de los inversores en tu situación estarían comprando en esta caída.",
      "Большинство инвесторов на вашем месте докупали бы на просадке.",
      "Sizin yerinizdeki çoğu yatırımcı bu düşüşte ekleme yapardı.",
      "Sebagian besar investor di posisi Anda akan menambah saham ini.",
      "Cơ hội như vậy không chờ ai, chậm chân là lỡ.",
      "الفرصة لن تنتظر أحدًا.",
      "ما الذي يمنعك من الشراء الآن؟",
      "Apa yang menghalangi Anda untuk masuk sekarang?",
    ].forEach(caught);
  });
  it("leaves peers as facts and windows with a reason alone", () => {
    [
      "Most investors in this fund have held it for more than five years.",
      "The offer window won't last beyond Friday, according to the exchange's notice.",
      "What's stopping the Fed from cutting is sticky services inflation.",
      "La mayoría de los inversores en España tiene menos del 5% en acciones extranjeras.",
      "Большинство инвесторов на Мосбирже — физические лица.",
      "Sebagian besar investor ritel membeli saham ini saat IPO.",
    ].forEach(passes);
  });
});

describe("round 33: a trade called the best move, formal and note-cell imperatives", () => {
  it("catches them", () => {
    [
      "Obligasi tenor panjang layak dikoleksi sebelum harganya naik.",
      "25 TL'den limit emir koyup almak en doğrusu.",
      "直接开两手空单对冲最划算。",
      "与其放着现金，何不换成沪深300ETF？",
      "或許可以把三成轉到短債基金。",
      "Ce titre mérite d'être conservé coûte que coûte.",
      "Chi ha ancora il titolo dovrebbe liberarsene subito.",
      "Non ha senso vendere adesso: tieni duro.",
      "| KNRI11 | 7,9% | Dobre a posição abaixo do patrimonial |",
      "Write two of the March 200 puts to collect the premium.",
      "Treat any dip toward the 50-day as your entry.",
      "मैं यह रकम छह महीनों में बाँटकर हर महीने निफ्टी ईटीएफ में लगाता।",
    ].forEach(caught);
  });
  it("leaves the same words as facts alone", () => {
    [
      "这种对冲方式的成本最高。",
      "Il fondo ha deciso di liberarsene a marzo.",
      "मैं आपकी ओर से कोई पैसा नहीं लगाता, केवल शोध करता हूँ।",
      "Writing covered calls caps upside in exchange for premium, which is the trade-off to weigh.",
    ].forEach(passes);
  });
  it("reads a 'Fund' column as the asset unless a column says what the fund did", () => {
    expect(tableKind("| Fundo | Dividend yield | Cota | Observação |")).toBe("plain");
    expect(tableKind("| Fund | Q2 action | Stake |")).toBe("source");
    expect(tableKind("| 基金 | 持仓变动 |")).toBe("source");
    expect(guardReply("Seus fundos:\n\n| Fundo | DY | Observação |\n|---|---|---|\n| KNRI11 | 7,9% | Dobre a posição abaixo do patrimonial |\n").action).not.toBe("pass");
  });
});

describe("round 33: frames", () => {
  it("passes declines, 'none of this means you should', a decision left to the reader and reported hearsay", () => {
    [
      "Whether you must sell your fund units before emigrating depends on the tax treaty.",
      "None of this means you should sell your own shares; it is how the filings read.",
      "Não vou dizer se você deve comprar, mas posso comparar os múltiplos.",
      "Je ne vous dirai pas s'il faut vendre ou non, mais voici les chiffres.",
      "No te voy a decir si debes comprar, pero sí qué riesgos tiene.",
      "É um retrato do fluxo, não um sinal sobre onde você deve investir.",
      "Toute décision d'arbitrage vous revient.",
      "Non posso prendere questa decisione al posto tuo: ti do solo i numeri.",
      "你提到朋友們都說台積電一定要買。",
      "You mention everyone at work is telling you to buy Nvidia.",
      "친구들이 모두 삼성전자를 팔라고 한다는 말씀은 이해합니다.",
      'Sau kết quả, SSI giữ khuyến nghị "Mua" với VNM, giá mục tiêu 80.000 đồng.\nVCSC đưa ra khuyến nghị "Khả quan", giá mục tiêu 78.000 đồng.',
    ].forEach(passes);
  });
  it("still judges what follows and what only looks like a frame", () => {
    ["Whether you like it or not, sell half now.", "None of this matters: sell your shares today.", "No te voy a decir si debes comprar, pero compra ya."].forEach(caught);
  });
  it("does not read a clause of time or a third party's sale as an execution claim", () => {
    expect(isExecutionClaim("A stop-limit order becomes a limit order once the stop price is reached after the order was placed.")).toBe(false);
    expect(isExecutionClaim("13F報告書によると、ブラックロックは第1四半期に同社株を一部売却しました。")).toBe(false);
    expect(isExecutionClaim("I placed the order; the trade was executed at $182.")).toBe(true);
    expect(isExecutionClaim("ご指示どおり、ETHを売却しました。")).toBe(true);
  });
});
