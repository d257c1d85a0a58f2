import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { matchRoute, OPERATIONS, ROUTE_TABLE } from "../../worker/api/define";
import { jsonResponses } from "../../worker/api/openapi-schemas";
import { operation } from "../../worker/api/operation";
import { ok } from "../../worker/http/respond";

/**
 * The /v1 route table is one explicit list (worker/api/define.ts): importing that module alone
 * gives every operation, with no dependence on which other modules were imported first.
 */
describe("the /v1 route table", () => {
  it("lists every operation once, each with its scope and success status", () => {
    const ops = ROUTE_TABLE.map((r) => `${r.method} ${r.path}`);
    expect(new Set(ops).size).toBe(ops.length);
    expect(ROUTE_TABLE).toHaveLength(OPERATIONS.length);
    expect(ROUTE_TABLE.find((r) => r.path === "/capabilities")).toMatchObject({ method: "GET", scope: null, status: 200 });
    expect(ROUTE_TABLE.find((r) => r.method === "POST" && r.path === "/watchlists")).toMatchObject({ scope: "watchlist:write", status: 201 });
    expect(ROUTE_TABLE.find((r) => r.path === "/keys/rotate")).toMatchObject({ scope: null, status: 201 });
    expect(ROUTE_TABLE.find((r) => r.path === "/market/prices")).toMatchObject({ scope: "market:read", status: 200 });
  });

  it("declares the scope in the OpenAPI route too, with the route's own scope check", () => {
    for (const { route, scope } of OPERATIONS) {
      const declared = (route as { "x-scope"?: string })["x-scope"];
      expect(declared ?? null).toBe(scope);
      expect(Boolean(route.middleware)).toBe(scope !== null);
    }
  });

  it("matches a request to its operation before routing, as Hono will route it", () => {
    expect(matchRoute("GET", "/assets/search")).toMatchObject({ kind: "route", entry: { path: "/assets/search" } });
    expect(matchRoute("GET", "/assets/BTC")).toMatchObject({ kind: "route", entry: { path: "/assets/{symbol}" } });
    expect(matchRoute("HEAD", "/portfolios")).toMatchObject({ kind: "route", entry: { method: "GET", path: "/portfolios" } });
    expect(matchRoute("DELETE", "/watchlists/w1/items/i1")).toMatchObject({ kind: "route", entry: { scope: "watchlist:write" } });
    expect(matchRoute("PUT", "/watchlists")).toEqual({ kind: "method_not_allowed" });
    expect(matchRoute("GET", "/portfolios/p1/unknown")).toEqual({ kind: "not_found" });
  });
});

describe("a handler that drifts from its route", () => {
  // These declarations only exist for the compiler: `tsc` fails if any @ts-expect-error below
  // stops being an error, i.e. if a handler could answer with a body or status its route does
  // not declare.
  const responses = jsonResponses(z.object({ id: z.string(), deleted: z.literal(true) }), "Deleted");

  it("is refused by the compiler", () => {
    const declared = [
      // @ts-expect-error a field of the wrong type
      operation(null, { method: "get", path: "/t2", responses }, (c) => ok(c, { id: 1, deleted: true as const })),
      // @ts-expect-error a status the route does not declare
      operation(null, { method: "get", path: "/t3", responses }, (c) => ok(c, { id: "x", deleted: true as const }, { status: 201 })),
      // @ts-expect-error a missing field
      operation(null, { method: "get", path: "/t4", responses }, (c) => ok(c, { id: "x" })),
      operation(null, { method: "get", path: "/t5", request: { query: z.object({ n: z.coerce.number() }) }, responses }, (c) => {
        // @ts-expect-error the validated query is typed by the route: n is a number
        const n: string = c.req.valid("query").n;
        return ok(c, { id: n, deleted: true as const });
      }),
    ];
    expect(declared).toHaveLength(4);
  });
});
