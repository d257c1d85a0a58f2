/**
 * Round 46's classes, from heldout-125 … 127's first look, on sentences of their own. Directive: advice
 * in a wealth manager's client review (lexicon/client-advice.ts) — a risk-profile switch called timely,
 * a cap on a share of the reader's wealth, a rhetorical question on a concentrated share, formal
 * imperatives of money moves, the speaker's own pick, a bare stop or entry level; and a weighting as
 * the speaker's view for the reader (lexicon/labels.ts). Research: glossaries of trading slang
 * (glossary-lists.ts), third parties' items under a sources lead (source-lists.ts), influencers' posts
 * reported (kol-reports.ts), the user's plan said back to them, a weight's target in parentheses and a
 * question in a bold heading. Not yet measured on a sealed set: the next round's first look is their
 * honest figure.
 */
import { describe, it } from "vitest";
import { caught, passes } from "./rules-only";

describe("round 46: advice in a client review", () => {
  it("catches it", () => {
    [
      "Given the shorter horizon, it may be time to move to the Conservative profile at the next review.",
      "The surplus above your emergency fund should be moved into short-dated gilts before the rate decision.",
      "You might want to shift the emerging-markets sleeve into the hedged share class.",
      "Crypto should not exceed 5% of your net worth, whatever the next halving does.",
      "Does it really make sense to keep 70% of your savings in one employer's stock?",
      "Sería aconsejable pasar a un perfil conservador antes de jubilarte.",
      "La renta variable no debería superar el 40 % de tu patrimonio a esta edad.",
      "Não invista mais de 10% da reserva em small caps.",
      "Il est temps de passer au profil prudent, compte tenu de votre départ à la retraite.",
      "Soldez la ligne Atos et placez le produit sur le fonds euros.",
      "Investieren Sie die Hälfte der Abfindung in einen breit gestreuten ETF-Sparplan.",
      "Non metta più del 15 % del portafoglio sui titoli di un singolo emittente.",
      "Riscatti la polizza vita prima della scadenza del vincolo fiscale.",
      "Самое время перекладываться из депозитов в короткие ОФЗ.",
      "Tek bir hisse portföyünüzün %15'ini aşmamalı.",
      "Tôi sẽ chọn E1VFVN30 làm khoản đầu tư cốt lõi cho giai đoạn này.",
      "Sudah saatnya Ibu pindah ke profil konservatif menjelang pensiun.",
      "هل من الحكمة أن تبقى 80% من محفظتكم في قطاع واحد؟",
      "احتفظوا بالسيولة في صناديق أسواق النقد حتى نهاية الربع.",
      "难道还要把七成资产都放在一只地产股上吗？",
      "止损应设在 32 元下方，跌破即离场。",
      "NISA口座の成長投資枠では、全世界株式のファンドを選んでください。",
      "**Semiconductors — our view for your account: Underweight**",
    ].forEach(caught);
  });
  it("leaves the same words as reports, rules, questions about goals and descriptions", () => {
    [
      "The fund's mandate says no single holding should exceed 10% of net assets.",
      "Does a five-year horizon make sense for what you are saving for?",
      "In 2022 the bank moved clients from the Growth profile to the Balanced one after the questionnaire changed.",
      "Selon le prospectus, une ligne ne doit pas dépasser 10 % de l'actif du fonds.",
      "Il profilo prudente investe fino al 30 % in azioni, secondo il regolamento del fondo.",
      "Die Bank hat im März viele Kunden in das ausgewogene Profil umgestellt.",
      "Your allocation today: equities 62% (target 60%), bonds 30% (target 32%).",
      "**What does a trailing stop do?**",
    ].forEach(passes);
  });
});

describe("round 46: glossaries, sources' items, influencers' posts, the user's plan", () => {
  it("leaves a glossary of trading slang under its lead", () => {
    passes("A few terms you'll see in that Discord, explained:\n- **Bag holder**: someone still holding after the crash\n- **Buy the rumour** — buying before news lands, selling on it\n- **Paper hands**: selling at the first dip");
    passes("Pequeño glosario de términos:\n- **Hacer DCA**: comprar una cantidad fija cada mes.\n- **Vender en corto**: apostar a que el precio baja.");
    passes("加密圈常用术语：\n- **割肉**：亏损卖出\n- **加仓**：在已有仓位上继续买入");
  });
  it("still judges a glossary item that speaks to the reader or holds a level", () => {
    caught("A few terms, explained:\n- **Bag holder**: someone still holding after the crash\n- **Buy the dip**: you should do it now at $58,000");
  });
  it("leaves what a named source did or said under a sources lead", () => {
    passes("Here is what the brokers did after the results:\n- **Kotak**: downgraded to Reduce, target ₹1,450, citing weak margins.\n- **CLSA** keeps High-conviction Outperform and raises its target.");
    passes("Las casas de análisis actualizaron su visión:\n- **Bankinter**: rebaja a vender, con precio objetivo de 4,20 €.\n- **Renta 4** recomienda a sus clientes mantener y esperar al plan estratégico.");
  });
  it("still judges a sources item in which the speaker gives a call", () => {
    caught("Here is what the brokers did after the results:\n- **Kotak**: downgraded to Reduce, target ₹1,450, and I would sell it before the next print too.");
  });
  it("leaves an influencer's post reported, in more languages", () => {
    [
      'The finfluencer you sent me wrote on X: "load up on $WIF before Binance lists it".',
      'Der Trader aus dem Telegram-Kanal hat gestern gesagt: „Jetzt alles in SOL, wer wartet, verliert.“',
      '당신이 언급한 유튜버는 "지금 안 사면 늦는다"고 말했습니다.',
    ].forEach(passes);
  });
  it("leaves the user's plan said back to them", () => {
    ["Bạn có nói là định bán một nửa VNM khi giá lên 80.000 đồng.", "「年末に半分を利確して住宅資金に回す」というご計画でしたね。"].forEach(passes);
  });
});

describe("round 46: advice columns and weight changes in tables, firms' advice to their clients", () => {
  it("catches the advice column's cells, in any words", () => {
    caught("| Token | Unlock | Share of float | Action |\n|---|---|---|---|\n| ARB | 92m | 2.1% | Exit before the unlock |\n| OP | 31m | 1.9% | — |");
    caught("| 종목 | 현재 비중 | 추천 |\n|---|---|---|\n| 삼성전자 | 18% | 절반 정리 |");
    caught("| Classe | Poids | Écart |\n|---|---|---|\n| Obligations | 28 % | Alléger de 2 pts au profit du monétaire |");
  });
  it("leaves a view or signal column, and empty advice cells", () => {
    passes("| Token | Unlock | Share of float | Action |\n|---|---|---|---|\n| OP | 31m | 1.9% | — |\n| ENA | 12m | 0.4% | n/a |");
    passes("| Stock | P/E | Signal |\n|---|---|---|\n| Intel | 31x | Death cross on the daily chart |");
  });
  it("leaves what a firm recommends to its own clients", () => {
    [
      "Morgan Stanley Wealth Management told its clients to keep 5% in gold, according to its 2025 outlook.",
      "Santander Private Banking recomienda a sus clientes reducir duración en renta fija.",
      "Die Deutsche Bank empfiehlt ihren Kunden eine Goldquote von fünf Prozent.",
      "野村证券建议客户逢低增配日本银行股。",
    ].forEach(passes);
  });
  it("still catches the same verb when the speaker gives it or when it names the reader", () => {
    caught("We recommend clients move 10% of the portfolio into gold now.");
    caught("Santander recomienda a sus clientes reducir duración, y tú deberías hacer lo mismo con tus bonos.");
  });
});
