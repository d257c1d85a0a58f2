import { exchangeName } from "./addresses";
import { labelsOf, scaled, type AddressParam, type TokenInfo } from "./providers/blockscout";

/**
 * Holder analysis: the largest holders, each one's share of total supply, and two concentration
 * figures over them — the top-10 share, and the Herfindahl–Hirschman index (HHI: the sum of
 * squared percentage shares, 0–10,000) over the holders listed. The HHI is a lower bound of the
 * whole token's HHI: the holders not listed can only add to it. Gini is not given: it needs every
 * holder, which no keyless API serves.
 */
export interface Holder {
  rank: number;
  address: string;
  balance: number;
  sharePct: number | null;
  labels: string[];
  isContract: boolean;
  exchange: string | null;
}

export interface HolderAnalysis {
  symbol: string;
  name: string | null;
  chain: string;
  token: string;
  totalSupply: number | null;
  holdersCount: number | null;
  priceUsd: number | null;
  holders: Holder[];
  top10SharePct: number | null;
  hhiListed: number | null;
  exchangeSharePct: number | null;
}

export function analyseHolders(input: { symbol: string; chain: string; token: string; info: TokenInfo; items: { address: AddressParam; value: string }[]; limit: number }): HolderAnalysis {
  const { info } = input;
  const supply = info.total_supply ? scaled(info.total_supply, info.decimals) : null;
  const share = (b: number) => (supply && supply > 0 ? (b / supply) * 100 : null);
  const all = input.items
    .map((h) => ({ address: h.address, balance: scaled(h.value, info.decimals) }))
    .sort((x, y) => y.balance - x.balance);
  const holders: Holder[] = all.map((h, i) => {
    const labels = labelsOf(h.address);
    return { rank: i + 1, address: h.address.hash, balance: h.balance, sharePct: share(h.balance), labels, isContract: h.address.is_contract === true, exchange: exchangeName(h.address.hash, labels) };
  });
  const shares = holders.map((h) => h.sharePct);
  const known = shares.every((s) => s !== null) && shares.length > 0;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const price = Number(info.exchange_rate);
  const holdersCount = Number(info.holders_count ?? info.holders);
  return {
    symbol: input.symbol,
    name: info.name,
    chain: input.chain,
    token: input.token,
    totalSupply: supply,
    holdersCount: Number.isFinite(holdersCount) && holdersCount > 0 ? holdersCount : null,
    priceUsd: info.exchange_rate && Number.isFinite(price) && price > 0 ? price : null,
    holders: holders.slice(0, input.limit),
    top10SharePct: known ? sum(shares.slice(0, 10) as number[]) : null,
    hhiListed: known ? sum((shares as number[]).map((s) => s * s)) : null,
    exchangeSharePct: known ? sum(holders.filter((h) => h.exchange).map((h) => h.sharePct as number)) : null,
  };
}

/** HHI in words, with the US merger guidelines' bands (below 1,500 unconcentrated; above 2,500 highly). */
export function hhiBand(hhi: number): string {
  return hhi < 1500 ? "unconcentrated" : hhi <= 2500 ? "moderately concentrated" : "highly concentrated";
}
