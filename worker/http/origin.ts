import type { MiddlewareHandler } from "hono";
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
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const self = new URL(c.req.url).origin;
    if (origin) {
      if (origin !== self) throw new AppError("cross_site_request");
    } else if (c.req.header("sec-fetch-site") !== "same-origin") {
      throw new AppError("cross_site_request", { hint: "The request had no Origin header. Send it from the site, or set Origin to the site's address." });
    }
    return next();
  };
}
