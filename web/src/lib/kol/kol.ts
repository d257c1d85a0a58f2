/**
 * The chat's KOL card, as plain data: what a kol_ask / kol_synthesis / kol_discussion result
 * carries (worker/agent/tools/kol.ts), the agreements a Synthesis marks, which links are safe to
 * draw, and how a Discussion run's steps read. Feed text is third-party: it is only ever rendered
 * as text (Svelte escapes it), and only http(s) URLs become links.
 */
import type { ItemOrigin } from "$worker/sources/item-origin";

export interface Judged {
  n: number;
  supports: boolean | null;
  why: string;
}
export interface Reading {
  framework: string;
  stance: string;
  score: number;
  judged: Judged[];
}
export interface Citation extends ItemOrigin {
  n: number;
  quote: string;
}
export interface Check {
  n: number;
  direction: string;
  notes: string[];
  source: string;
  asOf: string;
}
export interface KolData {
  mode?: "qa" | "synthesis";
  symbol?: string;
  label?: string;
  readings?: Reading[];
  citations?: Citation[];
  checks?: Check[];
}
export interface DiscussionData {
  symbol: string;
  status: "awaiting_confirmation" | "started";
  runId?: string;
  /** The offer's id (its createdAt): the card asks what became of it after a reload. */
  offeredAt?: number;
  estimateMinutes?: [number, number];
  units?: number;
}
export interface RunView {
  id: string;
  status: "pending" | "running" | "done" | "failed";
  step: number;
  total: number;
  result: Record<string, string | number | boolean | null>[];
  error: string | null;
}

/** Only http(s) addresses become links; anything else (javascript:, data:) stays text. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

/** Per claim: both frameworks find it sound (or both doubt it), or they split. */
export function agreements(a: Reading, b: Reading): { agree: { n: number; supports: boolean }[]; disagree: { n: number; a: Judged; b: Judged }[] } {
  const agree: { n: number; supports: boolean }[] = [];
  const disagree: { n: number; a: Judged; b: Judged }[] = [];
  a.judged.forEach((ja, i) => {
    const jb = b.judged[i];
    if (!jb || ja.supports === null || jb.supports === null) return;
    if (ja.supports === jb.supports) agree.push({ n: ja.n, supports: ja.supports });
    else disagree.push({ n: ja.n, a: ja, b: jb });
  });
  return { agree, disagree };
}

export const DISCUSSION_PHASES = ["Gathering claims and market data", "Round 1: openings", "Round 2: cross-critique", "Round 3: final positions", "Publishing the report"] as const;

/** The Notebook reference a finished run's last step carries, or null. */
export function reportRef(run: RunView): string | null {
  const ref = run.result.at(-1)?.ref;
  return typeof ref === "string" && /^NB-\d{1,7}$/.test(ref) ? ref : null;
}

export const day = (t: number | null | undefined) => (typeof t === "number" ? new Date(t).toISOString().slice(0, 10) : "undated");
