import { api, errorText } from "$lib/api";
import type { PageLoad } from "./$types";

export interface Outcome {
  firstHit: string;
  firstHitAt: string | null;
  returns: Record<string, number | null>;
  excess: Record<string, number | null>;
  benchmark: string;
}
export interface Scorecard {
  clock: string;
  analyses: { ref: string; symbol: string; asOf: string; conviction: number; outcome: Outcome | null }[];
  experts: { expert: string; calls: number; judged: number; right: number }[];
}
export interface History {
  records: { expert: string; calls: number; judged: number; right: number; hitRate: number | null; afterConstructive: number | null; afterCautious: number | null }[];
  runs: number;
  sample: { symbols: string[]; start: string; stepDays: number };
}

export interface PositionSnapshot {
  symbol: string;
  quantity: number;
  value: number | null;
  weightPct: number | null;
  price: number | null;
  change24hPct: number | null;
  change7dPct: number | null;
  change30dPct: number | null;
  trend: string | null;
  news: { title: string; link: string; feed: string; publishedAt: string }[];
  events: { title: string; kind: string; status: string; startedAt: string }[];
  levels: { ref: string; validation: number | null; invalidation: number | null; asOf: string } | null;
  catalysts: string[];
  source: string | null;
  asOf: string | null;
}
export interface TrackPositions {
  totals: { value: number; positions: number; unpriced: number };
  positions: PositionSnapshot[];
  brief: { ref: string; title: string; createdAt: string } | null;
}

export interface FollowedSource {
  id: string;
  url: string;
  name: string;
  kol: string | null;
  items: number;
  lastFetchedAt: string | null;
  lastError: string | null;
}

export const load: PageLoad = async ({ fetch }) => {
  try {
    const [card, history, held, followed] = await Promise.all([
      api<Scorecard>("/app/research/scorecard", { fetch }),
      api<History>("/app/research/scorecard/history", { fetch }),
      api<TrackPositions>("/app/research/track/positions", { fetch }),
      api<{ sources: FollowedSource[] }>("/app/sources", { fetch }),
    ]);
    return { card, history, held, sources: followed.sources, error: "" };
  } catch (e) {
    return { card: null, history: null, held: null, sources: null, error: errorText(e) };
  }
};
