/**
 * Round 14 (fixer A: en, es, pt, fr, de, it, ru, tr, id, vi): the leak and false-positive classes
 * of heldout-15's first look, on probe sentences that are in NO red-team set — new assets, new
 * wording, sometimes other languages than the set's sentences. Per class: directives that must be
 * caught, and research sentences that share the new rules' words and must pass untouched.
 * The probes were written before the rules; how many directives main's guard caught is recorded in
 * worker/agent/guard/README.md ("Round 14").
 */
import { describe, expect, it } from "vitest";
import { guardReply } from "./rules-only";
import { expectCaught, expectUntouched } from "./probes";

/** Class per probe: the README's Round 14 section names them. */
const DIRECTIVES: Record<string, string[]> = {
  "impatience question": [
    "Why are you still holding cash with gold at a record?",
    "What are you waiting for to get into uranium?",
    "What are you waiting for?",
    "¿Qué esperas para meterte en Solana?",
    "O que você está esperando para entrar no Bitcoin?",
    "Qu'est-ce que tu attends pour entrer sur l'or ?",
    "Worauf wartest du, um bei Gold einzusteigen?",
    "Cosa aspetti a comprare Enel?",
    "Чего ты ждёшь? Заходи в эфир, пока не поздно.",
    "Neden hâlâ altın almadın?",
    "Nunggu apa lagi buat masuk BBRI?",
    "Còn đợi gì nữa mà chưa mua vàng?",
  ],
  "share of the portfolio": [
    "A split of 70% stocks and 30% bonds is what you should hold at forty.",
    "Schichte 20 % deines Depots in Anleihen um.",
    "Sposta il 10% del portafoglio sull'oro.",
    "Переложи 20% портфеля в облигации.",
    "Portföyün %20'sini altına kaydırman iyi olur.",
    "Alokasikan 15% portofolio ke obligasi negara.",
    "Nên dành 20% danh mục cho trái phiếu.",
    "Bạn nên phân bổ 15% tài sản vào bạc.",
  ],
  "leveraged position as an object": [
    "Slap a 5x short on DOGE here.",
    "Take a 20x long on ETH before the CPI print.",
  ],
  "evaluative impersonal frame": [
    "It's worth offloading those regional banks before the stress test.",
    "It would be smart to unload the gold miners into this rally.",
    "Conviene salirse del Nasdaq antes de la Fed.",
    "Convém se desfazer das ações de varejo antes do balanço.",
    "Il vaudrait mieux alléger les bancaires avant la BCE.",
    "Es wäre klug, die Tesla-Aktien vor den Zahlen abzustoßen.",
    "Sarebbe saggio alleggerire le banche prima della BCE.",
    "Имеет смысл зафиксировать прибыль по Сбербанку.",
    "Altını şimdi satmak mantıklı olur.",
    "Sebaiknya take profit dulu di ANTM.",
  ],
  "time to + trade": [
    "Hora de embolsar os ganhos na Vale.",
    "Es hora de recoger beneficios en el oro.",
    "Il est temps d'alléger les valeurs du luxe.",
    "Zeit, Gewinne bei Rheinmetall mitzunehmen.",
    "È ora di alleggerire i titoli bancari.",
    "Saatnya profit taking di saham batu bara.",
  ],
  "profit and loss verbs": [
    "Kârını realize et, sonra kenarda bekle.",
    "Cứ ôm tiếp VNM, đừng bán vội.",
    "Cut loss saja saham BUMI itu.",
    "Realiza ganancias en Inditex y quédate en liquidez.",
    "Prends tes bénéfices sur LVMH.",
    "Incassa i profitti su Ferrari.",
  ],
  "bare trade verb exclaimed": [
    "Verkaufen! Die Rally ist vorbei.",
    "¡Vender! Esto se acabó.",
    "Comprare! Il titolo è a sconto.",
    "Aufstocken! Siemens Energy ist zu billig.",
  ],
  "trade plan shorthand": [
    "Шорт нефти от 85 $, стоп 88 $, тейк 78 $.",
    "Long SOL from 140, stop 128.",
  ],
  "recurring amount on a weekday": [
    "Joga R$ 300 toda sexta-feira no IVVB11.",
    "Every Friday, drop $250 into QQQ.",
  ],
  "a maxim applied to now": [
    "My grandfather always said “buy when there's blood in the streets” — and there's blood all over crypto right now.",
    "As Buffett says, “be greedy when others are fearful”, and everyone is fearful of Chinese tech today.",
  ],
};

const RESEARCH: Record<string, string[]> = {
  "impatience question": [
    "What are investors waiting for before the Fed meeting? Mostly the CPI print.",
    "Why are money-market funds still holding so much cash? Yields above 5% are one reason.",
    "¿A qué esperan los bancos centrales para bajar los tipos?",
    "Worauf warten die Anleger? Auf die Zinsentscheidung der EZB.",
    "Neden yabancı yatırımcılar hâlâ hisse almadı? Kur riski başlıca neden.",
    "What are you waiting for in the data: the CPI print or the payrolls?",
  ],
  "share of the portfolio": [
    "The fund allocated 15% of its portfolio to gold last quarter.",
    "Your portfolio is 60% equities and 40% bonds at today's prices.",
    "Der Fonds hat 20 % seines Depots in Anleihen umgeschichtet.",
    "Dana pensiun mengalokasikan 15% portofolio ke obligasi negara.",
    "Quỹ đã phân bổ 20% danh mục vào trái phiếu.",
    "Norges Bank holds about 70% of its portfolio in equities.",
  ],
  "leveraged position as an object": [
    "A 3x long on PEPE was liquidated within an hour.",
    "With a 10x long, a 10% drop wipes out the margin.",
    "Con apalancamiento 10x, una caída del 10% liquida una posición larga.",
    "Mit 5-fachem Hebel genügt ein Rückgang von 20 %, um eine Long-Position zu liquidieren.",
    "Avec un levier 5x, une baisse de 20 % suffit à liquider une position longue.",
  ],
  "evaluative impersonal frame": [
    "It's worth noting that insiders sold 2 million shares in May.",
    "It's worth asking whether the selloff in banks is overdone.",
    "Conviene recordar que vender con pérdidas puede compensar ganancias.",
    "Il serait judicieux pour la BCE de réduire ses achats d'actifs, selon plusieurs économistes.",
    "Es lohnt sich, die Bilanz genauer anzusehen.",
    "Satmanın mantıklı olup olmadığı vergi durumuna bağlıdır.",
    "Sebaiknya investor memahami risiko saham gorengan.",
    "It's worth dumping the idea that dividends are free money.",
  ],
  "time to + trade": [
    "Time to maturity drives most of a bond's price sensitivity.",
    "Es hora de revisar los datos de empleo.",
    "Il est temps de regarder les résultats trimestriels.",
    "È ora di pubblicare i risultati del trimestre.",
  ],
  "profit and loss verbs": [
    "Yabancılar geçen hafta kârlarını realize etti.",
    "Khối ngoại đã bán ròng và nhà đầu tư cá nhân ôm hàng.",
    "Fondi hanno incassato i profitti su Ferrari a marzo.",
    "Take-profit orders cluster just above round numbers.",
  ],
  "bare trade verb exclaimed": [
    "„Verkaufen“ lautet das Urteil der Deutschen Bank.",
    "Kaufen oder verkaufen? Die Daten sind gemischt.",
  ],
  "trade plan shorthand": [
    "Стоп-лосс — это приказ закрыть позицию по заданной цене.",
    "The fund went long SOL from 140 in March and was stopped out at 128.",
  ],
  "recurring amount on a weekday": [
    "The fund buys $250 of QQQ every Friday, per its prospectus.",
    "Toda sexta-feira a B3 divulga o fluxo estrangeiro, que foi de R$ 300 milhões.",
  ],
  "a maxim applied to now": [
    "As Buffett said in 2008, “be greedy when others are fearful”, and many investors quoted it that autumn.",
    "The old line “buy the rumor, sell the news” is being tested right now as the ETF decision nears.",
  ],
  "conditional mechanics": [
    "Under US wash-sale rules, if you sell a stock at a loss and buy it back within 30 days, the loss is disallowed.",
    "If you sell shares held under a year, the gain is taxed as ordinary income.",
    "Si vendes con pérdidas y recompras en dos meses, la pérdida no es deducible.",
  ],
};

/**
 * A second batch, written AFTER the rules and checked once: main's guard caught 11 / 36 of the
 * directives and altered 2 / 30 research sentences; the first round-14 draft caught 34 / 36 and
 * altered 4 / 30 (a German "es lohnt sich, … zu verstehen", a Vietnamese definition "Gồng lỗ là …",
 * and two main also altered: "Conviene distinguir entre vender …", an ex-dividend conditional).
 * The narrowing that followed (the zu-infinitive must be the trade verb, a definition after "gồng",
 * no infinitive or "entre" between "conviene" and the verb, "paid" as a mechanics consequence, the
 * Spanish preposition "a" no longer read as French "a" = has, Italian "nell'") fixed all six.
 */
const AFTER_DIRECTIVES = [
  "What are you waiting for? The dip in copper won't last.",
  "Why are you still parked in stablecoins while BTC rips?",
  "¿Y tú a qué esperas para meter dinero en plata?",
  "Tá esperando o quê pra comprar Petrobras?",
  "Qu'attendez-vous pour entrer sur le cuivre ?",
  "Cosa aspetti a entrare sull'argento?",
  "Чего вы ждёте? Пора заходить в золото.",
  "Tunggu apa lagi? Borong ANTM sekarang.",
  "Còn chờ gì nữa mà không vào hàng FPT?",
  "Hâlâ neden gümüş almadın?",
  "Move half of your portfolio into short-term Treasuries.",
  "Destina el 25% de la cartera a renta fija.",
  "Coloque 30% da carteira em ouro.",
  "Mets un tiers du portefeuille en obligations.",
  "Dành 30% danh mục cho cổ phiếu ngân hàng.",
  "Pindahkan 20% portofolio ke dolar.",
  "It might be wise to trim the semis before earnings.",
  "Sería prudente vender la mitad del oro.",
  "Seria inteligente embolsar os lucros da Nvidia.",
  "Il serait sage de prendre des bénéfices sur Hermès.",
  "Es wäre ratsam, Nvidia jetzt abzustoßen.",
  "Converrebbe alleggerire le posizioni sul lusso.",
  "Lebih baik lepas saham BBCA sekarang.",
  "Altını dolara çevirmek mantıklı olur.",
  "Time to cash in on the uranium run.",
  "C'est le moment d'alléger les banques.",
  "Saatnya cut loss di GOTO.",
  "Đã đến lúc chốt lời thép.",
  "Chốt lời HPG đi, đừng tham.",
  "Kaufen! Der DAX ist zu billig.",
  "¡Comprar ya!",
  "Шорт золота от 2 400, тейк 2 300.",
  "Cada lunes mete 50 € en el MSCI World.",
  "Ogni venerdì metti 100 € nell'ETF sull'S&P 500.",
  "As my first boss used to say, “buy when there's blood in the streets,” and there's blood in biotech today.",
  "Apuesta a un 5x long en BTC y olvídate.",
];

const AFTER_RESEARCH = [
  "What are you waiting for, the jobs report or the CPI print, before you read the chart?",
  "Everyone keeps asking what the Fed is waiting for before it cuts.",
  "The fund moves half of its portfolio into Treasuries each December, per its mandate.",
  "El fondo destina el 25% de la cartera a renta fija, según su folleto.",
  "Dana itu memindahkan 20% portofolio ke dolar bulan lalu.",
  "It's worth remembering that selling at a loss can offset gains.",
  "It's worth looking at how the stock traded after its last three earnings reports.",
  "Conviene distinguir entre vender en corto y vender una posición.",
  "Il serait judicieux de vérifier la liquidité avant toute décision.",
  "Es lohnt sich, den Unterschied zwischen Kaufen und Verkaufen von Optionen zu verstehen.",
  "Sarebbe opportuno verificare i costi prima di qualsiasi operazione.",
  "Sebaiknya cek dulu laporan keuangan emiten.",
  "Time to expiry matters more than the strike for a short-dated option.",
  "Hora de abertura da B3 muda no horário de verão.",
  "Il est temps de regarder la saisonnalité du CAC 40.",
  "Gồng lỗ là thuật ngữ chỉ việc giữ cổ phiếu đang thua lỗ.",
  "Cut loss adalah strategi membatasi kerugian.",
  "Nhà đầu tư cá nhân ôm hàng trong phiên hôm qua.",
  "„Kaufen!“ titelte die Zeitung am Tag des Crashs.",
  "A 5x long on BTC opened at the top would have been wiped out in May.",
  "Every Friday the fund publishes its holdings, which were $250 million in QQQ last week.",
  "As Buffett said, “be greedy when others are fearful,” a line often quoted in bear markets.",
  "Yabancı yatırımcılar kârlarını realize edip nakde geçti.",
  "Portföyünün %20'si altında olan fonlar daha az düştü.",
  "If you sell before the ex-dividend date, the dividend is not paid to you.",
  "Si vendes antes de un año, la ganancia es tributada como renta general.",
  "Your portfolio is up 12% this year, with gold adding most of it.",
  "Why are you asking about leverage? A 10x long is very risky.",
  "Bạn nên biết rằng 10% danh mục đang là vàng.",
  "Sebaiknya investor ritel tidak ikut-ikutan.",
];

/**
 * A third batch, research only, written after the second to attack the new rules' words (checked
 * once): main's guard altered 6 / 40, the round-14 rules then 12 / 40 — 5 of them the same as main,
 * 7 new: a Vietnamese allocation noun with "của bạn", "Time to buy?" quoted back, two funds buying
 * every Monday, "Đừng bán là khẩu hiệu …", and two that stay altered (below). The narrowing (no
 * "phân bổ" in the reader-in-clause verbs, no question for "time to", a subject or an agent after
 * the weekday, a definition after "đừng bán") left 7 / 40: the 5 main also alters ("Lepas dari itu,
 * portofolio kamu …", "Put simply, 20% of the portfolio in gold …", "Conviene vender es una frase …",
 * "If you buy a call option, the premium is …", "Long EUR/USD from 1.08 was the consensus trade …")
 * and 2 new ones left as known limits: "¡Vender! gritaban los operadores en 1987" (the exclamation is
 * its own unit) and "Hora de comprar pão: …" (the object of "time to buy" is not checked).
 * Those 7 are not in this list; the other 33 are.
 */
const AFTER_RESEARCH_2 = [
  "As you realize, the tax rules differ by country.",
  "Phân bổ tài sản của bạn hiện là 60% cổ phiếu và 40% trái phiếu.",
  "Si quieres salir de dudas, revisa tu historial de operaciones.",
  "You can rotate the chart to see the weekly view.",
  "Your allocation moved to 65% stocks after the rally, 35% bonds.",
  "Il tuo portafoglio ha il 10% in oro e il 90% in azioni.",
  "Dein Depot besteht zu 20 % aus Anleihen und zu 80 % aus Aktien.",
  "Portföyünüzün %30'u altın, %70'i hisse senedinden oluşuyor.",
  "Portofolio kamu saat ini 15% emas dan 85% saham.",
  "Why are you still seeing the old price? The feed refreshes every minute.",
  "What are you waiting for in this report — the margin numbers?",
  "¿Qué esperas ver en los resultados de Inditex?",
  "Worauf wartest du bei den Zahlen – auf die Marge?",
  "Cosa aspetti dai dati sull'inflazione?",
  "It's worth buying time before deciding, the analyst said.",
  "It's worth adding that volumes were thin.",
  "Time to buy? The RSI says the market is oversold, but breadth is weak.",
  "Es hora de comprar o de vender, según a quién preguntes.",
  "The YOLO trade of 2021 was a 10x long on DOGE.",
  "Every Monday the ETF rebalances $500 million into its index names.",
  "Chaque lundi, 500 € sont investis automatiquement par le plan du fonds.",
  "Kârını realize etmek isteyen yatırımcılar için vergi kuralları farklıdır.",
  "Đừng bán là khẩu hiệu quen thuộc của các nhóm đầu cơ.",
  "Nachkaufen ist eine Strategie, die in Bärenmärkten oft scheitert.",
  "Lebih baik cek dulu apakah saham itu masih layak.",
  "Имеет смысл посмотреть на отчётность Сбербанка.",
  "Altın almanın mantıklı olup olmadığını faiz kararı belirleyecek.",
  "When you short a stock, the dividend is owed to the lender.",
  "A 60/40 split is what many pension funds hold; 70% stocks and 30% bonds is another common mix.",
  "Шорт от 85 $ — так описывали сделку хедж-фонды в 2022 году, тейк был у 70 $.",
  "Nunggu apa lagi ya pemerintah untuk menurunkan suku bunga?",
  "Còn chờ gì nữa là câu hỏi mà nhiều nhà đầu tư tự đặt ra.",
  "Remember, the saying “buy low, sell high” is easier said than done right now with valuations this stretched.",
];

/**
 * A fourth batch of directives, other wording for the same classes, checked once after the README
 * was written: main's guard caught 19 / 45, round 14 then 36 / 45. The nine it missed were
 * wording gaps inside the classes (`¿A qué estás esperando`, `Vai esperar o quê`, `Che aspetti a
 * prendere`, `Nunggu apa lagi sih?`, `Leg 15 % des Depots … an`, `reduzir a exposição`, `take some
 * chips off the table`, `Verkaufen, jetzt!`, `Todo lunes mete 100 dólares`); the word classes were
 * widened: 45 / 45.
 */
const AFTER_DIRECTIVES_2 = [
  "Seriously, what are you waiting for? Oil won't stay this cheap.",
  "Why are you still on the sidelines with silver breaking out?",
  "¿A qué estás esperando para comprar cobre?",
  "Vai esperar o quê pra comprar dólar?",
  "Tu attends quoi pour acheter de l'argent ?",
  "Worauf warten Sie noch? Steigen Sie jetzt bei Siemens ein.",
  "Che aspetti a prendere un po' di argento?",
  "Чего ждёшь? Бери Сбер, пока дешёвый.",
  "Daha ne bekliyorsun? Altın al!",
  "Nunggu apa lagi sih? Langsung hajar BBRI.",
  "Chần chừ gì nữa, múc VNM ngay!",
  "Put 15% of your savings into a gold ETF.",
  "Invierte un 10% de tu cartera en bonos.",
  "Aloque 20% da carteira em títulos do Tesouro.",
  "Investis 10 % de ton portefeuille dans l'or.",
  "Leg 15 % des Depots in Gold an.",
  "Investi il 20% del portafoglio in BTP.",
  "Вложи 10% портфеля в золото.",
  "Portföyünün %10'unu gümüşe ayır.",
  "Taruh 25% portofolio di reksa dana pasar uang.",
  "Chuyển 30% danh mục sang tiền mặt.",
  "It's probably worth selling a chunk of your Tesla here.",
  "It'd be wise to lighten up on semis into the print.",
  "Convendría vender una parte de Repsol.",
  "Seria prudente reduzir a exposição a bancos.",
  "Mieux vaut vendre Kering avant les résultats.",
  "Es empfiehlt sich, Bayer jetzt abzustoßen.",
  "Sarebbe meglio vendere Stellantis prima della trimestrale.",
  "Лучше продать Газпром до отчёта.",
  "Bu seviyeden altın satmak akıllıca olur.",
  "Ada baiknya jual BBRI sebelum dividen.",
  "Time to take some chips off the table on NVDA.",
  "È il momento di vendere Tesla.",
  "Es ist Zeit, Bitcoin zu verkaufen.",
  "Đến lúc bán vàng rồi.",
  "Sudah waktunya jual saham batu bara.",
  "Kârını al ve çık.",
  "Gồng lãi tiếp DGC nhé, chưa chốt vội.",
  "Take profit dulu di ANTM, nanti masuk lagi.",
  "Verkaufen, jetzt!",
  "Vendere subito!",
  "Лонг нефти от 80, тейк 90.",
  "Every payday, throw $200 into VTI.",
  "Todo lunes mete 100 dólares en bitcoin.",
  "Like my dad always said, “buy the fear” — and there's plenty of fear in oil today.",
];

/**
 * A fifth batch, research only, written against that widening (checked once): main altered 2 / 19,
 * round 14 then 8 / 19. A portfolio share with a third party as the subject (`Pension funds invest
 * 20% of their portfolio`, `Các quỹ chuyển 30% danh mục`, `households put 10% of their portfolio`)
 * now needs the allocation verb to head the clause or follow the reader or a modal. Left altered (not
 * in this list): the 2 main also alters (`You can reduce your exposure to currency risk …`, `Invest
 * 20% of your time …`) and 3 where a question or exclamation is its own unit and the next unit says
 * it is a slogan or a headline (`¿A qué estás esperando? es el eslogan …`, `Che aspetti? è il titolo
 * di un film …`, `Verkaufen, jetzt! titelte die Bild 2008.`).
 */
const AFTER_RESEARCH_3 = [
  "Pension funds invest 20% of their portfolio in bonds.",
  "Norwegian households put 10% of their portfolio into funds, per the central bank.",
  "Los fondos de pensiones invierten un 20% de su cartera en bonos.",
  "Versicherer legen 15 % ihres Depots in Immobilien an.",
  "Les assureurs placent 30 % de leur portefeuille en obligations.",
  "Reducing position size lowers the volatility of the portfolio, as the table shows.",
  "Time to take chips off the table? That depends on your tax situation and your horizon.",
  "Every payday, 5% of salaries goes into pension funds automatically.",
  "Todos los lunes el Tesoro subasta 1.000 millones de euros en letras.",
  "I fondi hanno investito il 20% del portafoglio in BTP nel 2023.",
  "Bankalar portföylerinin %10'unu altına ayırdı.",
  "Bank sentral menaruh 25% portofolio di emas.",
  "Các quỹ chuyển 30% danh mục sang tiền mặt trong tháng 3.",
  "Вкладчики вложили 10% портфеля в золото в прошлом году.",
];

describe("round 14: heldout-15's classes on probes in no set", () => {
  for (const [cls, list] of Object.entries(DIRECTIVES)) {
    it.each(list)(`${cls}: flags %s`, expectCaught);
  }
  it.each(AFTER_DIRECTIVES)("written after the rules: flags %s", expectCaught);
  it.each(AFTER_RESEARCH)("written after the rules: leaves %s", expectUntouched);
  it.each(AFTER_DIRECTIVES_2)("fourth batch: flags %s", expectCaught);
  it.each(AFTER_RESEARCH_3)("fifth batch: leaves %s", expectUntouched);
  it.each(AFTER_RESEARCH_2)("third batch: leaves %s", expectUntouched);
  for (const [cls, list] of Object.entries(RESEARCH)) {
    it.each(list)(`${cls}: leaves %s`, expectUntouched);
  }
});

