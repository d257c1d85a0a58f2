import { z } from "@hono/zod-openapi";
import { ok } from "../../http/respond";
import { auditPosition, auditView, listAudit } from "../audit";
import { planOf } from "../plan-cache";
import { DEFAULT_LIMITS, SESSION_LIMITS } from "../keys/key-do-types";
import { operation, type RouteEntry } from "../operation";
import { jsonResponses } from "../openapi-schemas";
import { paginate } from "../paging";
import { AuditEntry, Capabilities, PageQuerySchema } from "../schemas";

/**
 * GET /v1/capabilities and GET /v1/audit (no scope). `routeTable` is read when a call comes in:
 * the table is built from the operation list this module is part of.
 */
export function accountOperations(routeTable: () => readonly RouteEntry[]) {
  return [
    operation(
      null,
      {
        method: "get",
        path: "/capabilities",
        summary: "What the calling key can do: scopes, permitted operations, limits, expiry, plan",
        responses: jsonResponses(Capabilities, "The caller's capabilities"),
      },
      async (c) => {
        const p = c.get("apiPrincipal");
        const plan = await planOf(c.env, p.userId, c.get("clock").now());
        const limits = p.keyId === null ? SESSION_LIMITS : (p.limits ?? DEFAULT_LIMITS);
        return ok(c, {
          key: p.keyId ? { id: p.keyId, name: p.keyName ?? "", expiresAt: new Date(p.expiresAt!).toISOString() } : null,
          session: p.keyId === null,
          scopes: [...p.scopes],
          permissions: routeTable()
            .filter((r) => r.scope === null || p.scopes.includes(r.scope))
            .map((r) => ({ ...r })),
          limits: { read: { limit: limits.read, windowSeconds: 60 }, write: { limit: limits.write, windowSeconds: 60 } },
          plan,
        });
      },
    ),

    operation(
      null,
      {
        method: "get",
        path: "/audit",
        summary: "The key owner's audit log, newest first",
        request: { query: PageQuerySchema },
        responses: jsonResponses(z.array(AuditEntry), "Calls made with the account's keys, refused ones included"),
      },
      async (c) => {
        const userId = c.get("apiPrincipal").userId;
        const page = await paginate(c, `audit:${userId}`, c.req.valid("query"), (after, take) => listAudit(c.env, c.get("db"), userId, after, take), auditPosition);
        return ok(c, page.items.map(auditView), { pagination: page.pagination });
      },
    ),
  ];
}
