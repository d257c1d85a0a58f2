/**
 * Round 12: one detector for "reader-addressed action on a tradable object", the same in every
 * language. A trade verb (lexicon TRADE_RE) is advice when a frame points it at the reader:
 *
 * - an advice predicate before it ("the move is to trim", "Lo que toca es vender", "Het slimste
 *   is … verkopen", "…のが正解です");
 * - a rhetorical "why not …?" ("Why wouldn't you add", "Почему бы не докупить", "为什么不…买");
 * - a condition on what the reader holds, then the verb ("Si tienes SOL, sal", "Als je … hebt, stap uit");
 * - the reader's own holdings as the object ("vender tus acciones", "bán hết … của bạn");
 * - a recurring contribution with an amount ("Drip $200 a week into", "Wpłacaj 500 zł co miesiąc");
 * and, without a trade verb, an allocation verb before two or more percentages ("Reparte así:
 * 60% BTC, 30% ETH") or a leveraged long/short ("Ga 10x long op ETH").
 *
 * Research shapes are exempt before any frame is tried: a third-party actor or reported view, a
 * definition, a year (history). This detector only ADDS catches to ./detect.ts; the attributed
 * and declined forms it exempts are still judged by the older rules.
 */
import {
  ADDRESSED_BY_SCRIPT,
  ADVICE_PREDICATE_RE,
  ALLOCATE_RE,
  APP_OBJECT_RE,
  CHANCE_RE,
  GET_RID_RE,
  HI_INDICATIVE_RE,
  IF_YOU_HOLD_RE,
  LEVERAGE_RE,
  NOT_YET_RE,
  PAST_TRADE_RE,
  POSITION_SIDE_RE,
  READER_OBSERVES_RE,
  READER_RE,
  RECURRING_RE,
  RESEARCH_FRAME_RE,
  TRADE_RE,
  URGE_RE,
  WHY_NOT_RE,
} from "./lexicon/reader-action";

/** The scripts the round-14 frames are written for (Arabic, Devanagari, CJK, Hangul): skipped elsewhere. */
const ROUND14_SCRIPTS = /[\u0600-\u06ff\u0900-\u097f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

const PERCENT_RE = /\d+(?:[.,]\d+)?\s?%|%\s?\d+/gu;

/** True when `re` matches and a trade verb follows its match within the unit. */
function tradeAfter(re: RegExp, s: string): boolean {
  const m = re.exec(s);
  return m !== null && TRADE_RE.test(s.slice(m.index + m[0].length));
}

function tradeFrame(s: string, parts: readonly string[]): boolean {
  if (!TRADE_RE.test(s)) return false;
  if (tradeAfter(ADVICE_PREDICATE_RE, s) || tradeAfter(IF_YOU_HOLD_RE, s)) return true;
  if (URGE_RE.test(s)) return true;
  if (WHY_NOT_RE.test(s) && /[?？؟]/u.test(s)) return true;
  if (RECURRING_RE.test(s) && /\d/u.test(s)) return true;
  // The reader and the trade verb in one clause: "jual semua BBCA kamu", "vender tus acciones".
  return parts.some((c) => READER_RE.test(c) && TRADE_RE.test(c) && !READER_OBSERVES_RE.test(c) && !APP_OBJECT_RE.test(c) && !HI_INDICATIVE_RE.test(c) && TRADE_RE.test(c.replace(PAST_TRADE_RE, " ")));
}

function shapeFrame(s: string, parts: readonly string[]): boolean {
  if (parts.some((c) => GET_RID_RE.test(c))) return true;
  const percents = s.match(PERCENT_RE)?.length ?? 0;
  // "Reparte así: 60% BTC, 30% ETH"; one share of the reader's own portfolio is enough.
  if (parts.some((c) => ALLOCATE_RE.test(c)) && (percents >= 2 || (percents === 1 && READER_RE.test(s)))) return true;
  // "Go 10x long", not "a 5x long is liquidated" (a noun phrase describing a position).
  return LEVERAGE_RE.test(s) && POSITION_SIDE_RE.test(s) && !/(?:^|\s)(?:a|an|the|un|une|ein|eine)\s+\d+\s?x/u.test(s);
}

/** True when the (normalised, decline-stripped) unit points a trade at the reader. */
export function readerActionDirective(s: string, parts: readonly string[]): boolean {
  if (RESEARCH_FRAME_RE.test(s)) return false;
  // Round 14: "now is the chance to buy", and the rhetorical "still haven't bought?".
  if (ROUND14_SCRIPTS.test(s) && (CHANCE_RE.test(s) || (NOT_YET_RE.test(s) && /[?？؟]/u.test(s)))) return true;
  // Round 14: a trade stem in the reader-addressed mood (ja, ko, hi), outside app-object clauses.
  if (parts.some((c) => ADDRESSED_BY_SCRIPT.some(([script, re]) => script.test(c) && re.test(c)) && !APP_OBJECT_RE.test(c))) return true;
  return tradeFrame(s, parts) || shapeFrame(s, parts);
}
