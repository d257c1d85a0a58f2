import type { Claim, Direction } from "./claims";
import { usd, type MarketFacts } from "./facts";

/**
 * Each claim checked against market data: where the price stands against the claim's target, how
 * big that move is next to the asset's own volatility over the claim's horizon, whether the trend
 * and momentum agree with its direction, and whether the target lies past the nearest levels.
 */
export interface ClaimCheck {
  /** The claim's direction, or the target's side of the price when its words did not lean. */
  direction: Direction;
  /** % from the close to the target. */
  targetPct: number | null;
  /** The target's distance in one-sigma moves over the horizon (30 days when none is given). */
  sigmas: number | null;
  trendAgrees: boolean | null;
  stretched: boolean;
  notes: string[];
  source: string;
  asOf: string;
}

const pct = (x: number) => `${x >= 0 ? "+" : ""}${x.toFixed(1)}%`;

function targetNotes(claim: Claim, f: MarketFacts, targetPct: number, sigmas: number | null, days: number): string[] {
  const notes = [`the claimed level ${usd(claim.target!)} is ${pct(targetPct)} from ${usd(f.close)}`];
  if (sigmas !== null) notes.push(sigmas > 2 ? `a ${sigmas.toFixed(1)}σ move over ${days} days: aggressive for its volatility` : sigmas > 1 ? `a ${sigmas.toFixed(1)}σ move over ${days} days: a stretch` : `a ${sigmas.toFixed(1)}σ move over ${days} days: within a typical move`);
  if (f.validation !== null && claim.target! > f.close && claim.target! > f.validation) notes.push(`beyond the validation level ${usd(f.validation)}`);
  if (f.invalidation !== null && claim.target! < f.close && claim.target! < f.invalidation) notes.push(`beyond the invalidation level ${usd(f.invalidation)}`);
  return notes;
}

export function checkClaim(claim: Claim, f: MarketFacts): ClaimCheck {
  const notes: string[] = [];
  const targetPct = claim.target !== null ? (claim.target / f.close - 1) * 100 : null;
  const direction: Direction = claim.direction !== "neutral" || targetPct === null ? claim.direction : targetPct >= 0 ? "up" : "down";
  const days = claim.horizonDays ?? 30;
  const sigma = f.volatility30 !== null ? (f.volatility30 / 100) * Math.sqrt(days / 365) * 100 : null;
  const sigmas = targetPct !== null && sigma ? Math.abs(targetPct) / sigma : null;
  if (targetPct !== null) notes.push(...targetNotes(claim, f, targetPct, sigmas, days));
  if (targetPct !== null && direction !== claim.direction && claim.direction !== "neutral") notes.push("the claimed level lies on the other side of the price from the words");
  let trendAgrees: boolean | null = null;
  if (f.sma200 !== null && direction !== "neutral") {
    const above = f.close > f.sma200;
    trendAgrees = (direction === "up") === above;
    notes.push(`price ${above ? "above" : "below"} its 200-day average (${usd(f.sma200)}): the trend ${trendAgrees ? "agrees" : "disagrees"}`);
  }
  const stretched = f.rsi14 !== null && ((direction === "up" && f.rsi14 > 70) || (direction === "down" && f.rsi14 < 30));
  if (f.rsi14 !== null) notes.push(`RSI14 ${f.rsi14.toFixed(0)}${stretched ? (direction === "up" ? ": already stretched" : ": already oversold") : ""}`);
  return { direction, targetPct, sigmas, trendAgrees, stretched, notes, source: f.source, asOf: f.asOf };
}
