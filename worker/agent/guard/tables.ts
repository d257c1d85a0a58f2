/**
 * What kind of table a header row opens, which decides how its rows are read (../reply.ts):
 * - "source": a table of third parties' ratings or trades; its label cells are reported, not advice;
 * - "calls": the speaker's own call table; its label cells are the calls, whatever the model says;
 * - "plain": anything else; each row is judged on its own, rules and model.
 */
import { LABEL_CELL, LABEL_WORDS, ownViewHead } from "./lexicon/labels";
import { APP_OBJECT_RE } from "./lexicon/reader-action";
import { normalise } from "./normalise";
import { isSentenceLike, tableCells } from "./split";

export type TableKind = "source" | "calls" | "plain";

/**
 * Round 15: a table of third parties' ratings — the header's first column names the source (Broker,
 * Analyst, Banco, Courtier, Брокер …) and no header cell is the agent's or the reader's ("My call",
 * "Your action"). Its label cells ("| UBS | Sell |") are reported ratings, not advice.
 */
const SOURCE_HEAD_RE = new RegExp(
  "^(?:" +
    [
      // Latin and Cyrillic scripts (round 15).
      "broker|brokers|brokerage|analyst|analysts|bank|banks|firm|house|source|institution|research house|banco|bancos|corretora|casa|analista|analistas|courtier|banque|analyste|makler|haus|intermediario|banca|брокер|банк|аналитик|aracı kurum|kurum|sekuritas|công ty chứng khoán|ctck|firma|entidad|instituição|établissement|institut|istituto",
      // Round 22: who holds or trades — a fund's or an insider's reported action ("| Fund | Q2 action |").
      "fund manager|asset manager|insider|insiders|gestora|gérant|tổ chức|ngân hàng|lembaga|analis|manajer investasi|banka|analist|инвестбанк",
      // Round 22: the same header words in the CJK, Devanagari and Arabic scripts, which had none.
      "机构|機構|券商|投行|证券公司|證券商|研究机构|分析师|分析師|基金公司|外资|外資|法人|証券会社|証券|機関|金融機関|アナリスト|運用会社|증권사|기관|애널리스트|운용사|투자은행|증권|ब्रोकरेज|ब्रोकर|संस्था|विश्लेषक|बैंक|الوسيط|البنك|المؤسسة|المحلل|الجهة|شركة الوساطة|بنك الاستثمار",
    ].join("|") +
    ")$",
  "u",
);
/**
 * Round 49 (heldout-139's first look): a column that cites where the row's rating comes from ("Fonte",
 * "Источник", "Nguồn") or says the rating is the market's consensus ("Consenso", "券商一致评级",
 * "Giudizio prevalente"): the ratings beside the reader's weights are the brokers'.
 */
const CITED_HEAD_RE =
  /^(?:source|sources|fonte|fontes|fuente|fuentes|quelle|quellen|источник|источники|kaynak|nguồn|sumber|स्रोत|المصدر|来源|來源|出典|출처)$|(?<![\p{L}])(?:consensus|consenso|konsens|консенсус|konsensüs|đồng thuận|konsensus|giudizio prevalente|rating medio|notation moyenne|analyst rating|analysts' rating|street rating)(?![\p{L}])|一致评级|一致評級|券商评级|券商評級|コンセンサス|컨센서스/u;

/**
 * Round 33: a "Fund" column is the source only beside a column of what it did ("| Fund | Q2 action |",
 * "| 基金 | 持仓变动 |"). Alone it names the asset: "| Fundo | Dividend yield | Observação |" is the
 * reader's real-estate funds, and its note "Dobre a posição …" is the speaker's (heldout-74).
 */
const FUND_HEAD_RE = /^(?:fund|funds|fondo|fondos|fundo|fundos|fonds|фонд|фонды|fon|fonlar|quỹ|基金|ファンド|펀드|फंड|الصندوق|الصناديق)$/u;
const FUND_ACTION_HEAD_RE =
  /(?<![\p{L}])(?:action|rating|stake|holding|holdings|position|change|bought|sold|buys|sells|trade|move|ação|acción|posição|posición|movimiento|movimento|aktion|positionsänderung|azione|posizione|действие|позиция|işlem|pozisyon|hành động|vị thế|aksi|posisi)(?![\p{L}])|操作|动作|動作|持仓|持倉|增减|增減|变动|變動|売買|保有|매매|보유|कार्रवाई|حصة|الإجراء|تغيير/u;

const OWN_HEAD_RE =
  /(?<![\p{L}\p{M}])(?:my|our|your|mi|mis|tu|tus|nuestro|meu|minha|nosso|seu|sua|mon|ma|notre|ton|votre|mein|meine|unser|dein|ihr|il mio|la mia|tuo|мой|моя|наш|ваш|твой|benim|senin|saya|kami|anda|của tôi|của bạn)(?![\p{L}\p{M}])/u;

/**
 * Round 27: a column for the speaker's own call ("Signal", "Our call", "Empfehlung", "操作建议"). Not
 * "Rating", "Consensus", "投資判断" or "투자의견": a report often lists a named broker's ratings under
 * those, with the broker named in the lead sentence rather than in a column.
 */
const CALL_HEAD_RE = new RegExp(
  "^(?:(?:our|my|the|final|overall|trade)\\s+)?(?:" +
    [
      "signal|signals|call|calls|action|recommendation|verdict|stance|advice|suggestion|decision|trade idea|view|take",
      // Round 39 (heldout-98): "Einschätzung" (assessment) beside a Bund table's yields held "Kaufen".
      "einschätzung|appréciation|valoración|avaliação|değerlendirme|đánh giá|penilaian|評価|평가|आकलन|التقييم",
      "señal|recomendación|acción|sinal|recomendação|ação|recommandation|avis|empfehlung|aktion|segnale|raccomandazione|azione|consiglio|giudizio",
      "сигнал|рекомендация|действие|совет|sinyal|öneri|tavsiye|işlem|tín hiệu|khuyến nghị|hành động|rekomendasi|saran|aksi",
      "信号|信號|訊號|建议|建議|操作|操作建议|操作建議|我的判断|我的判斷|判断|シグナル|推奨|신호|추천|의견|संकेत|सलाह|सिफारिश|إشارة|التوصية|توصية|الإجراء",
    ].join("|") +
    ")$",
  "u",
);

/** Round 34: the speaker's own column or row ("Giudizio Fathom", "| Fathom view | Sell |", "| Notre avis | Vendre |"). */
const OWN_CALL_RE =
  /(?<![\p{L}])(?:fathom|our|my|notre|nuestra|nuestro|nossa|nosso|unsere|unser|la nostra|il nostro|nostra|nostro|наш\p{L}*|мо[йея]\p{L}*|bizim|kami|chúng tôi)(?![\p{L}])[^|]{0,20}(?<![\p{L}])(?:view|call|verdict|rating|take|pick|advice|recommendation|indication|indicazione|indicación|indicação|sikap|avis|opinion|conseil|recommandation|giudizio|opinione|consiglio|raccomandazione|opinión|consejo|recomendación|opinião|conselho|recomendação|meinung|einschätzung|empfehlung|rat|мнение|оценка|совет|рекомендация|görüş|tavsiye|öneri|nhận định|khuyến nghị|pandangan|rekomendasi|saran)(?![\p{L}])|(?<![\p{L}])(?:view|call|verdict|rating|take|avis|giudizio|opinión|opinião|meinung|einschätzung)(?![\p{L}])[^|]{0,12}(?<![\p{L}])fathom(?![\p{L}])|(?<![\p{L}])(?:sikap kami|pandangan kami|rekomendasi kami|görüşümüz|önerimiz|tavsiyemiz|değerlendirmemiz)(?![\p{L}])|我们的观点|我們的觀點|当方の見解|우리 의견|हमारी राय|رأينا/u;

/**
 * A row of a source table whose source is the speaker: "| Fathom view | Sell | — |", and since round
 * 35 the product's bare name in any language's form ("| Fathom | Comprar en caídas |", "| Fathom建議 |
 * 加碼 |", "| رأي Fathom | تجميع |"): Fathom is the speaker, so its row is a call.
 */
export function ownSourceRow(row: string): boolean {
  const first = tableCells(row)[0];
  if (first === undefined) return false;
  const cell = normalise(first);
  return OWN_CALL_RE.test(cell) || /fathom/u.test(cell);
}

/** Round 37: a label that is the speaker's own view or the product's name ("Our view", "Fathom", "Notre avis"). */
export function isOwnCallLabel(text: string): boolean {
  const n = normalise(text);
  return OWN_CALL_RE.test(n) || /fathom/u.test(n);
}

/**
 * Round 39 (heldout-99): a row whose first cell names the speaker's advice ("| 操作建议 | 用IF当月多单替代现货持仓 |",
 * "| Suggested action | Roll the long into December |"): its other cell is that advice, in any words.
 */
const ADVICE_ROW_HEAD_RE =
  /^(?:操作建议|操作建議|建议操作|建議操作|操作策略|操作|our (?:call|advice|recommendation|view)|suggested(?: action| trade| move)?|recommended action|what to do|next step|action to take|notre conseil|nuestro consejo|nossa recomendação|unsere empfehlung|il nostro consiglio|наш совет|önerimiz|khuyến nghị hành động|saran kami|推奨アクション|おすすめの対応|추천 전략|대응 전략|हमारी सलाह|توصيتنا|الإجراء المقترح)$/u;

const EMPTY_CELL_RE = /^(?:n\/a|none|—|-|无|無|なし|없음|نعم|لا يوجد)$/u;

export function adviceRow(row: string): boolean {
  const [head, ...rest] = tableCells(row).map((c) => normalise(c));
  if (head === undefined) return false;
  // Round 44: a head that is the speaker's view for the reader ("| Notre recommandation | Conserver jusqu'à l'échéance |").
  if ((ADVICE_ROW_HEAD_RE.test(head) || ownViewHead(head)) && rest.some((c) => /\p{L}.*\p{L}/u.test(c) && !EMPTY_CELL_RE.test(c))) return true;
  // Round 47: a bare "Recommendation" or "this week's plan" head beside an instruction ("| Khuyến nghị | Nạp thêm 1,5 ETH thế chấp ngay hôm nay |",
  // "| 今週の方針 | 38,000 プットを売って SQ まで持ち越す |"); beside a rating label ("| Khuyến nghị | Mua |") it may be a broker's card.
  return BARE_ADVICE_HEAD_RE.test(head) && rest.some((c) => isSentenceLike(c) && !NOT_ADVICE_AFTER_HEAD_RE.test(c));
}

const BARE_ADVICE_HEAD_RE =
  /^(?:recommendation|advice|recomendación|consejo|recomendação|conselho|recommandation|conseil|empfehlung|raccomandazione|consiglio|рекомендация|совет|öneri|tavsiye|khuyến nghị|lời khuyên|rekomendasi|saran|सलाह|सिफारिश|توصية|التوصية|建议|建議|推奨|今週の方針|今後の方針|方針|추천|권고|this week'?s plan|the plan|game plan|plan de la semana|plano da semana|plan de la semaine|wochenplan|piano della settimana|план на неделю|haftanın planı|kế hoạch tuần này|rencana minggu ini|本周策略|本週策略|本周计划|本週計劃)$/u;

/** What follows an advice head that is no advice: the agent's own next research step, or a decline. */
const NOT_ADVICE_AFTER_HEAD_RE =
  /^(?:i|we|i'll|we'll|i will|we will|let me|let's|fathom|watch|monitor|check|read|review|look|track|see|compare|keep an eye|pull|ask|none|nothing|no action|n\/a)(?![\p{L}'])|your (?:call|decision)|up to you/u;

/**
 * Round 44 (heldout-118, 119): an advice head opening a line, then the advice — "**What to do:** stay
 * out of it until a filing …", "**Next step:** repay around 6,000 USDC this week", "**操作**：現價408港元，
 * 可在380港元設止蝕". The head says the rest is an instruction, whatever its words.
 */
export function adviceHeadLine(s: string): boolean {
  const m = /^([^:：]{2,40})[:：]\s*(\S.*)$/u.exec(s);
  if (!m) return false;
  const head = m[1]!.trim();
  return (ADVICE_ROW_HEAD_RE.test(head) || modelPortfolioChange(head)) && /\p{L}.*\p{L}/u.test(m[2]!) && !NOT_ADVICE_AFTER_HEAD_RE.test(m[2]!);
}

/**
 * Round 45 (heldout-124): a change to the speaker's model portfolio, announced as a fact ("Model
 * portfolio change: Apple is cut from 6.0% to 4.5% …", "模型组合调整：…", "Musterdepot-Anpassung: …", in
 * every language) — the reader is meant to copy it. A named house's model portfolio is a report, and
 * the attribution frames see it first.
 */
const MODEL_PORTFOLIO_RE =
  /(?:model portfolio|模型组合|模型組合|模型投组|模型投組|cartera modelo|carteira (?:recomendada|modelo)|portefeuille modèle|portafoglio modello|musterdepot|модельн\p{L}* портфел\p{L}*|モデルポートフォリオ|모델 포트폴리오|model portföy|danh mục mẫu|portofolio model|मॉडल पोर्टफोलियो|المحفظة النموذجية)/u;
const CHANGE_RE =
  /(?:change|adjust|update|rebalanc|调整|調整|变更|變更|cambio|ajuste|alteração|mudança|modification|ajustement|modifica|anpassung|änderung|umschichtung|изменени|変更|입れ替え|入れ替え|변경|조정|değişikli|điều chỉnh|thay đổi|perubahan|penyesuaian|बदलाव|परिवर्तन|تعديل|تغيير)/u;
function modelPortfolioChange(head: string): boolean {
  return MODEL_PORTFOLIO_RE.test(head) && CHANGE_RE.test(head);
}

/** A cell that opens with a trade label ("Comprar en caídas", "Achat sous 150 €", "押し目買い", "분할 매수"). */
const LABEL_LEAD_RE = new RegExp(`^(?:strong\\s+)?${LABEL_WORDS}(?![\\p{L}])|^(?:accumul|acumul|akkumul|накаплив|alleger|alléger|alleggerir|reduzir|reducir|ridurre|renforcer|rafforzare|aumentar|incrementare)|(?:買い|買入|买入|加仓|加倉|加碼|加码|吸纳|吸納|매수|매도|卖出|賣出|減持|减持|تجميع|شراء|بيع)`, "u");
export function labelLeadCell(row: string): boolean {
  return tableCells(row).slice(1).some(startsWithLabel);
}

export function startsWithLabel(text: string): boolean {
  return LABEL_LEAD_RE.test(normalise(text));
}

/**
 * The kind a header row opens. Round 47 (heldout-131): a table right under a lead that names third
 * parties' ratings ("Nhận định mới nhất của các công ty chứng khoán về Hòa Phát:" then "| Công ty |
 * Khuyến nghị | Giá mục tiêu |") is theirs, as a list under it is (./source-lists.ts), unless a column is
 * the speaker's.
 */
export function tableKind(header: string, underSourceLead = false): TableKind {
  const cells = tableCells(header).map((c) => normalise(c));
  if (cells.length < 2) return "plain";
  if (cells.some((c) => OWN_CALL_RE.test(c) || (/fathom/u.test(c) && c !== cells[0]))) return "calls";
  if (underSourceLead && !cells.some((c) => OWN_HEAD_RE.test(c))) return "source";
  const ownOrLabel = cells.some((c) => OWN_HEAD_RE.test(c) || LABEL_CELL.test(c));
  // Round 29: the source column need not come first ("| Stock | Broker | Rating | Target |", heldout-62).
  // Round 49: nor need it name a broker — "| Ação | Peso | Recomendação | Preço-alvo | Fonte |", "| Valor |
  // Peso | Consenso | …" (heldout-139: the reader's holdings beside the brokers' ratings).
  const sourceColumn =
    cells.some((c) => SOURCE_HEAD_RE.test(c) || CITED_HEAD_RE.test(c)) || (cells.some((c) => FUND_HEAD_RE.test(c)) && cells.some((c) => FUND_ACTION_HEAD_RE.test(c)));
  if (sourceColumn && !ownOrLabel) return "source";
  if (!sourceColumn && cells.slice(1).some((c) => CALL_HEAD_RE.test(c))) return "calls";
  return "plain";
}

/**
 * Round 46 (heldout-126, 127's first look): a column that holds the speaker's advice ("| 代幣 | 解鎖量 | …
 * | 建議 |", "| Asset | Weight | Action |"): every cell under it with words is that advice, whatever the
 * words ("解鎖前出清", "Roll into December") — as a row under an advice head is (`adviceRow`). Stricter
 * than CALL_HEAD_RE: no "view", "signal" or "assessment", whose cells describe ("Fairly valued").
 */
const ADVICE_COLUMN_RE =
  /^(?:(?:our|my|suggested|recommended)\s+)?(?:advice|recommendation|action|suggestion|what to do|next step|recomendación|acción|consejo|recomendação|ação|conselho|recommandation|conseil|action recommandée|empfehlung|aktion|handlung|raccomandazione|azione|consiglio|рекомендация|действие|совет|öneri|tavsiye|yapılacak|khuyến nghị|hành động|rekomendasi|saran|aksi|建议|建議|操作|操作建议|操作建議|推奨|推奨アクション|対応|추천|대응|सलाह|सिफारिश|التوصية|توصية|الإجراء)$/u;

/** What a cell names when the column is a list of the app's own commands. */
const APP_ACTION_RE = /(?<![\p{L}])(?:search|new|open|close tab|settings|help|export|print|save|undo|redo|copy|paste|zoom|toggle|shortcut|notebook|report)(?![\p{L}])/u;

/** The indexes of a header row's advice columns (never the first, which names the row). */
export function adviceColumns(header: string): number[] {
  return tableCells(header)
    .map((c, i) => (i > 0 && ADVICE_COLUMN_RE.test(normalise(c)) ? i : -1))
    .filter((i) => i > 0);
}

/** True when a row has words under one of its table's advice columns. */
export function adviceColumnCall(row: string, columns: readonly number[]): boolean {
  const cells = tableCells(row).map((c) => normalise(c));
  return columns.some((i) => {
    const c = cells[i];
    // Not an action on the app ("| `W` | Add to watchlist |" in a table of keyboard shortcuts).
    return c !== undefined && /\p{L}.*\p{L}/u.test(c) && !EMPTY_CELL_RE.test(c) && !NOT_ADVICE_AFTER_HEAD_RE.test(c) && !APP_OBJECT_RE.test(c) && !APP_ACTION_RE.test(c);
  });
}
