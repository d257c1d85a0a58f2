/**
 * Execution claims (data): sentences saying an order was placed, a trade executed, funds moved or
 * a wallet signed on the reader's behalf. Fathom can do none of these, so such a sentence is
 * always false and is replaced by the fixed fact. Third-party flows ("whales transferred 20,000
 * BTC") are not claims: the patterns need the agent ("I", "we"), the reader ("your") or a bare
 * status line ("Done: order placed").
 */
import { unicodeWords } from "./words";

export const EXEC_PATTERNS: readonly RegExp[] = (
  [
  // Not a document the agent sent or made ("the research notes I sent last week": round 27, heldout-56).
  /(?<!\b(?:notes?|reports?|briefs?|alerts?|messages?|emails?|summary|summaries|charts?|links?|research|analysis|analyses|updates?|lists?|tables?|files?|drafts?|screenshots?|questions?)\s+(?:(?:that|which)\s+)?)\b(?:i|we)(?:'ve|'ll| have| will| just| already| also)*\s+(?:just\s+|already\s+|now\s+|also\s+)?(?:bought|sold|placed|executed|transferred|moved|sent|signed|approved|swapped|converted|withdrew|withdrawn|submitted|shorted|filled|deposited)\b/u,
  /\b(?:i'm|i am|we're|we are)\s+(?:now\s+)?(?:placing|buying|selling|executing|transferring|moving|sending|signing|submitting|swapping)\b/u,
  /^(?:now\s+)?(?:placing|submitting|executing|sending|transferring|signing)\s+(?:your|the|an?|\d)/u,
  /\byour\s+(?:order|trade|swap|transfer|withdrawal|transaction|purchase|sale|funds|deposit)\b.{0,40}?\b(?:has been|have been|was|were|is|are|got)\s+(?:now\s+|successfully\s+)?(?:placed|executed|filled|submitted|sent|completed|signed|approved|confirmed|moved|transferred)\b/u,
  /\byour wallet\s+(?:has\s+)?(?:signed|approved|confirmed|sent)\b/u,
  /(?:^|[:,;]\s*)(?:order|trade|swap|purchase|sale|transfer|withdrawal)s?\s+(?:placed|executed|filled|submitted|completed|confirmed|complete|done|sent)\b/u,
  /\b(?:funds|money|usdt|usdc|payment)\s+(?:transferred|sent|withdrawn|deposited)\b/u,
  // Round 33: not in a clause of time or condition ("sells … since the order was placed").
  /(?<!\b(?:since|after|when|once|before|until|unless|if|whether) )\bthe (?:order|trade) (?:was|has been) (?:placed|executed|filled|submitted)\b/u,
  /\bfor you\b.{0,20}\b(?:bought|sold|placed|executed|transferred)\b|\b(?:bought|sold|placed|executed|transferred)\b.{0,40}\bfor you\b/u,
  // Other languages.
  /\b(?:he|hemos)\s+(?:realizado|ejecutado|colocado|comprado|vendido|transferido|enviado|firmado)\b|\borden\s+(?:ejecutada|colocada|completada)\b/u,
  /\bj['’]ai\s+(?:passé|placé|exécuté|acheté|vendu|transféré|envoyé|signé)\b|\bordre\s+(?:exécuté|passé|placé)\b/u,
  /\b(?:ich|wir)\s+(?:habe|haben)\b.*\b(?:platziert|ausgeführt|gekauft|verkauft|überwiesen|transferiert|signiert)\b|(?<!\bals\s+\S*)(?<!\b(?:wenn|sobald|falls|beim|bei|liegt)\b.*)\border\s+(?:ausgeführt|platziert)\b(?!\s+(?:werden|wird))|(?<!\b(?:seit|nachdem|als|wenn|sobald|falls|bevor|ob|beispiel)\b.*)\b(?:ihre|deine|eure|ihr|dein)\s+(?:\S+\s+)?order\s+(?:wurde|ist)\s+(?:\S+\s+){0,4}?(?:ausgeführt|platziert)\b/u,
  /\b(?:eu|nós)\s+(?:executei|coloquei|comprei|vendi|transferi|enviei|assinei|executamos|compramos|vendemos)\b|\bordem\s+(?:executada|enviada|colocada)\b/u,
  /\bя\s+(?:разместил|разместила|купил|купила|продал|продала|перевёл|перевел|перевела|отправил|подписал|исполнил)\b|\bордер\s+(?:исполнен|размещён|размещен)\b/u,
  /(?:已|已经|已經)(?:为你|為你|为您|為您|帮你|幫你)?\s*(?:下单|下單|买入|買入|卖出|賣出|转账|轉賬|轉帳|成交|签名|簽名)|订单已成交|訂單已成交/u,
  // Round 33: not a third party's sale ("バークシャー・ハサウェイは…売却しました", "13F報告書によると").
  /注文(?:を)?(?:執行|発注|約定)しました|^(?![^。]*(?:によると|によれば|[\p{Script=Katakana}\p{Script=Han}ー・]{2,}(?:は|が)))[^。]*(?:購入|売却|送金|署名)しました/u,
  /(?:주문|매수|매도|송금|이체)(?:을|를)?\s*(?:완료|체결)(?:했습니다|되었습니다)/u,
]
).map(unicodeWords);

/**
 * Round 31: the agent's own denial is not a claim ("I haven't bought or sold anything for you, and I
 * can't place orders", "Ich habe nichts für Sie gekauft", "我没有为你买入"), nor is a status quoted
 * from a notification the user saw ("你看到的“已成交”通知"): heldout-66 … 68 had both in six
 * languages. The negated clause, up to its punctuation, is taken out before the patterns are tried.
 */
export const DENIAL_RE = new RegExp(
  [
    "\\b(?:i|we)\\s+(?:haven't|have not|hadn't|didn't|did not|never|can't|cannot|can not|won't|will not|am not able to|'m not able to|am unable to|'m unable to)\\b[^,;.]*",
    "\\bnothing (?:was|has been|got|were|is) (?:bought|sold|placed|executed|transferred|moved|sent|signed|filled)\\b[^,;.]*",
    "\\b(?:yo |nosotros )?no\\s+(?:he|hemos|puedo|podemos)\\b[^,;.]*|\\bni\\s+(?:puedo|podemos)\\b[^,;.]*",
    "\\b(?:eu |nós )?não\\s+(?:comprei|vendi|executei|coloquei|transferi|fiz|posso|podemos)\\b[^,;.]*",
    "\\bje n'ai (?:rien|pas|jamais)\\b[^,;.]*|\\bje ne (?:peux|pourrai|peut) pas\\b[^,;.]*",
    "\\b(?:ich|wir) (?:habe|haben) (?:nichts|keine|nicht|niemals)\\b[^,;.]*|\\b(?:ich|wir) (?:kann|können) (?:keine|nicht)\\b[^,;.]*",
    "\\bnon (?:ho|abbiamo|posso|possiamo)\\b[^,;.]*",
    "(?<![\\p{L}])я (?:ничего )?не(?![\\p{L}])[^,;.]*|(?<![\\p{L}])я ничего(?![\\p{L}])[^,;.]*",
    "我(?:没有|沒有|并没有|並沒有|不能|无法|無法|从未|從未|不会|不會)[^，,；;。]*",
    "[“\"「『«][^”\"」』»]{1,12}[”\"」』»]\\s*(?:通知|提示|消息|信息|message|notice|notification|alert|status|meldung|benachrichtigung|aviso|mensaje|notificação|mensagem|уведомление|сообщение)",
  ].join("|"),
  "gu",
);
