import type { Context, MiddlewareHandler } from "hono";
import { containsKey } from "../api/keys/redact";
import { isDevelopment, type AppEnv } from "../env";
import { AppError } from "./errors";

/** Two years, subdomains included (the preload list's minimum is one year). */
export const HSTS = "max-age=63072000; includeSubDomains";
/** JSON is never a document: it may load nothing and be framed by nobody. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers on every answer of the API Worker: no MIME sniffing, no Referer leaving with links
 * followed from an answer, a deny-all policy for JSON, and HSTS in production (or over https).
 */
export function securityHeaders(c: Context<AppEnv>): void {
  if (c.res.status === 101) return;
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "no-referrer");
  const type = headers.get("content-type") ?? "";
  if (!headers.has("Content-Security-Policy") && (type.includes("json") || type === "")) headers.set("Content-Security-Policy", API_CSP);
  if (!isDevelopment(c.env) || new URL(c.req.url).protocol === "https:") headers.set("Strict-Transport-Security", HSTS);
}

/**
 * An API key anywhere in a URL — path or query, however many times percent-encoded — is refused
 * on every route, before anything reads or logs it (request logs and audit rows redact it too).
 */
export function refuseKeysInUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const inQuery = containsKey(url.search);
    if (inQuery || containsKey(url.pathname)) throw new AppError("key_in_url", { param: inQuery ? "query" : "path" });
    await next();
  };
}
