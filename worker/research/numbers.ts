/**
 * "Numbers from code, words from the model" (DESIGN.md principle 1), enforced: every number the
 * model writes must be one the computed result holds — the same value within the rounding it
 * was written with, a date the result names, or an NB-number it links. A sentence with any other
 * number is dropped before anyone sees it.
 */

/** What the computed result allows the prose to say. */
export interface KnownFigures {
  values: number[];
  /** ISO dates (YYYY-MM-DD) the result names. */
  dates: Set<string>;
  /** NB-numbers the result links (as numbers). */
  refs: Set<number>;
}

const ISO_DATE = /\b(\d{4}-\d{2}-\d{2})(?:T[\d:.]+Z)?\b/g;
const NB = /\bNB-(\d+)\b/gi;
/** Any digit run in the result's own text: "RSI14", "SMA200", "30 days" and "2×" are allowed to be quoted. */
const LOOSE = /\d+(?:\.\d+)?/g;

/** Collects every number and date a computed result holds (figures, thresholds in its words, dates). */
export function knownFigures(...results: unknown[]): KnownFigures {
  // Scores are out of 100 however the result words it.
  const known: KnownFigures = { values: [100], dates: new Set(), refs: new Set() };
  const walk = (v: unknown): void => {
    if (typeof v === "number") {
      if (Number.isFinite(v)) known.values.push(v);
    } else if (typeof v === "string") {
      for (const m of v.matchAll(ISO_DATE)) {
        known.dates.add(m[1]!);
        // "in 2024", "on the 15th": the parts of a date the result names may be quoted alone.
        known.values.push(...m[1]!.split("-").map(Number));
      }
      for (const m of v.matchAll(NB)) known.refs.add(Number(m[1]));
      for (const m of v.replace(ISO_DATE, " ").matchAll(LOOSE)) known.values.push(Number(m[0]));
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  results.forEach(walk);
  return known;
}

/** A number as the prose wrote it: its value and the half-unit of its last written digit. */
export interface WrittenNumber {
  text: string;
  value: number;
  tolerance: number;
  percent: boolean;
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, t: 1e12, tn: 1e12, trillion: 1e12 };

/**
 * A number not glued to a letter (the 200 of "SMA200" is part of a name, not a figure), with an
 * optional scale word or percent sign after it.
 */
const NUMBER = /(?<![\p{L}\d.,])[-+−]?\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(%|percent\b|trillion\b|billion\b|million\b|thousand\b|tn\b|bn\b|mn\b|[kKmMbBtT]\b))?/gu;

export function writtenNumbers(text: string): WrittenNumber[] {
  const out: WrittenNumber[] = [];
  const clean = text.replace(ISO_DATE, " ").replace(NB, " ");
  for (const m of clean.matchAll(NUMBER)) {
    const [, whole, frac = "", suffix = ""] = m;
    const unit = suffix.toLowerCase();
    const scale = SCALE[unit] ?? 1;
    const digits = frac.length > 0 ? frac.length - 1 : 0;
    out.push({
      text: m[0].trim(),
      value: Number(`${whole!.replace(/,/g, "")}${frac}`) * scale,
      tolerance: (0.5 * 10 ** -digits) * scale * 1.000001,
      percent: unit === "%" || unit === "percent",
    });
  }
  return out;
}

/** Dates and NB-numbers the text names that the result does not. */
function unknownMarkers(text: string, known: KnownFigures): string[] {
  const bad: string[] = [];
  for (const m of text.matchAll(ISO_DATE)) if (!known.dates.has(m[1]!)) bad.push(m[1]!);
  for (const m of text.matchAll(NB)) if (!known.refs.has(Number(m[1]))) bad.push(m[0]);
  return bad;
}

/** True when the written number is one of the known values (either sign; a percent may quote a ratio). */
export function matches(n: WrittenNumber, known: KnownFigures): boolean {
  return known.values.some((v) => {
    const a = Math.abs(v);
    if (Math.abs(a - n.value) <= n.tolerance) return true;
    return n.percent && Math.abs(a * 100 - n.value) <= n.tolerance;
  });
}

/** The numbers (and dates, NB-numbers) in `text` that the computed result does not hold. */
export function unknownNumbers(text: string, known: KnownFigures): string[] {
  return [...unknownMarkers(text, known), ...writtenNumbers(text).filter((n) => !matches(n, known)).map((n) => n.text)];
}

/** Sentences, keeping their ends; a decimal point is not an end (no space follows it). */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\S)/u).filter((s) => s.trim() !== "");
}

/** Keeps only the sentences whose every number is known; says how many were dropped. */
export function keepKnown(text: string, known: KnownFigures): { text: string; kept: number; dropped: number } {
  const paragraphs = text.split(/\n\s*\n/u).map((p) => p.trim()).filter(Boolean);
  let kept = 0;
  let dropped = 0;
  const out: string[] = [];
  for (const p of paragraphs) {
    const ok = sentences(p.replace(/\s*\n\s*/gu, " ")).filter((s) => {
      const good = unknownNumbers(s, known).length === 0;
      if (good) kept++;
      else dropped++;
      return good;
    });
    if (ok.length > 0) out.push(ok.join(" "));
  }
  return { text: out.join("\n\n"), kept, dropped };
}
