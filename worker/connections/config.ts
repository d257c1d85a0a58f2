/**
 * Connection settings, all optional. Each upstream's base URL can point at a loopback fake (tests,
 * e2e). Defaults are keyless public endpoints: Ethereum JSON-RPC at publicnode for the native
 * balance, Blockscout's REST API v2 for ERC-20 balances, mempool.space's Esplora API for Bitcoin,
 * Solana's public mainnet RPC.
 */
export interface ConnectionsEnv {
  /** "kid:base64key,…" (32-byte AES keys); the first encrypts, all decrypt. See secrets.ts. */
  CONNECTIONS_KEYS?: string;
  CONNECT_EVM_RPC_URL?: string;
  CONNECT_BLOCKSCOUT_URL?: string;
  CONNECT_BITCOIN_URL?: string;
  CONNECT_SOLANA_RPC_URL?: string;
  CONNECT_BINANCE_URL?: string;
  CONNECT_COINBASE_URL?: string;
  CONNECT_KRAKEN_URL?: string;
}

export interface ConnectionsConfig {
  evmRpc: string;
  blockscout: string;
  bitcoin: string;
  solanaRpc: string;
  binance: string;
  coinbase: string;
  kraken: string;
  timeoutMs: number;
}

const trim = (v: string | undefined) => (v && v.trim() ? v.trim().replace(/\/+$/, "") : undefined);

export function connectionsConfig(e: ConnectionsEnv): ConnectionsConfig {
  return {
    evmRpc: trim(e.CONNECT_EVM_RPC_URL) ?? "https://ethereum-rpc.publicnode.com",
    blockscout: trim(e.CONNECT_BLOCKSCOUT_URL) ?? "https://eth.blockscout.com",
    bitcoin: trim(e.CONNECT_BITCOIN_URL) ?? "https://mempool.space",
    solanaRpc: trim(e.CONNECT_SOLANA_RPC_URL) ?? "https://api.mainnet-beta.solana.com",
    binance: trim(e.CONNECT_BINANCE_URL) ?? "https://api.binance.com",
    coinbase: trim(e.CONNECT_COINBASE_URL) ?? "https://api.coinbase.com",
    kraken: trim(e.CONNECT_KRAKEN_URL) ?? "https://api.kraken.com",
    timeoutMs: 8000,
  };
}
