import type { Bindings } from "../../env";
import { AppError } from "../../http/errors";

/**
 * A per-subject sliding window (60 s) kept in an ApiKeyDO named for the subject — the same exact
 * limiter the keys use, so it is atomic under concurrency and survives eviction. Throws
 * `rate_limited` with Retry-After when the subject is over `perMinute`.
 */
export async function takeFromWindow(env: Bindings, subject: string, perMinute: number, now: number, message: string): Promise<void> {
  const limits = { read: perMinute, write: perMinute };
  const window = await env.API_KEY.getByName(subject).consume({ bucket: "write", now, limits });
  if (!window.admitted) throw new AppError("rate_limited", { message, retryAfter: Math.max(1, Math.ceil(window.retryAfterMs / 1000)) });
}
