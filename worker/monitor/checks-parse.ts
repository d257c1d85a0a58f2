import { findSymbol } from "../agent/router";
import type { CheckSpec } from "./checks";

/**
 * Reads a standing instruction into a checkable spec without a model (with one, the model sends
 * the spec itself and this is only the fallback). What it cannot read becomes a "note".
 */

const NUM = String.raw`(\d{1,3}(?:\.\d+)?)`;
const UNIT_DAYS: Record<string, number> = { d: 1, day: 1, week: 7, wk: 7, month: 30, year: 365, y: 365 };
const NOT_SYMBOLS = new Set(["EVERY", "PASS", "CHECK", "ANY", "HIGH", "DAY", "WATCH", "WHETHER", "IF", "OF", "IS", "MORE", "THAN", "BELOW", "ITS", "ALL", "EACH"]);

function scopeOf(text: string): Pick<Extract<CheckSpec, { kind: "move_24h" }>, "scope" | "symbol"> | null {
  if (/\b(?:my\s+)?(?:holdings?|portfolio|positions?|bags?)\b/iu.test(text)) return { scope: "holdings", symbol: null };
  if (/\bwatch\s?list\b/iu.test(text)) return { scope: "watchlist", symbol: null };
  const symbol = symbolIn(text);
  return symbol ? { scope: "symbol", symbol } : null;
}

function symbolIn(text: string): string | null {
  const cleaned = text.replace(/\b(?:every|each|on)\s+(?:monitoring\s+)?pass\b|\bcheck\b|\bwatch\b/giu, " ");
  const s = findSymbol(cleaned);
  return s && !NOT_SYMBOLS.has(s) ? s : null;
}

export function parseCheck(text: string): CheckSpec {
  const t = text.replace(/[−–]/gu, "-");
  const high = new RegExp(String.raw`${NUM}\s*%\s*(?:or more\s+)?(?:below|under|off|down from)\s+(?:its|their|the)?\s*(\d{1,3})[\s-]*(d|days?|weeks?|wk|months?|y|years?)\s*(?:high|peak|top)`, "iu").exec(t);
  const scope = scopeOf(t);
  if (high && scope) {
    const unit = high[3]!.toLowerCase().replace(/s$/u, "");
    const days = Math.min(365, Math.max(7, Number(high[2]) * (UNIT_DAYS[unit] ?? 1)));
    return { kind: "below_high", ...scope, pct: Number(high[1]), days };
  }
  const move = new RegExp(String.raw`\b(?:moves?|moved|moving|swings?|changes?|drops?|falls?|rises?|jumps?|up|down)\b[^%\d]{0,20}${NUM}\s*%`, "iu").exec(t);
  if (move && scope) return { kind: "move_24h", ...scope, pct: Number(move[1]) };
  const topic = /\b(funding(?: rates?)?|open interest|liquidations?|on-?chain|whales?|unlocks?|tvl|sentiment|news)\b/iu.exec(t)?.[1]?.toLowerCase() ?? "custom instruction";
  return { kind: "note", symbol: symbolIn(t), topic };
}
