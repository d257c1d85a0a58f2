/** Explore's answer (worker/research/explore.ts). */
export interface Figure {
  value: number | null;
  unit: string;
  source: string;
  asOf: string;
  how: string;
}

export interface Candidate {
  rank: number;
  symbol: string;
  name: string;
  category: string;
  score: number;
  figures: Record<"momentum" | "trend" | "volume" | "drawdown" | "marketCap" | "price", Figure>;
  why: string;
}

export interface ExploreResult {
  asOf: string;
  assetClass: string;
  timeframe: string;
  band: string;
  candidates: Candidate[];
  excluded: { symbol: string; reason: string }[];
  emptyReason: string | null;
  method: string;
}

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
