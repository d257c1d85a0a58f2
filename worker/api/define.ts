import { entryOf, type Operation, type RouteEntry } from "./operation";
import { accountOperations } from "./routes/account";
import { keyOperations } from "./routes/keys";
import { marketOperations } from "./routes/market";
import { portfolioOperations } from "./routes/portfolios";
import { watchlistOperations } from "./routes/watchlists";
import { reportOperations } from "./routes/reports";

/**
 * Every /v1 operation, in one explicit list: v1.ts registers them in this order, and the route
 * table derived from it is the source for `GET /capabilities`, the OpenAPI document (`x-scope`),
 * the gate, and the shared security tests. Nothing is added by importing a module.
 *
 * Why the gate runs before routing rather than as each route's middleware: a call made with a
 * key is authenticated, scope-checked, counted against its rate-limit window and audited in ONE
 * round trip to the key's Durable Object, in one storage write. API.md audits every call made with
 * a key, refused ones included, and counts 404s and 405s against the window like any other call;
 * a per-route middleware never runs for those, so they would need a second path through the gate
 * anyway. The gate therefore looks the operation up here (`matchRoute`) to learn its scope and
 * the status it expects; the route's own middleware re-checks the scope (cheap, no I/O), and the
 * audit row is corrected after the answer only when the handler answered with another status
 * (off the caller's clock, in waitUntil).
 */
export const OPERATIONS: readonly Operation[] = [
  ...accountOperations(() => ROUTE_TABLE),
  ...keyOperations,
  ...portfolioOperations,
  ...watchlistOperations,
  ...marketOperations,
  ...reportOperations,
];

export const ROUTE_TABLE: readonly RouteEntry[] = OPERATIONS.map(entryOf);

/** OpenAPI-style `{id}` path → the form a request path is matched against. */
const PATTERNS = new Map(ROUTE_TABLE.map((r) => [r.path, new RegExp(`^${r.path.replace(/\{[^}]+\}/g, "[^/]+")}$`)]));

type RouteMatch = { kind: "route"; entry: RouteEntry } | { kind: "method_not_allowed" } | { kind: "not_found" };

/** Which declared operation a request is for, before any handler runs (see the note above). */
export function matchRoute(method: string, path: string): RouteMatch {
  const candidates = ROUTE_TABLE.filter((r) => PATTERNS.get(r.path)!.test(path));
  const entry = candidates.find((r) => r.method === method || (method === "HEAD" && r.method === "GET"));
  if (entry) return { kind: "route", entry };
  return candidates.length > 0 ? { kind: "method_not_allowed" } : { kind: "not_found" };
}
