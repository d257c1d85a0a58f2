import { createRoute, type RouteConfig, type RouteHandler } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../http/errors";
import type { Scope } from "./scopes";

/**
 * How one /v1 operation is declared: its OpenAPI route (with the scope it needs) and a handler
 * the compiler checks against it — `c.req.valid(…)` is typed by the route's request schemas, and
 * the handler may only answer with a body and status the route's responses declare.
 */
export interface Operation {
  route: RouteConfig;
  /** Typed where the operation is declared (`operation()`); the list that registers them holds many shapes. */
  handler: unknown;
  scope: Scope | null;
}

/**
 * Route-level scope check. The /v1 gate has already set `apiPrincipal` (a key, whose scope the
 * key's Durable Object checked in the same call, or a session with every scope); this compares
 * again so a route can never be reached without its scope, whatever the gate does.
 */
function requireScope(scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.get("apiPrincipal");
    if (!principal) throw new AppError("unauthorized");
    if (!principal.scopes.includes(scope)) {
      throw new AppError("insufficient_scope", { message: `This operation needs the ${scope} scope.` });
    }
    return next();
  };
}

/** An OpenAPI route with the shared security schemes and, when it needs one, its scope (`x-scope`). */
function apiRoute<const C extends Omit<RouteConfig, "middleware">>(scope: Scope | null, config: C) {
  const security = [{ bearerKey: [] }, { sessionCookie: [] }];
  if (!scope) return createRoute({ ...config, security });
  return createRoute({ ...config, security, middleware: [requireScope(scope)], "x-scope": scope });
}

/**
 * Declares one operation: the scope it needs, its OpenAPI route, and the handler. The handler's
 * input (`c.req.valid`) and answers (`ok(c, data, { status })`) are typed by `config`, so a body
 * or status the route does not declare fails to compile.
 */
export function operation<const C extends Omit<RouteConfig, "middleware">>(scope: Scope | null, config: C, handler: RouteHandler<C, AppEnv>): Operation {
  return { route: apiRoute(scope, config), handler, scope };
}

/** What the gate, `GET /capabilities` and the shared security tests know about an operation. */
export interface RouteEntry {
  method: string;
  path: string;
  scope: Scope | null;
  summary: string;
  /** The status a successful call answers with (the first 2xx the route declares). */
  status: number;
}

export function entryOf({ route, scope }: Operation): RouteEntry {
  const status = Number(Object.keys(route.responses).find((code) => code.startsWith("2")) ?? 200);
  return { method: route.method.toUpperCase(), path: route.path, scope, summary: route.summary ?? "", status };
}
