import { z } from "zod";
import { callJson, fromBaseUnits, must, type Caller, type RawBalance } from "../upstream";

/** Solana by public address: public RPC getBalance (lamports) and getTokenAccountsByOwner (jsonParsed). */
export const SPL_TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";

const Balance = z.object({ jsonrpc: z.literal("2.0"), result: z.object({ context: z.object({ slot: z.number() }), value: z.number().int().nonnegative() }) });
const TokenAccount = z.object({
  pubkey: z.string(),
  account: z.object({
    data: z.object({
      parsed: z.object({
        info: z.object({ mint: z.string(), owner: z.string(), tokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int().min(0).max(36) }) }),
        type: z.string(),
      }),
      program: z.string(),
    }),
  }),
});
const TokenAccounts = z.object({ jsonrpc: z.literal("2.0"), result: z.object({ context: z.object({ slot: z.number() }), value: z.array(TokenAccount) }) });

function rpc(method: string, params: unknown[]): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) };
}

export async function solanaBalances(caller: Caller, rpcUrl: string, address: string): Promise<RawBalance[]> {
  const native = must(await callJson(caller, rpcUrl, rpc("getBalance", [address]), Balance));
  const out: RawBalance[] = [{ code: "SOL", quantity: native.result.value / 1e9 }];
  const tokens = must(await callJson(caller, rpcUrl, rpc("getTokenAccountsByOwner", [address, { programId: SPL_TOKEN_PROGRAM }, { encoding: "jsonParsed" }]), TokenAccounts));
  for (const { account } of tokens.result.value) {
    const info = account.data.parsed.info;
    const quantity = fromBaseUnits(info.tokenAmount.amount, info.tokenAmount.decimals);
    // SPL tokens have no on-chain symbol: the mint is the identity, priced only when known.
    if (quantity > 0) out.push({ code: "SPL", quantity, contract: info.mint });
  }
  return out;
}
