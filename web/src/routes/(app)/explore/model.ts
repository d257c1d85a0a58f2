/** Explore's answer: the Worker's own types (worker/research/explore-types.ts). */
import type { Figure } from "$worker/research/figures";
import { usdCompact } from "$lib/format";
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
  // The site's one money format: market caps read "$2.12T" here as on the asset page and Markets.
  if (f.unit === "usd") return usdCompact(f.value);
  return String(f.value);
}
