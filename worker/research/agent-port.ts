import type { Db } from "../db/client";
import type { Bindings } from "../env";
import type { CapBand } from "../market/assets";
import { recentEntries } from "../notebook/store";
import { entryView, type EntryView } from "../notebook/view";
import type { Clock } from "../lib/clock";
import { completeDeepDive, startDeepDive } from "./deepdive";
import { explore, type ExploreClass, type ExploreResult, type Timeframe } from "./explore";
import { analyzeIdea, researchData, saveIdea, verdictsFor } from "./service";

/**
 * The research pipeline as the agent's tools see it: the same service the site's routes call,
 * bound to one user (the agent runs for Pro accounts only, so DeepDives are not capped here).
 */
export interface ResearchPort {
  explore(assetClass: ExploreClass, timeframe: Timeframe, band: CapBand, at?: number): Promise<ExploreResult>;
  saveIdea(assetClass: ExploreClass, timeframe: Timeframe, band: CapBand, symbol: string, at?: number): Promise<EntryView>;
  analyze(ideaRef: string): Promise<EntryView>;
  verdicts(analysisRef: string): Promise<EntryView>;
  deepDive(symbol: string, at?: number): Promise<EntryView>;
  search(q: string): Promise<EntryView[]>;
}

export function researchPort(env: Bindings, db: Db, userId: string, clock: Clock): ResearchPort {
  return {
    explore: async (assetClass, timeframe, band, at) => explore(await researchData(env, at), assetClass, timeframe, band),
    saveIdea: async (assetClass, timeframe, band, symbol, at) => entryView(await saveIdea(env, db, userId, { assetClass, timeframe, band, symbol, ...(at !== undefined ? { at } : {}) }, clock.now())),
    analyze: async (ref) => entryView(await analyzeIdea(env, db, userId, ref, clock.now())),
    verdicts: async (ref) => entryView(await verdictsFor(env, db, userId, ref, clock.now())),
    async deepDive(symbol, at) {
      const data = await researchData(env, at);
      const pending = await startDeepDive(db, userId, "pro", symbol, data.asOf, clock.now());
      return entryView(await completeDeepDive(env, db, clock, userId, pending));
    },
    search: async (q) => (await recentEntries(db, userId, { q }, 10)).map(entryView),
  };
}
