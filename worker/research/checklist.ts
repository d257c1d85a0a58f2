import { formatFigure } from "./figure-names";
import type { MetricName, Snapshot } from "./metrics";

/**
 * Framework notes as experts without a model: each line of the note that reads as a check
 * (`RSI14 < 70`, `price above SMA200`, `change30 >= 0`, `SMA50 > SMA200`) is evaluated against
 * the snapshot; every other non-empty line is reported as unreadable with the reason — never
 * skipped silently. Headings (`#`) and blank lines are not checks.
 */
export interface CheckLine {
  line: string;
  result: "pass" | "fail" | "unreadable" | "no_data";
  detail: string;
}

const OPS: Record<string, (a: number, b: number) => boolean> = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  above: (a, b) => a > b,
  below: (a, b) => a < b,
};

/** Names a line may use, and the snapshot value each reads. */
function operand(name: string, s: Snapshot): { known: boolean; value: number | null; figure?: string } {
  const n = name.trim().toLowerCase().replace(/[\s_-]/g, "");
  if (/^-?\d+(\.\d+)?%?$/.test(n)) return { known: true, value: Number(n.replace("%", "")) };
  if (n === "price" || n === "close") return { known: true, value: s.close, figure: "close" };
  const map: Record<string, MetricName> = {
    rsi: "rsi14",
    rsi14: "rsi14",
    atr: "atr14",
    atr14: "atr14",
    volatility: "volatility30",
    volatility30: "volatility30",
    drawdown: "drawdown365",
    drawdown365: "drawdown365",
    drawdown90: "drawdown90",
    drawdown30: "drawdown30",
    sma20: "sma20",
    sma50: "sma50",
    sma200: "sma200",
    ema20: "ema20",
    change7: "change7",
    change30: "change30",
    change90: "change90",
    change180: "change180",
    rsbtc: "rsBtc30",
    rsbtc30: "rsBtc30",
    rsspy: "rsSpy30",
    rsspy30: "rsSpy30",
  };
  const key = map[n];
  return key ? { known: true, value: s.values[key], figure: key } : { known: false, value: null };
}

/** A figure the way the label map writes it ("$0.2229", "51.2"); a number the note wrote, as written. */
const shown = (o: { value: number | null; figure?: string }) => (o.figure ? formatFigure(o.figure, o.value) : String(o.value));

const LINE = /^\s*(?:[-*]\s*|\d+[.)]\s*|\[[ x]\]\s*)?(.+?)\s+(<=|>=|<|>|above|below)\s+(.+?)\s*$/i;

export function runChecklist(text: string, s: Snapshot): CheckLine[] {
  const out: CheckLine[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = LINE.exec(line);
    if (!m) {
      out.push({ line, result: "unreadable", detail: "Not a check: write `<figure> <op> <figure or number>`, e.g. `RSI14 < 70` or `price above SMA200`." });
      continue;
    }
    const [, left, op, right] = m;
    const a = operand(left!, s);
    const b = operand(right!, s);
    if (!a.known || !b.known) {
      out.push({ line, result: "unreadable", detail: `Unknown figure "${(!a.known ? left : right)!.trim()}". Known: price, RSI14, ATR14, SMA20/50/200, EMA20, volatility30, drawdown30/90/365, change7/30/90/180, rsBTC, rsSPY.` });
      continue;
    }
    if (a.value === null || b.value === null) {
      out.push({ line, result: "no_data", detail: "The figure has no value at this date (not enough history)." });
      continue;
    }
    const passed = OPS[op!.toLowerCase()]!(a.value, b.value);
    out.push({ line, result: passed ? "pass" : "fail", detail: `${left!.trim()} = ${shown(a)}, ${right!.trim()} = ${shown(b)}` });
  }
  return out;
}
