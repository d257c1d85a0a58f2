import { usd, usdCompact } from "../agent/tools/format";

/**
 * The one map from a figure's internal name (sma20, volumeRatio7_30, marketCapToFdv, …) to what a
 * reader sees: a label in words, how the number is written and with how many decimals. Reports,
 * Explore (Worker text and the site's table) and chat all read it, so no surface shows a raw key
 * or an unformatted number ("rsi14: 30.536192").
 */
export type FigureStyle =
  /** Dollars with the site's price rule: "$3,874.40". */
  | "price"
  /** Dollar sizes: "$468.11B". */
  | "size"
  /** A signed change in percent: "+9.5%". */
  | "change"
  /** An unsigned level in percent: "45.1%". */
  | "percent"
  /** Percentage points, signed: "+12.0 pp". */
  | "points"
  /** A multiple: "1.35×". */
  | "multiple"
  /** A plain number: RSI "51.2", a ratio "0.77". */
  | "number";

export interface FigureName {
  label: string;
  style: FigureStyle;
  decimals: number;
}

const N = (label: string, style: FigureStyle, decimals = 2): FigureName => ({ label, style, decimals });

export const FIGURE_NAMES: Readonly<Record<string, FigureName>> = {
  close: N("Last daily close", "price"),
  price: N("Last daily close", "price"),
  sma20: N("20-day simple average", "price"),
  sma50: N("50-day simple average", "price"),
  sma200: N("200-day simple average", "price"),
  ema20: N("20-day exponential average", "price"),
  atr14: N("Average true range (14 days)", "price"),
  rsi14: N("RSI (14 days)", "number", 1),
  volatility30: N("30-day volatility, annualised", "percent", 1),
  change7: N("7-day change", "change", 1),
  change30: N("30-day change", "change", 1),
  change90: N("90-day change", "change", 1),
  change180: N("180-day change", "change", 1),
  drawdown30: N("From the 30-day high", "change", 1),
  drawdown90: N("From the 90-day high", "change", 1),
  drawdown365: N("From the one-year high", "change", 1),
  volumeRatio7_30: N("7-day vs 30-day average volume", "multiple"),
  volumeRatio30_180: N("30-day vs 180-day average volume", "multiple"),
  rsBtc30: N("30-day return vs BTC", "points", 1),
  rsSpy30: N("30-day return vs SPY", "points", 1),
  marketCap: N("Market cap", "size"),
  fdv: N("Fully diluted value", "size"),
  marketCapToFdv: N("Market cap ÷ fully diluted value", "number"),
};

/** The reader's label for a figure name; an unknown name is spaced out rather than shown raw. */
export function figureLabel(name: string): string {
  return FIGURE_NAMES[name]?.label ?? name.replace(/([a-z])([A-Z0-9])/gu, "$1 $2").toLowerCase();
}

/** A value written the way its figure name says; a missing value is "n/a". */
export function formatAs(style: FigureStyle, value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "n/a";
  switch (style) {
    case "price":
      return usd(value);
    case "size":
      return usdCompact(value);
    case "change":
      return `${value >= 0 ? "+" : ""}${value.toFixed(decimals)}%`;
    case "percent":
      return `${value.toFixed(decimals)}%`;
    case "points":
      return `${value >= 0 ? "+" : ""}${value.toFixed(decimals)} pp`;
    case "multiple":
      return `${value.toFixed(decimals)}×`;
    default:
      return value.toFixed(decimals);
  }
}

export function formatFigure(name: string, value: number | null | undefined): string {
  const n = FIGURE_NAMES[name];
  return n ? formatAs(n.style, value, n.decimals) : formatAs("number", value);
}
