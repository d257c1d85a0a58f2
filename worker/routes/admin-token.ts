import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../http/errors";
import { constantTimeEqual } from "../lib/crypto";

/**
 * The operator's routes (/admin/*): a plain 404 when ADMIN_TOKEN is not set (nothing to find),
 * otherwise the bearer token must match it, compared in constant time.
 */
export function requireAdminToken(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const expected = c.env.ADMIN_TOKEN;
    if (!expected) throw new AppError("not_found");
    const given = c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
    if (!constantTimeEqual(given, expected)) throw new AppError("unauthorized", { message: "Admin token required." });
    return next();
  };
}
