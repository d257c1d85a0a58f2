/**
 * Stablecoin depeg detection over a price series. A price is off its peg when it sits at least
 * `threshold` (a fraction: 0.01 = 1 %) away from it; an episode is a run of off-peg observations,
 * and runs separated by less than `mergeGapMs` of on-peg prices count as one (a brief touch of the
 * peg in the middle of a crisis is not a recovery).
 */
export interface PricePoint {
  t: number;
  price: number;
}

export interface DepegOptions {
  threshold: number;
  mergeGapMs: number;
}

export const DEFAULT_DEPEG: DepegOptions = { threshold: 0.01, mergeGapMs: 60 * 60_000 };

export interface DepegEpisode {
  start: number;
  /** Time of the first on-peg observation after the episode; null while it lasts. */
  end: number | null;
  /** Last off-peg observation. */
  lastOffPeg: number;
  worstPrice: number;
  worstAt: number;
  /** Largest deviation from the peg, in percent (negative below the peg). */
  worstDeviationPct: number;
  offPegObservations: number;
}

export function isOffPeg(price: number, peg: number, threshold: number): boolean {
  return Math.abs(price / peg - 1) >= threshold;
}

export function depegEpisodes(points: readonly PricePoint[], peg: number, options: DepegOptions = DEFAULT_DEPEG): DepegEpisode[] {
  const episodes: DepegEpisode[] = [];
  let current: DepegEpisode | null = null;
  let recoveredAt: number | null = null;
  for (const p of points) {
    const off = isOffPeg(p.price, peg, options.threshold);
    if (off) {
      if (current && recoveredAt !== null && p.t - recoveredAt >= options.mergeGapMs) {
        current.end = recoveredAt;
        episodes.push(current);
        current = null;
      }
      if (!current) {
        current = { start: p.t, end: null, lastOffPeg: p.t, worstPrice: p.price, worstAt: p.t, worstDeviationPct: deviationPct(p.price, peg), offPegObservations: 0 };
      }
      recoveredAt = null;
      current.lastOffPeg = p.t;
      current.offPegObservations += 1;
      if (Math.abs(p.price - peg) > Math.abs(current.worstPrice - peg)) {
        current.worstPrice = p.price;
        current.worstAt = p.t;
        current.worstDeviationPct = deviationPct(p.price, peg);
      }
    } else if (current && recoveredAt === null) {
      recoveredAt = p.t;
    } else if (current && recoveredAt !== null && p.t - recoveredAt >= options.mergeGapMs) {
      current.end = recoveredAt;
      episodes.push(current);
      current = null;
      recoveredAt = null;
    }
  }
  if (current) {
    current.end = recoveredAt;
    episodes.push(current);
  }
  return episodes;
}

/** The episode still under way at the last observation, if any. */
export function ongoingDepeg(points: readonly PricePoint[], peg: number, options: DepegOptions = DEFAULT_DEPEG): DepegEpisode | null {
  const last = depegEpisodes(points, peg, options).at(-1);
  const lastPoint = points.at(-1);
  if (!last || !lastPoint) return null;
  return last.end === null || lastPoint.t - last.end < options.mergeGapMs ? { ...last, end: null } : null;
}

export function deviationPct(price: number, peg: number): number {
  return (price / peg - 1) * 100;
}
