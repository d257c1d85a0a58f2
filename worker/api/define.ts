import { createRoute, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { requireScope, type Scope } from "./scopes";

/**
 * Every /v1 route is declared through here, so one table knows each operation's scope: it is the
 * source for `GET /capabilities` (what a key may do), the OpenAPI document (`x-scope`), and the
 * shared security checks the tests run against every route.
 */
export interface RouteEntry {
  method: string;
  path: string;
  scope: Scope | null;
  summary: string;
}

export const ROUTE_TABLE: RouteEntry[] = [];

export function apiRoute<R extends Omit<RouteConfig, "middleware">>(scope: Scope | null, config: R) {
  const entry: RouteEntry = { method: config.method.toUpperCase(), path: config.path, scope, summary: config.summary ?? "" };
  if (!ROUTE_TABLE.some((r) => r.method === entry.method && r.path === entry.path)) ROUTE_TABLE.push(entry);
  return createRoute({
    ...config,
    security: [{ bearerKey: [] }, { sessionCookie: [] }],
    ...(scope ? { middleware: [requireScope(scope)] as const, "x-scope": scope } : {}),
  } as R);
}

/**
 * Registers a handler that answers through `ok()`/`AppError` (the envelope helpers). The response
 * shape is checked at run time against the same OpenAPI document by the contract tests.
 */
export function handle<R extends RouteConfig>(app: OpenAPIHono<AppEnv>, route: R, handler: (c: Context<AppEnv>) => Promise<Response> | Response): void {
  app.openapi(route, handler as never);
}

/** OpenAPI-style `{id}` path → the form a request path is matched against. */
export function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
}
