import { getAsset } from "../../market/assets";
import { normaliseSymbol } from "../market";

/**
 * What the user told the agent about their Morning Brief ("in my brief, skip the movers",
 * "focus my brief on SOL and ETH", "bring back the movers in my brief"). They are saved as the
 * user's own preferences in memory (so they are listed and removable in Settings → Agent) and
 * read, oldest first, when the next brief is composed: a later one overrides an earlier one.
 * There is no self-service schedule: only focus and sections follow.
 */
export type BriefSectionKey = "movers" | "matters" | "watch" | "sources";

export interface BriefPrefs {
  focus: string[];
  hide: BriefSectionKey[];
}

const SECTION_WORDS: readonly [BriefSectionKey, RegExp][] = [
  ["movers", /\b(?:top )?movers?\b/iu],
  ["watch", /\bwhat to watch\b|\bevents?\b|\blevels?\b/iu],
  ["matters", /\bwhat matters\b|\bholdings section\b/iu],
  ["sources", /\bsources?\b|\bsynthesis\b/iu],
];
const HIDE = /\b(?:skip|drop|leave out|remove|hide|without|no more|don'?t (?:show|include)|stop (?:showing|including)|cut)\b|\b(?:leave|take|keep)\b[^.]*\bout\b/iu;
const SHOW = /\b(?:bring back|put back|show|include|add|restore)\b/iu;
const FOCUS = /\bfocus\b(?:\s+(?:it|my brief|the brief))?\s+on\s+(.+)$/iu;
const MENTIONS_BRIEF = /\b(?:morning )?brief\b/iu;

/** Whether a message is a brief preference (and not, say, "add the brief widget to Home"). */
export function isBriefPreference(text: string): boolean {
  if (!MENTIONS_BRIEF.test(text) || /\bwidget\b/iu.test(text)) return false;
  if (FOCUS.test(text) && focusSymbols(text).length > 0) return true;
  return (HIDE.test(text) || SHOW.test(text)) && SECTION_WORDS.some(([, re]) => re.test(text));
}

function focusSymbols(text: string): string[] {
  const m = FOCUS.exec(text);
  if (!m) return [];
  const out: string[] = [];
  for (const word of m[1]!.split(/[\s,;&/]+/u)) {
    const s = normaliseSymbol(word);
    if (s && getAsset(s) && !out.includes(s)) out.push(s);
  }
  return out.slice(0, 10);
}

export function briefPrefs(textsOldestFirst: readonly string[]): BriefPrefs {
  let focus: string[] = [];
  const hide = new Set<BriefSectionKey>();
  for (const text of textsOldestFirst) {
    if (!isBriefPreference(text)) continue;
    const symbols = focusSymbols(text);
    if (symbols.length > 0) focus = symbols;
    // The part before "focus on" carries the section words ("skip the movers and focus on SOL").
    const rest = text.replace(FOCUS, "");
    for (const [key, re] of SECTION_WORDS) {
      if (!re.test(rest)) continue;
      if (HIDE.test(rest)) hide.add(key);
      else if (SHOW.test(rest)) hide.delete(key);
    }
  }
  return { focus, hide: [...hide] };
}

const SECTION_NAMES: Record<BriefSectionKey, string> = { movers: "the top movers", matters: "what matters to you", watch: "what to watch", sources: "the sources synthesis" };

/** What a brief preference changes, in words ("leads with SOL and leaves out the top movers"); null when it is not one. */
export function briefPrefEffect(text: string): string | null {
  if (!isBriefPreference(text)) return null;
  const { focus, hide } = briefPrefs([text]);
  const rest = text.replace(FOCUS, "");
  const back = hide.length === 0 && SHOW.test(rest) ? SECTION_WORDS.filter(([, re]) => re.test(rest)).map(([key]) => SECTION_NAMES[key]) : [];
  const parts = [
    ...(focus.length ? [`leads with ${focus.join(", ")}`] : []),
    ...(hide.length ? [`leaves out ${hide.map((k) => SECTION_NAMES[k]).join(", ")}`] : []),
    ...(back.length ? [`brings back ${back.join(", ")}`] : []),
  ];
  return parts.length ? `the next one ${parts.join(" and ")}` : "the next one follows it";
}
