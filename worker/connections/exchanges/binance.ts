import { z } from "zod";
import { callJson, type Caller } from "../upstream";
import { binanceSignature } from "./signing";
import { keyOrUpstream, tooPowerful, type ExchangeClient, type ExchangeCreds } from "./types";

/**
 * Binance spot balances with a read-only key. Permissions come from the key itself:
 * GET /sapi/v1/account/apiRestrictions (SIGNED) — anything beyond enableReading is refused.
 */
const Restrictions = z
  .object({
    ipRestrict: z.boolean(),
    enableReading: z.boolean(),
    enableSpotAndMarginTrading: z.boolean(),
    enableWithdrawals: z.boolean(),
    enableInternalTransfer: z.boolean().optional(),
    enableMargin: z.boolean().optional(),
    enableFutures: z.boolean().optional(),
    permitsUniversalTransfer: z.boolean().optional(),
    enableVanillaOptions: z.boolean().optional(),
    enableOptions: z.boolean().optional(),
    enablePortfolioMarginTrading: z.boolean().optional(),
  })
  .passthrough();

const Amount = z.string().regex(/^\d+(\.\d+)?$/);
const Account = z.object({ accountType: z.string(), balances: z.array(z.object({ asset: z.string().min(1).max(20), free: Amount, locked: Amount })) });

const POWERS: [keyof z.infer<typeof Restrictions>, string][] = [
  ["enableSpotAndMarginTrading", "trade spot and margin"],
  ["enableWithdrawals", "withdraw"],
  ["enableInternalTransfer", "transfer between accounts"],
  ["permitsUniversalTransfer", "make universal transfers"],
  ["enableMargin", "borrow on margin"],
  ["enableFutures", "trade futures"],
  ["enableVanillaOptions", "trade options"],
  ["enableOptions", "trade options"],
  ["enablePortfolioMarginTrading", "trade portfolio margin"],
];

const HOW_TO =
  "In Binance: Account → API Management → Create API (or Edit restrictions on this key). Leave only “Enable Reading” ticked — untick Spot & Margin Trading, Withdrawals, Futures, Options and Universal Transfer — save, then paste the key here again.";

async function signedGet<S extends z.ZodType>(caller: Caller, base: string, path: string, creds: ExchangeCreds, now: number, schema: S) {
  const query = `recvWindow=10000&timestamp=${now}`;
  const signature = await binanceSignature(creds.apiSecret, query);
  return callJson(caller, `${base}${path}?${query}&signature=${signature}`, { headers: { "X-MBX-APIKEY": creds.apiKey } }, schema);
}

export const binance: ExchangeClient = {
  async checkReadOnly(caller, base, creds, now) {
    const r = keyOrUpstream("Binance", await signedGet(caller, base, "/sapi/v1/account/apiRestrictions", creds, now, Restrictions));
    const powers = [...new Set(POWERS.filter(([flag]) => r[flag] === true).map(([, what]) => what))];
    if (powers.length > 0) throw tooPowerful("Binance", powers, HOW_TO);
  },
  async balances(caller, base, creds, now) {
    const account = keyOrUpstream("Binance", await signedGet(caller, base, "/api/v3/account", creds, now, Account));
    return account.balances.map((b) => ({ code: b.asset, quantity: Number(b.free) + Number(b.locked) }));
  },
};
