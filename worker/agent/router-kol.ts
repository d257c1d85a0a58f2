import type { RouteState, RouterPlan } from "./router";
import { normaliseSymbol } from "./market";

/**
 * The built-in assistant's KOL requests (no model): "follow https://…/feed", "my sources",
 * "what do my sources say about ETH", "synthesis on SOL", "start a discussion on BTC" (→ the
 * warning), and "yes, start it" (→ the confirmation of the pending offer). A bare "yes" / "ok" /
 * "sure" confirms only when the turn says a Discussion offer is pending and was the agent's latest
 * reply (`RouteState.discussionOffered`); otherwise it falls through to the other routes, so a "yes"
 * meant for something else never starts a 100-unit run.
 */
const EXPLICIT_YES = /^(?:yes,? (?:start|go|do|run) it|(?:ok(?:ay)?,? |sure,? |please )?start it|(?:yes,? )?start the discussion|go ahead and start it)[.!]*$/iu;
const BARE_YES = /^(?:yes|yeah|yep|yes please|ok(?:ay)?|sure|go ahead|go for it|do it|confirm(?:ed)?)[.!]*$/iu;

/** True for the short affirmations that need the turn's state to mean anything. */
export const isBareYes = (t: string): boolean => BARE_YES.test(t.trim());

const tools = (name: string, args: Record<string, unknown>): RouterPlan => ({ kind: "tools", calls: [{ name, args }] });

function assetIn(t: string): string | null {
  const m = /\b(?:about|on|for|of|re)\s+\$?([A-Za-z][A-Za-z.&]{1,19})\b/iu.exec(t);
  const word = m?.[1] ?? /\$([A-Za-z]{2,10})\b/u.exec(t)?.[1];
  return word ? (normaliseSymbol(word) ?? null) : null;
}

export function kolMatcher(t: string, state: RouteState = {}): RouterPlan | null {
  if (EXPLICIT_YES.test(t) || (state.discussionOffered === true && BARE_YES.test(t))) return tools("kol_discussion", { confirm: true });
  const follow = /\b(?:follow|subscribe to|add (?:the )?(?:feed|source))\s+(https?:\/\/\S+)/iu.exec(t);
  if (follow) {
    const kol = /\bby\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?)\s*$/u.exec(t)?.[1];
    return tools("follow_source", { url: follow[1]!.replace(/[).,]+$/u, ""), ...(kol ? { kol } : {}) });
  }
  if (/\b(?:my|list (?:my )?|show (?:me )?(?:my )?)(?:followed )?sources\b/iu.test(t) && !/\bsay|think|about\b/iu.test(t)) return tools("list_sources", { refresh: /\brefresh\b/iu.test(t) });
  const symbol = assetIn(t);
  if (/\b(?:start|run|begin|kick off)\b.*\bdiscussion\b|\bkol discussion\b/iu.test(t)) return symbol ? tools("kol_discussion", { symbol, question: t.slice(0, 300), confirm: false }) : { kind: "reply", text: "Which asset should the discussion be about? For example “start a discussion on BTC”." };
  if (!symbol) return null;
  if (/\bsynthes[ie]s\b|\bsynthesi[sz]e\b/iu.test(t)) return tools("kol_synthesis", { symbol });
  if (/\b(?:my )?(?:sources|kols?|feeds|analysts I follow)\b.*\b(?:say|think|saying|view|about)\b|\bwhat do (?:my )?(?:sources|kols?)\b/iu.test(t)) return tools("kol_ask", { symbol, question: t.slice(0, 300) });
  return null;
}
