import { z } from "zod";
import { callJson, type Caller } from "../upstream";
import { coinbaseJwt } from "./signing";
import { keyOrUpstream, tooPowerful, type ExchangeClient, type ExchangeCreds } from "./types";

/**
 * Coinbase Advanced Trade with a CDP API key (ES256 JWT; the legacy HMAC keys are retired).
 * Permissions: GET /api/v3/brokerage/key_permissions — can_trade or can_transfer is refused.
 */
const Permissions = z.object({ can_view: z.boolean(), can_trade: z.boolean(), can_transfer: z.boolean(), portfolio_uuid: z.string().optional(), portfolio_type: z.string().optional() });
const Money = z.object({ value: z.string().regex(/^-?\d+(\.\d+)?$/), currency: z.string() });
const Accounts = z.object({
  accounts: z.array(z.object({ uuid: z.string(), currency: z.string().min(1).max(20), available_balance: Money, hold: Money.optional() })),
  has_next: z.boolean(),
  cursor: z.string().optional(),
});

const HOW_TO =
  "In the Coinbase Developer Platform: API keys → Create API key → under Advanced Trade permissions choose “View” only (not Trade, not Transfer), create it, then paste the key name and the private key here.";

async function signedGet<S extends z.ZodType>(caller: Caller, base: string, path: string, query: string, creds: ExchangeCreds, now: number, schema: S) {
  const jwt = await coinbaseJwt(creds.apiKey, creds.apiSecret, "GET", `${new URL(base).host}${path}`, Math.floor(now / 1000));
  return callJson(caller, `${base}${path}${query}`, { headers: { authorization: `Bearer ${jwt}` } }, schema);
}

export const coinbase: ExchangeClient = {
  async checkReadOnly(caller, base, creds, now) {
    const p = keyOrUpstream("Coinbase", await signedGet(caller, base, "/api/v3/brokerage/key_permissions", "", creds, now, Permissions));
    const powers = [p.can_trade ? "trade" : null, p.can_transfer ? "transfer funds out" : null].filter((x): x is string => x !== null);
    if (powers.length > 0) throw tooPowerful("Coinbase", powers, HOW_TO);
  },
  async balances(caller, base, creds, now) {
    const out = [];
    let cursor = "";
    // Bounded: 10 pages of 250 accounts is far beyond any real account list.
    for (let page = 0; page < 10; page++) {
      const query = `?limit=250${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const data = keyOrUpstream("Coinbase", await signedGet(caller, base, "/api/v3/brokerage/accounts", query, creds, now, Accounts));
      for (const a of data.accounts) out.push({ code: a.currency, quantity: Number(a.available_balance.value) + Number(a.hold?.value ?? 0) });
      if (!data.has_next || !data.cursor) break;
      cursor = data.cursor;
    }
    return out;
  },
};
