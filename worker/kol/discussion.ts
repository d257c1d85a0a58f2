import type { Stance } from "../research/figures";
import { stanceOf } from "../research/figures";
import { FRAMEWORKS, readWith, type Reading } from "./frameworks";
import type { Evidence } from "./modes";

/**
 * Discussion: a cross-critique among the frameworks over three rounds. Round 1, each framework
 * opens with its reading. Round 2, each questions the claims another relies on that its own
 * checks doubt, and defends the ones another doubts. Round 3, each moves 4 points toward a critic
 * per critique backed by a market-data check (the trend, or a target beyond 2σ), and the
 * positions are compared. Pure: the run (worker/kol/run.ts) persists each round's output.
 */
export interface Critique {
  from: string;
  to: string;
  n: number;
  kind: "questions" | "defends";
  why: string;
  /** Backed by a market-data check, not only by the critic's angle. */
  backed: boolean;
}

export interface FinalPosition {
  framework: string;
  opening: number;
  score: number;
  stance: Stance;
}

export function openingRound(e: Evidence): Reading[] {
  return FRAMEWORKS.map((fw) => readWith(fw, e.claims, e.checks, e.facts));
}

export function critiqueRound(e: Evidence, readings: readonly Reading[]): Critique[] {
  const out: Critique[] = [];
  for (const critic of readings) {
    for (const other of readings) {
      if (critic === other) continue;
      critic.judged.forEach((mine, i) => {
        const theirs = other.judged[i]!;
        if (mine.supports === null || theirs.supports === null || mine.supports === theirs.supports) return;
        const k = e.checks[i]!;
        const backed = k.trendAgrees === !mine.supports ? false : k.trendAgrees !== null || (k.sigmas !== null && k.sigmas > 2);
        out.push({ from: critic.framework, to: other.framework, n: mine.n, kind: mine.supports ? "defends" : "questions", why: mine.why, backed });
      });
    }
  }
  return out;
}

export function finalRound(readings: readonly Reading[], critiques: readonly Critique[]): FinalPosition[] {
  return readings.map((r) => {
    let score = r.score;
    for (const c of critiques.filter((x) => x.to === r.framework && x.backed)) {
      const critic = readings.find((x) => x.framework === c.from)!;
      score += Math.sign(critic.score - score) * 4;
    }
    score = Math.max(0, Math.min(100, score));
    return { framework: r.framework, opening: r.score, score, stance: stanceOf(score) };
  });
}

export function roundLines(readings: readonly Reading[], critiques: readonly Critique[], finals: readonly FinalPosition[]): string[] {
  const lines = ["Round 1 — openings:"];
  for (const r of readings) lines.push(`  ${r.framework}: ${r.stance} (score ${r.score}); ${r.judged.filter((j) => j.supports !== null).map((j) => `[${j.n}] ${j.supports ? "sound" : "doubtful"}`).join(", ") || "no claim it can judge"}.`);
  lines.push(`Round 2 — cross-critique (${critiques.length}):`);
  if (critiques.length === 0) lines.push("  The frameworks judge every claim alike.");
  for (const c of critiques) lines.push(`  ${c.from} ${c.kind} [${c.n}] against ${c.to}: ${c.why}${c.backed ? " (backed by the market check)" : ""}.`);
  lines.push("Round 3 — final positions:");
  for (const f of finals) lines.push(`  ${f.framework}: ${f.stance} (score ${f.opening} → ${f.score}).`);
  const stances = new Set(finals.map((f) => f.stance));
  const avg = Math.round(finals.reduce((t, f) => t + f.score, 0) / Math.max(1, finals.length));
  lines.push(stances.size === 1 ? `The frameworks converge: ${[...stances][0]} (average score ${avg}).` : `The frameworks still differ (${[...stances].join(" vs ")}); average score ${avg}.`);
  return lines;
}
