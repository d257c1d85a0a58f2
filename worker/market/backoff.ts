import type { FetchFailure } from "./providers/http";

/**
 * How long to leave a provider alone after a failure. Rate limits honour Retry-After when given;
 * otherwise the wait doubles with each consecutive failure, capped, so a dead upstream costs one
 * probe per window instead of one per request.
 */
export function backoffFor(failure: FetchFailure, previousFailures: number, now: number): { backoffUntil: number; failures: number } {
  const failures = previousFailures + 1;
  const exp = Math.min(failures - 1, 6);
  let wait: number;
  switch (failure.reason) {
    case "rate_limited":
      wait = failure.retryAfterMs ?? Math.min(60_000 * 2 ** exp, 30 * 60_000);
      break;
    case "server_error":
    case "timeout":
    case "network":
      wait = Math.min(15_000 * 2 ** exp, 10 * 60_000);
      break;
    default:
      wait = 60_000;
  }
  return { backoffUntil: now + wait, failures };
}
