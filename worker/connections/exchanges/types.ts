import { AppError } from "../../http/errors";
import type { FetchResult } from "../../market/providers/http";
import { UpstreamError, type Caller, type RawBalance } from "../upstream";

export interface ExchangeCreds {
  apiKey: string;
  apiSecret: string;
}

export interface ExchangeClient {
  /** Refuses (AppError) a key that can trade, withdraw or transfer, or that the exchange rejects. */
  checkReadOnly(caller: Caller, base: string, creds: ExchangeCreds, now: number): Promise<void>;
  balances(caller: Caller, base: string, creds: ExchangeCreds, now: number): Promise<RawBalance[]>;
}

/** A key with more than read access: refused, with how to make a read-only one. */
export function tooPowerful(exchange: string, powers: string[], howTo: string): AppError {
  return new AppError("invalid_param", {
    param: "apiKey",
    message: `apiKey: this ${exchange} key can ${powers.join(", ")}. Fathom only reads balances, so it accepts read-only keys and has not stored this one.`,
    hint: howTo,
  });
}

/** An exchange's answer to a signed call: a rejected key is the user's to fix, anything else is the exchange's. */
export function keyOrUpstream<T>(exchange: string, result: FetchResult<T>): T {
  if (result.ok) return result.data;
  if (result.reason === "client_error" && (result.status === 401 || result.status === 403 || result.status === 400)) {
    throw new AppError("invalid_param", { param: "apiKey", message: `apiKey: ${exchange} did not accept this key and secret.`, hint: "Check that both were copied in full, and that the key is enabled (and not limited to other IP addresses)." });
  }
  throw new UpstreamError(result);
}
