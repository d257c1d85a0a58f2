import type { z } from "zod";
import type { FetchFailure, FetchResult } from "../market/providers/http";

/**
 * One call to a balance upstream: a timeout, a classified failure (the market layer's shape, so
 * its back-off rules apply) and a zod check of the answer. Nothing here throws for an upstream's
 * fault; the sync decides what a failure means (stale balances, never zeros).
 */
export interface Caller {
  fetch: typeof fetch;
  timeoutMs: number;
}

export class UpstreamError extends Error {
  constructor(readonly failure: FetchFailure) {
    super(failure.message);
    this.name = "UpstreamError";
  }
}

export async function callJson<S extends z.ZodType>(caller: Caller, url: string, init: RequestInit, schema: S): Promise<FetchResult<z.infer<S>>> {
  const host = new URL(url).host;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), caller.timeoutMs);
  let response: Response;
  let text: string;
  try {
    // Called unbound: workerd's fetch refuses to run with another object as `this`.
    const send = caller.fetch;
    response = await send(url, { ...init, signal: controller.signal });
    text = await response.text();
  } catch (error) {
    const timedOut = controller.signal.aborted;
    return { ok: false, reason: timedOut ? "timeout" : "network", message: timedOut ? `${host} did not answer in ${caller.timeoutMs} ms` : `${host} could not be reached` };
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 429 || response.status === 418) {
    const seconds = Number(response.headers.get("retry-after"));
    return { ok: false, reason: "rate_limited", status: response.status, ...(Number.isFinite(seconds) && seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}), message: `${host} is rate limiting` };
  }
  if (response.status >= 500) return { ok: false, reason: "server_error", status: response.status, message: `${host} answered ${response.status}` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: "bad_body", status: response.status, message: `${host} answered something that is not JSON` };
  }
  // 4xx answers carry the exchange's own error (bad key, missing permission): the schema decides.
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const reason = response.ok ? "bad_body" : "client_error";
    return { ok: false, reason, status: response.status, message: response.ok ? `${host} answered in an unexpected shape` : `${host} refused the request (${response.status})` };
  }
  return { ok: true, data: parsed.data };
}

/** Unwraps or throws the classified failure for the sync to record. */
export function must<T>(result: FetchResult<T>): T {
  if (!result.ok) throw new UpstreamError(result);
  return result.data;
}

/** A balance as read from upstream: the symbol as the source names it, plus what identifies it. */
export interface RawBalance {
  /** The asset code as the source names it (ETH, XXBT, USDC…). */
  code: string;
  quantity: number;
  /** Contract or mint, for tokens: matched against a known list, never by symbol alone. */
  contract?: string;
}

/** Integer base units (as a decimal string) to a number with `decimals` places. */
export function fromBaseUnits(amount: string | bigint, decimals: number): number {
  const value = typeof amount === "bigint" ? amount : BigInt(amount);
  const scale = 10n ** BigInt(decimals);
  const whole = value / scale;
  const frac = value % scale;
  return Number(whole) + Number(frac) / Number(scale);
}
