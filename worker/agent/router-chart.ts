/**
 * The chart request's arguments from plain words, for the built-in assistant (no model): which
 * moving averages ("50 and 200 SMA", "SMA 50/200", "the 20-day moving average", "ema 12 and ema
 * 26", "golden cross"), an RSI pane, and the span ("last 6 months", "over 90 days", "1 year").
 * Only what the text names is returned, so "chart ETH" keeps the tool's defaults.
 */
export interface ChartArgs {
  symbol: string;
  overlays?: string[];
  rsi?: number;
  days?: number;
}

const MAX_DAYS = 365;
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** The span, and the text with it removed (so "90 days" is not read as a 90-day average). */
function span(text: string): { days?: number; rest: string } {
  const re = /\b(?:(?:last|past|over|for|of)\s+(?:the\s+)?(\d{1,3}|a|one)\s*(days?|weeks?|months?|years?)|(\d{1,2}|a|one)\s*-?\s*(weeks?|months?|years?)|(\d{1,3})\s*(w|m|y)\b(?!\s*(?:sma|ema|ma|moving|exponential)))\b/iu;
  const m = re.exec(text);
  if (!m) return { rest: text };
  const rawN = m[1] ?? m[3] ?? m[5] ?? "1";
  const n = /^\d+$/u.test(rawN) ? Number(rawN) : 1;
  const unitWord = (m[2] ?? m[4] ?? m[6] ?? "day").toLowerCase();
  const unit = unitWord.startsWith("w") ? "week" : unitWord.startsWith("m") ? "month" : unitWord.startsWith("y") ? "year" : "day";
  const days = Math.min(MAX_DAYS, Math.max(20, n * UNIT_DAYS[unit]!));
  return { days, rest: text.slice(0, m.index) + " " + text.slice(m.index + m[0].length) };
}

/** Names of averages → "sma"/"ema" tokens; "50-day", "50d" → "50". */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/exponential\s+moving\s+averages?|\bemas\b/gu, " ema ")
    .replace(/(?:simple\s+)?moving\s+averages?|\bsmas\b|\bmas?\b/gu, " sma ")
    .replace(/\b(sma|ema|rsi)(\d+)\b/gu, " $1 $2 ")
    .replace(/\b(\d+)\s*-?\s*(?:days?|d|periods?)\b/gu, " $1 ");
}

const CONNECTORS = new Set(["and", "the", "plus", "both", "&", ",", "/", "+", "a"]);

/** Numbers attach to the average named after them ("50 and 200 SMA") or before them ("SMA 50 and 200"). */
function averages(text: string): string[] {
  const out: string[] = [];
  let pending: number[] = [];
  let open: "sma" | "ema" | null = null;
  for (const tok of normalise(text).match(/sma|ema|\d+(?:\.\d+)?|[a-z]+|[&,/+]/gu) ?? []) {
    if (tok === "sma" || tok === "ema") {
      if (pending.length) {
        out.push(...pending.map((n) => `${tok}:${n}`));
        pending = [];
        open = null;
      } else open = tok;
    } else if (/^\d/u.test(tok)) {
      const n = Number(tok);
      if (!Number.isInteger(n) || n < 2 || n > 400) {
        pending = [];
        open = null;
      } else if (open) out.push(`${open}:${n}`);
      else pending.push(n);
    } else if (!CONNECTORS.has(tok)) {
      pending = [];
      open = null;
    }
  }
  return [...new Set(out)].slice(0, 6);
}

export function chartArgs(text: string, symbol: string): ChartArgs {
  const { days, rest } = span(text);
  const overlays = /\b(?:golden|death)\s+cross\b/iu.test(rest) ? ["sma:50", "sma:200"] : averages(rest);
  const rsiMatch = /\brsi\b(?:\s*\(?\s*(\d{1,2})\b)?/iu.exec(rest);
  const rsi = rsiMatch ? Math.min(100, Math.max(2, Number(rsiMatch[1] ?? 14))) : undefined;
  return { symbol, ...(overlays.length ? { overlays } : {}), ...(rsi ? { rsi } : {}), ...(days ? { days } : {}) };
}
