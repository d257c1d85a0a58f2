import { ASSETS } from "../market/assets";

/**
 * Where a text names a registry asset: its ticker as a whole word ($ allowed) or its name or a
 * long alias. Short tickers that are also English words (OP, DOT, LINK…) count only in capitals
 * or with a $, the same rule as the news tagger (worker/market/providers/news.ts).
 */
const AMBIGUOUS = new Set(["OP", "DOT", "UNI", "LINK", "COIN", "META", "ARB", "SOL", "POL", "GLD", "ADA", "DAI", "SPY"]);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

interface Pattern {
  symbol: string;
  re: RegExp;
}

const PATTERNS: Pattern[] = ASSETS.flatMap((a) => {
  const names = [a.name.split(" (")[0]!, ...a.aliases].filter((n) => n.length > 3 && n.toUpperCase() !== a.symbol);
  const flags = AMBIGUOUS.has(a.symbol) ? "gu" : "giu";
  const out: Pattern[] = [{ symbol: a.symbol, re: new RegExp(`(?<![A-Za-z0-9])\\$?${escape(a.symbol)}(?![A-Za-z0-9])`, flags) }];
  if (names.length) out.push({ symbol: a.symbol, re: new RegExp(`(?<![A-Za-z0-9])(?:${names.map(escape).join("|")})(?![A-Za-z0-9])`, "giu") });
  return out;
});

export interface Mention {
  symbol: string;
  index: number;
}

/** Every asset named in the text, in the order first named. */
export function mentions(text: string): Mention[] {
  const first = new Map<string, number>();
  for (const p of PATTERNS) {
    for (const m of text.matchAll(p.re)) {
      const at = first.get(p.symbol);
      if (at === undefined || m.index < at) first.set(p.symbol, m.index);
    }
  }
  return [...first].map(([symbol, index]) => ({ symbol, index })).sort((a, b) => a.index - b.index);
}
