import type { EventRow } from "../store";
import type { Asset, Quote } from "../types";
import { DEFAULT_DEPEG, deviationPct, type DepegEpisode } from "./depeg";

/**
 * Turns what the scan sees into the stored depeg event: open one, widen it, or resolve it.
 * Pure: the same observation against the same stored row gives the same row, which is what
 * makes a repeated scan change nothing.
 */
export function nextDepegRow(existing: EventRow | undefined, episode: DepegEpisode | null, quote: Quote, asset: Asset, detectedAt: number): EventRow | null {
  const peg = asset.peg ?? 1;
  if (episode) {
    const before = existing ? (JSON.parse(existing.evidence) as DepegEvidence) : null;
    const worse = before && Math.abs(before.worstPrice - peg) >= Math.abs(episode.worstPrice - peg);
    const worstPrice = worse ? before!.worstPrice : episode.worstPrice;
    const worstAt = worse ? before!.worstAt : episode.worstAt;
    const startedAt = Math.min(existing?.startedAt ?? episode.start, episode.start);
    const lastSeenAt = Math.max(existing?.lastSeenAt ?? 0, quote.asOf);
    const evidence: DepegEvidence = {
      peg,
      thresholdPct: DEFAULT_DEPEG.threshold * 100,
      price: quote.price,
      deviationPct: round(deviationPct(quote.price, peg), 4),
      worstPrice,
      worstAt,
      worstDeviationPct: round(deviationPct(worstPrice, peg), 4),
      durationMs: lastSeenAt - startedAt,
      observedAt: quote.asOf,
    };
    const severe = Math.abs(evidence.worstDeviationPct) >= 5;
    return {
      id: existing?.id ?? `depeg:${asset.symbol}:${new Date(startedAt).toISOString()}`,
      kind: "depeg",
      subject: asset.symbol,
      title: `${asset.symbol} off its $${peg} peg: worst ${worstPrice} (${evidence.worstDeviationPct.toFixed(2)}%)`,
      status: "open",
      severity: severe ? "critical" : "warning",
      startedAt,
      endedAt: null,
      lastSeenAt,
      source: quote.source,
      asOf: Math.max(existing?.asOf ?? 0, quote.asOf),
      label: quote.label ?? null,
      evidence: JSON.stringify(evidence),
      detectedAt: existing?.detectedAt ?? detectedAt,
    };
  }
  if (existing && existing.status === "open" && quote.asOf > existing.lastSeenAt) {
    const evidence = { ...(JSON.parse(existing.evidence) as DepegEvidence), recoveredPrice: quote.price, durationMs: quote.asOf - existing.startedAt };
    return {
      ...existing,
      status: "resolved",
      title: `${asset.symbol} back on its $${peg} peg after ${hours(evidence.durationMs)} (worst ${evidence.worstPrice})`,
      endedAt: quote.asOf,
      asOf: quote.asOf,
      label: quote.label ?? null,
      evidence: JSON.stringify(evidence),
    };
  }
  return null;
}

export interface DepegEvidence {
  peg: number;
  thresholdPct: number;
  price: number;
  deviationPct: number;
  worstPrice: number;
  worstAt: number;
  worstDeviationPct: number;
  durationMs: number;
  observedAt: number;
  recoveredPrice?: number;
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

function hours(ms: number): string {
  const h = ms / 3_600_000;
  return h >= 48 ? `${(h / 24).toFixed(1)} days` : `${h.toFixed(1)} hours`;
}
