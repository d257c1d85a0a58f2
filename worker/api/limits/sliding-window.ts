/**
 * The exact sliding-window limiter's core. A request at `now` is admitted when fewer than `limit`
 * admitted requests fall in (now − window, now]; so in ANY window of that length no more than
 * `limit` are admitted, and nothing under the limit is refused. There is no fixed window that
 * resets for everyone at once.
 *
 * `hits` are the admitted timestamps still inside the window (oldest first); the caller keeps
 * them (ApiKeyDO keeps them in its SQLite storage so eviction loses nothing).
 */
export interface WindowDecision {
  admitted: boolean;
  limit: number;
  /** Slots left after this request. */
  remaining: number;
  /** When the next slot frees (ms); `now` when the window is empty. */
  resetAt: number;
  /** How long to wait before a retry can be admitted (ms); 0 when admitted. */
  retryAfterMs: number;
}

export const WINDOW_MS = 60_000;

export function inWindow(hits: readonly number[], now: number, windowMs = WINDOW_MS): number[] {
  return hits.filter((t) => t > now - windowMs && t <= now);
}

export function decide(hits: readonly number[], now: number, limit: number, windowMs = WINDOW_MS): WindowDecision {
  const live = inWindow(hits, now, windowMs).sort((a, b) => a - b);
  if (live.length < limit) {
    const after = [...live, now];
    const oldest = after[0]!;
    return { admitted: true, limit, remaining: limit - after.length, resetAt: oldest + windowMs, retryAfterMs: 0 };
  }
  // Full: the slot that frees first belongs to the (live.length − limit + 1)-th oldest hit.
  const freeing = live[live.length - limit]!;
  const resetAt = freeing + windowMs;
  return { admitted: false, limit, remaining: 0, resetAt, retryAfterMs: Math.max(0, resetAt - now) };
}

/** The window as it stands for a caller who is not consuming (the headers of an answer that does not count). */
export function peekWindow(hits: readonly number[], now: number, limit: number, windowMs = WINDOW_MS): Omit<WindowDecision, "admitted"> {
  const live = inWindow(hits, now, windowMs).sort((a, b) => a - b);
  const remaining = Math.max(0, limit - live.length);
  if (remaining > 0) return { limit, remaining, resetAt: (live[0] ?? now) + windowMs, retryAfterMs: 0 };
  const resetAt = live[live.length - limit]! + windowMs;
  return { limit, remaining, resetAt, retryAfterMs: Math.max(0, resetAt - now) };
}
