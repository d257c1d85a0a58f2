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
  /** The status a successful call answers with (the first 2xx the route declares). */
  status: number;
}

export const ROUTE_TABLE: RouteEntry[] = [];

export function apiRoute<R extends Omit<RouteConfig, "middleware">>(scope: Scope | null, config: R) {
  const status = Number(Object.keys(config.responses).find((code) => code.startsWith("2")) ?? 200);
  const entry: RouteEntry = { method: config.method.toUpperCase(), path: config.path, scope, summary: config.summary ?? "", status };
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

export type RouteMatch = { kind: "route"; entry: RouteEntry } | { kind: "method_not_allowed" } | { kind: "not_found" };

/**
 * Which declared operation a request is for, before any handler runs: the gate uses it to check
 * the scope inside the key's Durable Object and to know the status a call will most likely get.
 */
const compiled = new Map<string, RegExp>();

export function matchRoute(method: string, path: string): RouteMatch {
  const patternOf = (template: string) => compiled.get(template) ?? compiled.set(template, pathPattern(template)).get(template)!;
  const candidates = ROUTE_TABLE.filter((r) => patternOf(r.path).test(path));
  const entry = candidates.find((r) => r.method === method || (method === "HEAD" && r.method === "GET"));
  if (entry) return { kind: "route", entry };
  return candidates.length > 0 ? { kind: "method_not_allowed" } : { kind: "not_found" };
}
