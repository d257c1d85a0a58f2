import { getAsset } from "./assets";
import { replaySupply, SUPPLY_AS_OF, SUPPLY_SOURCE } from "./replay/supply";

/**
 * The one market cap every surface shows (Markets, /v1/market/prices, the asset page, Explore,
 * Analyze): the price source's own figure when it reports one, else — offline, on replay data —
 * the sampled circulating supply × the price at that moment, an estimate that says so. Stocks and
 * funds have no shares outstanding in the data, so theirs is null with the reason.
 */
export interface MarketCap {
  value: number | null;
  /** True when computed from the supply sample rather than reported by the price source. */
  estimate: boolean;
  source: string;
  how: string;
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

export function marketCapOf(symbol: string, price: number, asOf: number, reported: { value: number | null; source: string } | null = null): MarketCap {
  if (reported && reported.value !== null && reported.value > 0) return { value: reported.value, estimate: false, source: reported.source, how: "market cap as reported by the price source" };
  const supply = replaySupply(symbol);
  if (supply) {
    return { value: supply.circulating * price, estimate: true, source: SUPPLY_SOURCE, how: `estimate: circulating supply ${Math.round(supply.circulating).toLocaleString("en-US")} (${SUPPLY_SOURCE}, ${day(SUPPLY_AS_OF)}) × the price as of ${day(asOf)}` };
  }
  const cls = getAsset(symbol)?.assetClass;
  const why = cls === undefined || cls === "crypto" || cls === "stablecoin" ? "no supply figure for it in the replay data" : "the replay data has no shares outstanding for stocks and funds";
  return { value: null, estimate: false, source: "replay", how: `not available: ${why}` };
}
