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

export const load: PageLoad = async ({ fetch }) => {
  try {
    const [card, history] = await Promise.all([api<Scorecard>("/app/research/scorecard", { fetch }), api<History>("/app/research/scorecard/history", { fetch })]);
    return { card, history, error: "" };
  } catch (e) {
    return { card: null, history: null, error: errorText(e) };
  }
};
