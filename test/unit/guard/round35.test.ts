/**
 * Round 35's rule classes, from heldout-81 … 84's leaks, on sentences of their own: the product's
 * own row in a broker table under its bare name ("| Fathom | Comprar en caídas |"), more gentle
 * suggestions of what to do with savings, imperatives of reinvesting and moving money, and the
 * Spanish abbreviation "EE. UU." that split a sentence in two.
 */
import { describe, expect, it } from "vitest";
import { caught, passes } from "./rules-only";
import { guardReply as fullGuard } from "../../../worker/agent/guard/index";
import { splitUnits } from "../../../worker/agent/guard/split";

describe("round 35: the product's own row in a broker table", () => {
  it("is a call under the bare name in several languages", () => {
    [
      "Broker views on Siemens:\n\n| Source | Rating | Target |\n|---|---|---|\n| UBS | Buy | €210 |\n| Fathom | Accumulate below €170 | €205 |\n",
      "| 券商 | 评级 | 目标价 |\n|---|---|---|\n| 中金 | 买入 | 60元 |\n| Fathom观点 | 逢低吸纳 | 55元 |\n",
      "| Banco | Recomendación | Objetivo |\n|---|---|---|\n| Bankinter | Mantener | 20 € |\n| Fathom | Comprar en caídas | 22 € |\n",
    ].forEach(caught);
  });
  it("leaves the brokers' own rows and a note that Fathom gives no rating alone", () => {
    passes("| Source | Rating | Target |\n|---|---|---|\n| UBS | Buy | €210 |\n| Jefferies | Hold | €180 |\n");
    passes("Fathom does not rate stocks; these are the brokers' views.");
    // With the model too: judged whole, "| Fathom | No rating of our own |" scored 5.2.
    for (const t of ["| Source | Rating | Target |\n|---|---|---|\n| UBS | Buy | $95 |\n| Fathom | No rating of our own | — |\n", "| Broker | Rating |\n|---|---|\n| Goldman | Sell |\n| Fathom | Does not rate stocks |\n"]) {
      expect(fullGuard(t).action, t).toBe("pass");
    }
  });
});

describe("round 35: moving and reinvesting savings", () => {
  it("catches suggestions and imperatives in several languages", () => {
    [
      "It might be worth moving part of your idle balance into the 4% savings account.",
      "Locking in your next transfers with a forward contract is something you may want to look into.",
      "Consolidating your old pensions into one low-cost fund would be a worthwhile tidy-up.",
      "My pick for you would be the equal-weight ETF.",
      "Turn on DRIP for your VYM shares.",
      "Why is your bonus still sitting in a current account when yields are 5%?",
      "Si no necesitas la renta, reinvertir te saldría más a cuenta.",
      "Ti consiglio di passare a un conto deposito svincolabile.",
      "Reinvesti i dividendi invece di incassarli.",
      "満期後は米ドルMMFに移したほうが有利です。",
      "每月定期存一点黄金，会是不错的做法。",
      "31 मार्च से पहले बाकी रकम जमा कर दें।",
      "قد يكون من المفيد نقل المبلغ إلى حساب توفير.",
      "Réinvestissez les dividendes de Total.",
    ].forEach(caught);
  });
  it("leaves history, rules and neutral notes alone", () => {
    [
      "It might be worth noting that the fund changed its benchmark in 2023.",
      "Whether consolidating your pensions is worth it depends on exit fees.",
      "Reinvesting dividends in 2008 would have lowered returns for two years.",
      "Il fondo passa dal benchmark MSCI World al FTSE All-World a marzo.",
      "这种做法在2022年曾是一个不错的选择，但也有回撤。",
      "नियम के अनुसार योगदान 31 मार्च तक जमा किया जा सकता है।",
    ].forEach(passes);
  });
});

describe("round 35: splitter", () => {
  it("keeps 'EE. UU.' inside its sentence", () => {
    expect(splitUnits("La Fed de EE. UU. subió tipos. Luego bajó.")).toEqual(["La Fed de EE. UU. subió tipos. ", "Luego bajó."]);
  });
});
