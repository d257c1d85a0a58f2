import type { Asset } from "./types";

/**
 * The asset registry: every symbol the product knows by name, class, category and the ids each
 * provider uses for it. The replay data covers exactly these assets, so an offline start can
 * answer for all of them.
 */
export const ASSETS: readonly Asset[] = [
  { symbol: "BTC", name: "Bitcoin", assetClass: "crypto", category: "currency", chain: "bitcoin", coingeckoId: "bitcoin", binancePair: "BTCUSDT", aliases: ["xbt"] },
  { symbol: "ETH", name: "Ethereum", assetClass: "crypto", category: "smart-contract platform", chain: "ethereum", coingeckoId: "ethereum", binancePair: "ETHUSDT", aliases: ["ether"] },
  { symbol: "SOL", name: "Solana", assetClass: "crypto", category: "smart-contract platform", chain: "solana", coingeckoId: "solana", binancePair: "SOLUSDT", aliases: [] },
  { symbol: "BNB", name: "BNB", assetClass: "crypto", category: "exchange token", chain: "bsc", coingeckoId: "binancecoin", binancePair: "BNBUSDT", aliases: ["binance coin"] },
  { symbol: "XRP", name: "XRP", assetClass: "crypto", category: "payments", chain: "xrpl", coingeckoId: "ripple", binancePair: "XRPUSDT", aliases: ["ripple"] },
  { symbol: "ADA", name: "Cardano", assetClass: "crypto", category: "smart-contract platform", chain: "cardano", coingeckoId: "cardano", binancePair: "ADAUSDT", aliases: [] },
  { symbol: "DOGE", name: "Dogecoin", assetClass: "crypto", category: "meme", chain: "dogecoin", coingeckoId: "dogecoin", binancePair: "DOGEUSDT", aliases: [] },
  { symbol: "AVAX", name: "Avalanche", assetClass: "crypto", category: "smart-contract platform", chain: "avalanche", coingeckoId: "avalanche-2", binancePair: "AVAXUSDT", aliases: [] },
  { symbol: "LINK", name: "Chainlink", assetClass: "crypto", category: "oracle", chain: "ethereum", coingeckoId: "chainlink", binancePair: "LINKUSDT", defillamaSlug: "chainlink", aliases: [] },
  { symbol: "DOT", name: "Polkadot", assetClass: "crypto", category: "smart-contract platform", chain: "polkadot", coingeckoId: "polkadot", binancePair: "DOTUSDT", aliases: [] },
  { symbol: "MATIC", name: "Polygon (MATIC, migrated to POL)", assetClass: "crypto", category: "scaling", chain: "polygon", coingeckoId: "matic-network", binancePair: "MATICUSDT", aliases: [] },
  { symbol: "POL", name: "Polygon", assetClass: "crypto", category: "scaling", chain: "polygon", coingeckoId: "polygon-ecosystem-token", binancePair: "POLUSDT", aliases: ["polygon"] },
  { symbol: "UNI", name: "Uniswap", assetClass: "crypto", category: "defi", chain: "ethereum", coingeckoId: "uniswap", binancePair: "UNIUSDT", defillamaSlug: "uniswap", aliases: [] },
  { symbol: "AAVE", name: "Aave", assetClass: "crypto", category: "defi", chain: "ethereum", coingeckoId: "aave", binancePair: "AAVEUSDT", defillamaSlug: "aave", aliases: [] },
  { symbol: "ARB", name: "Arbitrum", assetClass: "crypto", category: "scaling", chain: "arbitrum", coingeckoId: "arbitrum", binancePair: "ARBUSDT", defillamaSlug: "arbitrum-bridge", aliases: [] },
  { symbol: "OP", name: "Optimism", assetClass: "crypto", category: "scaling", chain: "optimism", coingeckoId: "optimism", binancePair: "OPUSDT", aliases: [] },
  { symbol: "PAXG", name: "PAX Gold", assetClass: "crypto", category: "tokenized gold", chain: "ethereum", coingeckoId: "pax-gold", binancePair: "PAXGUSDT", aliases: [] },
  { symbol: "USDT", name: "Tether", assetClass: "stablecoin", category: "stablecoin", chain: "multi", coingeckoId: "tether", peg: 1, aliases: ["tether usd"] },
  { symbol: "USDC", name: "USD Coin", assetClass: "stablecoin", category: "stablecoin", chain: "multi", coingeckoId: "usd-coin", binancePair: "USDCUSDT", peg: 1, aliases: ["circle usd"] },
  { symbol: "DAI", name: "Dai", assetClass: "stablecoin", category: "stablecoin", chain: "ethereum", coingeckoId: "dai", peg: 1, defillamaSlug: "makerdao", aliases: ["makerdao dai"] },
  { symbol: "USTC", name: "TerraClassicUSD (formerly UST)", assetClass: "stablecoin", category: "stablecoin", chain: "terra", coingeckoId: "terrausd", peg: 1, aliases: ["ust", "terrausd"] },
  { symbol: "AAPL", name: "Apple", assetClass: "stock", category: "technology", ticker: "AAPL", aliases: ["apple inc"] },
  { symbol: "MSFT", name: "Microsoft", assetClass: "stock", category: "technology", ticker: "MSFT", aliases: [] },
  { symbol: "NVDA", name: "NVIDIA", assetClass: "stock", category: "semiconductors", ticker: "NVDA", aliases: [] },
  { symbol: "AMZN", name: "Amazon", assetClass: "stock", category: "consumer", ticker: "AMZN", aliases: [] },
  { symbol: "GOOGL", name: "Alphabet", assetClass: "stock", category: "technology", ticker: "GOOGL", aliases: ["google"] },
  { symbol: "META", name: "Meta Platforms", assetClass: "stock", category: "technology", ticker: "META", aliases: ["facebook"] },
  { symbol: "TSLA", name: "Tesla", assetClass: "stock", category: "automotive", ticker: "TSLA", aliases: [] },
  { symbol: "MSTR", name: "MicroStrategy (Strategy)", assetClass: "stock", category: "bitcoin treasury", ticker: "MSTR", aliases: ["strategy"] },
  { symbol: "COIN", name: "Coinbase", assetClass: "stock", category: "crypto exchange", ticker: "COIN", aliases: [] },
  { symbol: "SPY", name: "SPDR S&P 500 ETF", assetClass: "etf", category: "us large cap", ticker: "SPY", aliases: [] },
  { symbol: "QQQ", name: "Invesco QQQ (Nasdaq-100)", assetClass: "etf", category: "us tech", ticker: "QQQ", aliases: ["nasdaq 100"] },
  { symbol: "GLD", name: "SPDR Gold Shares", assetClass: "etf", category: "gold", ticker: "GLD", aliases: ["gold"] },
  { symbol: "GSPC", name: "S&P 500 index", assetClass: "index", category: "us large cap", ticker: "SPX", aliases: ["^gspc", "spx", "s&p 500", "s&p500"] },
];

const BY_SYMBOL = new Map(ASSETS.map((a) => [a.symbol, a]));

export function getAsset(symbol: string): Asset | undefined {
  return BY_SYMBOL.get(symbol.trim().toUpperCase());
}

/** Symbol, alias or name, case-insensitive; exact matches only. */
export function resolveAsset(query: string): Asset | undefined {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  return (
    getAsset(q) ??
    ASSETS.find((a) => a.aliases.includes(q)) ??
    ASSETS.find((a) => a.name.toLowerCase() === q) ??
    ASSETS.find((a) => a.coingeckoId === q)
  );
}

/** Ranked search: exact symbol, then symbol prefix, then name/alias prefix, then substring. */
export function searchAssets(query: string, limit = 10): Asset[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const score = (a: Asset): number => {
    const sym = a.symbol.toLowerCase();
    const names = [a.name.toLowerCase(), ...a.aliases];
    if (sym === q || a.aliases.includes(q)) return 0;
    if (sym.startsWith(q)) return 1;
    if (names.some((n) => n.startsWith(q))) return 2;
    if (names.some((n) => n.includes(q)) || sym.includes(q)) return 3;
    return 99;
  };
  return ASSETS.map((a) => ({ a, s: score(a) }))
    .filter((x) => x.s < 99)
    .sort((x, y) => x.s - y.s || x.a.symbol.localeCompare(y.a.symbol))
    .slice(0, limit)
    .map((x) => x.a);
}

export type CapBand = "micro" | "medium" | "large";

/** DESIGN.md bands: micro < $300M, medium $300M–$10B, large ≥ $10B. */
export function capBand(marketCap: number | null | undefined): CapBand | null {
  if (marketCap == null || !Number.isFinite(marketCap) || marketCap <= 0) return null;
  if (marketCap < 300e6) return "micro";
  if (marketCap < 10e9) return "medium";
  return "large";
}
