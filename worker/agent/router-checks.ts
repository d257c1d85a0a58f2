import type { RouterPlan } from "./router";

/**
 * The built-in router's matcher for custom recurring checks (no model): "every pass, check
 * whether…", "watch SOL funding", "my checks", "remove check 2". Comes before the watchlist
 * matcher so "watch SOL funding" is a check, not a watchlist add.
 */
const ADD = /\b(?:every|each|on every)\s+(?:monitoring\s+)?pass\b|\bstanding instruction\b|\bwatch\s+\$?[A-Za-z]{2,10}(?:'s)?\s+(?:funding|open interest|liquidations?)\b|\b(?:recurring|custom)\s+check\b(?!s)/iu;

/** "tell me if any of my holdings drops 20% below its 90-day high": a condition on a set of assets is a check, not one alert. */
const CONDITION_ON_MINE = /\b(?:tell|let|notify|alert|warn|ping)\s+me\b.*\b(?:if|when|whenever)\b.*\bmy\s+(?:holdings?|positions?|bags?|portfolio|watch\s?list)\b.*\d\s*(?:%|percent)/iu;

export function checksMatcher(t: string): RouterPlan | null {
  if (/^(?:show|list|what are)?\s*(?:me\s+)?(?:my|the)\s+(?:recurring\s+|custom\s+)?checks\??$/iu.test(t)) return { kind: "tools", calls: [{ name: "list_checks", args: {} }] };
  const remove = /\b(?:remove|delete|drop|cancel|stop)\s+(?:the\s+|my\s+)?(?:recurring\s+|custom\s+)?check\s+#?(\d{1,3}|chk_[a-z0-9]+)\b/iu.exec(t);
  if (remove) return { kind: "tools", calls: [{ name: "remove_check", args: { ref: remove[1]! } }] };
  if (ADD.test(t) || CONDITION_ON_MINE.test(t)) return { kind: "tools", calls: [{ name: "add_check", args: { instruction: t.replace(/\s+/gu, " ").trim() } }] };
  return null;
}
