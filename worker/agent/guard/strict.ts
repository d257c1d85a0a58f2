/**
 * The strict rules mode, used when the model second pass gets an answer that is not a
 * classification at all (an OpenAI-compatible server that ignores `response_format` and answers
 * in prose, or a scripted test fake that answers every request — the classifier's too — with the
 * same reply). The model gave no verdict, so each unit is judged by the rules plus one broader
 * shape: any unit with a trade word (lexicon TRADE_RE, every language) outside a research frame
 * (third-party actor or reported view, definition, history, the agent's decline) is withheld.
 * Research without trade words — prices, levels, flows, risks — still shows, so an unparsable
 * classifier no longer blanks every reply, and nothing the rules flag gets through.
 */
import { isDirective } from "./detect";
import { normalise } from "./normalise";
import { RESEARCH_FRAME_RE, TRADE_RE } from "./lexicon/reader-action";
import { isAttributedView } from "./research-frames";
import { isTableRow, splitUnits } from "./split";

/** A unit the strict mode withholds: a directive by the rules, or an unframed trade word. */
export function strictUnit(unit: string): boolean {
  if (isDirective(unit)) return true;
  const s = normalise(unit);
  return TRADE_RE.test(s) && !RESEARCH_FRAME_RE.test(s) && !isAttributedView(s);
}

/**
 * A paragraph in the strict mode: `false` when every unit may be shown, `true` when none may,
 * otherwise the paragraph without the withheld units (a withheld table row keeps its shape).
 */
export function strictParagraph(paragraph: string): boolean | string {
  const units = splitUnits(paragraph);
  const withheld = units.map((u) => u.trim() !== "" && strictUnit(u));
  if (!withheld.some(Boolean)) return false;
  const kept = units.map((u, i) => (!withheld[i] ? u : isTableRow(u) ? `${u.replace(/[^|\s]+[^|]*/gu, "—").trimEnd()}${/\n$/u.test(u) ? "\n" : ""}` : /\n\s*$/u.test(u) ? "\n" : ""));
  const text = kept.join("");
  return /[\p{L}\p{N}]/u.test(text) ? text : true;
}
