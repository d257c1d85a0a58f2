import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { AppError } from "../http/errors";
import { takeFromWindow } from "../api/limits/window-limit";
import { validateSession } from "./sessions";
import { cookieIsSecure, SESSION_COOKIE } from "./session-rules";

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    secure: cookieIsSecure(new URL(c.req.url)),
    sameSite: "Lax",
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", httpOnly: true, secure: cookieIsSecure(new URL(c.req.url)), sameSite: "Lax" });
}

/** Writes to the site's /app routes one account may make per rolling minute. */
export const APP_WRITES_PER_MINUTE = 60;

function isAppWrite(c: Context<AppEnv>): boolean {
  const method = c.req.method;
  return c.req.path.startsWith("/app/") && method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/**
 * Reads the session cookie; on success sets `user`, on failure answers 401 in the envelope. A
 * write to /app also takes one slot from the account's per-minute window (429 + Retry-After).
 */
export function requireSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const session = token ? await validateSession(c.get("db"), token, c.get("clock").now()) : null;
    if (!session) {
      if (token) clearSessionCookie(c);
      throw new AppError("unauthorized", { message: "You are not signed in.", hint: "The session is missing or has expired." });
    }
    c.set("user", session.user);
    c.set("sessionTokenHash", session.tokenHash);
    if (session.renewedExpiresAt !== undefined && token) setSessionCookie(c, token, session.renewedExpiresAt);
    if (isAppWrite(c)) {
      await takeFromWindow(c.env, `app:${session.user.id}`, APP_WRITES_PER_MINUTE, c.get("clock").now(), "Too many changes in a short time.");
    }
    return next();
  };
}
