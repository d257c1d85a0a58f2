/**
 * The rules of e-mail code sign-in, as plain data and pure decisions (no I/O), so they can be
 * read in one place and tested without bindings.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;
/**
 * At most one code per address per minute, five per hour; one client (an IP) may ask for codes
 * for at most fifty different addresses an hour. The client rule counts addresses, not sends, so
 * one person retrying (held by the per-address rules) or a busy office cannot lock a colleague out;
 * an address the client already used this hour is held only by the per-address rules.
 */
export const RESEND_INTERVAL_MS = 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const MAX_CODES_PER_ADDRESS_PER_HOUR = 5;
export const MAX_ADDRESSES_PER_CLIENT_PER_HOUR = 50;

export interface SendHistory {
  /** Creation times of codes sent to this address in the last hour, any order. */
  toAddress: number[];
  /** Codes requested by this client in the last hour (any address), any order. */
  fromClient: { at: number; address: string }[];
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export function decideSend(history: SendHistory, now: number, address: string): ThrottleDecision {
  const windowStart = now - HOUR_MS;
  const toAddress = history.toAddress.filter((t) => t > windowStart).sort((a, b) => a - b);
  const waits: number[] = [];

  const last = toAddress.at(-1);
  if (last !== undefined && now - last < RESEND_INTERVAL_MS) waits.push(last + RESEND_INTERVAL_MS - now);
  if (toAddress.length >= MAX_CODES_PER_ADDRESS_PER_HOUR) {
    // The slot frees when the oldest send that keeps us at the limit leaves the hour.
    waits.push(toAddress[toAddress.length - MAX_CODES_PER_ADDRESS_PER_HOUR]! + HOUR_MS - now);
  }
  const clientWait = newAddressWait(history.fromClient, now, address);
  if (clientWait !== null) waits.push(clientWait);
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(1000, ...waits) };
}

/**
 * How long before this client may ask for a new address (null: now). An address it used this hour
 * is not new. Otherwise the slot frees when enough addresses' latest requests have left the hour.
 */
function newAddressWait(fromClient: SendHistory["fromClient"], now: number, address: string): number | null {
  const latest = new Map<string, number>();
  for (const s of fromClient) if (s.at > now - HOUR_MS) latest.set(s.address, Math.max(s.at, latest.get(s.address) ?? 0));
  if (latest.has(address) || latest.size < MAX_ADDRESSES_PER_CLIENT_PER_HOUR) return null;
  const times = [...latest.values()].sort((a, b) => a - b);
  return times[times.length - MAX_ADDRESSES_PER_CLIENT_PER_HOUR]! + HOUR_MS - now;
}

export interface StoredCode {
  expiresAt: number;
  failedAttempts: number;
  consumedAt: number | null;
}

/** A code can still be tried while it is unused, unexpired and has tries left. */
export function isCodeLive(code: StoredCode, now: number): boolean {
  return code.consumedAt === null && code.expiresAt > now && code.failedAttempts < MAX_FAILED_ATTEMPTS;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
