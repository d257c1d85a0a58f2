import { z } from "zod";
import { callJson, must, type Caller, type RawBalance } from "../upstream";

/** Bitcoin by public address: Esplora's /api/address/{a} (mempool.space, Blockstream), confirmed only. */
const Stats = z.object({ funded_txo_sum: z.number().int().nonnegative(), spent_txo_sum: z.number().int().nonnegative() });
const Address = z.object({ address: z.string(), chain_stats: Stats, mempool_stats: Stats });

export async function bitcoinBalances(caller: Caller, baseUrl: string, address: string): Promise<RawBalance[]> {
  const data = must(await callJson(caller, `${baseUrl}/api/address/${address}`, { headers: { accept: "application/json" } }, Address));
  // Unconfirmed transactions may never confirm: the balance is what the chain has settled.
  const sats = data.chain_stats.funded_txo_sum - data.chain_stats.spent_txo_sum;
  return [{ code: "BTC", quantity: sats / 1e8 }];
}
