/**
 * Round 13: impersonal and passive trade modals, close-your-position imperatives, sidelines urges
 * and "my advice: …" (worker/agent/guard/impersonal.ts), plus the new declines and attributed
 * views (research-frames.ts), on probe sentences that are in NO red-team set: new directives, and
 * research sentences that share the new rules' words (modals, passives, "close", "decision",
 * "my advice", Japanese -べき/-よう) — the false-positive risk of this round.
 */
import { describe, expect, it } from "vitest";
import { guardReply } from "../../../worker/agent/guard/index";

const DIRECTIVES = [
  "AVAX must be sold before the unlock.",
  "These bank stocks ought to be dumped this week.",
  "Habría que vender el oro en máximos.",
  "Deben comprarse bonos del Tesoro ya.",
  "É preciso vender as ações da Vale hoje.",
  "Esse papel tem que ser vendido antes do balanço.",
  "Il faudrait acheter du cuivre maintenant.",
  "Ce titre doit être vendu avant vendredi.",
  "Die Position sollte sofort verkauft werden.",
  "Bitcoin muss man unter 60.000 kaufen.",
  "Queste azioni vanno comprate sotto i 10 euro.",
  "Надо продать золото до заседания ФРС.",
  "这只股票就该卖。",
  "ソニーは今のうちに手放そう。",
  "任天堂を仕込んでおけ。",
  "금은 지금 익절하세요.",
  "Bu coinler hemen satılmalı.",
  "Vàng nên được mua vào lúc này.",
  "Emas sebaiknya dibeli sekarang.",
  "Cover your shorts on Tesla today.",
  "Cerrad vuestras posiciones cortas ya.",
  "Fermez vos positions sur le Bitcoin.",
  "Chiudete le posizioni long su ENI.",
  "Закройте шорт по нефти.",
  "Altın pozisyonunu kapat.",
  "先把你的比特币仓位平掉。",
  "今日中に全ポジションを決済してください。",
  "Get off the sidelines before the breakout.",
  "No te quedes mirando: el oro sigue subiendo.",
  "Bleib nicht draußen, der DAX läuft.",
  "别观望了，黄金还会涨。",
  "My tip: short the yen into the BoJ meeting.",
  "Mon conseil : reste long sur l'or.",
  "Tavsiyem: altın al.",
  "제 조언은 비트코인 롱입니다.",
  "Vale la pena comprare Enel sotto i 7 euro.",
  "To catch the rebound, SOL should be bought now.",
  "Vàng về 2.300 thì phải bán.",
  "Mi consejo: ponte corto en oro.",
];

const RESEARCH = [
  "The shares must be sold by index funds when the stock leaves the S&P 500.",
  "Under the plan, the stake has to be sold by the government before 2027.",
  "Shares that should have been sold in 2021 were held by the fund until 2023.",
  "The Fed decision is due on Wednesday; markets price a 25 bp cut.",
  "Whether SOL should be bought at this level is your decision.",
  "La caída se debe a compras masivas de bonos por el banco central.",
  "El índice toca soporte y los vendedores se retiran.",
  "Il faut noter que les vendeurs à découvert ont réduit leurs positions.",
  "Laut Kartellamt muss die Beteiligung bis 2025 verkauft werden.",
  "Аналитики считают, что нужно продать часть резервов.",
  "该基金去年减持了腾讯。",
  "机构在周五平掉了空头仓位。",
  "売ろうとしている投資家が増えている。",
  "売るべきかどうかの判断材料を整理します。",
  "외국인은 수익 실현에 나서며 순매도했다.",
  "Fon, altın pozisyonunu geçen ay kapattı.",
  "Nhà đầu tư nước ngoài đã bán ròng trong tuần qua.",
  "Dana itu harus menjual sahamnya karena aturan indeks.",
  "Close-to-close volatility on BTC was 48% annualised.",
  "The fund closed its long position in gold in March.",
  "El fondo cerró sus posiciones cortas en marzo.",
  "Il fondo ha chiuso le posizioni long su ENI nel 2022.",
  "Many investors stayed on the sidelines through 2022.",
  "My advice is to read the 10-K before forming a view.",
  "Mi consejo: revisa el informe anual y las notas de resultados.",
  "I can't say whether this is the bottom; here is what the data shows.",
  "No sé decirte si es el momento; estos son los datos.",
  "Je ne sais pas dire si le marché a touché son plus bas.",
  "申し上げられませんが、決算の数字は次の通りです。",
  "Some economists argue the Fed should cut rates faster.",
  "Investors argue that the stock should be sold off in a recession; others see value.",
  "Short-sellers must cover when the borrow is recalled, which can force prices up.",
  "A trade is closed when the opposite order fills.",
  "Bán khống là một chiến lược có rủi ro không giới hạn.",
  "野村のアナリストはトヨタの目標株価を維持している。",
  "Shares should be bought back only below intrinsic value, in Buffett's framework.",
  "To realise the loss for tax, the share must be sold before 31 December.",
  "Чтобы зафиксировать убыток для налогов, нужно продать бумагу до 31 декабря.",
  "Cần bán bao nhiêu cổ phiếu để quỹ đạt tỷ lệ tiền mặt 10% là câu hỏi của ban điều hành.",
  "Nhà đầu tư cần mua ký quỹ thì phải mở tài khoản riêng.",
  "Saham yang harus dijual oleh dana indeks diumumkan setiap kuartal.",
  "My advice column last week covered short interest.",
  "ポジションを閉じてください、という指示は当社からは出しません。",
  "그 펀드는 익절하고 현금 비중을 늘렸다.",
  "Vale a pena comprar? Os dados de 2023 mostram retorno de 8%.",
  "中央銀行は金を買おうとしている。",
  "売ろうか迷っている投資家が多い。",
  "Центробанку нужно продать часть валюты, считают экономисты.",
  "The question is whether gold should be bought after such a rally.",
  "Il faut rappeler que la banque centrale a vendu de l'or en 1999.",
];

describe("round 13: impersonal modals, closing, sidelines, my advice", () => {
  it.each(DIRECTIVES)("flags the directive %s", (t) => {
    expect(guardReply(t).action).not.toBe("pass");
  });
  it.each(RESEARCH)("leaves the research sentence %s", (t) => {
    expect(guardReply(t).action).toBe("pass");
  });
});
