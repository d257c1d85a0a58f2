import { usd, usdCompact } from "../agent/tools/format";

/**
 * A figure as research shows it: the number, where it came from, when it was true, and how it
 * was computed. Principle 1 (DESIGN.md): every number comes from code over data; text only
 * narrates these.
 */
export interface Figure {
  value: number | null;
  unit: "usd" | "pct" | "ratio" | "score" | "x" | "count";
  source: string;
  /** ISO time the underlying data was true. */
  asOf: string;
  how: string;
}

export function figure(value: number | null, unit: Figure["unit"], source: string, asOf: number, how: string): Figure {
  return { value: value === null || !Number.isFinite(value) ? null : round(value), unit, source, asOf: new Date(asOf).toISOString(), how };
}

/** Eight significant digits: stable across platforms for golden tests, ample for prices. */
export function round(x: number): number {
  return Number(x.toPrecision(8));
}

export function fmt(f: Figure | number | null, unit?: Figure["unit"]): string {
  const v = typeof f === "object" && f !== null ? f.value : f;
  const u = typeof f === "object" && f !== null ? f.unit : unit;
  if (v === null || v === undefined) return "n/a";
  if (u === "pct") return `${v >= 0 ? "+" : ""}${v.toFixed(1)}%`;
  // The site's price rule (worker/agent/tools/format.ts), sizes from a million up in compact form.
  if (u === "usd") return Math.abs(v) >= 1e6 ? usdCompact(v) : usd(v);
  if (u === "x") return `${v.toFixed(2)}×`;
  return String(Number(v.toPrecision(4)));
}

export type Stance = "constructive" | "neutral" | "cautious";

/** Research words only: a score describes how the evidence leans, never what to do. */
export function stanceOf(score: number): Stance {
  return score >= 60 ? "constructive" : score < 40 ? "cautious" : "neutral";
}
