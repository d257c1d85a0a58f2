/** Session lifetime rules, pure. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not all become writes. */
export const SESSION_REFRESH_AFTER_MS = 60 * 60 * 1000;
export const SESSION_COOKIE = "fathom_session";

export function shouldRefresh(session: { lastSeenAt: number }, now: number): boolean {
  return now - session.lastSeenAt >= SESSION_REFRESH_AFTER_MS;
}

export function isSessionLive(session: { expiresAt: number }, now: number): boolean {
  return session.expiresAt > now;
}

/** Cookies are Secure everywhere except plain-http localhost development. */
export function cookieIsSecure(url: URL): boolean {
  const localHost = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return !(localHost && url.protocol === "http:");
}
