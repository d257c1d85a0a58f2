/**
 * Round 45: the speaker's advice in the voice of a report — impersonal recommendations ("It is
 * recommended to trim …", "A switch … is strongly indicated", "يُوصى بخفض الوزن النسبي …", "…での利益確定が
 * 推奨される": lexicon/passive-advice.ts and lexicon/nominal-advice.ts, every language), an advice head or
 * a model-portfolio change opening a line (tables.ts `adviceHeadLine`), and the speaker's view as a label
 * for the reader (lexicon/labels.ts `ownViewLabel`). The impersonal patterns also run inside the English
 * and international families; here they are a family of their own ("advice") because the model may
 * not take its hits back as it does others' (learned/model.ts `LEARNED_ADVICE_VETO`): each needs a
 * trade and a verdict that someone advises it, or a head that says the rest is advice, and an adviser
 * named ("recommended by the committee") is a report the attribution frames catch first. On
 * heldout-124, a set in the register of research notes, the model scored such hits between −18 and −4
 * and took them back.
 */
import { EN_PASSIVE_ADVICE, PASSIVE_ADVICE } from "./lexicon/passive-advice";
import { EN_NOMINAL_ADVICE, NOMINAL_ADVICE } from "./lexicon/nominal-advice";
import { LANGUAGE_SCRIPT, SCRIPTS, unicodeWords } from "./lexicon/words";
import { CLIENT_ADVICE, EN_CLIENT_ADVICE, LEVEL_CLAUSES } from "./lexicon/client-advice";
import { EN_POINTED_QUESTIONS, POINTED_QUESTIONS } from "./lexicon/pointed-questions";
import { ACCOUNT_MOVES, EN_ACCOUNT_MOVES } from "./lexicon/account-moves";
import { EN_HOUSEHOLD_MOVES, EN_SET_ASIDE, HOUSEHOLD_MOVES, SET_ASIDE } from "./lexicon/household-moves";
import { ownViewLabel } from "./lexicon/labels";
import { adviceHeadLine } from "./tables";

/** Each language's patterns, run only on text in that language's script (as ./detect.ts runs the international family). */
const RECORDS = [PASSIVE_ADVICE, NOMINAL_ADVICE, CLIENT_ADVICE, POINTED_QUESTIONS, ACCOUNT_MOVES, HOUSEHOLD_MOVES, SET_ASIDE];
const BY_LANGUAGE = Object.entries<readonly RegExp[]>({
  ...Object.fromEntries([...new Set(RECORDS.flatMap((r) => Object.keys(r)))].map((lang) => [lang, RECORDS.flatMap((r) => r[lang] ?? [])])),
  en: [...EN_PASSIVE_ADVICE, ...EN_NOMINAL_ADVICE, ...EN_CLIENT_ADVICE, ...EN_POINTED_QUESTIONS, ...EN_ACCOUNT_MOVES, ...EN_HOUSEHOLD_MOVES, ...EN_SET_ASIDE],
  // Round 46: a bare stop or entry level is a clause in every Latin-script language (lexicon/client-advice.ts).
  levels: LEVEL_CLAUSES,
}).map(([lang, list]) => {
  const patterns = list.map(unicodeWords);
  return {
    script: SCRIPTS[LANGUAGE_SCRIPT[lang] ?? "latin"]!,
    anywhere: patterns.filter((p) => !p.source.startsWith("^")),
    clauseStart: patterns.filter((p) => p.source.startsWith("^")),
  };
});

/** True when a normalised sentence (or one of its clauses, for the patterns that open a clause) is the speaker's advice in a report's voice. */
export function impersonalAdvice(s: string, parts: readonly string[]): boolean {
  if (ownViewLabel(s) || adviceHeadLine(s)) return true;
  for (const lang of BY_LANGUAGE) {
    if (!lang.script.test(s)) continue;
    if (lang.anywhere.some((p) => p.test(s)) || [s, ...parts].some((c) => lang.clauseStart.some((p) => p.test(c)))) return true;
  }
  return false;
}
