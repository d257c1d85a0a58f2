import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { auditView, listAudit } from "../api/audit";
import { createKey, DEFAULT_OVERLAP_SECONDS, keyView, listKeys, MAX_EXPIRY_DAYS, revokeKey, rotateKey } from "../api/keys/key-service";
import { SCOPES } from "../api/scopes";
import { requireSession } from "../auth/session-cookie";
import { ok } from "../http/respond";
import { parseInput } from "../http/validate";
import { NameField } from "../lib/fields";

/** Settings → API keys: create (secret shown once), list, rotate, revoke, and the audit log. */
const NewKey = z
  .object({
    name: NameField,
    scopes: z.array(z.enum(SCOPES)).min(1, "Choose at least one scope."),
    expiresInDays: z.number().int().min(1).max(MAX_EXPIRY_DAYS).optional(),
  })
  .strict();
const Rotate = z.object({ overlapSeconds: z.number().int().min(0).max(604_800).optional() }).strict();

export const apiKeyRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const now = c.get("clock").now();
    const rows = await listKeys(c.get("db"), c.get("user").id, null, 100);
    return ok(c, { apiAccess: c.get("user").apiAccess, scopes: SCOPES, keys: rows.map((r) => keyView(r, now)) });
  })
  .post("/", async (c) => {
    const input = parseInput(NewKey, c.get("body"));
    const created = await createKey(c.env, c.get("db"), c.get("user"), input, c.get("clock").now());
    c.get("log").log("info", "api_key.created", { keyId: created.key.id });
    return ok(c, created, { status: 201 });
  })
  .post("/:keyId/rotate", async (c) => {
    const { overlapSeconds } = parseInput(Rotate, c.get("body") ?? {});
    const rotated = await rotateKey(c.env, c.get("db"), c.get("user").id, c.req.param("keyId"), overlapSeconds ?? DEFAULT_OVERLAP_SECONDS, c.get("clock").now());
    return ok(c, rotated, { status: 201 });
  })
  .post("/:keyId/revoke", async (c) => ok(c, await revokeKey(c.env, c.get("db"), c.get("user").id, c.req.param("keyId"), c.get("clock").now())))
  .get("/audit", async (c) => {
    const rows = await listAudit(c.env, c.get("db"), c.get("user").id, null, 100);
    return ok(c, rows.map(auditView));
  });
