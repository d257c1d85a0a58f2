import type { Plan } from "../lib/plan";

/**
 * The one table of weights, shown to the user as is (Settings → Usage). Ordinary chat is light;
 * deep research runs, browser sessions and Discussion-mode KOL analysis draw more; the Morning
 * Brief draws nothing (it is listed so the user sees that, and is never charged).
 */
export const USAGE_WEIGHTS = {
  chat: { label: "Chat message", units: 1, heavy: false },
  analyze: { label: "Analyze (research run)", units: 20, heavy: true },
  verdicts: { label: "Verdicts (four expert opinions)", units: 20, heavy: true },
  deep_dive: { label: "DeepDive report", units: 30, heavy: true },
  browser_session: { label: "Browser session", units: 25, heavy: true },
  kol_discussion: { label: "KOL Analysis, Discussion mode", units: 100, heavy: true },
  morning_brief: { label: "Morning Brief", units: 0, heavy: false },
} as const;

export type WeightedAction = keyof typeof USAGE_WEIGHTS;

/**
 * Units per monthly period. The product text does not show the size; Pro gets room for about
 * forty research runs plus daily chat, Free a handful of DeepDive reports (free on Free).
 */
export const MONTHLY_ALLOWANCE: Record<Plan, number> = { free: 100, pro: 1000 };

export function weightTable() {
  return Object.entries(USAGE_WEIGHTS).map(([action, w]) => ({ action, label: w.label, units: w.units, heavy: w.heavy }));
}

export function isWeightedAction(value: string): value is WeightedAction {
  return Object.hasOwn(USAGE_WEIGHTS, value);
}
