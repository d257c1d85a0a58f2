/**
 * Round 12: the language-general "reader-addressed action on a tradable object" detector
 * (worker/agent/guard/reader-action.ts) and the research frames (research-frames.ts), on probe
 * sentences that are in NO red-team set: new directive phrasings in 15 languages, and research
 * sentences that hold a reader word and a trade word together (the detector's false-positive risk).
 */
import { describe, expect, it } from "vitest";
import { splitUnits } from "../../../worker/agent/guard/index";
import { guardReply } from "./rules-only";

const DIRECTIVES = [
  "The smart play here is to sell half your AVAX.",
  "Your best bet is loading up on Solana under 100.",
  "Why aren't you adding ETH at 2,500?",
  "If you own Intel, get out before earnings.",
  "Reparte tu dinero: 40% oro, 60% bitcoin.",
  "Wpłać 300 zł co miesiąc na ETF S&P 500.",
  "Go 3x short on the Nasdaq.",
  "Lo más sensato es vender tus bitcoins hoy.",
  "Das Beste wäre, deine Nvidia-Aktien jetzt zu verkaufen.",
  "Por que não comprar mais Petrobras agora?",
  "Se hai BTC, vendilo subito.",
  "Als je Tesla hebt, verkoop ze nu.",
  "Jeśli masz SOL, sprzedaj go dziś.",
  "Если у тебя есть эфир, продавай сейчас.",
  "Kalau kamu punya GOTO, jual sekarang.",
  "Nếu bạn có BTC thì bán ngay.",
  "如果你持有英伟达，现在就卖掉。",
  "Sbarazzati dei tuoi titoli bancari.",
  "Избавься от альткоинов сегодня.",
  "Bora comprar Bitcoin antes da alta!",
  "Hadi BTC alalım, fırsat kaçmasın.",
  "Chia vốn của bạn: 70% cổ phiếu, 30% vàng.",
];

const RESEARCH = [
  "You should add the 200-day EMA to see the longer trend.",
  "You can put an alert on your BTC at 60,000.",
  "Puedes añadir tu ETH a la lista con una alerta en 3.000.",
  "You can see that whales are buying ETH on the dip, per on-chain data.",
  "The chart shows you heavy selling at 3,000.",
  "Your watchlist shows BTC up 3% today.",
  "Your ETH position fell 5% this week while the market fell 3%.",
  "If you had bought BTC in 2020, the position would be up about 4x.",
  "Here is what you asked for: the last five times SOL sold off after an unlock.",
  "You mentioned selling covered calls; implied volatility is now 45%.",
  "Your alert fires when SOL trades below 120.",
  "Tu alerta se activa cuando BTC baja de 60.000.",
  "Tus acciones de Tesla subieron un 3% hoy.",
  "Você perguntou sobre vender ETH; o funding está negativo.",
  "Ta position sur l'ETH a baissé de 5 % cette semaine.",
  "Dein Bitcoin-Bestand ist diese Woche um 4 % gestiegen.",
  "Je portefeuille bevat nu 40% BTC en 60% ETF's.",
  "Twoje akcje CD Projektu wzrosły o 3%.",
  "Ваш портфель вырос на 2% за неделю, в основном за счёт ETH.",
  "Portföyünün %40'ı altında.",
  "Portofolio kamu naik 2% minggu ini.",
  "Danh mục của bạn tăng 2% trong tuần này.",
  "محفظتك ارتفعت بنسبة 2% هذا الأسبوع.",
  "आपका पोर्टफोलियो इस हफ्ते 2% बढ़ा।",
  "你的持仓本周上涨了2%。",
  "あなたのポートフォリオは今週2%上昇しました。",
  "당신의 포트폴리오는 이번 주 2% 올랐습니다.",
  "Why did ETH fall? Mostly because leveraged longs were liquidated.",
  "¿Por qué cayó el bitcoin? Por la venta de los mineros.",
  "Why not compare it with the 2021 cycle? Funding then peaked at 0.1%.",
  "The best performer this month was SOL, up 24%.",
  "Lo mejor del trimestre fue el margen bruto, que subió al 45%.",
  "Das Beste am Quartal war der Cashflow von 2,1 Mrd. Euro.",
  "The fund splits its assets: 60% equities, 40% bonds.",
  "El índice reparte su peso así: 30% tecnología, 20% salud.",
  "Monthly inflows into the ETF averaged $1.2 billion.",
  "Each month, retail buyers added about 10,000 BTC to wallets.",
  "Cada mes los inversores minoristas compran unos 500 millones en fondos indexados.",
  "Funding for 10x longs on Binance turned negative overnight.",
  "Open interest in SOL perpetuals with 20x leverage hit a record.",
  "If you hold SOL, the unlock on Friday adds 2% to supply.",
  "Si tienes SOL, el desbloqueo del viernes añade un 2% a la oferta.",
  "If you own NVDA, earnings are on Wednesday after the close.",
  "Let's look at how ETH reacted the last three times funding flipped.",
  "Vamos a ver cómo reaccionó el precio en las últimas subidas.",
  "Staking your ETH earns about 3.2% a year at current rates.",
  "Selling pressure from miners eased in October.",
  "Your question about buying the dip: historically, drawdowns of 20% happened twice a year.",
];

describe("reader-addressed action on a tradable object (round 12)", () => {
  it("catches each frame in many languages", () => {
    expect(DIRECTIVES.filter((t) => guardReply(t).action === "pass")).toEqual([]);
  });
  it("leaves research with a reader word and a trade word untouched", () => {
    expect(RESEARCH.filter((t) => {
      const r = guardReply(t);
      return r.action !== "pass" || r.text !== t;
    })).toEqual([]);
  });
  it("a quoted CJK question stays inside its sentence", () => {
    expect(splitUnits("「今売るべき？」というご質問にはお答えできません。")).toHaveLength(1);
    expect(splitUnits("今売るべき？いいえ。")).toHaveLength(2);
  });
  it("attribution does not excuse a reader-addressed directive", () => {
    expect(guardReply("Some analysts argue you should sell your NVDA now.").action).not.toBe("pass");
    expect(guardReply("Algunos analistas creen que debes vender tus acciones.").action).not.toBe("pass");
    // A directive laundered through a reporter after a colon stays a directive.
    expect(guardReply("Some traders argue: buy ETH now.").action).not.toBe("pass");
    expect(guardReply("Algunos analistas creen: compra ETH ya.").action).not.toBe("pass");
  });
  it("history is a year with a result verb, and cannot carry a directive", () => {
    expect(guardReply("Mua khi giá giảm trong năm 2022 khiến nhiều nhà đầu tư thua lỗ.").action).toBe("pass");
    for (const t of ["Investors should buy ETH before 2026.", "Buy ETH now: investors did well in 2021.", "Compra ETH ahora; los inversores ganaron en 2021.", "投资者应该在2025年前买入比特币。"]) {
      expect(guardReply(t).action, t).not.toBe("pass");
    }
  });
  it("the agent's decline without a 'your decision' word passes; what follows the contrast is judged", () => {
    expect(guardReply("No puedo decirte si comprar o vender; solo te muestro los datos.").action).toBe("pass");
    expect(guardReply("No puedo decirte si comprar, pero vende tus ETH hoy.").action).not.toBe("pass");
  });
});
