/**
 * On-chain settings, all optional: every provider is keyless, so the capability works with none
 * of them set. Each base URL can point at a loopback fake (tests) or a self-hosted explorer.
 */
export interface OnchainEnv {
  /** Blockscout instances as `chain=https://host,…`; replaces the defaults chain by chain. */
  BLOCKSCOUT_URLS?: string;
}

/** The public Blockscout instances (REST API v2, keyless; about 5 requests/second per IP). */
export const DEFAULT_BLOCKSCOUT: Readonly<Record<string, string>> = {
  ethereum: "https://eth.blockscout.com",
  arbitrum: "https://arbitrum.blockscout.com",
  optimism: "https://optimism.blockscout.com",
  base: "https://base.blockscout.com",
  polygon: "https://polygon.blockscout.com",
};

export const CHAINS = Object.keys(DEFAULT_BLOCKSCOUT);

export interface OnchainConfig {
  blockscout: Record<string, string>;
}

export function onchainConfig(e: OnchainEnv): OnchainConfig {
  const blockscout: Record<string, string> = { ...DEFAULT_BLOCKSCOUT };
  for (const pair of (e.BLOCKSCOUT_URLS ?? "").split(",")) {
    const [chain, url] = pair.split("=").map((s) => s.trim());
    if (chain && url && /^https?:\/\//u.test(url) && chain in DEFAULT_BLOCKSCOUT) blockscout[chain.toLowerCase()] = url.replace(/\/+$/u, "");
  }
  return { blockscout };
}

/** "Ethereum", "eth", "mainnet" → "ethereum"; null when not an explorer we read. */
export function normaliseChain(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const c = raw.trim().toLowerCase();
  const alias: Record<string, string> = { eth: "ethereum", mainnet: "ethereum", arb: "arbitrum", "arbitrum one": "arbitrum", op: "optimism", matic: "polygon", pol: "polygon" };
  const name = alias[c] ?? c;
  return name in DEFAULT_BLOCKSCOUT ? name : null;
}
