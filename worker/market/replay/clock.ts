import type { ReplayFiles } from "./files";
import { dailySeries } from "./series";

/**
 * The replay clock: one as-of moment for every asset, so the offline product never compares BTC
 * in January 2026 with USDT in December 2024. By default it is the latest moment the benchmark
 * series all cover (research measures relative strength against BTC and SPY, and the macro view
 * reads BTC, ETH and SPY); a chosen date is clamped to it. Every series is read as of that moment;
 * a series that ended earlier (USTC, DAI, MATIC, the daily USDT/USDC files) is reported as ended
 * rather than shown as current.
 */
export const CLOCK_ANCHORS = ["BTC", "ETH", "SPY"] as const;

export interface ReplayClock {
  /** Unix ms: the moment every answer is computed as of. */
  asOf: number;
  /** The latest moment the anchors share, the clock's upper bound. */
  latest: number;
  /** The earliest moment every anchor has data (research needs history before it too). */
  earliest: number;
  /** Which anchor series ends first (it sets `latest`). */
  limitedBy: string;
}

export async function replayClock(files: ReplayFiles, chosen?: number): Promise<ReplayClock> {
  let latest = Infinity;
  let earliest = -Infinity;
  let limitedBy: string = CLOCK_ANCHORS[0];
  for (const symbol of CLOCK_ANCHORS) {
    const s = await dailySeries(files, symbol);
    if (!s || s.closeTimes.length === 0) throw new Error(`replay anchor ${symbol} is missing`);
    const end = s.closeTimes[s.closeTimes.length - 1]!;
    if (end < latest) {
      latest = end;
      limitedBy = symbol;
    }
    earliest = Math.max(earliest, s.closeTimes[0]!);
  }
  const asOf = chosen === undefined ? latest : Math.min(Math.max(chosen, earliest), latest);
  return { asOf, latest, earliest, limitedBy };
}

/**
 * The instant replay answers are served for, on the one clock: a pinned replay time wins;
 * otherwise "now", but never past the latest moment the anchors share, so a series that runs on
 * (BTC into 2026) is read at the same moment as the others instead of at its own end.
 * A deployment whose replay files lack an anchor falls back to "now" (each series at its end).
 */
export async function replayMoment(deps: { config: { replayAt?: number | null }; now: number; replay: ReplayFiles }): Promise<number> {
  if (deps.config.replayAt != null) return deps.config.replayAt;
  try {
    return Math.min(deps.now, (await replayClock(deps.replay)).latest);
  } catch {
    return deps.now;
  }
}
