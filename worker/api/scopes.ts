import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../http/errors";

/** The six scopes of API.md. Key management and GET /capabilities need none. */
export const SCOPES = ["portfolio:read", "watchlist:read", "watchlist:write", "market:read", "reports:read", "reports:write"] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

/**
 * Route-level scope check. The /v1 authentication middleware has already set `apiPrincipal`
 * (a key, or a signed-in session with every scope); this only compares.
 */
export function requireScope(scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.get("apiPrincipal");
    if (!principal) throw new AppError("unauthorized");
    if (!principal.scopes.includes(scope)) {
      throw new AppError("insufficient_scope", { message: `This operation needs the ${scope} scope.` });
    }
    return next();
  };
}
