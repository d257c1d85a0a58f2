import { z } from "zod";
import { AppError } from "../../http/errors";
import { callJson, UpstreamError, type Caller } from "../upstream";
import { krakenSignature } from "./signing";
import { tooPowerful, type ExchangeClient, type ExchangeCreds } from "./types";

/**
 * Kraken spot balances (POST /0/private/Balance). Kraken has no endpoint that lists a key's
 * permissions, so they are probed with calls that cannot do anything: AddOrder with
 * `validate=true` (Kraken checks the order and never submits it) and WithdrawMethods (a read that
 * needs the Withdraw permission). A read-only key gets "EGeneral:Permission denied" from both;
 * any other answer means the key holds that permission, and it is refused.
 */
const Answer = z.object({ error: z.array(z.string()), result: z.unknown().optional() });
const Balances = z.record(z.string(), z.string().regex(/^-?\d+(\.\d+)?$/));
const DENIED = "EGeneral:Permission denied";

const HOW_TO =
  "In Kraken: Settings → API → Create API key. Tick only “Query Funds” (and the other Query permissions if you like); leave “Create & Modify Orders”, “Cancel/Close Orders”, “Withdraw Funds” and “Deposit Funds” unticked. Save, then paste the new key here.";

let lastNonce = 0;
/** Kraken needs an always-increasing nonce per key; milliseconds, bumped if called twice in one. */
function nextNonce(now: number): string {
  lastNonce = Math.max(now, lastNonce + 1);
  return String(lastNonce);
}

async function privateCall(caller: Caller, base: string, method: string, params: Record<string, string>, creds: ExchangeCreds, now: number) {
  const path = `/0/private/${method}`;
  const nonce = nextNonce(now);
  const body = new URLSearchParams({ nonce, ...params }).toString();
  const sign = await krakenSignature(creds.apiSecret, path, nonce, body);
  const result = await callJson(caller, `${base}${path}`, { method: "POST", headers: { "API-Key": creds.apiKey, "API-Sign": sign, "content-type": "application/x-www-form-urlencoded" }, body }, Answer);
  if (!result.ok) throw new UpstreamError(result);
  return result.data;
}

function rejectedKey(errors: string[]): AppError | null {
  if (errors.some((e) => /EAPI:Invalid (key|signature)/.test(e))) {
    return new AppError("invalid_param", { param: "apiKey", message: "apiKey: Kraken did not accept this key and private key.", hint: "Copy both again in full (the private key is the long base64 one)." });
  }
  return null;
}

export const kraken: ExchangeClient = {
  async checkReadOnly(caller, base, creds, now) {
    const order = await privateCall(caller, base, "AddOrder", { ordertype: "limit", pair: "XBTUSD", price: "1", type: "buy", validate: "true", volume: "0.0001" }, creds, now);
    const bad = rejectedKey(order.error);
    if (bad) throw bad;
    const withdraw = await privateCall(caller, base, "WithdrawMethods", {}, creds, now);
    const powers: string[] = [];
    if (!order.error.includes(DENIED)) powers.push("create orders");
    if (!withdraw.error.includes(DENIED)) powers.push("withdraw");
    if (powers.length > 0) throw tooPowerful("Kraken", powers, HOW_TO);
  },
  async balances(caller, base, creds, now) {
    const answer = await privateCall(caller, base, "Balance", {}, creds, now);
    const bad = rejectedKey(answer.error);
    if (bad) throw bad;
    if (answer.error.length > 0) throw new UpstreamError({ ok: false, reason: "client_error", message: `Kraken: ${answer.error[0]!.slice(0, 80)}` });
    const parsed = Balances.safeParse(answer.result);
    if (!parsed.success) throw new UpstreamError({ ok: false, reason: "bad_body", message: "Kraken answered balances in an unexpected shape" });
    return Object.entries(parsed.data).map(([code, amount]) => ({ code, quantity: Number(amount) }));
  },
};
