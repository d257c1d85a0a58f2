/**
 * Token contracts of the replay registry's on-chain assets, per chain (from each issuer's own
 * documentation, cross-checked on the chain explorers). Native coins (ETH, BTC, SOL…) have no
 * token contract: holder and flow analyses cover ERC-20 tokens only, and say so.
 */
export interface TokenRef {
  symbol: string;
  chain: string;
  address: string;
}

const T = (symbol: string, chain: string, address: string): TokenRef => ({ symbol, chain, address });

export const TOKENS: readonly TokenRef[] = [
  T("UNI", "ethereum", "0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984"),
  T("LINK", "ethereum", "0x514910771AF9Ca656af840dff83E8264EcF986CA"),
  T("AAVE", "ethereum", "0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9"),
  T("USDC", "ethereum", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"),
  T("USDT", "ethereum", "0xdAC17F958D2ee523a2206206994597C13D831ec7"),
  T("DAI", "ethereum", "0x6B175474E89094C44Da98b954EedeAC495271d0F"),
  T("PAXG", "ethereum", "0x45804880De22913dAFE09f4980848ECE6EcbAf78"),
  T("POL", "ethereum", "0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6"),
  T("MATIC", "ethereum", "0x7D1AfA7B718fb893dB30A3aBc0Cfc608AaCfeBB0"),
  T("ARB", "arbitrum", "0x912CE59144191C1204E64559FE8253a0e49E6548"),
  T("OP", "optimism", "0x4200000000000000000000000000000000000042"),
  T("USDC", "arbitrum", "0xaf88d065e77c8cC2239327C5EDb3A432268e5831"),
  T("USDC", "base", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
  T("LINK", "arbitrum", "0xf97f4df75117a78c1A5a0DBb814Af92458539FB4"),
];

/** The token on the asked chain; without one, its home chain (the first listed). */
export function findToken(symbol: string, chain?: string | null): TokenRef | undefined {
  const s = symbol.trim().replace(/^\$/u, "").toUpperCase();
  const all = TOKENS.filter((t) => t.symbol === s);
  return chain ? all.find((t) => t.chain === chain) : all[0];
}

export const TOKEN_SYMBOLS = [...new Set(TOKENS.map((t) => t.symbol))];
