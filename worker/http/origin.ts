import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for the site's cookie-authenticated routes: a state-changing request must carry
 * an Origin equal to the site's own (browsers always send Origin on such requests). Requests
 * with no Origin at all are refused too, unless the browser marked them same-origin.
 */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refusal = crossSiteRefusal(c);
    if (refusal) throw refusal;
    return next();
  };
}

/** The same rule as a value, for gates that decide between several refusals (the /v1 gate). */
export function crossSiteRefusal(c: Context<AppEnv>): AppError | null {
  if (SAFE_METHODS.has(c.req.method)) return null;
  const origin = c.req.header("origin");
  if (origin) return origin === new URL(c.req.url).origin ? null : new AppError("cross_site_request");
  if (c.req.header("sec-fetch-site") === "same-origin") return null;
  return new AppError("cross_site_request", { hint: "The request had no Origin header. Send it from the site, or set Origin to the site's address." });
}
