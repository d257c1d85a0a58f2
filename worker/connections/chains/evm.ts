import { z } from "zod";
import { callJson, fromBaseUnits, must, type Caller, type RawBalance } from "../upstream";

/**
 * Ethereum by public address: the native balance from a public JSON-RPC node (eth_getBalance) and
 * ERC-20 balances from Blockscout's keyless REST API v2 (/api/v2/addresses/{a}/token-balances).
 * Tokens carry their contract so pricing can match it against known contracts, never a symbol
 * anyone could give a token.
 */
const RpcBalance = z.object({ jsonrpc: z.literal("2.0"), result: z.string().regex(/^0x[0-9a-fA-F]*$/) });

const TokenBalance = z.object({
  token: z.object({
    // Older Blockscout versions answer `address`, current ones `address_hash`.
    address_hash: z.string().optional(),
    address: z.string().optional(),
    decimals: z.string().nullable(),
    symbol: z.string().nullable(),
    type: z.string(),
  }),
  token_id: z.string().nullable().optional(),
  value: z.string().regex(/^\d+$/),
});
const TokenBalances = z.array(TokenBalance);

export async function evmBalances(caller: Caller, rpcUrl: string, blockscoutUrl: string, address: string): Promise<RawBalance[]> {
  const rpc = must(
    await callJson(caller, rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_getBalance", params: [address, "latest"] }) }, RpcBalance),
  );
  const out: RawBalance[] = [{ code: "ETH", quantity: fromBaseUnits(BigInt(rpc.result === "0x" ? "0x0" : rpc.result), 18) }];
  const tokens = must(await callJson(caller, `${blockscoutUrl}/api/v2/addresses/${address}/token-balances`, { headers: { accept: "application/json" } }, TokenBalances));
  for (const t of tokens) {
    // Fungible tokens only: NFTs have no quantity to value.
    if (t.token.type !== "ERC-20") continue;
    const contract = (t.token.address_hash ?? t.token.address ?? "").toLowerCase();
    const decimals = Number(t.token.decimals ?? "0");
    if (!contract || !Number.isInteger(decimals) || decimals < 0 || decimals > 36) continue;
    const quantity = fromBaseUnits(t.value, decimals);
    if (quantity > 0) out.push({ code: (t.token.symbol ?? "?").slice(0, 16), quantity, contract });
  }
  return out;
}
