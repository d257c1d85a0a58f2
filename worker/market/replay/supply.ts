/**
 * Token supplies for the replay's crypto assets, so Explore's market-cap bands and Analyze's
 * valuation work offline. The figures are CoinGecko's `/coins/markets` answer of 2023-07-28
 * (shared/data/market/api-samples/coingecko/coins_markets.json, the only supply sample the data
 * holds): circulating, total and max supply. A replay market cap at time T is this circulating
 * supply × the close at T — an estimate that says so (`how`), since supply drifts over time.
 * POL (launched 2024) is not in that sample and has no figure; equities have no shares
 * outstanding in the data, so their caps are "not available" with that reason.
 */
export const SUPPLY_SOURCE = "CoinGecko /coins/markets sample";
export const SUPPLY_AS_OF = Date.parse("2023-07-28T20:03:00Z");

export interface Supply {
  circulating: number;
  total: number | null;
  max: number | null;
}

export const REPLAY_SUPPLY: Readonly<Record<string, Supply>> = {
  BTC: { circulating: 19441681, total: 21000000, max: 21000000 },
  ETH: { circulating: 120822157.344166, total: 120822157.344166, max: null },
  USDT: { circulating: 83821781092.1143, total: 83821781092.1143, max: null },
  XRP: { circulating: 52693851493, total: 99988556423, max: 100000000000 },
  BNB: { circulating: 153856150, total: 153856150, max: 200000000 },
  USDC: { circulating: 26519445783.1999, total: 26515878501.4199, max: null },
  ADA: { circulating: 35045020830.3234, total: 45000000000, max: 45000000000 },
  DOGE: { circulating: 140362256383.705, total: 140362056383.705, max: null },
  SOL: { circulating: 404245237.42745, total: 553511596.64762, max: null },
  MATIC: { circulating: 9319469069.28493, total: 10000000000, max: 10000000000 },
  DOT: { circulating: 1258094746.27984, total: 1339041688.97048, max: null },
  AVAX: { circulating: 346015623.354535, total: 432735054.431714, max: 720000000 },
  UNI: { circulating: 753766667, total: 1000000000, max: 1000000000 },
  LINK: { circulating: 538099971.2305644, total: 1000000000, max: 1000000000 },
  DAI: { circulating: 4154708907.01307, total: 4154708907.01307, max: null },
  ARB: { circulating: 1275000000, total: 10000000000, max: 10000000000 },
  AAVE: { circulating: 14490189.339055518, total: 16000000, max: 16000000 },
  OP: { circulating: 679080066, total: 4294967296, max: 4294967296 },
  PAXG: { circulating: 248343.361, total: 248343.361, max: null },
  USTC: { circulating: 9791187996.36326, total: 9796317060.20907, max: null },
};

export function replaySupply(symbol: string): Supply | null {
  return REPLAY_SUPPLY[symbol] ?? null;
}
