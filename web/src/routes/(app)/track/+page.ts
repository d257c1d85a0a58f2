import { session } from "$lib/account.svelte";
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

// One definition of Track's positions, shared with the worker.
import type { TrackPositions } from "$worker/research/positions-types";
export type { PositionSnapshot, TrackPositions } from "$worker/research/positions-types";

export interface FollowedSource {
  id: string;
  url: string;
  name: string;
  kol: string | null;
  items: number;
  lastFetchedAt: string | null;
  lastError: string | null;
}

export const load: PageLoad = async ({ fetch, parent }) => {
  // Every read below is Pro-only: a Free account gets the page's Pro wall, not four 403s.
  await parent();
  if (session.account?.plan !== "pro") return { free: true, card: null, history: null, held: null, sources: null, error: "" };
  try {
    const [card, history, held, followed] = await Promise.all([
      api<Scorecard>("/app/research/scorecard", { fetch }),
      api<History>("/app/research/scorecard/history", { fetch }),
      api<TrackPositions>("/app/research/track/positions", { fetch }),
      api<{ sources: FollowedSource[] }>("/app/sources", { fetch }),
    ]);
    return { free: false, card, history, held, sources: followed.sources, error: "" };
  } catch (e) {
    return { free: false, card: null, history: null, held: null, sources: null, error: errorText(e) };
  }
};
