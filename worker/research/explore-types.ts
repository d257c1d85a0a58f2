import type { CapBand } from "../market/assets";
import type { Figure } from "./figures";

/** Explore's choices and answer: pure types and constants, shared with the site (imported through `$worker`). */
export const EXPLORE_CLASSES = ["crypto", "equities"] as const;
export const TIMEFRAMES = ["near", "mid", "long"] as const;
export const CAP_BANDS = ["micro", "medium", "large"] as const;
export type ExploreClass = (typeof EXPLORE_CLASSES)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];

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
  assetClass: ExploreClass;
  timeframe: Timeframe;
  band: CapBand;
  candidates: Candidate[];
  excluded: { symbol: string; reason: string }[];
  /** Set when no candidate is left: why the band is empty. */
  emptyReason: string | null;
  method: string;
}
