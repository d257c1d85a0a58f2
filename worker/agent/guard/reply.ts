/**
 * Rewriting: every unit the guard flags is replaced, once per kind, by a fixed research-only
 * notice (a directive) or by the fact that Fathom cannot trade (an execution claim). Units are
 * replaced whole, with their trailing whitespace kept, so the text around them is untouched.
 */
import { callRowDirective, headerRowDirective, isDirective, isExecutionClaim, planParts, rowDirective, sourceRowDirective } from "./detect";
import { isSeparatorRow, isTableRow, splitUnits, tableCells } from "./split";
import { isListItem, isSourceListLead, ownLabelCall, sourceItemParts } from "./source-lists";
import { isGlossaryItem, isGlossaryLead } from "./glossary-lists";
import { isHeadlineItem, isHeadlineLead } from "./headline-lists";
import { adviceColumnCall, adviceColumns, adviceRow, labelLeadCell, ownSourceRow, tableKind, type TableKind } from "./tables";

export const GUARDRAIL_NOTICE =
  "I can't tell you to trade — that decision stays yours. What I can do is research: the levels that would confirm or invalidate the idea, the risks, and what has moved.";

export const GUARDRAIL_BLOCKED =
  "I can't give buy or sell instructions. Ask me for research instead — price levels, trend, risks, news and how it fits your portfolio.";

/** What replaces a claim that an order was placed, funds moved or a wallet signed. */
export const EXECUTION_NOTICE =
  "Fathom cannot place orders, move funds or sign transactions: nothing was bought, sold or transferred.";

export type GuardAction = "pass" | "rewritten" | "blocked";

export interface GuardResult {
  action: GuardAction;
  text: string;
  /** The units that were removed (for logs and tests; never shown). */
  flagged: string[];
}

/** Which kind of unit this is, for the replacement. */
export type Verdict = "ok" | "directive" | "execution";

export function judge(unit: string): Verdict {
  if (isExecutionClaim(unit)) return "execution";
  return isDirective(unit) ? "directive" : "ok";
}

/** Splits into sentences, keeping each sentence's trailing punctuation and whitespace. */
export function splitSentences(text: string): string[] {
  const units = splitUnits(text);
  return units.length > 0 ? units : [text];
}

/** A flagged table row keeps its shape: every cell is blanked so the table still renders. */
function blankRow(unit: string): string {
  const end = /\s*$/u.exec(unit)?.[0] ?? "";
  const cells = tableCells(unit);
  return `| ${cells.map(() => "—").join(" | ")} |${end}`;
}

/** Mutable state shared by a whole reply (or a whole stream): each notice is shown once. */
export interface RewriteState {
  noticed: boolean;
  executionNoticed: boolean;
  flagged: string[];
  /** Inside a table: the kind its header row set (./tables.ts). */
  table?: TableKind;
  /** Inside a table: its advice columns (./tables.ts `adviceColumns`). */
  adviceColumns?: number[];
  /** Under a lead line that introduces third parties' ratings (./source-lists.ts). */
  sourceList?: boolean;
  /** Under a lead line that introduces a glossary (./glossary-lists.ts). */
  glossary?: boolean;
  /** Under a lead line that introduces press headlines (./headline-lists.ts). */
  headlines?: boolean;
}

/**
 * A row is read by its table's kind, which the header row sets: a third-party ratings table's rows on
 * their sentence cells only (round 15), a call table's label cells without the model's say (round 27).
 */
function judgeRow(unit: string, state: RewriteState, underSourceLead = false, beforeSeparator = false): Verdict {
  if (!isTableRow(unit)) {
    if (unit.trim()) state.table = undefined;
    return judge(unit);
  }
  const header = state.table === undefined;
  if (header) {
    state.table = tableKind(unit, underSourceLead);
    state.adviceColumns = state.table === "source" ? [] : adviceColumns(unit);
  }
  const kind = state.table!;
  if (!header && state.adviceColumns?.length && adviceColumnCall(unit, state.adviceColumns)) return "directive";
  // A blank line after the row ends the table: the next table has a header of its own.
  if (/\n[^\S\n]*\n\s*$/u.test(unit)) state.table = undefined;
  if (header && beforeSeparator) return isExecutionClaim(unit) ? "execution" : headerRowDirective(unit) ? "directive" : "ok";
  if (kind === "plain" || header) return judge(unit);
  if (isExecutionClaim(unit)) return "execution";
  // Round 35: the speaker's own row ("| Fathom | Comprar en caídas |") is a call by its label cells and
  // the rules alone; judged whole, the model scored "| Fathom | No rating of our own |" 5.2.
  // Round 46: a row under an advice head is the speaker's, in a bank table too ("| Banco | PER | … |" then "| **Mi recomendación para ti** | Sobreponderar banca |").
  if (kind === "source") return sourceRowDirective(unit) || adviceRow(unit) || (ownSourceRow(unit) && (labelLeadCell(unit) || rowDirective(unit))) ? "directive" : "ok";
  return callRowDirective(unit) ? "directive" : "ok";
}

/**
 * The items of third parties' ratings lists (./source-lists.ts), of glossaries (./glossary-lists.ts) and
 * of press headlines (./headline-lists.ts),
 * each with the parts of it that are judged. The list state is carried in `state`, so a stream's lead and its items may come in different
 * chunks; any unit that is neither a blank line nor a list item ends the list.
 */
function sourceListItems(units: readonly string[], state: RewriteState): { items: Map<number, string[]>; sourcedTables: Set<number> } {
  const items = new Map<number, string[]>();
  const sourcedTables = new Set<number>();
  units.forEach((unit, i) => {
    if (!unit.trim()) return;
    if (!isListItem(unit)) {
      // A table's header right under a sources lead: the table is theirs (./tables.ts `tableKind`).
      if (state.sourceList && isTableRow(unit)) sourcedTables.add(i);
      // A glossary of ratings' names ("Quick glossary of the terms in broker notes:") is a glossary.
      state.glossary = isGlossaryLead(unit);
      state.sourceList = !state.glossary && isSourceListLead(unit);
      state.headlines = isHeadlineLead(unit);
      return;
    }
    // A glossary's definition, and a quoted headline, are judged on nothing but a claim to have traded.
    const quoted = (state.glossary && isGlossaryItem(unit)) || (state.headlines && isHeadlineItem(unit));
    const parts = state.sourceList ? sourceItemParts(unit) : quoted ? [] : undefined;
    if (parts) items.set(i, parts);
  });
  return { items, sourcedTables };
}

/** A reported rating is no call; a sentence inside the item still is, and a claim to have traded too. */
function judgeReportedParts(unit: string, parts: readonly string[]): Verdict {
  if (isExecutionClaim(unit)) return "execution";
  return parts.some((p) => isDirective(p)) ? "directive" : "ok";
}

export function newRewriteState(): RewriteState {
  return { noticed: false, executionNoticed: false, flagged: [] };
}

/**
 * A trade plan spread over adjacent units ("Entry: 2,950." then "Stop: 2,780.", or one bullet
 * per part): each unit alone has one part, together they are a plan. Returns the indexes of
 * units that belong to a run of plan parts adding up to two or more.
 */
export function planRuns(units: readonly string[], skip: ReadonlySet<number> = new Set()): Set<number> {
  const flagged = new Set<number>();
  let run: number[] = [];
  let parts = 0;
  const close = () => {
    if (parts >= 2) run.forEach((i) => flagged.add(i));
    run = [];
    parts = 0;
  };
  units.forEach((unit, i) => {
    if (!unit.trim()) return;
    // A broker's "objectif 175 €" under a ratings lead is a reported target, not a plan part.
    const n = skip.has(i) ? 0 : planParts(unit);
    if (n === 0) return close();
    run.push(i);
    parts += n;
  });
  close();
  return flagged;
}

/** Guards complete units; returns the text that may be shown and how many units were kept. */
export function rewriteUnits(units: readonly string[], state: RewriteState): { text: string; kept: number } {
  let text = "";
  let kept = 0;
  const { items: reported, sourcedTables } = sourceListItems(units, state);
  const plan = planRuns(units, new Set(reported.keys()));
  for (const [i, unit] of units.entries()) {
    const parts = reported.get(i);
    const rowVerdict = parts ? judgeReportedParts(unit, parts) : ownLabelCall(unit) ? "directive" : judgeRow(unit, state, sourcedTables.has(i), isSeparatorRow(units[i + 1]));
    const verdict = plan.has(i) ? "directive" : rowVerdict;
    if (verdict === "ok") {
      text += unit;
      if (unit.trim()) kept += 1;
      continue;
    }
    state.flagged.push(unit.trim());
    const end = /\n\s*$/u.test(unit) ? "\n" : " ";
    if (isTableRow(unit)) text += blankRow(unit);
    if (verdict === "execution" && !state.executionNoticed) {
      state.executionNoticed = true;
      text += isTableRow(unit) ? "" : EXECUTION_NOTICE + end;
    } else if (verdict === "directive" && !state.noticed) {
      state.noticed = true;
      text += isTableRow(unit) ? "" : GUARDRAIL_NOTICE + end;
    }
  }
  return { text, kept };
}

/** The text shown when nothing but flagged units remained. */
export function blockedText(state: RewriteState): string {
  if (state.executionNoticed && state.noticed) return `${EXECUTION_NOTICE} ${GUARDRAIL_BLOCKED}`;
  return state.executionNoticed ? EXECUTION_NOTICE : GUARDRAIL_BLOCKED;
}

/** Checks a full reply; flagged units are replaced (once per kind) by the fixed notices. */
export function guardReply(text: string): GuardResult {
  const state = newRewriteState();
  const { text: out, kept } = rewriteUnits(splitSentences(text), state);
  const flagged = state.flagged;
  if (flagged.length === 0) return { action: "pass", text, flagged };
  if (kept === 0) return { action: "blocked", text: blockedText(state), flagged };
  // A table whose rows were blanked still needs the notice once, after it.
  const notice = state.noticed && !out.includes(GUARDRAIL_NOTICE) ? `\n\n${GUARDRAIL_NOTICE}` : "";
  return { action: "rewritten", text: (out.trim() + notice).trim(), flagged };
}
