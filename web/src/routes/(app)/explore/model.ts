/** Explore's answer: the Worker's own types (worker/research/explore-types.ts). */
import type { Figure } from "$worker/research/figures";
export type { Candidate, ExploreResult } from "$worker/research/explore-types";
export type { Figure };

export interface Clock {
  asOf: string;
  earliest: string;
  limitedBy: string;
  label: string;
}

export function fig(f: Figure): string {
  if (f.value === null) return "—";
  if (f.unit === "pct") return `${f.value >= 0 ? "+" : ""}${f.value.toFixed(1)}%`;
  if (f.unit === "ratio") return `${f.value.toFixed(2)}×`;
  if (f.unit === "usd") return Math.abs(f.value) >= 1e9 ? `$${(f.value / 1e9).toFixed(1)}B` : Math.abs(f.value) >= 1e6 ? `$${(f.value / 1e6).toFixed(0)}M` : `$${f.value.toPrecision(5)}`;
  return String(f.value);
}
