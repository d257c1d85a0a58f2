/**
 * Loopback fakes of the wallet-balance upstreams, answering in their real response shapes:
 * Ethereum JSON-RPC (eth_getBalance), Blockscout REST v2 token-balances, Esplora (mempool.space)
 * /api/address/{a}, Solana JSON-RPC (getBalance, getTokenAccountsByOwner jsonParsed). Runs in the
 * vitest process via `outboundService` (and as an HTTP server for e2e, test/fakes/connect-server.ts).
 *
 * A failure mode is chosen by a path prefix on the configured base URL, as in market-upstream.ts:
 * …/_fake/rate_limited, …/_fake/server_error, …/_fake/bad_shape. Unknown addresses hold nothing.
 */
export const CHAIN_HOSTS = new Set(["ethereum-rpc.publicnode.com", "eth.blockscout.com", "mempool.space", "api.mainnet-beta.solana.com"]);

export const FAKE_WALLETS = {
  ethereum: "0x1111111111111111111111111111111111111111",
  bitcoin: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
  solana: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
} as const;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

// 1.5 ETH in wei.
const WEI = "0x14d1120d7b160000";

const token = (address_hash: string, symbol: string, name: string, decimals: string | null, type = "ERC-20") => ({
  address_hash,
  circulating_market_cap: null,
  decimals,
  exchange_rate: null,
  holders_count: "1200",
  icon_url: null,
  name,
  symbol,
  total_supply: "1000000000000000",
  type,
  volume_24h: null,
});

const TOKEN_BALANCES = [
  { token: token("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "USDC", "USD Coin", "6"), token_id: null, token_instance: null, value: "2500000000" },
  { token: token("0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984", "UNI", "Uniswap", "18"), token_id: null, token_instance: null, value: "10000000000000000000" },
  // A token that calls itself USDC from another contract: must be listed, never priced as USDC.
  { token: token("0xdeAdbeefdEAdbeefdEadbEEFdeadbeEFdEaDbeeF", "USDC", "USD Coin (claim at scam.example)", "6"), token_id: null, token_instance: null, value: "900000000000" },
  { token: token("0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D", "BAYC", "BoredApeYachtClub", null, "ERC-721"), token_id: "42", token_instance: null, value: "1" },
];

const ESPLORA = (address: string, funded: number, spent: number) => ({
  address,
  chain_stats: { funded_txo_count: 3, funded_txo_sum: funded, spent_txo_count: 1, spent_txo_sum: spent, tx_count: 4 },
  mempool_stats: { funded_txo_count: 1, funded_txo_sum: 5_000_000, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 },
});

const splAccount = (mint: string, amount: string, decimals: number, owner: string) => ({
  account: {
    data: {
      parsed: { info: { isNative: false, mint, owner, state: "initialized", tokenAmount: { amount, decimals, uiAmount: Number(amount) / 10 ** decimals, uiAmountString: String(Number(amount) / 10 ** decimals) } }, type: "account" },
      program: "spl-token",
      space: 165,
    },
    executable: false,
    lamports: 2039280,
    owner: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
    rentEpoch: 18446744073709552000,
    space: 165,
  },
  pubkey: "C2gJg6tKpQs41PRS1nC8aw3ZKNZK3HQQZGVrDFDup5nx",
});

function failure(mode: string): Response | null {
  if (mode === "rate_limited") return json({ error: "Too Many Requests" }, 429, { "retry-after": "120" });
  if (mode === "server_error") return new Response("<html>502 Bad Gateway</html>", { status: 502, headers: { "content-type": "text/html" } });
  if (mode === "bad_shape") return json({ unexpected: true });
  return null;
}

async function rpc(request: Request, host: string): Promise<Response> {
  const body = (await request.json()) as { id: number; method: string; params: unknown[] };
  const owner = String(body.params[0]);
  if (host === "ethereum-rpc.publicnode.com" && body.method === "eth_getBalance") {
    return json({ jsonrpc: "2.0", id: body.id, result: owner.toLowerCase() === FAKE_WALLETS.ethereum ? WEI : "0x0" });
  }
  if (body.method === "getBalance") return json({ jsonrpc: "2.0", result: { context: { apiVersion: "2.0.15", slot: 341197053 }, value: owner === FAKE_WALLETS.solana ? 2_500_000_000 : 0 }, id: body.id });
  if (body.method === "getTokenAccountsByOwner") {
    const value = owner === FAKE_WALLETS.solana ? [splAccount("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", "100000000", 6, owner), splAccount("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU", "5000000000", 9, owner)] : [];
    return json({ jsonrpc: "2.0", result: { context: { apiVersion: "2.0.15", slot: 341197054 }, value }, id: body.id });
  }
  return json({ jsonrpc: "2.0", error: { code: -32601, message: "Method not found" }, id: body.id });
}

export async function chainsUpstream(request: Request): Promise<Response> {
  const url = new URL(request.url);
  let path = url.pathname;
  const m = /^\/_fake\/([a-z_]+)(\/.*)?$/.exec(path);
  if (m) {
    const failed = failure(m[1]!);
    if (failed) return failed;
    path = m[2] ?? "/";
  }
  if (request.method === "POST") return rpc(request, url.hostname);
  const tokens = /\/api\/v2\/addresses\/(0x[0-9a-fA-F]{40})\/token-balances$/.exec(path);
  if (tokens) return json(tokens[1]!.toLowerCase() === FAKE_WALLETS.ethereum ? TOKEN_BALANCES : []);
  const btc = /\/api\/address\/([A-Za-z0-9]+)$/.exec(path);
  if (btc) return json(btc[1] === FAKE_WALLETS.bitcoin ? ESPLORA(btc[1]!, 150_000_000, 25_000_000) : ESPLORA(btc[1]!, 0, 0));
  return json({ message: "Not found" }, 404);
}
