import type { AlertRule } from "../agent/workspace";
import type { Candle } from "../market/types";

/**
 * "How often would this rule have fired?" over the last 90 days of daily data: each day's close
 * (and close-to-close change, or the ratio of the two closes) is read as one pass would have
 * read it, and since a condition alerts once a day, the answer is the number of days it held.
 */
export const PREVIEW_DAYS = 90;

export interface RulePreview {
  days: number;
  firedDays: number;
  firstFiredAt: string | null;
  lastFiredAt: string | null;
}

type RuleShape = Pick<AlertRule, "type" | "value">;

function dayHolds(rule: RuleShape, close: number, prevClose: number | null, otherClose: number | null): boolean | null {
  switch (rule.type) {
    case "price_above":
      return close > rule.value;
    case "price_below":
      return close < rule.value;
    case "change_24h":
      // Rounded to a millionth of a point so 100 → 104 reads as exactly 4% (not 4.000000000000004).
      return prevClose === null || prevClose <= 0 ? null : Math.abs(Math.round((close / prevClose - 1) * 1e8) / 1e6) > Math.abs(rule.value);
    case "ratio_above":
      return otherClose === null || otherClose <= 0 ? null : close / otherClose > rule.value;
    case "ratio_below":
      return otherClose === null || otherClose <= 0 ? null : close / otherClose < rule.value;
  }
}

export function previewRule(rule: RuleShape, main: readonly Candle[], other: readonly Candle[] = []): RulePreview {
  const recent = main.slice(-(PREVIEW_DAYS + 1));
  const otherByDay = new Map(other.map((c) => [Math.floor(c.t / 86_400_000), c.close]));
  let days = 0;
  const fired: number[] = [];
  // The first candle only gives the previous close for the 24 h change.
  for (let i = 1; i < recent.length; i++) {
    const c = recent[i]!;
    const holds = dayHolds(rule, c.close, recent[i - 1]!.close, otherByDay.get(Math.floor(c.t / 86_400_000)) ?? null);
    if (holds === null) continue;
    days++;
    if (holds) fired.push(c.t);
  }
  const iso = (t: number | undefined) => (t === undefined ? null : new Date(t).toISOString());
  return { days, firedDays: fired.length, firstFiredAt: iso(fired[0]), lastFiredAt: iso(fired.at(-1)) };
}
