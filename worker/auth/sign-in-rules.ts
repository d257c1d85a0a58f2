/**
 * The rules of e-mail code sign-in, as plain data and pure decisions (no I/O), so they can be
 * read in one place and tested without bindings.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;
/** At most one code per address per minute, five per hour; twenty per client per hour. */
export const RESEND_INTERVAL_MS = 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const MAX_CODES_PER_ADDRESS_PER_HOUR = 5;
export const MAX_CODES_PER_CLIENT_PER_HOUR = 20;

export interface SendHistory {
  /** Creation times of codes sent to this address in the last hour, any order. */
  toAddress: number[];
  /** Creation times of codes requested by this client in the last hour, any order. */
  fromClient: number[];
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export function decideSend(history: SendHistory, now: number): ThrottleDecision {
  const windowStart = now - HOUR_MS;
  const toAddress = history.toAddress.filter((t) => t > windowStart).sort((a, b) => a - b);
  const fromClient = history.fromClient.filter((t) => t > windowStart).sort((a, b) => a - b);
  const waits: number[] = [];

  const last = toAddress.at(-1);
  if (last !== undefined && now - last < RESEND_INTERVAL_MS) waits.push(last + RESEND_INTERVAL_MS - now);
  if (toAddress.length >= MAX_CODES_PER_ADDRESS_PER_HOUR) {
    // The slot frees when the oldest send that keeps us at the limit leaves the hour.
    waits.push(toAddress[toAddress.length - MAX_CODES_PER_ADDRESS_PER_HOUR]! + HOUR_MS - now);
  }
  if (fromClient.length >= MAX_CODES_PER_CLIENT_PER_HOUR) {
    waits.push(fromClient[fromClient.length - MAX_CODES_PER_CLIENT_PER_HOUR]! + HOUR_MS - now);
  }
  if (waits.length === 0) return { allowed: true };
  return { allowed: false, retryAfterMs: Math.max(1000, ...waits) };
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
