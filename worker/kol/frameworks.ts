import { stanceOf, type Stance } from "../research/figures";
import type { Claim } from "./claims";
import type { ClaimCheck } from "./checks";
import type { MarketFacts } from "./facts";

/**
 * Analyst frameworks, the Verdicts idea (worker/research/verdicts.ts) turned on sources: each
 * framework judges every claim from its own angle (supports / doubts, and why), and its reading
 * starts at 50 and moves by fixed steps per judged claim, so each reason says what it added.
 * Stances are research words (constructive, neutral, cautious), never instructions.
 */
export interface Judgement {
  /** true: the framework finds the claim sound; false: it doubts it; null: nothing to say. */
  supports: boolean | null;
  why: string;
}

export interface Framework {
  id: "trend" | "risk" | "sentiment";
  name: string;
  /** What the framework looks at, for the Q&A's choice and the report. */
  lens: string;
  judge(claim: Claim, check: ClaimCheck, all: readonly Claim[], facts: MarketFacts): Judgement;
}

const trend: Framework = {
  id: "trend",
  name: "Trend (chart)",
  lens: "the trend, levels and momentum",
  judge(_c, k) {
    if (k.trendAgrees === null) return { supports: null, why: "no 200-day trend to compare" };
    if (k.stretched) return { supports: false, why: "momentum is already stretched in that direction" };
    return k.trendAgrees ? { supports: true, why: "goes with the 200-day trend" } : { supports: false, why: "goes against the 200-day trend" };
  },
};

const risk: Framework = {
  id: "risk",
  name: "Risk",
  lens: "volatility, drawdown and how far the targets reach",
  judge(c, k, _all, f) {
    if (k.sigmas !== null && k.sigmas > 2) return { supports: false, why: `the claimed level needs a ${k.sigmas.toFixed(1)}σ move in ${c.horizonDays ?? 30} days` };
    if (k.direction === "up" && f.drawdown365 !== null && f.drawdown365 < -50) return { supports: false, why: `the asset is ${Math.abs(f.drawdown365).toFixed(0)}% below its one-year high` };
    if (k.sigmas !== null) return { supports: true, why: `the claimed level is within ${k.sigmas.toFixed(1)}σ of its volatility` };
    if (k.direction === "down" && f.volatility30 !== null && f.volatility30 > 60) return { supports: true, why: `volatility ${f.volatility30.toFixed(0)}% annualised makes the downside case plausible` };
    return { supports: null, why: "no claimed level to size against volatility" };
  },
};

const sentiment: Framework = {
  id: "sentiment",
  name: "Sentiment (contrarian)",
  lens: "how one-sided the sources are",
  judge(c, k, all) {
    const same = all.filter((o) => o.symbol === c.symbol && o.direction === k.direction).length;
    const share = same / Math.max(1, all.filter((o) => o.symbol === c.symbol && o.direction !== "neutral").length);
    if (share >= 0.8 && same >= 3) return { supports: false, why: `${same} of the sources lean the same way: a crowded view` };
    if (share <= 0.34) return { supports: true, why: "a minority view among the sources, worth weighing" };
    return { supports: null, why: "the sources are split" };
  },
};

export const FRAMEWORKS: readonly Framework[] = [trend, risk, sentiment];

export function frameworkById(id: string): Framework | undefined {
  return FRAMEWORKS.find((f) => f.id === id);
}

/** The framework a question asks for by its words ("risk", "chart", "crowded"…); trend by default. */
export function frameworkFor(question: string): Framework {
  if (/\b(risk|volatil|drawdown|downside|safe)/iu.test(question)) return risk;
  if (/\b(crowd|consensus|sentiment|contrarian|everyone|hype)/iu.test(question)) return sentiment;
  return trend;
}

export interface Reading {
  framework: string;
  stance: Stance;
  score: number;
  /** One line per judged claim: claim number (1-based, as cited) and the judgement. */
  judged: { n: number; supports: boolean | null; why: string }[];
}

/** Supporting an up-claim or doubting a down-claim lifts the score; the reverse lowers it. */
export function readWith(fw: Framework, claims: readonly Claim[], checks: readonly ClaimCheck[], facts: MarketFacts): Reading {
  let score = 50;
  const judged = claims.map((c, i) => {
    const j = fw.judge(c, checks[i]!, claims, facts);
    const dir = checks[i]!.direction;
    if (j.supports !== null && dir !== "neutral") score += (j.supports === (dir === "up") ? 1 : -1) * 8;
    return { n: i + 1, supports: j.supports, why: j.why };
  });
  score = Math.max(0, Math.min(100, score));
  return { framework: fw.name, stance: stanceOf(score), score, judged };
}
